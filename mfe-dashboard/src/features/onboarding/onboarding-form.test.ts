import {
  canContinue,
  clearDraft,
  EMPTY_ONBOARDING_FORM,
  estimatedBalanceText,
  loadDraft,
  mortgageFormOf,
  onboardingChange,
  onboardingFailure,
  saveDraft,
  stepProgress,
  type OnboardingForm,
} from './onboarding-form';

const filled: OnboardingForm = {
  ...EMPTY_ONBOARDING_FORM,
  propertyAddress: '12 Elm St, Springfield, IL',
  originalLoanAmount: '200000',
  interestRatePercent: '6',
  monthlyPayment: '1199.10',
  firstPaymentDate: '2020-06-01',
};

beforeEach(() => sessionStorage.clear());

describe('onboarding rules', () => {
  it('shows "Step n of 3" and the percent complete', () => {
    expect(stepProgress(1)).toEqual({ label: 'Step 1 of 3', percent: 33 });
    expect(stepProgress(2)).toEqual({ label: 'Step 2 of 3', percent: 67 });
    expect(stepProgress(3)).toEqual({ label: 'Step 3 of 3', percent: 100 });
  });

  it('continues from step 1 once the address is filled in (spaces do not count)', () => {
    expect(canContinue(1, EMPTY_ONBOARDING_FORM)).toBe(false);
    expect(canContinue(1, { ...EMPTY_ONBOARDING_FORM, propertyAddress: '   ' })).toBe(false);
    expect(canContinue(1, { ...EMPTY_ONBOARDING_FORM, propertyAddress: '12 Elm St' })).toBe(true);
  });

  it('continues from step 2 once amount, rate and term are set and positive', () => {
    expect(canContinue(2, filled)).toBe(true);
    expect(canContinue(2, { ...filled, originalLoanAmount: '' })).toBe(false);
    expect(canContinue(2, { ...filled, interestRatePercent: '' })).toBe(false);
    expect(canContinue(2, { ...filled, interestRatePercent: '0' })).toBe(false);
    expect(canContinue(2, { ...filled, originalLoanAmount: '-1' })).toBe(false);
    expect(canContinue(2, { ...filled, loanTermYears: '' })).toBe(false);
  });

  it('sets the term from the loan type and computes the payment live, 6.875% included', () => {
    let form = onboardingChange(EMPTY_ONBOARDING_FORM, 'originalLoanAmount', '200000');
    expect(form.monthlyPayment).toBe('');
    form = onboardingChange(form, 'interestRatePercent', '6');
    expect(form).toMatchObject({ loanTermYears: '30', monthlyPayment: '1199.10' });
    form = onboardingChange(form, 'loanType', '15_year_fixed');
    expect(form).toMatchObject({ loanTermYears: '15', monthlyPayment: '1687.71' });
    form = onboardingChange(form, 'interestRatePercent', '6.875');
    expect(form.monthlyPayment).toBe('1783.71');
    form = onboardingChange(form, 'loanType', '7_1_arm');
    expect(form.loanTermYears).toBe('7');
  });

  it('clears the payment when an input is not positive', () => {
    const form = onboardingChange(filled, 'interestRatePercent', '0');
    expect(form.monthlyPayment).toBe('');
    expect(onboardingChange(filled, 'originalLoanAmount', '0').monthlyPayment).toBe('');
  });

  it('estimates the balance by amortizing from the first payment date to today', () => {
    // 57 whole months from 2020-06-01 to 2025-03-14 at $1,199.10: $186,906.47 by the textbook formula,
    // $186,906.48 by the bank's ledger (each month's interest rounded to the cent), which finance keeps.
    expect(estimatedBalanceText(filled, '2025-03-14')).toBe('186906.48');
    // No first payment date: no payments yet.
    expect(estimatedBalanceText({ ...filled, firstPaymentDate: '' }, '2025-03-14')).toBe('200000.00');
    expect(estimatedBalanceText({ ...filled, monthlyPayment: '' }, '2025-03-14')).toBe('');
  });

  it('never sends estimateMode', () => {
    expect(mortgageFormOf({ ...filled, estimateMode: true })).not.toHaveProperty('estimateMode');
  });

  it('says why saving failed in the spec words', () => {
    expect(onboardingFailure('Network Error')).toBe(
      'Failed to save your mortgage profile: Network Error. Please try again or contact support if the issue persists.',
    );
  });
});

describe('the draft in session storage', () => {
  it('keeps what was typed per user, and forgets it when cleared', () => {
    saveDraft('u1', { step: 2, form: filled });
    expect(loadDraft('u1')).toEqual({ step: 2, form: filled });
    expect(loadDraft('u2')).toBeNull();
    clearDraft('u1');
    expect(loadDraft('u1')).toBeNull();
  });

  it('never reopens a step the values do not allow, and ignores what it does not know', () => {
    sessionStorage.setItem('homewise.onboarding.u1', JSON.stringify({ step: 3, form: { propertyAddress: '12 Elm St', estimateMode: 'yes', hacked: 1 } }));
    const draft = loadDraft('u1');
    expect(draft?.step).toBe(2);
    expect(draft?.form).toEqual({ ...EMPTY_ONBOARDING_FORM, propertyAddress: '12 Elm St' });
  });

  it('starts afresh from an unreadable draft', () => {
    sessionStorage.setItem('homewise.onboarding.u1', '{not json');
    expect(loadDraft('u1')).toBeNull();
  });
});
