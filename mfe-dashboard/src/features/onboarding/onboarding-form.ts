// The onboarding wizard's rules (spec sections 2, 4, 5, 9), pure: which step may continue, the
// progress, the estimated balance, and what is saved. The shared mortgage-form rules (live
// payment, percent → fraction, create fallbacks) come from the platform; the math from finance.
import { autoBalance, roundCents } from '@homewise/finance';
import { EMPTY_MORTGAGE_FORM, parsedNumber, withChange, type MortgageForm } from '@homewise/platform/mortgage-profile';

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

const positive = (text: string) => parsedNumber(text) > 0 && Number.isFinite(Number(text));

/**
 * Spec section 5: step 1 continues once the property address is filled in; step 2 once the
 * original loan amount, interest rate and loan term are all set — and positive, since the
 * payment is cleared otherwise and a loan without one has no schedule.
 */
export function canContinue(step: Step, form: OnboardingForm): boolean {
  if (step === 1) return form.propertyAddress.trim() !== '';
  if (step === 2) return positive(form.originalLoanAmount) && positive(form.interestRatePercent) && positive(form.loanTermYears);
  return true;
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
    const allowed: Step = !canContinue(1, form) ? 1 : !canContinue(2, form) ? 2 : 3;
    return { step: Math.min(step, allowed) as Step, form };
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

/** Spec section 8: the onboarding failure text. */
export function onboardingFailure(message: string): string {
  return `Failed to save your mortgage profile: ${message}. Please try again or contact support if the issue persists.`;
}
