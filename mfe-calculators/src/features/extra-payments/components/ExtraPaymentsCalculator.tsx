import { useMemo, useState } from 'react';
import type { MortgageProfile } from '@homewise/contracts';
import { extraPaymentsMadeTotal, sumMoney } from '@homewise/finance';
import { formatCurrency, formatDate, Notice } from '@homewise/platform';
import { LoanSummaryCard, PaymentsLeftRow, SummaryRow } from '../../../shared/LoanSummaryCard';
import { StatCard, StatCards } from '../../../shared/StatCard';
import { useExtraPayments } from '../hooks/useExtraPayments';
import { biweeklyCard, initialStrategy, pmiFreeDate, projectionOf, readStrategy, resultCards, type StrategyForm } from '../strategy';
import { BalanceChartCard } from './BalanceChartCard';
import { HistoryCard } from './HistoryCard';
import { StrategyCard } from './StrategyCard';

const NO_EXTRA = { amount: 0, type: 'monthly' } as const;

/** Extra Payments for a loaded profile: the strategy and the loan on the left, what it saves on the right, the history below. */
export function ExtraPaymentsCalculator({
  profile,
  today,
  reloadProfile,
}: {
  profile: MortgageProfile;
  today: string;
  /** Reads the profile again: recording a payment moves its balance on the server. */
  reloadProfile: () => Promise<unknown>;
}) {
  const history = useExtraPayments(profile.id, reloadProfile);
  const [form, setForm] = useState<StrategyForm>(() => initialStrategy(today));
  const { strategy, amountError } = useMemo(() => readStrategy(form), [form]);
  const recorded = useMemo(() => history.payments ?? [], [history.payments]);
  // The summary's totals do not depend on the strategy being typed.
  const baseline = useMemo(() => projectionOf(profile, NO_EXTRA, today, recorded), [profile, today, recorded]);
  const projection = useMemo(() => (strategy ? projectionOf(profile, strategy, today, recorded) : null), [profile, strategy, today, recorded]);
  const cards = projection ? resultCards(projection) : null;
  const biweekly = projection ? biweeklyCard(projection) : null;
  const pmiFree = projection ? pmiFreeDate(profile, projection) : null;
  // Dated after today: not made yet, so neither in the principal recorded nor in the balance.
  const scheduledTotal = useMemo(
    () => Number((sumMoney(recorded.map((p) => Number(p.amount))) - extraPaymentsMadeTotal(recorded, today)).toFixed(2)),
    [recorded, today],
  );

  return (
    <>
      <div className="calc-layout">
        <div className="calc-column">
          <StrategyCard form={form} amountError={amountError} onChange={(change) => setForm((current) => ({ ...current, ...change }))} />
          <LoanSummaryCard profile={profile}>
            <PaymentsLeftRow profile={profile} today={today} />
            <SummaryRow label="Regular Payments So Far" value={formatCurrency(baseline.totalRegularPayments, 0)} />
            <SummaryRow label="Extra Principal Recorded" value={history.payments === undefined ? '…' : formatCurrency(baseline.totalAdditionalPrincipal)} />
            {scheduledTotal > 0 ? <SummaryRow label="Extra Payments Scheduled" value={formatCurrency(scheduledTotal)} /> : null}
          </LoanSummaryCard>
        </div>
        <div className="calc-column">
          {projection && cards ? (
            <>
              <StatCards>
                <StatCard label="New Payoff Date" value={cards.payoff.value} detail={cards.payoff.detail} />
                <StatCard label="Months Saved" value={cards.monthsSaved.value} detail={cards.monthsSaved.detail} tone={projection.monthsSaved > 0 ? 'good' : 'neutral'} />
                <StatCard
                  label="Interest Saved"
                  value={formatCurrency(projection.interestSaved, 0)}
                  detail={`Interest left to pay: ${formatCurrency(projection.accelerated.totalInterest, 0)}`}
                  tone={projection.interestSaved > 0 ? 'good' : 'neutral'}
                />
                {biweekly ? <StatCard label="Biweekly Instead" value={biweekly.value} detail={biweekly.detail} /> : null}
              </StatCards>
              {pmiFree ? (
                <Notice tone="info" title={`PMI-free on ${formatDate(pmiFree.date, '')}`}>
                  At this pace your balance reaches 80% of the purchase price with that payment
                  {pmiFree.instead ? `, instead of ${formatDate(pmiFree.instead, '')}` : ''}: ask your lender to drop PMI then.
                </Notice>
              ) : null}
              <BalanceChartCard projection={projection} />
            </>
          ) : (
            <Notice tone="warning" title="Check the highlighted field">
              Your savings show as soon as the extra amount is valid.
            </Notice>
          )}
        </div>
      </div>
      <HistoryCard history={history} today={today} />
    </>
  );
}
