import { lazily } from './lazily.js';

// The bounds of a mortgage profile's fields and their messages, in one place: the forms
// (Onboarding, Profile, the Dashboard's inline edits, My Home Equity) show these words at the
// field as it is typed, and the API refuses the same values with the same words. Values are in
// the API's units: dollars, the rate as a fraction, dates as `YYYY-MM-DD`.

/** The profile's values the bounds look at (a field left out is not checked). */
export interface MortgageValues {
  propertyAddress?: string;
  purchaseDate?: string | null;
  purchasePrice?: number;
  originalLoanAmount?: number;
  currentBalance?: number;
  /** A fraction: 0.06875 for 6.875%. */
  originalInterestRate?: number;
  loanTermYears?: number;
  monthlyPayment?: number;
  firstPaymentDate?: string | null;
  currentHomeValue?: number;
}
export type MortgageField = keyof MortgageValues;
/** The bounded fields, in the order the forms show them (and the API lists its messages). */
export const MORTGAGE_FIELDS: readonly MortgageField[] = [
  'propertyAddress',
  'purchaseDate',
  'purchasePrice',
  'currentHomeValue',
  'originalLoanAmount',
  'originalInterestRate',
  'loanTermYears',
  'firstPaymentDate',
  'monthlyPayment',
  'currentBalance',
];
/** One message per field that is out of bounds. */
export type MortgageProblems = Partial<Record<MortgageField, string>>;

/**
 * The bounds. Why these:
 * - Money: a home or loan under $1,000 or over $100,000,000 is a typing slip, not a mortgage
 *   (a $0 home value would make equity a division by zero). The purchase price may be left out
 *   (0: not known); the current balance may be $0 (paid off) but never more than was borrowed.
 * - Rate: more than 0% and at most 25% (the highest US average, 1981, was 18.6%); a 0% or 125%
 *   rate is a slip that turns every calculator figure into nonsense.
 * - Payment: more than $0 (and, with the amount and rate, more than the first month's interest,
 *   or the loan would never be paid off); at most $1,000,000 a month.
 * - First payment date: from Jan 1, 1970 (no loan older than that is still being paid on a
 *   40-year term at most) up to 3 months from today — a loan that just closed has its first
 *   payment a month or two ahead; further ahead, the months elapsed would be negative.
 * - Purchase date: from Jan 1, 1900 (a home bought long ago may carry a recent loan) up to
 *   3 months from today.
 */
export const MORTGAGE_FIELD_BOUNDS = {
  propertyAddress: { label: 'Property address', maxLength: 500 },
  purchasePrice: { label: 'Purchase price', min: 1_000, max: 100_000_000, zeroMeansUnknown: true },
  currentHomeValue: { label: 'Current home value', min: 1_000, max: 100_000_000 },
  originalLoanAmount: { label: 'Original loan amount', min: 1_000, max: 100_000_000 },
  currentBalance: { label: 'Current balance', min: 0, max: 100_000_000 },
  /** In percent, as typed; the API's fraction is this / 100. */
  interestRatePercent: { label: 'Interest rate', above: 0, max: 25 },
  loanTermYears: { label: 'Loan term', min: 1, max: 40 },
  monthlyPayment: { label: 'Monthly payment', above: 0, max: 1_000_000 },
  firstPaymentDate: { label: 'First payment date', earliest: '1970-01-01', monthsAhead: 3 },
  purchaseDate: { label: 'Purchase date', earliest: '1900-01-01', monthsAhead: 3 },
} as const;

const B = MORTGAGE_FIELD_BOUNDS;

const wholeDollars = /* @__PURE__ */ lazily(() => new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 }));
const cents = /* @__PURE__ */ lazily(() => new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2 }));
/** $1,000 for whole dollars, $1,833.33 otherwise. */
export const dollars = (amount: number): string => (Number.isInteger(amount) ? wholeDollars() : cents()).format(amount);

const MEDIUM_DATE = /* @__PURE__ */ lazily(() => new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' }));
const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;

function calendarDay(iso: string): Date | null {
  const match = DATE_ONLY.exec(iso);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day ? date : null;
}

/** True for a real calendar date written `YYYY-MM-DD` (not Feb 30). */
export const isCalendarDate = (value: unknown): value is string => typeof value === 'string' && calendarDay(value) !== null;

/** `YYYY-MM-DD` `months` later, on the same day or the month's last (Nov 30 + 3 months = Feb 28). */
export function addMonthsIso(iso: string, months: number): string {
  const day = calendarDay(iso);
  if (!day) return iso;
  const target = new Date(Date.UTC(day.getUTCFullYear(), day.getUTCMonth() + months, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(day.getUTCDate(), lastDay));
  return target.toISOString().slice(0, 10);
}

/** The latest first payment (or purchase) date allowed today. */
export const latestMortgageDate = (today: string): string => addMonthsIso(today, B.firstPaymentDate.monthsAhead);

function moneyProblem(bounds: { label: string; min: number; max: number; zeroMeansUnknown?: boolean }, value: number): string | undefined {
  if (!Number.isFinite(value)) return `${bounds.label} must be a number.`;
  if (bounds.zeroMeansUnknown && value === 0) return undefined;
  if (value < 0) return `${bounds.label} can't be negative.`;
  if (value < bounds.min || value > bounds.max) {
    const range = `${bounds.label} must be between ${dollars(bounds.min)} and ${dollars(bounds.max)}`;
    return bounds.zeroMeansUnknown ? `${range}, or left blank.` : `${range}.`;
  }
  return undefined;
}

function dateProblem(bounds: { label: string; earliest: string; monthsAhead: number }, value: string, today: string): string | undefined {
  if (!isCalendarDate(value)) return `${bounds.label} must be a real date.`;
  if (value < bounds.earliest) return `${bounds.label} can't be before ${MEDIUM_DATE().format(calendarDay(bounds.earliest)!)}.`;
  if (value > addMonthsIso(today, bounds.monthsAhead)) return `${bounds.label} can't be more than ${bounds.monthsAhead} months from today.`;
  return undefined;
}

/**
 * What is wrong with one field's value on its own, or undefined when it is within bounds (or not
 * given: undefined, or null for a date). `today` is `YYYY-MM-DD`.
 */
export function mortgageFieldProblem(field: MortgageField, value: unknown, today: string): string | undefined {
  if (value === undefined || (value === null && (field === 'purchaseDate' || field === 'firstPaymentDate'))) return undefined;
  switch (field) {
    case 'propertyAddress':
      if (typeof value !== 'string') return `${B.propertyAddress.label} must be text.`;
      return value.length > B.propertyAddress.maxLength ? `${B.propertyAddress.label} must be at most ${B.propertyAddress.maxLength} characters long.` : undefined;
    case 'purchaseDate':
    case 'firstPaymentDate':
      return typeof value === 'string' ? dateProblem(B[field], value, today) : `${B[field].label} must be a real date.`;
    case 'originalInterestRate': {
      const { label, above, max } = B.interestRatePercent;
      if (typeof value !== 'number' || !Number.isFinite(value)) return `${label} must be a number.`;
      // Compared in percent, rounded to the 6 decimals a stored fraction keeps (no float noise at 25%).
      const percent = Math.round(value * 1e8) / 1e6;
      return percent <= above || percent > max ? `${label} must be more than ${above}% and at most ${max}%.` : undefined;
    }
    case 'loanTermYears': {
      const { label, min, max } = B.loanTermYears;
      return typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max
        ? undefined
        : `${label} must be a whole number of years from ${min} to ${max}.`;
    }
    case 'monthlyPayment': {
      const { label, above, max } = B.monthlyPayment;
      if (typeof value !== 'number' || !Number.isFinite(value)) return `${label} must be a number.`;
      if (value <= above) return `${label} must be more than ${dollars(above)}.`;
      return value > max ? `${label} must be at most ${dollars(max)}.` : undefined;
    }
    default:
      return typeof value === 'number' ? moneyProblem(B[field], value) : `${B[field].label} must be a number.`;
  }
}

/** The interest of the first month on the original amount, to the cent. */
const firstMonthInterest = (amount: number, rate: number) => Math.round(((amount * rate) / 12) * 100) / 100;

/**
 * Every field's own bounds, then the rules between fields: the current balance is at most the
 * original loan amount, and the payment more than the first month's interest.
 *
 * `changed` (an update): only those fields are checked, and a rule between two fields only when
 * one of them changed — a stored profile that breaks a bound still loads and can be fixed one
 * edit at a time. The message goes on the field that changed (the balance when both did).
 */
export function mortgageProblems(values: MortgageValues, today: string, { changed }: { changed?: readonly MortgageField[] } = {}): MortgageProblems {
  const checked = (field: MortgageField) => !changed || changed.includes(field);
  const problems: MortgageProblems = {};
  for (const field of MORTGAGE_FIELDS) {
    if (!checked(field) || !(field in values)) continue;
    const problem = mortgageFieldProblem(field, values[field], today);
    if (problem) problems[field] = problem;
  }
  const usable = (field: MortgageField) => typeof values[field] === 'number' && !problems[field];

  const { originalLoanAmount: amount, currentBalance: balance, originalInterestRate: rate, monthlyPayment: payment } = values;
  if (usable('originalLoanAmount') && usable('currentBalance') && balance! > amount!) {
    if (checked('currentBalance')) problems.currentBalance = `Current balance can't be more than the original loan amount (${dollars(amount!)}).`;
    else if (checked('originalLoanAmount')) problems.originalLoanAmount = `Original loan amount can't be less than the current balance (${dollars(balance!)}).`;
  }
  if (usable('originalLoanAmount') && usable('originalInterestRate') && usable('monthlyPayment') && ['originalLoanAmount', 'originalInterestRate', 'monthlyPayment'].some((f) => checked(f as MortgageField))) {
    const interest = firstMonthInterest(amount!, rate!);
    if (payment! <= interest) {
      problems.monthlyPayment = `Monthly payment must be more than the first month's interest (${dollars(interest)}), or the loan is never paid off.`;
    }
  }
  return problems;
}

/** The problems as one sentence per field, in the order of MORTGAGE_FIELDS (the API's 400 message). */
export const mortgageProblemsSentence = (problems: MortgageProblems): string =>
  MORTGAGE_FIELDS.flatMap((field) => (problems[field] ? [problems[field]] : [])).join(' ');
