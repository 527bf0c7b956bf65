// When private mortgage insurance ends, by the Homeowners Protection Act of 1998 (12 U.S.C.
// 4901–4902): the homeowner may ask to cancel it once the balance is first scheduled to reach 80%
// of the original value, the servicer must end it once the balance is first scheduled to reach
// 78%, and in any case at the first month after the midpoint of the amortization period.
// "Scheduled" means the initial amortization schedule, whatever was actually paid: extra payments
// bring the 80% request date sooner (by actual payments), never the 78% date.
import { requireDate } from './dates.js';
import { paymentDate, runLedger } from './ledger.js';
import { amountOrZero, interestRateOrZero, numberOrZero, roundCents, toCents } from './money.js';
import { monthlyPayment } from './payment.js';

/** The loan-to-value (a fraction of the original value) at which a homeowner may ask to cancel PMI. */
export const PMI_REQUEST_LTV = 0.8;
/** The loan-to-value at which the servicer must end PMI by itself. */
export const PMI_AUTOMATIC_LTV = 0.78;

export interface PmiMilestonesInput {
  /** The home's original value: the lesser of the purchase price and the appraisal at closing. */
  originalValue: number;
  /** The original loan amount. */
  loanAmount: number;
  /** The note rate (for an ARM, the initial rate: the schedule in effect at closing). */
  annualRate: number;
  /** Payments under the note (360 for 30 years). */
  termMonths: number;
  /** `YYYY-MM-DD`, the due date of payment 1. */
  firstPaymentDate: string;
}

export interface PmiMilestones {
  /** Due date of the first scheduled payment after which the balance is at most 80% of the original value. */
  request: string | null;
  /** The same for 78%: PMI ends by law on this date if payments are current. */
  automatic: string | null;
  /** Due date of payment ⌊termMonths / 2⌋ + 1: PMI ends then whatever the balance. */
  final: string | null;
}

/** True when `balance` is at most `ltv` × `value`, compared exactly in cents (80% of $250,000.01 is $200,000.008). */
export function isAtOrBelowLtv(balance: number, value: number, ltv: number): boolean {
  return toCents(balance) * 100 <= toCents(value) * Math.round(ltv * 100);
}

/**
 * The three PMI dates of a loan, from its initial amortization schedule: the bank's ledger at the
 * quoted payment (the formula payment rounded to the cent), the last payment absorbing the cents
 * residual, as every schedule in this package.
 *
 * - `request` / `automatic`: null when the loan starts at or below 80% / 78% of the original value
 *   (there is nothing to wait for).
 * - `final` (the midpoint rule): null when `automatic` is — a loan at or below 78% from the start
 *   has no PMI to end. A 30-year loan's is the due date of payment 181.
 * - An original value of 0 or less, a loan amount of 0 or a term under one month give all null.
 * Throws a RangeError when `firstPaymentDate` is not a date.
 */
export function pmiMilestones({ originalValue, loanAmount, annualRate, termMonths, firstPaymentDate }: PmiMilestonesInput): PmiMilestones {
  const start = requireDate(firstPaymentDate, 'firstPaymentDate');
  const value = amountOrZero(originalValue);
  const amount = amountOrZero(loanAmount);
  const months = Math.floor(numberOrZero(termMonths));
  const none: PmiMilestones = { request: null, automatic: null, final: null };
  if (value <= 0 || amount <= 0 || months < 1 || isAtOrBelowLtv(amount, value, PMI_AUTOMATIC_LTV)) return none;

  const rate = interestRateOrZero(annualRate);
  const { rows } = runLedger({
    balance: amount,
    monthlyRate: rate / 12,
    payment: roundCents(monthlyPayment(amount, rate, months)),
    maxPayments: months,
    firstPaymentDate: start,
    termMonths: months,
    loanTermMonths: months,
  });
  const firstAtOrBelow = (ltv: number) => rows.find((row) => isAtOrBelowLtv(row.balance, value, ltv))?.date ?? null;
  return {
    request: isAtOrBelowLtv(amount, value, PMI_REQUEST_LTV) ? null : firstAtOrBelow(PMI_REQUEST_LTV),
    automatic: firstAtOrBelow(PMI_AUTOMATIC_LTV),
    final: paymentDate(start, Math.floor(months / 2) + 1),
  };
}

/**
 * The date a plan's balance first reaches `ltv` of the original value: the first row (of a
 * schedule or an extra-payment plan, in date order) whose balance is at most that. null when no
 * row does. With the accelerated plan's rows this is when PMI can be cancelled at the current
 * pace of extra payments ("based solely on actual payments" in the Act).
 */
export function dateBalanceReachesLtv(rows: readonly { date: string; balance: number }[], originalValue: number, ltv = PMI_REQUEST_LTV): string | null {
  const value = amountOrZero(originalValue);
  if (value <= 0) return null;
  return rows.find((row) => isAtOrBelowLtv(row.balance, value, ltv))?.date ?? null;
}
