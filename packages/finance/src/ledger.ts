// The one amortization loop behind every schedule, projection and balance in this package, so
// the dashboard table, the extra-payment chart, the equity projection and the auto balance can
// never disagree by a cent. Internally everything is in cents.
import { formatMonthsAfter, type CalendarDate } from './dates.js';
import { fromCents, roundHalfAway, toCents } from './money.js';

// Math's functions held in module constants: inside jest's sandbox every global lookup is slow
// (schedules call these for every row), and a constant costs nothing anywhere else.
const { abs, max, min } = Math;

/** One month of a ledger, in dollars, every figure a whole number of cents. */
export interface LedgerRow {
  paymentNumber: number;
  /** `YYYY-MM-DD`; '' when the ledger was run without a first payment date. */
  date: string;
  /** Everything paid this month, extra included: payment = principal + interest (see `runLedger` for fractional-cent payments). */
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
  /** The interest charged over all rows (each month's is whole cents, so this is exact). */
  totalInterest: number;
  /** Everything paid over all rows, rounded once to the cent. */
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
}

// A remainder below half a cent would show as $0.00: the payment that leaves it pays it too.
const HALF_CENT = 0.5;

/** An amount in cents that is a whole number but for floating-point noise becomes that whole number. */
function snapToWholeCents(cents: number): number {
  const whole = roundHalfAway(cents);
  return abs(cents - whole) < 1e-6 ? whole : cents;
}

/**
 * Amortizes month by month the way a bank's ledger does: each month's interest is the balance
 * × monthly rate rounded to the cent (halves up); the payment goes to that interest first,
 * then to principal; extra goes to principal; the last payment is capped to what is owed.
 *
 * With a payment in whole cents — what a homeowner pays and what a profile stores — every row
 * is exactly the bank's: all figures whole cents, payment = principal + interest, each balance
 * the previous one minus the principal. A payment with fractions of a cent (the unrounded
 * formula payment) has its fractions carried in the balance, which is how published
 * calculators get their figures ($200,000 at 6%: 197,543.98 after 12 payments; with the quoted
 * $1,199.10 the bank's ledger says 197,543.99). Rows then show the balance rounded to the cent,
 * principal as the fall in the shown balance, the payment rounded to the cent (never above the
 * quoted payment) and interest as the rest (never below 0).
 *
 * Runs until the balance is 0 or `maxPayments` rows. The spec's "stop at a balance of at most
 * $0.01" absorbs floating-point residue, which a ledger in cents does not have: a remainder of
 * a cent or more is owed and gets its own (small) row, so a schedule always ends at exactly 0
 * and no payment exceeds the scheduled one. A payment of 0 or less gives no rows.
 */
export function runLedger({ balance, monthlyRate, payment, maxPayments, firstPaymentDate, extraFor, balanceMayGrow = true }: LedgerInput): Ledger {
  const startCents = max(0, toCents(balance));
  // 1199.1 * 100 is 119909.99999999999 in binary: a whole-cent payment must stay whole cents so its ledger is exact.
  const paymentCents = snapToWholeCents(payment * 100);
  const quotedPaymentCents = roundHalfAway(paymentCents);
  const rows: LedgerRow[] = [];
  let exact = startCents; // the carried balance in cents (fractional only with a fractional payment)
  let shown = startCents; // the balance as shown, whole cents
  let interestTotal = 0;
  let paidTotal = 0;

  for (let n = 1; paymentCents > 0 && n <= maxPayments && exact >= HALF_CENT; n++) {
    const interest = roundHalfAway(exact * monthlyRate);
    const owed = exact + interest;
    const extraCents = extraFor ? max(0, toCents(extraFor(n))) : 0;
    let regular = min(paymentCents, owed);
    const extra = min(extraCents, owed - regular);
    let after = owed - regular - extra;
    if (!balanceMayGrow && after > exact) after = exact;
    if (after < HALF_CENT) {
      regular += after;
      after = 0;
    }

    const shownAfter = roundHalfAway(after);
    const principal = shown - shownAfter;
    const extraShown = min(roundHalfAway(extra), extraCents);
    const paid = min(roundHalfAway(regular), quotedPaymentCents) + extraShown;
    rows.push({
      paymentNumber: n,
      date: firstPaymentDate ? paymentDate(firstPaymentDate, n) : '',
      payment: fromCents(paid),
      extra: fromCents(extraShown),
      principal: fromCents(principal),
      interest: fromCents(max(0, paid - principal)),
      balance: fromCents(shownAfter),
    });
    interestTotal += interest;
    paidTotal += regular + extra;
    exact = after;
    shown = shownAfter;
  }

  return {
    rows,
    totalInterest: fromCents(interestTotal),
    totalPaid: fromCents(roundHalfAway(paidTotal)),
    endingBalance: fromCents(shown),
    paidOff: shown === 0,
  };
}

/** Payment n of a run whose first payment falls on `start` (counted from `start` every time, so month ends do not drift). */
export function paymentDate(start: CalendarDate, paymentNumber: number): string {
  return formatMonthsAfter(start, paymentNumber - 1);
}
