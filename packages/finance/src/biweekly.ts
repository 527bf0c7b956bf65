// The biweekly strategy of the Extra Payments projection: half the monthly payment every 14 days.
// 26 half payments a year are 13 monthly payments, one more than the monthly plan pays; each
// 14-day period's interest is the balance × annual rate / 26 (the rate per period of a loan with
// 26 periods a year, as biweekly calculators amortize it), rounded to the cent like a bank's.
import { daysInMonth, formatIsoDate, requireDate } from './dates.js';
import { runLedger } from './ledger.js';
import { amountOrZero, fromCents, interestRateOrZero, roundHalfAway, toCents } from './money.js';

/** Biweekly payments a year. */
export const BIWEEKLY_PAYMENTS_PER_YEAR = 26;
const DAYS_APART = 14;

export interface BiweeklyInput {
  balance: number;
  /** A fraction: 0.06 for 6%. */
  annualRate: number;
  /** The monthly payment; half of it, to the cent (half a cent up), is paid every 14 days. */
  monthlyPayment: number;
  /** `YYYY-MM-DD`: the first half payment (the next monthly payment's date). */
  startDate: string;
  /** How many months at most to look (the projection's limit). */
  maxMonths: number;
}

export interface BiweeklyPlan {
  /** Each half payment. */
  payment: number;
  /** How many half payments clear the balance. */
  payments: number;
  /** The last half payment's date; null when not paid off within the limit (or nothing owed). */
  payoffDate: string | null;
  paidOff: boolean;
  totalInterest: number;
  totalPaid: number;
}

/** `YYYY-MM-DD` `days` (0 or more) later, by calendar arithmetic: no clock, no time zone. */
export function addDays(iso: string, days: number): string {
  let { year, month, day } = requireDate(iso, 'date');
  day += Math.max(0, Math.floor(days));
  while (day > daysInMonth(year, month)) {
    day -= daysInMonth(year, month);
    month += 1;
    if (month > 12) [year, month] = [year + 1, 1];
  }
  return formatIsoDate({ year, month, day });
}

/** The balance paid down by half the monthly payment every 14 days (see the file's head). */
export function biweeklyPlan({ balance, annualRate, monthlyPayment, startDate, maxMonths }: BiweeklyInput): BiweeklyPlan {
  const payment = fromCents(roundHalfAway(toCents(amountOrZero(monthlyPayment)) / 2));
  const ledger = runLedger({
    balance: amountOrZero(balance),
    monthlyRate: interestRateOrZero(annualRate) / BIWEEKLY_PAYMENTS_PER_YEAR,
    payment,
    maxPayments: Math.ceil((Math.max(0, maxMonths) * BIWEEKLY_PAYMENTS_PER_YEAR) / 12),
    absorbResidual: false,
  });
  const payments = ledger.rows.length;
  return {
    payment,
    payments,
    payoffDate: ledger.paidOff && payments > 0 ? addDays(startDate, (payments - 1) * DAYS_APART) : null,
    paidOff: ledger.paidOff,
    totalInterest: ledger.totalInterest,
    totalPaid: ledger.totalPaid,
  };
}
