import { useMemo } from 'react';
import { Chart, type ChartSeries } from '@homewise/charts';
import { Card, CardHeader, formatCurrency, formatPercent } from '@homewise/platform';
import type { MortgageProfile } from '@homewise/contracts';
import { dateText } from '../dashboard-view';
import { armOutlook, armPaymentsByYear, pmiOutlook, wholePayment } from '../payment-outlook';
import { DetailList } from './SummarySection';

/**
 * "Payment & Milestones" (issue 21): the whole monthly payment beside principal and interest,
 * PMI's dates, and for an ARM when the rate first changes with the payment range then and a
 * chart of the three paths.
 */
export function PaymentOutlook({ profile }: { profile: MortgageProfile }) {
  const whole = wholePayment(profile);
  const pmi = pmiOutlook(profile);
  const arm = armOutlook(profile); // three 360-row ledgers: cheap next to a render
  return (
    <Card className="dash-outlook" aria-labelledby="outlook-title">
      <CardHeader title={<span id="outlook-title">Payment &amp; Milestones</span>} />
      <div className="dash-outlook__grid">
        <section className="dash-section" aria-labelledby="outlook-payment">
          <h3 id="outlook-payment">Whole Monthly Payment</h3>
          <p className="dash-outlook__total">{formatCurrency(whole.total)}</p>
          <DetailList
            items={[
              ['Principal + Interest', formatCurrency(whole.principalAndInterest)],
              ...whole.parts.map((part) => [part.label, formatCurrency(part.monthly)] as const),
              ['Escrow', formatCurrency(whole.escrow)],
            ]}
          />
          {whole.parts.length === 0 ? <p className="dash-figure__hint">Add property tax, insurance, HOA or PMI in your Profile to see your whole payment.</p> : null}
        </section>
        {pmi ? (
          <section className="dash-section" aria-labelledby="outlook-pmi">
            <h3 id="outlook-pmi">PMI Milestones</h3>
            <DetailList
              items={[
                ['Ask to drop PMI (80%)', dateText(pmi.request)],
                ['PMI ends by law (78%)', dateText(pmi.automatic)],
                ['PMI ends at the latest (midpoint)', dateText(pmi.final)],
              ]}
            />
            <p className="dash-figure__hint">On your original schedule and purchase price; extra payments bring 80% sooner (see Extra Payments).</p>
          </section>
        ) : null}
        {arm ? (
          <section className="dash-section dash-outlook__arm" aria-labelledby="outlook-arm">
            <h3 id="outlook-arm">Your Rate Adjusts</h3>
            <p>
              Your rate first adjusts with the payment due <strong>{dateText(arm.first.date)}</strong> (payment {arm.first.paymentNumber}). Your principal
              and interest from then:
            </p>
            <DetailList
              items={[
                ['Best case', `${formatCurrency(arm.first.best.payment)} at ${formatPercent(arm.first.best.rate, 3)}`],
                ['Index stays', `${formatCurrency(arm.first.indexed.payment)} at ${formatPercent(arm.first.indexed.rate, 3)}`],
                ['Worst case', `${formatCurrency(arm.first.worst.payment)} at ${formatPercent(arm.first.worst.rate, 3)}`],
              ]}
            />
            {arm.highest.paymentNumber > arm.first.paymentNumber ? (
              <p>
                If every adjustment goes up by its cap, your payment can reach <strong>{formatCurrency(arm.highest.payment)}</strong> at{' '}
                {formatPercent(arm.highest.rate, 3)}, its highest, from the payment due <strong>{dateText(arm.highest.date)}</strong> (payment{' '}
                {arm.highest.paymentNumber}).
              </p>
            ) : (
              <p>The worst case is also the highest your payment can go: the rate's lifetime cap is reached at the first adjustment.</p>
            )}
            <ArmPathsChart outlook={arm} />
          </section>
        ) : null}
      </div>
    </Card>
  );
}

function ArmPathsChart({ outlook }: { outlook: NonNullable<ReturnType<typeof armOutlook>> }) {
  const paths = useMemo(() => armPaymentsByYear(outlook.schedule), [outlook]);
  const series = useMemo<ChartSeries[]>(
    () => [
      { name: 'Worst case', values: paths.worst, color: 'danger', dashed: true },
      { name: 'Index stays', values: paths.indexed, color: 'primary' },
      { name: 'Best case', values: paths.best, color: 'success' },
    ],
    [paths],
  );
  return (
    <Chart
      title="Monthly payment on each path"
      description="Your monthly principal and interest in each year of the loan: if every adjustment goes up by its cap, if the index stays where it is, and if every adjustment goes down by its cap."
      x={{ title: 'Loan year', values: paths.years, label: (year) => `Year ${year}` }}
      yTitle="Monthly payment"
      series={series}
      csvFileName="arm-payment-paths.csv"
      height={260}
    />
  );
}
