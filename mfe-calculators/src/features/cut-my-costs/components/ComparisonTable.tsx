import type { RefinanceResult } from '@homewise/finance';
import { formatCurrency, formatPercent } from '@homewise/platform';
import { yearsAndMonths } from '../../../shared/dates';
import { savingsBadge } from '../refinance-form';

function Badge({ amount }: { amount: number }) {
  const badge = savingsBadge(amount);
  return <span className={`hw-badge calc-badge--${badge.tone}`}>{badge.label}</span>;
}

/** The "Comparison" tab: the current loan, the new loan, and what changes, row by row. */
export function ComparisonTable({ result, currentRate, newRate, rolled }: { result: RefinanceResult; currentRate: number; newRate: number; rolled: boolean }) {
  const { current, savings, closingCosts } = result;
  const next = result.new;
  return (
    <div className="hw-table-wrap" role="region" aria-label="Loan comparison" tabIndex={0}>
      <table className="hw-table hw-table--cards ccm-comparison">
        <caption className="hw-visually-hidden">Current loan compared with the new loan</caption>
        <thead>
          <tr>
            <td />
            <th scope="col">Current Loan</th>
            <th scope="col">New Loan</th>
            <th scope="col">Savings</th>
          </tr>
        </thead>
        <tbody>
          <tr>
            <th scope="row" className="hw-table__card-title">Monthly payment</th>
            <td data-label="Current Loan" className="calc-num">{formatCurrency(current.monthlyPayment)}</td>
            <td data-label="New Loan" className="calc-num">{formatCurrency(next.monthlyPayment)}</td>
            <td data-label="Savings">
              <span className="calc-num">{formatCurrency(savings.monthly)}</span> <Badge amount={savings.monthly} />
            </td>
          </tr>
          <tr>
            <th scope="row" className="hw-table__card-title">Interest rate</th>
            <td data-label="Current Loan" className="calc-num">{formatPercent(currentRate, 3)}</td>
            <td data-label="New Loan" className="calc-num">{formatPercent(newRate, 3)}</td>
            <td data-label="Savings" />
          </tr>
          <tr>
            <th scope="row" className="hw-table__card-title">APR</th>
            <td data-label="Current Loan" className="calc-num">{formatPercent(currentRate, 3)}</td>
            <td data-label="New Loan" className="calc-num">{next.apr === null ? 'N/A' : formatPercent(next.apr, 3)}</td>
            <td data-label="Savings" />
          </tr>
          <tr>
            <th scope="row" className="hw-table__card-title">Loan amount</th>
            <td data-label="Current Loan" className="calc-num">{formatCurrency(current.balance, 0)}</td>
            <td data-label="New Loan" className="calc-num">{formatCurrency(next.loanAmount, 0)}</td>
            <td data-label="Savings" />
          </tr>
          <tr>
            <th scope="row" className="hw-table__card-title">Payments left</th>
            <td data-label="Current Loan">{`${current.remainingPayments} (${yearsAndMonths(current.remainingPayments)})`}</td>
            <td data-label="New Loan">{`${result.newTermMonths} (${yearsAndMonths(result.newTermMonths)})`}</td>
            <td data-label="Savings" />
          </tr>
          <tr>
            <th scope="row" className="hw-table__card-title">Total of payments</th>
            <td data-label="Current Loan" className="calc-num">{formatCurrency(current.totalPayments)}</td>
            <td data-label="New Loan" className="calc-num">{formatCurrency(next.totalPayments)}</td>
            <td data-label="Savings" />
          </tr>
          <tr>
            <th scope="row" className="hw-table__card-title">Closing costs</th>
            <td data-label="Current Loan" className="calc-num">—</td>
            <td data-label="New Loan">{closingCosts > 0 ? `${formatCurrency(closingCosts, 0)} ${rolled ? '(in the loan)' : '(paid up front)'}` : formatCurrency(0, 0)}</td>
            <td data-label="Savings" />
          </tr>
          {result.pointsCost > 0 || result.lenderCredit > 0 || result.cashOut > 0 ? (
            <tr>
              <th scope="row" className="hw-table__card-title">Points, credit, cash out</th>
              <td data-label="Current Loan" className="calc-num">—</td>
              <td data-label="New Loan">{`${formatCurrency(result.pointsCost)} points, ${formatCurrency(result.lenderCredit)} credit, ${formatCurrency(result.cashOut, 0)} cash out`}</td>
              <td data-label="Savings" />
            </tr>
          ) : null}
          <tr>
            <th scope="row" className="hw-table__card-title">Cash to close</th>
            <td data-label="Current Loan" className="calc-num">—</td>
            <td data-label="New Loan" className="calc-num">{result.cashToClose < 0 ? `${formatCurrency(-result.cashToClose)} to you` : formatCurrency(result.cashToClose)}</td>
            <td data-label="Savings" />
          </tr>
          {/* The totals to the cent: in whole dollars each was rounded its own way, and the current
              loan's less the new one's could differ from the savings shown by $1. */}
          <tr className="ccm-comparison__total">
            <th scope="row" className="hw-table__card-title">Total cost</th>
            <td data-label="Current Loan" className="calc-num">{formatCurrency(current.totalPayments)}</td>
            <td data-label="New Loan" className="calc-num">{formatCurrency(next.totalCost)}</td>
            <td data-label="Savings">
              <span className="calc-num">{formatCurrency(savings.total)}</span> <Badge amount={savings.total} />
            </td>
          </tr>
        </tbody>
      </table>
    </div>
  );
}
