import { useMemo } from 'react';
import { Chart, type ChartSeries, type ChartXAxis } from '@homewise/charts';
import type { RefinanceResult } from '@homewise/finance';
import { formatCurrency } from '@homewise/platform';
import { SummaryRow } from '../../../shared/LoanSummaryCard';
import { breakEvenText } from '../refinance-form';

const yearLabel = (year: number) => (year === 0 ? 'Today' : `Year ${year}`);

/**
 * The "Payment Chart" tab: what each loan has cost so far, year by year (Current Loan, New Loan,
 * Cumulative Savings), then the monthly payment change, the monthly savings and the break-even.
 */
export function PaymentChart({ result }: { result: RefinanceResult }) {
  const { chart } = result;
  const x = useMemo<ChartXAxis>(() => ({ title: 'Year', values: chart.map((p) => p.year), label: yearLabel }), [chart]);
  const series = useMemo<ChartSeries[]>(
    () => [
      { name: 'Current Loan', values: chart.map((p) => p.currentLoan), color: 'muted', dashed: true },
      { name: 'New Loan', values: chart.map((p) => p.newLoan), color: 'primary' },
      { name: 'Cumulative Savings', values: chart.map((p) => p.cumulativeSavings), color: 'success' },
    ],
    [chart],
  );
  const change = result.monthlyPaymentChange;
  return (
    <div className="calc-fields">
      <Chart
        title="Cumulative payments by year"
        description={`What the current loan and the new loan have cost in total by each year from today, and the difference (cumulative savings). The new loan starts at ${formatCurrency(chart[0]?.newLoan ?? 0, 0)}, the closing costs paid up front.`}
        x={x}
        yTitle="Paid so far"
        series={series}
        csvFileName="refinance-payment-comparison.csv"
      />
      <dl className="calc-summary">
        <SummaryRow label="Monthly payment change" value={`${change > 0 ? '+' : ''}${formatCurrency(change)}`} />
        <SummaryRow label="Monthly savings" value={formatCurrency(result.savings.monthly)} />
        <SummaryRow label="Break-even" value={breakEvenText(result.chartBreakEvenMonths)} />
      </dl>
    </div>
  );
}
