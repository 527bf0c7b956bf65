import { termYearsForLoanType, type MortgageProfile, type MortgageProfileInput } from '@homewise/contracts';
import { monthlyPayment } from '@homewise/finance';

/** The Mortgage Information card's fields as typed (strings), spec sections 2 and 5. */
export interface MortgageForm {
  propertyAddress: string;
  purchaseDate: string;
  purchasePrice: string;
  originalLoanAmount: string;
  currentBalance: string;
  /** Entered as a percent ("6.875"); the API stores a fraction. */
  interestRatePercent: string;
  loanTermYears: string;
  loanType: string;
  /** Read-only: recalculated from amount, rate, term (2 decimals), blank when not computable. */
  monthlyPayment: string;
  currentHomeValue: string;
  firstPaymentDate: string;
}

const numberText = (value: number | null | undefined) => (value === null || value === undefined || !Number.isFinite(value) ? '' : String(value));
/** Only the date part of a stored date (spec section 3). */
const dateText = (value: string | null | undefined) => (value ? value.slice(0, 10) : '');
/** A fraction as the percent to edit: 0.06875 → "6.875" (no float noise). */
const percentText = (fraction: number | null | undefined) =>
  fraction === null || fraction === undefined || !Number.isFinite(fraction) ? '' : String(Number((fraction * 100).toFixed(6)));

export function mortgageFormFrom(profile: MortgageProfile | null): MortgageForm {
  if (!profile) {
    return {
      propertyAddress: '',
      purchaseDate: '',
      purchasePrice: '',
      originalLoanAmount: '',
      currentBalance: '',
      interestRatePercent: '',
      loanTermYears: '30',
      loanType: '30_year_fixed',
      monthlyPayment: '',
      currentHomeValue: '',
      firstPaymentDate: '',
    };
  }
  return {
    propertyAddress: profile.propertyAddress ?? '',
    purchaseDate: dateText(profile.purchaseDate),
    purchasePrice: numberText(profile.purchasePrice),
    originalLoanAmount: numberText(profile.originalLoanAmount),
    currentBalance: numberText(profile.currentBalance),
    interestRatePercent: percentText(profile.originalInterestRate),
    loanTermYears: numberText(profile.loanTermYears || 30),
    loanType: profile.loanType || '30_year_fixed',
    monthlyPayment: Number.isFinite(profile.monthlyPayment) ? profile.monthlyPayment.toFixed(2) : '',
    currentHomeValue: numberText(profile.currentHomeValue),
    firstPaymentDate: dateText(profile.firstPaymentDate),
  };
}

/** The standard fixed payment for the form's amount, rate (percent) and term, 2 decimals; else blank. */
export function paymentText(form: Pick<MortgageForm, 'originalLoanAmount' | 'interestRatePercent' | 'loanTermYears'>): string {
  const amount = Number.parseFloat(form.originalLoanAmount);
  const ratePercent = Number.parseFloat(form.interestRatePercent);
  const years = Number.parseFloat(form.loanTermYears);
  if (!(amount > 0) || !(years > 0) || !Number.isFinite(ratePercent) || ratePercent < 0) return '';
  const payment = monthlyPayment(amount, ratePercent / 100, Math.round(years * 12));
  return Number.isFinite(payment) && payment > 0 ? payment.toFixed(2) : '';
}

const PAYMENT_INPUTS: ReadonlySet<keyof MortgageForm> = new Set(['originalLoanAmount', 'interestRatePercent', 'loanTermYears', 'loanType']);

/**
 * The form after one field changed (spec section 5): picking a loan type sets the term from its
 * leading digits; a change of amount, rate, term or type recalculates the monthly payment.
 */
export function withChange(form: MortgageForm, field: keyof MortgageForm, value: string): MortgageForm {
  if (field === 'monthlyPayment') return form; // read-only
  const next = { ...form, [field]: value };
  if (field === 'loanType') next.loanTermYears = String(termYearsForLoanType(value));
  if (PAYMENT_INPUTS.has(field)) next.monthlyPayment = paymentText(next);
  return next;
}

/** Unparseable numbers become 0 (spec section 5). */
const parsed = (text: string) => {
  const value = Number.parseFloat(text);
  return Number.isFinite(value) ? value : 0;
};

/**
 * What Save sends (spec section 5): numbers parsed (unparseable → 0), term falls back to 30, the
 * rate from percent to a fraction, empty dates as null. On create only: current balance falls
 * back to the original amount, home value to the purchase price, type to 30_year_fixed.
 */
export function mortgageInputFrom(form: MortgageForm, { create }: { create: boolean }): Required<MortgageProfileInput> {
  const originalLoanAmount = parsed(form.originalLoanAmount);
  const purchasePrice = parsed(form.purchasePrice);
  let currentBalance = parsed(form.currentBalance);
  let currentHomeValue = parsed(form.currentHomeValue);
  let loanType = form.loanType;
  if (create) {
    if (!currentBalance) currentBalance = originalLoanAmount;
    if (!currentHomeValue) currentHomeValue = purchasePrice;
    if (!loanType) loanType = '30_year_fixed';
  }
  return {
    propertyAddress: form.propertyAddress.trim(),
    purchaseDate: form.purchaseDate || null,
    purchasePrice,
    originalLoanAmount,
    currentBalance,
    originalInterestRate: parsed(form.interestRatePercent) / 100,
    loanTermYears: parsed(form.loanTermYears) || 30,
    loanType,
    monthlyPayment: parsed(form.monthlyPayment),
    firstPaymentDate: form.firstPaymentDate || null,
    currentHomeValue,
  };
}
