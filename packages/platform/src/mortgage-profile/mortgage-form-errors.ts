// What is wrong with a mortgage form as typed, field by field, in the words of
// @homewise/contracts' bounds — the words the API answers with. Onboarding, Profile, the
// Dashboard's inline edits and My Home Equity all read their messages here.
import {
  MORTGAGE_FIELD_BOUNDS,
  mortgageProblems,
  type MortgageField,
  type MortgageProfile,
  type MortgageValues,
} from '@homewise/contracts';
import { extrasFormErrors } from './mortgage-extras';
import type { MortgageForm } from './mortgage-form';

/** One message per form field that is wrong. */
export type MortgageFormErrors = Partial<Record<keyof MortgageForm, string>>;

/** The form field of each bounded profile field (the rate is typed as a percent). */
const FORM_FIELD: Record<MortgageField, keyof MortgageForm> = {
  propertyAddress: 'propertyAddress',
  purchaseDate: 'purchaseDate',
  purchasePrice: 'purchasePrice',
  originalLoanAmount: 'originalLoanAmount',
  currentBalance: 'currentBalance',
  originalInterestRate: 'interestRatePercent',
  loanTermYears: 'loanTermYears',
  monthlyPayment: 'monthlyPayment',
  firstPaymentDate: 'firstPaymentDate',
  currentHomeValue: 'currentHomeValue',
};
const PROFILE_FIELDS = Object.keys(FORM_FIELD) as MortgageField[];

/** What a blank required field says. */
const ENTER: Partial<Record<keyof MortgageForm, string>> = {
  propertyAddress: 'Enter the property address.',
  originalLoanAmount: 'Enter the original loan amount.',
  interestRatePercent: 'Enter the interest rate.',
  loanTermYears: 'Enter the loan term.',
  currentHomeValue: 'Enter the current home value.',
  currentBalance: 'Enter the current balance.',
};

const labelOf = (field: MortgageField) =>
  field === 'originalInterestRate' ? MORTGAGE_FIELD_BOUNDS.interestRatePercent.label : MORTGAGE_FIELD_BOUNDS[field].label;

export interface MortgageFormErrorOptions {
  /**
   * Onboarding, or Profile with no profile yet: a blank balance stands for the original amount
   * and a blank home value for the purchase price (spec section 5's create fallbacks).
   */
  create?: boolean;
  /**
   * An edit of some fields of a stored profile (the Dashboard's inline edits, My Home Equity):
   * the rules between fields compare with the stored values, and only the fields in the form are
   * checked — a stored value that breaks a bound is fixed where it is edited.
   */
  stored?: MortgageProfile | null;
}

/**
 * The messages for the fields the form has (`form` may hold only some, as an inline edit does).
 * `today` is the user's `YYYY-MM-DD`. A blank date is "not given"; a blank purchase price
 * "not known".
 */
export function mortgageFormErrors(form: Partial<MortgageForm>, today: string, { create = false, stored = null }: MortgageFormErrorOptions = {}): MortgageFormErrors {
  const errors: MortgageFormErrors = {};
  const values: MortgageValues = {};
  const present = PROFILE_FIELDS.filter((field) => form[FORM_FIELD[field]] !== undefined);
  for (const field of present) {
    const formField = FORM_FIELD[field];
    const text = (form[formField] ?? '').trim();
    if (field === 'propertyAddress') {
      if (!text) errors[formField] = ENTER[formField];
      values[field] = text;
    } else if (field === 'purchaseDate' || field === 'firstPaymentDate') {
      values[field] = text || null;
    } else if (text === '') {
      const fallback = create && field === 'currentBalance' ? 'originalLoanAmount' : create && field === 'currentHomeValue' ? 'purchasePrice' : null;
      if (field === 'purchasePrice') values[field] = 0;
      else if (fallback) continue; // filled below, once its source is read
      else if (field !== 'monthlyPayment') errors[formField] = ENTER[formField];
      // A blank payment is one that cannot be calculated yet: the inputs' messages say why.
    } else if (!Number.isFinite(Number(text))) {
      errors[formField] = `${labelOf(field)} must be a number.`;
    } else {
      // The percent the user typed, as the fraction the API stores (6 decimals, as the column).
      values[field] = field === 'originalInterestRate' ? Number((Number(text) / 100).toFixed(6)) : Number(text);
    }
  }
  if (create) {
    if (form.currentBalance !== undefined && !form.currentBalance.trim() && values.originalLoanAmount !== undefined) values.currentBalance = values.originalLoanAmount;
    if (form.currentHomeValue !== undefined && !form.currentHomeValue.trim()) {
      if (values.purchasePrice) values.currentHomeValue = values.purchasePrice;
      else errors.currentHomeValue = 'Enter the current home value or the purchase price.';
    }
  }
  const compared: MortgageValues = { ...storedValues(stored), ...values };
  const problems = mortgageProblems(compared, today, stored ? { changed: present } : {});
  for (const field of PROFILE_FIELDS) {
    const formField = FORM_FIELD[field];
    const problem = problems[field];
    // A field's own message (blank, not a number) speaks first; a rule's message goes on a field
    // the form has, or it would say something the user cannot change here.
    if (problem && !errors[formField] && form[formField] !== undefined) errors[formField] = problem;
  }
  return { ...errors, ...extrasFormErrors(form) };
}

function storedValues(stored: MortgageProfile | null): MortgageValues {
  if (!stored) return {};
  return Object.fromEntries(PROFILE_FIELDS.map((field) => [field, stored[field]])) as MortgageValues;
}

/** True when the form has nothing to say: it may be saved. */
export const noErrors = (errors: MortgageFormErrors): boolean => Object.keys(errors).length === 0;
