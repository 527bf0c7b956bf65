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
  stepErrors,
  stepProgress,
  type OnboardingForm,
} from './onboarding-form';

const filled: OnboardingForm = {
  ...EMPTY_ONBOARDING_FORM,
  propertyAddress: '12 Elm St, Springfield, IL',
  purchasePrice: '250000',
  originalLoanAmount: '200000',
  interestRatePercent: '6',
  monthlyPayment: '1199.10',
  firstPaymentDate: '2020-06-01',
};

const TODAY = '2025-03-14';

beforeEach(() => sessionStorage.clear());

describe('onboarding rules', () => {
  it('shows "Step n of 3" and the percent complete', () => {
    expect(stepProgress(1)).toEqual({ label: 'Step 1 of 3', percent: 33 });
    expect(stepProgress(2)).toEqual({ label: 'Step 2 of 3', percent: 67 });
    expect(stepProgress(3)).toEqual({ label: 'Step 3 of 3', percent: 100 });
  });

  it('continues from step 1 once the address is filled in (spaces do not count) and the home has a value', () => {
    const valued = { ...EMPTY_ONBOARDING_FORM, purchasePrice: '250000' };
    expect(canContinue(1, EMPTY_ONBOARDING_FORM)).toBe(false);
    expect(canContinue(1, { ...valued, propertyAddress: '   ' })).toBe(false);
    expect(canContinue(1, { ...valued, propertyAddress: '12 Elm St' })).toBe(true);
    // Issue 18: no $0 home (neither a value nor a price), no negative price.
    expect(canContinue(1, { ...EMPTY_ONBOARDING_FORM, propertyAddress: '12 Elm St' })).toBe(false);
    expect(canContinue(1, { ...valued, propertyAddress: '12 Elm St', purchasePrice: '-250000' })).toBe(false);
    expect(stepErrors(1, { ...EMPTY_ONBOARDING_FORM, propertyAddress: '12 Elm St', currentHomeValue: '0' }, TODAY)).toEqual({
      currentHomeValue: 'Current home value must be between $1,000 and $100,000,000.',
    });
  });

  it('continues from step 2 once amount, rate and term are set and within bounds', () => {
    expect(canContinue(2, filled, TODAY)).toBe(true);
    expect(canContinue(2, { ...filled, originalLoanAmount: '' }, TODAY)).toBe(false);
    expect(canContinue(2, { ...filled, interestRatePercent: '' }, TODAY)).toBe(false);
    expect(canContinue(2, { ...filled, interestRatePercent: '0' }, TODAY)).toBe(false);
    expect(canContinue(2, { ...filled, originalLoanAmount: '-1' }, TODAY)).toBe(false);
    expect(canContinue(2, { ...filled, loanTermYears: '' }, TODAY)).toBe(false);
  });

  it('names what is wrong on step 2 in the words the API uses (issue 18)', () => {
    const typed = (field: keyof OnboardingForm, value: string) => stepErrors(2, onboardingChange(filled, field as never, value), TODAY);
    expect(typed('interestRatePercent', '125')).toEqual({ interestRatePercent: 'Interest rate must be more than 0% and at most 25%.' });
    expect(typed('currentBalance', '250000')).toEqual({ currentBalance: "Current balance can't be more than the original loan amount ($200,000)." });
    expect(typed('firstPaymentDate', '1969-06-01')).toEqual({ firstPaymentDate: "First payment date can't be before Jan 1, 1970." });
    expect(typed('firstPaymentDate', '2031-06-01')).toEqual({ firstPaymentDate: "First payment date can't be more than 3 months from today." });
    // A loan that just closed: its first payment a month or two ahead.
    expect(typed('firstPaymentDate', '2025-05-01')).toEqual({});
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
    // A 7/1 ARM is a 30-year loan whose rate is fixed for 7 years, not a 7-year loan.
    form = onboardingChange(form, 'loanType', '7_1_arm');
    expect(form).toMatchObject({ loanTermYears: '30', monthlyPayment: '1313.86' });
    form = onboardingChange(form, 'loanTermYears', '40');
    expect(form.loanTermYears).toBe('40');
  });

  it('clears the payment when an input is not positive', () => {
    const form = onboardingChange(filled, 'interestRatePercent', '0');
    expect(form.monthlyPayment).toBe('');
    expect(onboardingChange(filled, 'originalLoanAmount', '0').monthlyPayment).toBe('');
  });

  it('estimates the balance by amortizing from the first payment date to today', () => {
    // 58 payments made by 2025-03-14 (2020-06-01 … 2025-03-01; the spec's whole months, 57, missed
    // March's). After 57, $186,906.48 by the bank's ledger; the 58th: 186,906.48 × 0.5% = 934.53
    // of interest, 1,199.10 − 934.53 = 264.57 of principal, $186,641.91 left.
    expect(estimatedBalanceText(filled, '2025-03-14')).toBe('186641.91');
    expect(estimatedBalanceText(filled, '2025-02-28')).toBe('186906.48');
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
    // A server message ending in a period gives one period, not two (issue 18).
    expect(onboardingFailure('Interest rate must be more than 0% and at most 25%.')).toBe(
      'Failed to save your mortgage profile: Interest rate must be more than 0% and at most 25%. Please try again or contact support if the issue persists.',
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
    sessionStorage.setItem('homewise.onboarding.u1', JSON.stringify({ step: 3, form: { propertyAddress: '12 Elm St', purchasePrice: '250000', estimateMode: 'yes', hacked: 1 } }));
    const draft = loadDraft('u1');
    expect(draft?.step).toBe(2);
    expect(draft?.form).toEqual({ ...EMPTY_ONBOARDING_FORM, propertyAddress: '12 Elm St', purchasePrice: '250000' });
    // A draft saved before the bounds, with a $0 home: back to step 1, where the field says why.
    sessionStorage.setItem('homewise.onboarding.u1', JSON.stringify({ step: 3, form: { propertyAddress: '12 Elm St' } }));
    expect(loadDraft('u1')?.step).toBe(1);
  });

  it('starts afresh from an unreadable draft', () => {
    sessionStorage.setItem('homewise.onboarding.u1', '{not json');
    expect(loadDraft('u1')).toBeNull();
  });
});
