import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Button, Card, errorMessage, Navigate, Notice, PageHeader, PageSkeleton, todayIso, toast, useCurrentUser, useFieldErrors, useLocation, useNavigate, useSearchParams } from '@homewise/platform';
import { createProfileAndCompleteOnboarding, useMortgageProfile, type MortgageForm } from '@homewise/platform/mortgage-profile';
import type { User } from '@homewise/contracts';
import { FinishOnboarding } from './components/FinishOnboarding';
import { MortgageStep } from './components/MortgageStep';
import { PropertyStep } from './components/PropertyStep';
import { ReviewStep } from './components/ReviewStep';
import { StepProgress } from './components/StepProgress';
import {
  canContinue,
  clearDraft,
  furthestStep,
  EMPTY_ONBOARDING_FORM,
  estimatedBalanceText,
  loadDraft,
  mortgageFormOf,
  onboardingChange,
  onboardingErrors,
  onboardingFailure,
  saveDraft,
  STEP_FIELDS,
  STEPS,
  type FieldError,
  type OnboardingForm,
  type Step,
} from './onboarding-form';
import './onboarding.css';

const TITLE = 'Set Up Your Mortgage';

/** Onboarding (spec sections 2, 4, 5, 8): a user without a profile gets the wizard; one with a profile, the Dashboard. */
export function OnboardingPage() {
  const user = useCurrentUser();
  const { profile, loading, error, reload } = useMortgageProfile();

  if (loading || !user) return <PageSkeleton cards={1} label="Loading your setup" />;
  // An existing profile means setup is done: finish it if it was interrupted, then the Dashboard.
  if (profile) return user.onboardingCompleted ? <Navigate to="/Dashboard" replace /> : <FinishOnboarding />;
  if (error) {
    return (
      <div className="hw-page">
        <PageHeader title={TITLE} />
        <Notice tone="error" title="We could not check your mortgage profile" actions={<Button onClick={() => void reload()}>Try again</Button>}>
          {error}
        </Notice>
      </div>
    );
  }
  return <Wizard user={user} />;
}

/** Why Continue is off: the messages not already shown at a field (a blank field nobody touched yet). */
function blockedHint(messages: readonly (string | undefined)[], shownAtFields: boolean): string {
  const unshown = messages.filter(Boolean).join(' ');
  return unshown ? `To continue: ${unshown}` : shownAtFields ? 'Correct the marked fields to continue.' : '';
}

/** The step a history entry of the wizard holds (`?step=2`), if it holds one. */
function stepOf(params: URLSearchParams): Step | null {
  const asked = Number(params.get('step'));
  return asked === 1 || asked === 2 || asked === 3 ? asked : null;
}

/** Set on the entry a Continue (or an Edit) made: the step it came from, for the wizard's Back. */
interface StepState {
  onboardingFrom?: Step;
}

function Wizard({ user }: { user: User }) {
  const navigate = useNavigate();
  const location = useLocation();
  const [params] = useSearchParams();
  const [draft, setDraft] = useState(() => loadDraft(user.id) ?? { step: 1 as Step, form: { ...EMPTY_ONBOARDING_FORM } });
  const form = draft.form;
  // Each step is a history entry (issue 18: the browser's Back left the wizard): the step is the
  // URL's. An entry without one (arriving at /Onboarding) resumes the draft's step. Never further
  // than what is typed allows, checked as an entry is reached (not as the Review step is edited).
  const [reached, setReached] = useState(() => ({ key: location.key, step: Math.min(stepOf(params) ?? draft.step, furthestStep(form)) as Step }));
  if (reached.key !== location.key) setReached({ key: location.key, step: Math.min(stepOf(params) ?? draft.step, furthestStep(form)) as Step });
  const step = reached.step;
  const [saving, setSaving] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  const firstRender = useRef(true);

  // The entry names its step, so Back and Forward move between steps.
  useEffect(() => {
    if (stepOf(params) !== step) navigate({ search: `?step=${step}` }, { replace: true, state: location.state });
  }, [params, step, navigate, location.state]);

  useEffect(() => {
    if (!saving) saveDraft(user.id, { step, form });
  }, [user.id, step, form, saving]);

  // A new step: the keyboard and screen reader continue at its heading, not at the page top.
  useEffect(() => {
    if (firstRender.current) firstRender.current = false;
    else heading.current?.focus();
  }, [step]);

  const fieldErrors = useFieldErrors<keyof MortgageForm>();
  const errors = onboardingErrors(form, todayIso());
  // Shown as typed (issue 18): at the field, in the words the API would answer with.
  const errorOf: FieldError = (field) => fieldErrors.shown(errors, field, form[field]);

  const setForm = (update: (form: OnboardingForm) => OnboardingForm) => setDraft((current) => ({ ...current, form: update(current.form) }));
  const change = (field: keyof MortgageForm) => (event: { target: { value: string } }) => {
    fieldErrors.touch(field);
    setForm((current) => onboardingChange(current, field, event.target.value));
  };
  // A new entry for each step; the wizard's Back is the browser's when it came from that step.
  const goTo = (next: Step) => {
    if (next === step - 1 && (location.state as StepState | null)?.onboardingFrom === next) navigate(-1);
    else navigate({ search: `?step=${next}` }, { state: { onboardingFrom: step } satisfies StepState });
  };

  const setEstimateMode = (estimateMode: boolean) => setForm((current) => ({ ...current, estimateMode, currentBalance: estimateMode ? '' : current.currentBalance }));

  const goForward = () => {
    if (!canContinue(step, form)) return;
    // The estimate is made as the Review step opens, from the values just typed; it stays editable there.
    if (step === 2 && form.estimateMode) setForm((current) => ({ ...current, currentBalance: estimatedBalanceText(current, todayIso()) }));
    goTo((step + 1) as Step);
  };

  const submit = async () => {
    setSaving(true);
    try {
      if (!user.id) throw new Error('User not found or invalid user ID');
      await createProfileAndCompleteOnboarding(mortgageFormOf(form));
    } catch (failure) {
      console.error('Onboarding failed', failure);
      const message = errorMessage(failure, failure instanceof Error ? failure.message : String(failure));
      toast({ title: 'Error', description: onboardingFailure(message), variant: 'destructive' });
      setSaving(false);
      return;
    }
    clearDraft(user.id);
    navigate('/Dashboard', { replace: true });
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (step === 3) void submit();
    else goForward();
  };

  const blocked = !canContinue(step, form);
  const stepFields = step === 3 ? (Object.keys(errors) as (keyof MortgageForm)[]) : STEP_FIELDS[step];
  const hint = blocked ? blockedHint(stepFields.map((field) => (errorOf(field) ? undefined : errors[field])), stepFields.some((field) => errorOf(field))) : '';
  return (
    <div className="hw-page onb-page">
      <PageHeader title={TITLE} subtitle="Three short steps, and your dashboard shows your payment, balance, equity and schedule." />
      <StepProgress step={step} />
      <Card className="onb-card" aria-labelledby="onboarding-step">
        <form className="onb-form" onSubmit={onSubmit} noValidate aria-busy={saving || undefined}>
          <h2 id="onboarding-step" className="hw-card__title" ref={heading} tabIndex={-1}>
            {STEPS[step - 1]}
          </h2>
          {step === 1 ? <PropertyStep form={form} change={change} errorOf={errorOf} /> : null}
          {step === 2 ? <MortgageStep form={form} change={change} errorOf={errorOf} onEstimateMode={setEstimateMode} /> : null}
          {step === 3 ? <ReviewStep form={form} change={change} errorOf={errorOf} goTo={goTo} /> : null}
          <div className="onb-actions">
            {step > 1 ? (
              <Button variant="secondary" onClick={() => goTo((step - 1) as Step)} disabled={saving}>
                Back
              </Button>
            ) : null}
            <Button type="submit" disabled={blocked} busy={saving} busyLabel="Saving..." aria-describedby={hint ? 'onboarding-blocked' : undefined}>
              {step === 3 ? 'Complete Setup' : 'Continue'}
            </Button>
          </div>
          {hint ? (
            <p id="onboarding-blocked" className="onb-actions__hint">
              {hint}
            </p>
          ) : null}
        </form>
      </Card>
    </div>
  );
}
