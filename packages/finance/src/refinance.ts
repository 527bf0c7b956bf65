import { apr } from './apr.js';
import { termMonthsOf } from './loan-term.js';
import { runLedger } from './ledger.js';
import { amountOrZero, fromCents, interestRateOrZero, numberOrZero, toCents } from './money.js';
import { monthlyPayment } from './payment.js';
import { currentLoanLedger } from './payoff.js';

/** The Cut My Costs form's defaults (spec section 9). */
export const REFINANCE_DEFAULTS = { newRate: 0.065, newTermYears: 30, closingCosts: 5000, rollClosingCosts: false } as const;
/** The New Loan Term choices, in years (spec section 9). */
export const REFINANCE_TERM_YEARS = [40, 35, 30, 25, 20, 15, 10] as const;

export interface RefinanceInput {
  /** The current balance. */
  balance: number;
  currentMonthlyPayment: number;
  /** The current loan's rate, a fraction: how long the balance takes to pay off at the current payment. */
  currentRate: number;
  /** The current loan's term in years (default 30). */
  loanTermYears?: number | null;
  firstPaymentDate?: string | null;
  /** `YYYY-MM-DD` */
  today: string;
  /** A fraction: 0.065 for 6.5%. */
  newRate: number;
  /** Default 30. */
  newTermYears: number;
  closingCosts: number;
  /** True: the closing costs are added to the new loan instead of paid up front. */
  rollClosingCosts: boolean;
  /** Discount points, in percent of the new loan (1 = 1% of the loan), paid at closing (default 0). */
  points?: number;
  /** Dollars the lender pays toward closing costs and points (usually for a higher rate; default 0). */
  lenderCredit?: number;
  /** Dollars taken out in cash: added to the new loan (default 0). */
  cashOut?: number;
}

/** One year of the Payment Chart: what each loan has cost so far, `year` years from now. */
export interface RefinanceChartPoint {
  /** Years from now; 0 is today, where the new loan has cost only the up-front closing costs. */
  year: number;
  /** Current Loan: the current loan's payments made by then (its schedule from today, the last payment what is owed). */
  currentLoan: number;
  /** New Loan: new payment × payments made by then (at most its term), plus what was paid at closing, less the cash taken out. */
  newLoan: number;
  /** Cumulative Savings: currentLoan − newLoan. */
  cumulativeSavings: number;
}

export interface RefinanceResult {
  current: { monthlyPayment: number; remainingPayments: number; totalPayments: number; balance: number };
  new: {
    monthlyPayment: number;
    totalPayments: number;
    totalCost: number;
    loanAmount: number;
    /** The new loan's APR (fraction), its prepaid finance charges being `charges`; null for a loan of 0. */
    apr: number | null;
  };
  savings: { monthly: number; total: number; breakEvenMonths: number };
  closingCosts: number;
  /** What the points cost: the new loan × points / 100, to the cent. */
  pointsCost: number;
  /** The part of the lender credit used (at most the closing costs plus the points). */
  lenderCredit: number;
  cashOut: number;
  /** What the refinance costs, net of the lender credit: closing costs + points − credit (break-even's costs). */
  charges: number;
  /** Cash the homeowner brings to closing: the costs paid up front (points always) after the credit, less the cash out (negative: cash to the homeowner). */
  cashToClose: number;
  /** The chart's "monthly payment change": new payment − current payment. */
  monthlyPaymentChange: number;
  /** The new loan's term in months. */
  newTermMonths: number;
  /** Year 0 to the year the longer of the two loans ends (its last point is the totals). */
  chart: RefinanceChartPoint[];
  /** Whole months until the savings repay the closing costs (ceiling), or null for "Never". */
  chartBreakEvenMonths: number | null;
}

/**
 * Cut My Costs (spec section 9), exact to the cent:
 * - current.remainingPayments = the payments the current balance needs at the current payment
 *   (`payoffOutlook`'s `paymentsLeft` — the Dashboard's Remaining Term, the schedule's length);
 *   the spec's "term months − months elapsed" counted payments a balance ahead of its schedule no
 *   longer needs (297 instead of 289 overstated the savings by ~$13,900). When the payment never
 *   pays the balance off, the note's remaining term. current.totalPayments = those payments
 *   added up, the last one what is then owed (current payment × remaining payments when never
 *   paid off).
 * - Points, lender credit, cash out: the credit pays the closing costs first, then the points
 *   (any more is lost); new.loanAmount = balance + cash out + the closing costs left after the
 *   credit when rolled in; points = new.loanAmount × points / 100, to the cent, paid at closing.
 *   charges = closing costs + points − credit used: the refinance's cost, what break-even
 *   repays, and the prepaid finance charges of new.apr (every closing cost counted as a finance
 *   charge, as consumer calculators do: a Loan Estimate leaves out third-party fees such as the
 *   appraisal, so its APR can be a little lower). cashToClose = up-front costs − cash out.
 *   savings.total and the chart count the cash taken out as received (it offsets the cost).
 * - new.loanAmount = balance + closing costs when rolled in; new.monthlyPayment = the standard
 *   formula over the new term, quoted to the cent as a lender would (0 for an amount of 0);
 *   new.totalPayments = that payment × the term's months; new.totalCost adds the closing costs
 *   when they are not rolled in (paid up front).
 * - savings.monthly = current − new payment; savings.total = current.totalPayments −
 *   new.totalCost (+ cash out); savings.breakEvenMonths = charges / monthly savings (a fraction
 *   of months, unrounded), or 0 when there are no charges or no savings.
 * - chartBreakEvenMonths = ceiling(charges / monthly savings), null ("Never") when monthly
 *   savings are not positive; 0 with savings and no costs.
 * Inputs that are not numbers count as 0 (a new term as 30 years). Throws a RangeError when
 * `today` is not a date.
 */
export function refinance(input: RefinanceInput): RefinanceResult {
  const balance = toCents(amountOrZero(input.balance));
  const currentPayment = toCents(amountOrZero(input.currentMonthlyPayment));
  const current = currentLoanLedger({
    balance: fromCents(balance),
    annualRate: input.currentRate,
    monthlyPayment: fromCents(currentPayment),
    loanTermYears: input.loanTermYears,
    firstPaymentDate: input.firstPaymentDate,
    today: input.today,
  });
  const paysOff = current.ledger.paidOff;
  const remainingPayments = paysOff ? current.ledger.rows.length : current.termPaymentsLeft;
  // What the current loan has cost after m more months, in cents: its schedule's payments so far.
  const paidBy: number[] = [0];
  for (const row of paysOff ? current.ledger.rows : []) paidBy.push(paidBy[paidBy.length - 1] + toCents(row.payment));
  const currentPaidBy = (months: number) => (paysOff ? paidBy[Math.min(months, remainingPayments)] : currentPayment * Math.min(months, remainingPayments));

  const costs = toCents(amountOrZero(input.closingCosts));
  const cashOut = toCents(amountOrZero(input.cashOut));
  const credit = toCents(amountOrZero(input.lenderCredit));
  // The credit pays the closing costs first, then the points; beyond both it is lost (a lender
  // does not pay cash out of a credit).
  const costsAfterCredit = Math.max(0, costs - credit);
  const creditLeft = credit - (costs - costsAfterCredit);
  const rolled = input.rollClosingCosts === true;
  const loanAmount = balance + cashOut + (rolled ? costsAfterCredit : 0);
  // Points are a percent of the new loan and always paid at closing (rolling them in would make
  // the loan, and so the points, depend on themselves).
  const pointsCost = Math.round((loanAmount * amountOrZero(input.points)) / 100);
  const pointsAfterCredit = Math.max(0, pointsCost - creditLeft);
  const creditUsed = credit - Math.max(0, creditLeft - pointsCost);
  const charges = costsAfterCredit + pointsAfterCredit;
  const upFrontCosts = (rolled ? 0 : costsAfterCredit) + pointsAfterCredit;
  const newTermMonths = termMonthsOf(input.newTermYears);
  const newPayment = toCents(monthlyPayment(fromCents(loanAmount), input.newRate, newTermMonths));

  const currentTotal = currentPaidBy(remainingPayments);
  const newTotal = newPayment * newTermMonths;
  const monthlySavings = currentPayment - newPayment;
  // The cash taken out was received, so it offsets what the new loan costs.
  const cumulative = (months: number) => {
    const currentLoan = currentPaidBy(months);
    const newLoan = newPayment * Math.min(months, newTermMonths) + upFrontCosts - cashOut;
    return { currentLoan: fromCents(currentLoan), newLoan: fromCents(newLoan), cumulativeSavings: fromCents(currentLoan - newLoan) };
  };
  const chartYears = Math.ceil(Math.max(remainingPayments, newTermMonths) / 12);

  return {
    current: {
      monthlyPayment: fromCents(currentPayment),
      remainingPayments,
      totalPayments: fromCents(currentTotal),
      balance: fromCents(balance),
    },
    new: {
      monthlyPayment: fromCents(newPayment),
      totalPayments: fromCents(newTotal),
      totalCost: fromCents(newTotal + upFrontCosts),
      loanAmount: fromCents(loanAmount),
      apr: apr({ loanAmount: fromCents(loanAmount), annualRate: input.newRate, termMonths: newTermMonths, prepaidFinanceCharges: fromCents(charges) }),
    },
    savings: {
      monthly: fromCents(monthlySavings),
      total: fromCents(currentTotal - newTotal - upFrontCosts + cashOut),
      breakEvenMonths: charges > 0 && monthlySavings > 0 ? charges / monthlySavings : 0,
    },
    closingCosts: fromCents(costs),
    pointsCost: fromCents(pointsCost),
    lenderCredit: fromCents(creditUsed),
    cashOut: fromCents(cashOut),
    charges: fromCents(charges),
    cashToClose: fromCents(upFrontCosts - cashOut),
    monthlyPaymentChange: fromCents(-monthlySavings),
    newTermMonths,
    chart: Array.from({ length: chartYears + 1 }, (_, year) => ({ year, ...cumulative(year * 12) })),
    chartBreakEvenMonths: monthlySavings > 0 ? Math.ceil(charges / monthlySavings) : null,
  };
}

/**
 * What an offer costs over the months the homeowner expects to keep it (Compare offers): the
 * cash to close (negative with cash out), the new loan's payments over those months (at most its
 * term; the bank's ledger at the quoted payment) and what is still owed then — the balance a sale
 * or a later refinance pays off. Offers with different loan amounts (cash out, rolled costs) are
 * compared fairly because the larger loan leaves more owed.
 */
export function costOverStay(result: RefinanceResult, newRate: number, stayMonths: number): number {
  const months = Math.max(0, Math.min(Math.floor(numberOrZero(stayMonths)), result.newTermMonths));
  const ledger = runLedger({
    balance: result.new.loanAmount,
    monthlyRate: interestRateOrZero(newRate) / 12,
    payment: result.new.monthlyPayment,
    maxPayments: months,
    termMonths: result.newTermMonths,
    loanTermMonths: result.newTermMonths,
  });
  return fromCents(toCents(result.cashToClose) + toCents(ledger.totalPaid) + toCents(ledger.endingBalance));
}
