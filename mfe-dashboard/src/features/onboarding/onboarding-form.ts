// The onboarding wizard's rules (spec sections 2, 4, 5, 9), pure: which step may continue, the
// progress, the estimated balance, and what is saved. The shared mortgage-form rules (live
// payment, percent → fraction, create fallbacks) come from the platform; the math from finance.
import { autoBalance, roundCents } from '@homewise/finance';
import { todayIso } from '@homewise/platform';
import {
  EMPTY_MORTGAGE_FORM,
  EXTRA_FORM_FIELDS,
  mortgageFormErrors,
  parsedNumber,
  withChange,
  type MortgageForm,
  type MortgageFormErrors,
} from '@homewise/platform/mortgage-profile';

export const STEPS = ['Property Information', 'Mortgage Details', 'Review & Confirm'] as const;
export type Step = 1 | 2 | 3;

/** The wizard's form: the profile's fields plus `estimateMode`, which is never sent. */
export interface OnboardingForm extends MortgageForm {
  /** "I don't know my current balance": the balance is estimated on the Review step. */
  estimateMode: boolean;
}

export const EMPTY_ONBOARDING_FORM: Readonly<OnboardingForm> = Object.freeze({ ...EMPTY_MORTGAGE_FORM, estimateMode: false });

/** "Step 2 of 3" and "67% complete". */
export function stepProgress(step: Step): { label: string; percent: number } {
  return { label: `Step ${step} of ${STEPS.length}`, percent: Math.round((step / STEPS.length) * 100) };
}

/** The message a step's field shows now (the wizard decides when a message shows). */
export type FieldError = (field: keyof MortgageForm) => string | undefined;

/** The fields each step asks for (Review shows them all; there only the estimated balance is typed). */
export const STEP_FIELDS: Record<Step, readonly (keyof MortgageForm)[]> = {
  1: ['propertyAddress', 'purchaseDate', 'purchasePrice', 'currentHomeValue'],
  2: [
    'originalLoanAmount',
    'interestRatePercent',
    'loanType',
    'loanTermYears',
    'firstPaymentDate',
    'monthlyPayment',
    'currentBalance',
    ...(Object.keys(EXTRA_FORM_FIELDS) as (keyof MortgageForm)[]),
  ],
  3: ['currentBalance'],
};

/**
 * What is wrong with the wizard's values (issue 18: @homewise/contracts' bounds, the words the API
 * answers with), as a new profile: a blank balance stands for the loan amount, a blank home value
 * for the purchase price. In "I don't know my current balance" mode step 2 has no balance yet.
 */
export function onboardingErrors(form: OnboardingForm, today: string = todayIso()): MortgageFormErrors {
  return mortgageFormErrors(mortgageFormOf(form), today, { create: true });
}

/** The messages of one step's fields. */
export function stepErrors(step: Step, form: OnboardingForm, today: string = todayIso()): MortgageFormErrors {
  const errors = onboardingErrors(form, today);
  return Object.fromEntries(STEP_FIELDS[step].flatMap((field) => (errors[field] ? [[field, errors[field]]] : [])));
}

/**
 * Spec section 5, bounded (issue 18): step 1 continues once the address is filled in and the home
 * has a value (its own or the purchase price); step 2 once amount, rate and term are set and
 * every field of the step is within bounds; the last step once nothing anywhere is wrong.
 */
export function canContinue(step: Step, form: OnboardingForm, today: string = todayIso()): boolean {
  const errors = step === 3 ? onboardingErrors(form, today) : stepErrors(step, form, today);
  return Object.keys(errors).length === 0;
}

/** One field changed: the shared rules, with onboarding's "cleared unless every input is positive". */
export function onboardingChange(form: OnboardingForm, field: keyof MortgageForm, value: string): OnboardingForm {
  return withChange(form, field, value, { requirePositiveRate: true });
}

/**
 * The balance "I don't know my current balance" stands for: the original loan amortized at the
 * monthly payment from the first payment date until today (finance's `autoBalance`, no extra
 * payments yet), as the text a balance field holds; blank when amount or payment is missing.
 */
export function estimatedBalanceText(form: MortgageForm, today: string): string {
  const originalLoanAmount = parsedNumber(form.originalLoanAmount);
  const monthlyPayment = parsedNumber(form.monthlyPayment);
  if (!(originalLoanAmount > 0) || !(monthlyPayment > 0)) return '';
  const balance = autoBalance({
    originalLoanAmount,
    annualRate: parsedNumber(form.interestRatePercent) / 100,
    monthlyPayment,
    loanTermYears: parsedNumber(form.loanTermYears),
    firstPaymentDate: form.firstPaymentDate || null,
    today,
  });
  return roundCents(balance).toFixed(2);
}

/** The profile's fields as saved: `estimateMode` dropped (the balance field already holds the estimate). */
export function mortgageFormOf({ estimateMode: _ignored, ...form }: OnboardingForm): MortgageForm {
  return form;
}

/** The furthest step the typed values reach (a step opens once those before it may continue). */
export function furthestStep(form: OnboardingForm, today: string = todayIso()): Step {
  return !canContinue(1, form, today) ? 1 : !canContinue(2, form, today) ? 2 : 3;
}

// What was typed survives a reload mid-wizard: kept in this tab's session storage, per user, and
// cleared once the profile is saved.
const draftKey = (userId: string) => `homewise.onboarding.${userId}`;

export interface OnboardingDraft {
  step: Step;
  form: OnboardingForm;
}

export function loadDraft(userId: string, storage: Storage = sessionStorage): OnboardingDraft | null {
  try {
    const saved = JSON.parse(storage.getItem(draftKey(userId)) ?? 'null') as { step?: unknown; form?: Record<string, unknown> } | null;
    if (!saved || typeof saved.form !== 'object' || saved.form === null) return null;
    const step = saved.step === 2 || saved.step === 3 ? saved.step : 1;
    const form = { ...EMPTY_ONBOARDING_FORM } as OnboardingForm;
    for (const key of Object.keys(EMPTY_ONBOARDING_FORM) as (keyof OnboardingForm)[]) {
      const value = saved.form[key];
      if (key === 'estimateMode') form.estimateMode = value === true;
      else if (typeof value === 'string') form[key] = value;
    }
    // Never further than the typed values allow (the draft may predate a rule).
    return { step: Math.min(step, furthestStep(form)) as Step, form };
  } catch {
    return null; // unreadable or storage refused: start afresh
  }
}

export function saveDraft(userId: string, draft: OnboardingDraft, storage: Storage = sessionStorage): void {
  try {
    storage.setItem(draftKey(userId), JSON.stringify(draft));
  } catch {
    // Storage full or refused (private mode): the wizard still works, it just forgets on reload.
  }
}

export function clearDraft(userId: string, storage: Storage = sessionStorage): void {
  try {
    storage.removeItem(draftKey(userId));
  } catch {
    // as above
  }
}

/** Spec section 8: the onboarding failure text — one period, whether or not the server's message ends with one. */
export function onboardingFailure(message: string): string {
  return `Failed to save your mortgage profile: ${message.trim().replace(/[.!?]+$/, '')}. Please try again or contact support if the issue persists.`;
}
