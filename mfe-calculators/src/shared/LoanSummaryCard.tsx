import type { ReactNode } from 'react';
import { currentLoanOf, payoffOutlook } from '@homewise/finance';
import { Card, CardHeader, formatCurrency, formatPercent } from '@homewise/platform';
import type { MortgageProfile } from '@homewise/contracts';
import { monthYear, yearsAndMonths } from './dates';

/** "Current Loan Summary" (spec section 2): balance, rate (3 decimals), payment, and more rows. */
export function LoanSummaryCard({ profile, children }: { profile: MortgageProfile; children?: ReactNode }) {
  return (
    <Card aria-labelledby="current-loan-summary">
      <CardHeader title={<span id="current-loan-summary">Current Loan Summary</span>} level={2} />
      <dl className="calc-summary">
        <SummaryRow label="Current Balance" value={formatCurrency(profile.currentBalance)} />
        <SummaryRow label="Interest Rate" value={formatPercent(profile.originalInterestRate, 3)} />
        <SummaryRow label="Monthly Payment" value={formatCurrency(profile.monthlyPayment)} />
        {children}
      </dl>
    </Card>
  );
}

export function SummaryRow({ label, value }: { label: ReactNode; value: ReactNode }) {
  return (
    <div className="calc-summary__row">
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
}

/**
 * "Payments left": the payments the current balance still needs at the current payment and when
 * the last falls — finance's `payoffOutlook`, the Dashboard's Remaining Term and schedule, the
 * figure Cut My Costs' current totals count.
 */
export function PaymentsLeftRow({ profile, today }: { profile: MortgageProfile; today: string }) {
  const { paymentsLeft, payoffDate } = payoffOutlook(currentLoanOf(profile, today));
  const value =
    paymentsLeft === null
      ? 'Not paid off at this payment'
      : paymentsLeft === 0
        ? 'None: paid off'
        : `${paymentsLeft} (${yearsAndMonths(paymentsLeft)}), the last in ${payoffDate ? monthYear(payoffDate) : '—'}`;
  return <SummaryRow label="Payments left" value={value} />;
}
