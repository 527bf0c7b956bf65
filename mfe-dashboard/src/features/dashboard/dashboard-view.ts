// What the Dashboard shows, computed from the profile (spec sections 2, 3 and 9), pure and
// testable apart from React. Every figure comes from @homewise/finance; this file only picks
// the inputs and words the results.
import { annualSchedule, currentLoanOf, payoffOutlook, remainingSchedule, splitMonths, type AmortizationRow } from '@homewise/finance';
import { csvText, formatDate, formatMonthYear, formatPercent } from '@homewise/platform';
import type { MortgageProfile } from '@homewise/contracts';

/** The address heading: the part before the first comma (bold), and the rest after it. */
export function addressParts(address: string | null | undefined): { street: string; rest: string } {
  const text = (address ?? '').trim();
  const comma = text.indexOf(',');
  if (comma < 0) return { street: text, rest: '' };
  return { street: text.slice(0, comma), rest: text.slice(comma) };
}

/** The Interest Rate card: two decimals, or N/A when no rate was given. */
export function interestRateText(rate: number | null | undefined): string {
  return typeof rate === 'number' && Number.isFinite(rate) && rate > 0 ? formatPercent(rate, 2) : 'N/A';
}

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/** "27 years 4 months", "11 months", "0 months". */
export function monthsText(totalMonths: number): string {
  const { years, months } = splitMonths(totalMonths);
  if (years && months) return `${plural(years, 'year')} ${plural(months, 'month')}`;
  if (years) return plural(years, 'year');
  return plural(months, 'month');
}

/** "Dec 2050" for a YYYY-MM-DD date. */
export const monthYearText = (iso: string) => formatMonthYear(iso.slice(0, 10));

/**
 * The Remaining Term card: the payments the current balance still needs at the current payment,
 * in years and months, and when the last one falls — `payoffOutlook`, the same figure as the
 * schedule below it, Cut My Costs and Extra Payments (the spec's "term − months elapsed" ignored
 * the balance: "24 years 9 months" beside a schedule of 289 payments). N/A without a first
 * payment date (how far along the loan is cannot be known).
 */
export function remainingTermCard(profile: MortgageProfile, today: string): { value: string; caption: string } {
  if (!profile.firstPaymentDate) return { value: 'N/A', caption: 'Add your first payment date in Loan Details' };
  const { paymentsLeft, payoffDate } = payoffOutlook(currentLoanOf(profile, today));
  if (paymentsLeft === 0) return { value: 'Paid off', caption: 'Your balance is $0' };
  if (paymentsLeft === null || !payoffDate) return { value: 'N/A', caption: 'Your payment does not pay off this balance' };
  return { value: monthsText(paymentsLeft), caption: `${paymentsLeft} payment${paymentsLeft === 1 ? '' : 's'}, paid off ${monthYearText(payoffDate)}` };
}

/**
 * The amortization schedule (spec section 9) of the loan as it stands: from the current balance,
 * at the profile's rate and stored monthly payment, from the next payment due until the balance
 * is paid (finance's `remainingSchedule`: its length is the Remaining Term card's payments). The
 * note's remaining term anchors the last payment: a loan paid at its quoted payment ends in
 * exactly that many payments, the last one taking the few cents rounding left (finance README,
 * "The end of a schedule"). A balance of $0 is paid off: no rows (the spec's fallback to the
 * original amount showed a paid-off loan's whole schedule again).
 */
export function dashboardSchedule(profile: MortgageProfile, today: string): AmortizationRow[] {
  return remainingSchedule(currentLoanOf(profile, today));
}

export type ScheduleView = 'monthly' | 'annual';

/** One row of the table, in either view. */
export interface ScheduleLine {
  key: string;
  /** Monthly: the payment number; annual: how many payments the year has. */
  count: number;
  /** Monthly: the payment date (YYYY-MM-DD); annual: the year. */
  when: string;
  payment: number;
  principal: number;
  interest: number;
  balance: number;
}

export function scheduleLines(rows: readonly AmortizationRow[], view: ScheduleView): ScheduleLine[] {
  if (view === 'monthly') {
    return rows.map((row) => ({ key: row.date, count: row.paymentNumber, when: row.date, payment: row.payment, principal: row.principal, interest: row.interest, balance: row.balance }));
  }
  return annualSchedule(rows).map((year) => ({
    key: String(year.year),
    count: year.payments,
    when: String(year.year),
    payment: year.payment,
    principal: year.principal,
    interest: year.interest,
    balance: year.balance,
  }));
}

/** Rows shown before "Show All" (spec section 9). */
export const COLLAPSED_ROWS = 12;

export const scheduleFileName = (view: ScheduleView) => `amortization-schedule-${view}.csv`;

/** The CSV export: Date, Total Payment, Principal, Interest, Remaining Balance, two decimals, no currency signs. */
export function scheduleCsv(lines: readonly ScheduleLine[]): string {
  return csvText(
    ['Date', 'Total Payment', 'Principal', 'Interest', 'Remaining Balance'],
    lines.map((line) => [line.when, line.payment.toFixed(2), line.principal.toFixed(2), line.interest.toFixed(2), line.balance.toFixed(2)]),
  );
}

/** "Apr 1, 2025" for a YYYY-MM-DD date (read as a calendar date, whatever the time zone). */
export function dateText(iso: string | null | undefined): string {
  return formatDate(iso?.slice(0, 10), 'N/A');
}
