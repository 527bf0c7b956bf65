// The mortgage form's rules (spec sections 3, 5 and 9), pure and testable apart from React:
// what a form shows for a stored profile, the live payment, and what Save sends. The Profile
// page, Onboarding and the Dashboard's loan edit all follow them.
import { isArmLoanType, termYearsForLoanType, type MortgageProfile, type MortgageProfileInput } from '@homewise/contracts';
import { DEFAULT_TERM_YEARS, monthlyPayment, roundCents } from '@homewise/finance';
import { extrasFormFrom, extrasInputFrom, type MortgageExtrasForm } from './mortgage-extras';

/** Spec section 9: onboarding's (and a new profile's) loan type; the term defaults to 30 years. */
export const DEFAULT_LOAN_TYPE = '30_year_fixed';

/** A profile's fields as typed (strings), the optional escrow and ARM terms included (issue 21). */
export interface MortgageForm extends MortgageExtrasForm {
  propertyAddress: string;
  purchaseDate: string;
  purchasePrice: string;
  originalLoanAmount: string;
  currentBalance: string;
  /** Entered as a percent ("6.875"); the API stores a fraction. */
  interestRatePercent: string;
  /** Set by a fixed-rate type (read-only then); chosen for an ARM (15, 20, 25, 30 or 40 years). */
  loanTermYears: string;
  loanType: string;
  /** Read-only: recalculated from amount, rate and term (2 decimals), blank when not computable. */
  monthlyPayment: string;
  currentHomeValue: string;
  firstPaymentDate: string;
}

export const EMPTY_MORTGAGE_FORM: Readonly<MortgageForm> = Object.freeze({
  ...extrasFormFrom(null),
  propertyAddress: '',
  purchaseDate: '',
  purchasePrice: '',
  originalLoanAmount: '',
  currentBalance: '',
  interestRatePercent: '',
  loanTermYears: String(DEFAULT_TERM_YEARS),
  loanType: DEFAULT_LOAN_TYPE,
  monthlyPayment: '',
  currentHomeValue: '',
  firstPaymentDate: '',
});

const numberText = (value: number | null | undefined) => (value === null || value === undefined || !Number.isFinite(value) ? '' : String(value));
/** Only the date part of a stored date (spec section 3). */
const dateText = (value: string | null | undefined) => (value ? value.slice(0, 10) : '');

/** A stored rate (a fraction) as the percent to edit: 0.06875 → "6.875", without float noise. */
export function percentText(fraction: number | null | undefined): string {
  return fraction === null || fraction === undefined || !Number.isFinite(fraction) ? '' : String(Number((fraction * 100).toFixed(6)));
}

/**
 * A typed percent as the fraction the API stores: "6.875" → 0.06875 (rounded to the 6 decimals
 * the database keeps, so 6.875 / 100 carries no float noise); unparseable → 0.
 */
export function fractionFromPercent(text: string): number {
  return Number((parsedNumber(text) / 100).toFixed(6));
}

/** The form for a stored profile, or the empty form when there is none. */
export function mortgageFormFrom(profile: MortgageProfile | null): MortgageForm {
  if (!profile) return { ...EMPTY_MORTGAGE_FORM };
  return {
    ...extrasFormFrom(profile),
    propertyAddress: profile.propertyAddress ?? '',
    purchaseDate: dateText(profile.purchaseDate),
    purchasePrice: numberText(profile.purchasePrice),
    originalLoanAmount: numberText(profile.originalLoanAmount),
    currentBalance: numberText(profile.currentBalance),
    interestRatePercent: percentText(profile.originalInterestRate),
    loanTermYears: numberText(profile.loanTermYears || DEFAULT_TERM_YEARS),
    loanType: profile.loanType || DEFAULT_LOAN_TYPE,
    monthlyPayment: storedPaymentText(profile),
    currentHomeValue: numberText(profile.currentHomeValue),
    firstPaymentDate: dateText(profile.firstPaymentDate),
  };
}

export type PaymentInputs = Pick<MortgageForm, 'originalLoanAmount' | 'interestRatePercent' | 'loanTermYears'>;

/**
 * The live payment rule: the standard fixed payment for the form's amount, rate (a percent) and
 * term, to the cent, as "1199.10"; blank when it cannot be computed. Onboarding clears it when
 * any input is not positive (`requirePositiveRate`); the Profile page also prices a 0% loan.
 */
export function paymentText(form: PaymentInputs, { requirePositiveRate = false }: { requirePositiveRate?: boolean } = {}): string {
  const amount = Number.parseFloat(form.originalLoanAmount);
  const ratePercent = Number.parseFloat(form.interestRatePercent);
  const years = Number.parseFloat(form.loanTermYears);
  if (!(amount > 0) || !(years > 0) || !Number.isFinite(ratePercent) || ratePercent < 0) return '';
  if (requirePositiveRate && !(ratePercent > 0)) return '';
  const payment = monthlyPayment(amount, ratePercent / 100, Math.round(years * 12));
  return Number.isFinite(payment) && payment > 0 ? roundCents(payment).toFixed(2) : '';
}

/**
 * The payment a form opens with: the stored one, or — when a profile saved before the bounds
 * holds $0 — the one calculated from its amount, rate and term, so the read-only field does not
 * sit on a value Save would be refused for.
 */
export function storedPaymentText(profile: Pick<MortgageProfile, 'monthlyPayment' | 'originalLoanAmount' | 'originalInterestRate' | 'loanTermYears'>): string {
  if (Number.isFinite(profile.monthlyPayment) && profile.monthlyPayment > 0) return profile.monthlyPayment.toFixed(2);
  return paymentText({
    originalLoanAmount: String(profile.originalLoanAmount),
    interestRatePercent: percentText(profile.originalInterestRate),
    loanTermYears: String(profile.loanTermYears || DEFAULT_TERM_YEARS),
  });
}

const PAYMENT_INPUTS: ReadonlySet<keyof MortgageForm> = new Set(['originalLoanAmount', 'interestRatePercent', 'loanTermYears', 'loanType']);

/**
 * The form after one field changed (spec sections 4 and 5): picking a fixed-rate type sets its
 * term; picking an ARM starts it at 30 years, or keeps the term chosen for another ARM
 * (`termYearsForLoanType` — not the spec's "leading number", which made a 5/1 ARM a 5-year
 * loan); a change of amount, rate, term or type recalculates the monthly payment. The payment
 * itself cannot be typed over.
 */
export function withChange<F extends MortgageForm>(
  form: F,
  field: keyof MortgageForm,
  value: string,
  options?: { requirePositiveRate?: boolean },
): F {
  if (field === 'monthlyPayment') return form;
  const next = { ...form, [field]: value };
  if (field === 'loanType') {
    next.loanTermYears = String(termYearsForLoanType(value, { loanType: form.loanType, termYears: parsedNumber(form.loanTermYears) }));
  }
  if (PAYMENT_INPUTS.has(field)) next.monthlyPayment = paymentText(next, options);
  return next;
}

/** A typed number; unparseable becomes 0 (spec section 5). */
export function parsedNumber(text: string): number {
  const value = Number.parseFloat(text);
  return Number.isFinite(value) ? value : 0;
}

/**
 * What Save sends (spec section 5): numbers parsed (unparseable → 0), term falls back to 30, the
 * rate from a percent to a fraction, empty dates as null. On create only: the current balance
 * falls back to the original amount, the home value to the purchase price, the type to
 * 30_year_fixed, the address to an empty string.
 */
export function mortgageInputFrom(form: MortgageForm, { create }: { create: boolean }): Required<MortgageProfileInput> {
  const originalLoanAmount = parsedNumber(form.originalLoanAmount);
  const purchasePrice = parsedNumber(form.purchasePrice);
  let currentBalance = parsedNumber(form.currentBalance);
  let currentHomeValue = parsedNumber(form.currentHomeValue);
  let loanType = form.loanType;
  if (create) {
    if (!currentBalance) currentBalance = originalLoanAmount;
    if (!currentHomeValue) currentHomeValue = purchasePrice;
    if (!loanType) loanType = DEFAULT_LOAN_TYPE;
  }
  return {
    propertyAddress: form.propertyAddress.trim(),
    purchaseDate: form.purchaseDate || null,
    purchasePrice,
    originalLoanAmount,
    currentBalance,
    originalInterestRate: fractionFromPercent(form.interestRatePercent),
    loanTermYears: parsedNumber(form.loanTermYears) || DEFAULT_TERM_YEARS,
    loanType,
    monthlyPayment: parsedNumber(form.monthlyPayment),
    firstPaymentDate: form.firstPaymentDate || null,
    currentHomeValue,
    ...extrasInputFrom(form, { arm: isArmLoanType(loanType) }),
  };
}
