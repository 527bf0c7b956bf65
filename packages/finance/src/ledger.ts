// The one amortization loop behind every schedule, projection and balance in this package, so
// the dashboard table, the extra-payment chart, the equity projection and the auto balance can
// never disagree by a cent. Internally everything is in cents.
import { formatMonthsAfter, type CalendarDate } from './dates.js';
import { finalPaymentRule, type FinalPaymentRule } from './final-payment.js';
import { DEFAULT_TERM_YEARS } from './loan-term.js';
import { fromCents, roundHalfAway, toCents } from './money.js';

const NO_FINAL_PAYMENT: FinalPaymentRule = { termMonth: 0, termToleranceCents: 0, quotedMonth: 0, quotedToleranceCents: 0 };

// Math's functions held in module constants: inside jest's sandbox every global lookup is slow
// (schedules call these for every row), and a constant costs nothing anywhere else.
const { abs, max, min } = Math;

/** One month of a ledger, in dollars, every figure a whole number of cents. */
export interface LedgerRow {
  paymentNumber: number;
  /** `YYYY-MM-DD`; '' when the ledger was run without a first payment date. */
  date: string;
  /** Everything paid this month, extra included: payment = principal + interest. */
  payment: number;
  /** The part of `payment` that is extra principal (0 without extra payments). */
  extra: number;
  /** The fall in the balance this month (negative when a payment below the interest lets it grow). */
  principal: number;
  interest: number;
  /** The balance after this payment. */
  balance: number;
}

export interface Ledger {
  rows: LedgerRow[];
  /** The interest over all rows: the sum of the rows' interest, exact to the cent. */
  totalInterest: number;
  /** Everything paid over all rows: the sum of the rows' payments, exact to the cent. */
  totalPaid: number;
  /** The balance after the last row (the starting balance when there are no rows). */
  endingBalance: number;
  /** True when the balance reached 0 (also when it was 0 to begin with). */
  paidOff: boolean;
}

export interface LedgerInput {
  /** Starting balance in dollars, taken to the cent. */
  balance: number;
  /** The monthly rate as a fraction (annual rate / 12), not negative. */
  monthlyRate: number;
  /** The monthly payment in dollars, used exactly as given (it may have fractions of a cent). */
  payment: number;
  maxPayments: number;
  /** The date of payment 1; later payments fall on the same day of later months. */
  firstPaymentDate?: CalendarDate;
  /** Extra principal (dollars) paid with payment number n. */
  extraFor?: (paymentNumber: number) => number;
  /** False: a payment at or below the month's interest leaves the balance as it was (equity projection). */
  balanceMayGrow?: boolean;
  /** Payments left under the note: the payment that absorbs a cents residual (see `finalPaymentRule`). */
  termMonths?: number;
  /** The note's whole term in months (default 360): how far a cents residual can have grown. */
  loanTermMonths?: number;
  /** False: no payment absorbs a residual; the run ends where the balance does (a plan with no note behind it, like biweekly). */
  absorbResidual?: boolean;
}

// A remainder below half a cent would show as $0.00: the payment that leaves it pays it too.
const HALF_CENT = 0.5;

/** An amount in cents that is a whole number but for floating-point noise becomes that whole number. */
function snapToWholeCents(cents: number): number {
  const whole = roundHalfAway(cents);
  return abs(cents - whole) < 1e-6 ? whole : cents;
}

/**
 * Amortizes month by month: each month's interest is the balance × monthly rate, the payment
 * goes to that interest first, then to principal; extra goes to principal; a payment never
 * takes more than is owed.
 *
 * - A payment in whole cents — what a homeowner pays, what a profile stores, what every screen
 *   passes — runs the bank's ledger: each month's interest is rounded to the cent (halves up),
 *   so every row is a bank statement's, all figures whole cents, payment = principal + interest.
 * - A payment with fractions of a cent (the unrounded formula payment) runs exact arithmetic,
 *   as spreadsheets and published tables do: every balance and the running interest are the
 *   exact values rounded to the cent, and a row is their difference (payment = principal +
 *   interest), so rows add up exactly to the totals ($200,000 at 6%: 197,543.98 after 12
 *   payments, $231,676.38 of interest over 360). A row's payment may then show a cent or two
 *   above or below the rounded payment.
 * - The last payment: the run ends when the balance is 0, or at `maxPayments` rows. The payment
 *   numbered `termMonths` (the contract term) absorbs whatever is left when that is a cents
 *   residual — at most `termToleranceCents` of `finalPaymentRule` — so a loan paid at its quoted
 *   payment ends on exactly that row, its final payment a little more (or, when the quote was
 *   rounded up, less) than the others. More left than that: the payment is genuinely too small
 *   for the term, and the loan runs on at that payment (a later quote's term, if any, gets the
 *   same treatment). A payment of 0 or less gives no rows.
 */
export function runLedger({
  balance,
  monthlyRate,
  payment,
  maxPayments,
  firstPaymentDate,
  extraFor,
  balanceMayGrow = true,
  termMonths,
  loanTermMonths = DEFAULT_TERM_YEARS * 12,
  absorbResidual = true,
}: LedgerInput): Ledger {
  const startCents = max(0, toCents(balance));
  // 1199.1 * 100 is 119909.99999999999 in binary: a whole-cent payment must stay whole cents so its ledger is exact.
  const paymentCents = snapToWholeCents(payment * 100);
  const bankLedger = paymentCents === roundHalfAway(paymentCents);
  const { termMonth, termToleranceCents, quotedMonth, quotedToleranceCents } =
    paymentCents > 0 && absorbResidual ? finalPaymentRule({ balanceCents: startCents, monthlyRate, paymentCents, termMonths, loanTermMonths }) : NO_FINAL_PAYMENT;
  const rows: LedgerRow[] = [];
  let exact = startCents; // the balance in cents (fractional only with a fractional payment)
  let shown = startCents; // the balance as shown, whole cents
  let interestTotal = 0; // exact, in cents
  let interestShownTotal = 0; // what the rows show, whole cents
  let paidShownTotal = 0;

  for (let n = 1; paymentCents > 0 && n <= maxPayments && exact >= HALF_CENT; n++) {
    const charged = bankLedger ? roundHalfAway(exact * monthlyRate) : exact * monthlyRate;
    const owed = exact + charged;
    const extraCents = extraFor ? max(0, toCents(extraFor(n))) : 0;
    const regular = min(paymentCents, owed);
    const extra = min(extraCents, owed - regular);
    let after = owed - regular - extra;
    let interest = charged;
    if (!balanceMayGrow && after > exact) {
      after = exact; // the balance stays; what was paid counts as interest
      interest = regular + extra;
    }
    // The final payment absorbs the remainder (the row's payment is what the balance fell plus interest).
    if (after < HALF_CENT || (n === termMonth && after <= termToleranceCents) || (n === quotedMonth && after <= quotedToleranceCents)) after = 0;

    interestTotal += interest;
    const shownAfter = bankLedger ? after : roundHalfAway(after);
    const interestShown = bankLedger ? interest : roundHalfAway(interestTotal) - interestShownTotal;
    const principal = shown - shownAfter;
    const paid = principal + interestShown;
    const extraShown = min(roundHalfAway(extra), paid);
    rows.push({
      paymentNumber: n,
      date: firstPaymentDate ? paymentDate(firstPaymentDate, n) : '',
      payment: fromCents(paid),
      extra: fromCents(extraShown),
      principal: fromCents(principal),
      interest: fromCents(interestShown),
      balance: fromCents(shownAfter),
    });
    interestShownTotal += interestShown;
    paidShownTotal += paid;
    exact = after;
    shown = shownAfter;
  }

  return {
    rows,
    totalInterest: fromCents(interestShownTotal),
    totalPaid: fromCents(paidShownTotal),
    endingBalance: fromCents(shown),
    paidOff: shown === 0,
  };
}

/** Payment n of a run whose first payment falls on `start` (counted from `start` every time, so month ends do not drift). */
export function paymentDate(start: CalendarDate, paymentNumber: number): string {
  return formatMonthsAfter(start, paymentNumber - 1);
}
