import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { sessionStore, setUser, toastStore, useNavigate } from '@homewise/platform';
import { fakeApi, renderPage, restoreApi, testUser, type FakeCall } from '@homewise/platform/testing';
import type { MortgageProfile } from '@homewise/contracts';
import { OnboardingPage } from './OnboardingPage';

const user = testUser({ onboardingCompleted: false });
const profile: MortgageProfile = {
  id: 'p1', propertyAddress: '12 Elm St, Springfield, IL', purchaseDate: null, purchasePrice: 250000,
  originalLoanAmount: 200000, currentBalance: 200000, originalInterestRate: 0.06, loanTermYears: 30, loanType: '30_year_fixed',
  monthlyPayment: 1199.1, firstPaymentDate: null, currentHomeValue: 250000, createdAt: '', updatedAt: '',
};

let logged: jest.SpyInstance;
beforeEach(() => {
  sessionStorage.clear();
  setUser(user);
  toastStore.setState({ toasts: [] });
  logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  restoreApi();
  logged.mockRestore();
});

const location = () => screen.getByTestId('location').textContent;
const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const type = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });
const button = (name: string) => screen.getByRole('button', { name }) as HTMLButtonElement;

function newUserApi(extra: Record<string, Parameters<typeof fakeApi>[0][string]> = {}) {
  return fakeApi({
    'GET /mortgage-profile': { status: 200, body: null },
    'POST /mortgage-profile': ({ body }: FakeCall) => ({ status: 201, body: { ...profile, ...(body as object), id: 'p9' } }),
    'PATCH /user/onboarding': { status: 200, body: { ...user, onboardingCompleted: true } },
    'GET /auth/user': { status: 200, body: { ...user, onboardingCompleted: true } },
    ...extra,
  });
}

/** Fills step 1 and step 2 with $200,000 at 6% for 30 years. */
async function fillToReview({ estimate = false } = {}) {
  await screen.findByRole('heading', { name: 'Property Information' });
  type('Property Address', '12 Elm St, Springfield, IL');
  type('Purchase Price', '250000');
  fireEvent.click(button('Continue'));
  await screen.findByRole('heading', { name: 'Mortgage Details' });
  type('Original Loan Amount', '200000');
  type('Interest Rate (%)', '6');
  type('First Payment Date', '2020-06-01');
  if (estimate) fireEvent.click(screen.getByLabelText("I don't know my current balance"));
  fireEvent.click(button('Continue'));
  await screen.findByRole('heading', { name: 'Review & Confirm' });
}

describe('Onboarding', () => {
  it('shows a placeholder while it checks for a profile', async () => {
    newUserApi();
    renderPage(<OnboardingPage />, { url: '/Onboarding' });
    expect(screen.getByRole('status', { name: 'Loading your setup' })).toBeTruthy();
    await screen.findByRole('heading', { name: 'Property Information' });
  });

  it('sends a user who already has a profile to the Dashboard', async () => {
    setUser({ ...user, onboardingCompleted: true });
    const calls = fakeApi({ 'GET /mortgage-profile': { status: 200, body: profile } });
    renderPage(<OnboardingPage />, { url: '/Onboarding' });
    await waitFor(() => expect(location()).toBe('/Dashboard'));
    expect(calls.map((c) => c.url)).toEqual(['/mortgage-profile']);
  });

  it('finishes an interrupted setup (profile saved, onboarding not marked) before the Dashboard', async () => {
    const calls = fakeApi({
      'GET /mortgage-profile': { status: 200, body: profile },
      'PATCH /user/onboarding': { status: 200, body: { ...user, onboardingCompleted: true } },
      'GET /auth/user': { status: 200, body: { ...user, onboardingCompleted: true } },
    });
    renderPage(<OnboardingPage />, { url: '/Onboarding' });
    await waitFor(() => expect(location()).toBe('/Dashboard'));
    expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual(['GET /mortgage-profile', 'PATCH /user/onboarding', 'GET /auth/user']);
  });

  it('says so, with a retry, when that last step fails', async () => {
    let fail = true;
    fakeApi({
      'GET /mortgage-profile': { status: 200, body: profile },
      'PATCH /user/onboarding': () => (fail ? 'network-error' : { status: 200, body: { ...user, onboardingCompleted: true } }),
      'GET /auth/user': { status: 200, body: { ...user, onboardingCompleted: true } },
    });
    renderPage(<OnboardingPage />, { url: '/Onboarding' });
    expect(await screen.findByText('Your mortgage profile is saved, but we could not finish your setup')).toBeTruthy();
    fail = false;
    fireEvent.click(button('Try again'));
    await waitFor(() => expect(location()).toBe('/Dashboard'));
  });

  it('shows why the profile could not be checked, and tries again', async () => {
    let fail = true;
    fakeApi({ 'GET /mortgage-profile': () => (fail ? { status: 503, body: { message: 'Service unavailable' } } : { status: 200, body: null }) });
    renderPage(<OnboardingPage />, { url: '/Onboarding' });
    const notice = await screen.findByRole('alert');
    expect(notice.textContent).toContain('We could not check your mortgage profile');
    expect(notice.textContent).toContain('Service unavailable');
    fail = false;
    fireEvent.click(within(notice).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Property Information' })).toBeTruthy();
  });

  it('step 1: progress, no Back, Continue only with an address', async () => {
    newUserApi();
    renderPage(<OnboardingPage />, { url: '/Onboarding' });
    await screen.findByRole('heading', { name: 'Property Information' });
    expect(screen.getByText('Step 1 of 3')).toBeTruthy();
    expect(screen.getByText('33% complete')).toBeTruthy();
    expect(screen.getByRole('progressbar', { name: 'Step 1 of 3' }).getAttribute('aria-valuenow')).toBe('1');
    expect(screen.queryByRole('button', { name: 'Back' })).toBeNull();
    expect(button('Continue').disabled).toBe(true);
    expect(screen.getByText('To continue: Enter the property address. Enter the current home value or the purchase price.')).toBeTruthy();
    type('Property Address', '12 Elm St');
    expect(button('Continue').disabled).toBe(true);
    expect(screen.getByText('To continue: Enter the current home value or the purchase price.')).toBeTruthy();
    type('Purchase Price', '250000');
    expect(button('Continue').disabled).toBe(false);
    fireEvent.click(button('Continue'));
    expect(await screen.findByText('Step 2 of 3')).toBeTruthy();
    expect(screen.getByText('67% complete')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Mortgage Details' }));
  });

  it('step 2: the payment is calculated (read-only, two decimals), the term follows the loan type, Back keeps what was typed', async () => {
    newUserApi();
    renderPage(<OnboardingPage />, { url: '/Onboarding' });
    await screen.findByRole('heading', { name: 'Property Information' });
    type('Property Address', '12 Elm St');
    type('Purchase Price', '250000');
    fireEvent.click(button('Continue'));
    await screen.findByRole('heading', { name: 'Mortgage Details' });
    expect(button('Continue').disabled).toBe(true);
    type('Original Loan Amount', '200000');
    expect(button('Continue').disabled).toBe(true);
    type('Interest Rate (%)', '6');
    expect(field('Monthly Payment').value).toBe('1199.10');
    expect(field('Monthly Payment').readOnly).toBe(true);
    expect(field('Loan Term (years)')).toMatchObject({ value: '30', readOnly: true });
    expect(field('Interest Rate (%)').step).toBe('0.001');
    fireEvent.change(screen.getByLabelText('Loan Type'), { target: { value: '15_year_fixed' } });
    expect(field('Loan Term (years)').value).toBe('15');
    expect(field('Monthly Payment').value).toBe('1687.71');
    type('Interest Rate (%)', '0');
    expect(field('Monthly Payment').value).toBe('');
    expect(button('Continue').disabled).toBe(true);
    type('Interest Rate (%)', '6.875');
    expect(field('Monthly Payment').value).toBe('1783.71');
    // A 5/1 ARM is a 30-year loan (its rate fixed for 5 years): the term is a choice, 30 to start.
    fireEvent.change(screen.getByLabelText('Loan Type'), { target: { value: '5_1_arm' } });
    expect(field('Loan Term (years)')).toMatchObject({ value: '30', tagName: 'SELECT' });
    expect(field('Monthly Payment').value).toBe('1313.86');
    fireEvent.change(screen.getByLabelText('Loan Term (years)'), { target: { value: '40' } });
    expect(field('Monthly Payment').value).toBe('1224.75');
    // An ARM shows its terms with the usual defaults; a margin of 40% is refused at the field.
    expect(field('Margin (%)').value).toBe('2.75');
    expect(field('Lifetime Cap (%)').value).toBe('5');
    fireEvent.change(screen.getByLabelText('Margin (%)'), { target: { value: '40' } });
    fireEvent.click(button('Continue'));
    expect(screen.getByText('Margin must be between 0% and 10%.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Margin (%)'), { target: { value: '2.5' } });
    fireEvent.click(button('Back'));
    expect(field('Property Address').value).toBe('12 Elm St');
    fireEvent.click(button('Continue'));
    expect(field('Original Loan Amount').value).toBe('200000');
  });

  it('submits: "Saving...", the profile with the fallbacks and the rate as a fraction, onboarding done, then the Dashboard', async () => {
    const calls = newUserApi();
    renderPage(<OnboardingPage />, { url: '/Onboarding' });
    await fillToReview();
    const review = screen.getByRole('region', { name: 'Mortgage Details' });
    expect(review.textContent).toContain('$1,199.10');
    expect(review.textContent).toContain('6.000%');
    expect(review.textContent).toContain('$200,000.00 (the original loan amount)');
    expect(screen.getByText('100% complete')).toBeTruthy();
    fireEvent.click(button('Complete Setup'));
    // The answer is still on its way (the fake API answers asynchronously).
    expect(button('Saving...').disabled).toBe(true);
    expect(screen.getByRole('button', { name: 'Back' })).toHaveProperty('disabled', true);
    await waitFor(() => expect(location()).toBe('/Dashboard'));
    const post = calls.find((c) => c.method === 'POST');
    expect(post?.body).toEqual({
      propertyAddress: '12 Elm St, Springfield, IL', purchaseDate: null, purchasePrice: 250000, originalLoanAmount: 200000,
      currentBalance: 200000, originalInterestRate: 0.06, loanTermYears: 30, loanType: '30_year_fixed', monthlyPayment: 1199.1,
      firstPaymentDate: '2020-06-01', currentHomeValue: 250000,
      // Issue 21: no escrow typed; a fixed-rate loan sends no ARM terms.
      propertyTaxYearly: null, insuranceYearly: null, hoaMonthly: null, pmiMonthly: null,
      armMargin: null, armIndexRate: null, armInitialCap: null, armPeriodicCap: null, armLifetimeCap: null,
    });
    expect(calls.map((c) => `${c.method} ${c.url}`).slice(1)).toEqual(['POST /mortgage-profile', 'PATCH /user/onboarding', 'GET /auth/user']);
    expect(sessionStore.getState().user?.onboardingCompleted).toBe(true);
    expect(sessionStorage.getItem('homewise.onboarding.u1')).toBeNull();
  });

  it('estimates the balance when it is not known, shows it on Review, and saves what is there', async () => {
    const calls = newUserApi();
    renderPage(<OnboardingPage />, { url: '/Onboarding' });
    await fillToReview({ estimate: true });
    // Pinned clock: 2025-03-14, 58 payments of $1,199.10 made (2020-06-01 … 2025-03-01).
    expect(field('Current Balance (estimated)').value).toBe('186641.91');
    type('Current Balance (estimated)', '186500');
    fireEvent.click(button('Complete Setup'));
    await waitFor(() => expect(location()).toBe('/Dashboard'));
    const body = calls.find((c) => c.method === 'POST')?.body as Record<string, unknown>;
    expect(body.currentBalance).toBe(186500);
    expect(body).not.toHaveProperty('estimateMode');
  });

  it('shows the spec failure text and stays on Review when saving fails', async () => {
    newUserApi({ 'POST /mortgage-profile': { status: 400, body: { statusCode: 400, message: 'Interest rate must be a number.' } } });
    renderPage(<OnboardingPage />, { url: '/Onboarding' });
    await fillToReview();
    fireEvent.click(button('Complete Setup'));
    expect(
      await screen.findByText('Failed to save your mortgage profile: Interest rate must be a number. Please try again or contact support if the issue persists.'),
    ).toBeTruthy();
    expect(button('Complete Setup').disabled).toBe(false);
    expect(location()).toBe('/Onboarding?step=3');
    expect(sessionStorage.getItem('homewise.onboarding.u1')).not.toBeNull();
  });

  it('fails when the server answers without a profile, and leaves onboarding unmarked', async () => {
    const calls = newUserApi({ 'POST /mortgage-profile': { status: 201, body: {} } });
    renderPage(<OnboardingPage />, { url: '/Onboarding' });
    await fillToReview();
    fireEvent.click(button('Complete Setup'));
    expect(
      await screen.findByText(
        'Failed to save your mortgage profile: Failed to create mortgage profile - no profile returned. Please try again or contact support if the issue persists.',
      ),
    ).toBeTruthy();
    expect(calls.some((c) => c.url === '/user/onboarding')).toBe(false);
  });

  it('refuses a user without an id', async () => {
    setUser({ ...user, id: '' });
    const calls = newUserApi();
    renderPage(<OnboardingPage />, { url: '/Onboarding' });
    await fillToReview();
    fireEvent.click(button('Complete Setup'));
    expect(await screen.findByText(/Failed to save your mortgage profile: User not found or invalid user ID\./)).toBeTruthy();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('shows what is wrong at the field as it is typed, in the words of the API, and holds Continue (issue 18)', async () => {
    newUserApi();
    renderPage(<OnboardingPage />, { url: '/Onboarding' });
    await screen.findByRole('heading', { name: 'Property Information' });
    type('Property Address', '12 Elm St');
    type('Purchase Price', '-5');
    expect(field('Purchase Price').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText("Purchase price can't be negative.")).toBeTruthy();
    expect(button('Continue').disabled).toBe(true);
    type('Purchase Price', '250000');
    type('Current Home Value', '0');
    expect(screen.getByText('Current home value must be between $1,000 and $100,000,000.')).toBeTruthy();
    type('Current Home Value', '');
    // A blank value is the purchase price's (the spec's fallback): no message, Continue on.
    expect(screen.queryByText(/Current home value must/)).toBeNull();
    fireEvent.click(button('Continue'));
    await screen.findByRole('heading', { name: 'Mortgage Details' });
    type('Original Loan Amount', '200000');
    type('Interest Rate (%)', '125');
    expect(screen.getByText('Interest rate must be more than 0% and at most 25%.')).toBeTruthy();
    type('Interest Rate (%)', '0');
    expect(screen.getByText('Interest rate must be more than 0% and at most 25%.')).toBeTruthy();
    type('Interest Rate (%)', '6');
    type('First Payment Date', '1965-01-01');
    expect(screen.getByText("First payment date can't be before Jan 1, 1970.")).toBeTruthy();
    type('First Payment Date', '2031-01-01');
    expect(screen.getByText("First payment date can't be more than 3 months from today.")).toBeTruthy();
    expect(button('Continue').disabled).toBe(true);
    // The clock is pinned to 2025-03-14: a loan that just closed pays first in May.
    type('First Payment Date', '2025-05-01');
    type('Current Balance', '250000');
    expect(screen.getByText("Current balance can't be more than the original loan amount ($200,000).")).toBeTruthy();
    type('Current Balance', '199000');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(button('Continue').disabled).toBe(false);
    // Emptying a required field says so at once.
    type('Original Loan Amount', '');
    expect(screen.getByText('Enter the original loan amount.')).toBeTruthy();
  });

  it('keeps what was typed through a reload mid-wizard', async () => {
    newUserApi();
    const first = renderPage(<OnboardingPage />, { url: '/Onboarding' });
    await screen.findByRole('heading', { name: 'Property Information' });
    type('Property Address', '12 Elm St');
    type('Purchase Price', '250000');
    fireEvent.click(button('Continue'));
    await screen.findByRole('heading', { name: 'Mortgage Details' });
    type('Original Loan Amount', '200000');
    first.unmount();
    renderPage(<OnboardingPage />, { url: '/Onboarding' });
    await screen.findByRole('heading', { name: 'Mortgage Details' });
    expect(field('Original Loan Amount').value).toBe('200000');
    fireEvent.click(button('Back'));
    expect(field('Property Address').value).toBe('12 Elm St');
  });
});

/** The browser's own Back button, as a person presses it (the router's history, not the wizard's). */
function BrowserBack() {
  const navigate = useNavigate();
  return (
    <button type="button" onClick={() => void navigate(-1)}>
      Browser back
    </button>
  );
}

describe('Onboarding in the browser history (issue 18: Back left the wizard)', () => {
  it('each step is a history entry: the browser’s Back goes to the step before, keeping what was typed', async () => {
    newUserApi();
    renderPage(
      <>
        <OnboardingPage />
        <BrowserBack />
      </>,
      { url: '/Onboarding' },
    );
    await fillToReview();
    expect(location()).toBe('/Onboarding?step=3');
    fireEvent.click(button('Browser back'));
    await screen.findByRole('heading', { name: 'Mortgage Details' });
    expect(location()).toBe('/Onboarding?step=2');
    expect(field('Original Loan Amount').value).toBe('200000');
    fireEvent.click(button('Browser back'));
    await screen.findByRole('heading', { name: 'Property Information' });
    expect(field('Property Address').value).toBe('12 Elm St, Springfield, IL');
    // The wizard's own Back is the same step back, not a new entry.
    fireEvent.click(button('Continue'));
    await screen.findByRole('heading', { name: 'Mortgage Details' });
    fireEvent.click(button('Back'));
    await screen.findByRole('heading', { name: 'Property Information' });
    expect(location()).toBe('/Onboarding?step=1');
  });

  it('a step the typed values do not reach yet is not opened from its address', async () => {
    newUserApi();
    renderPage(<OnboardingPage />, { url: '/Onboarding?step=3' });
    await screen.findByRole('heading', { name: 'Property Information' });
    await waitFor(() => expect(location()).toBe('/Onboarding?step=1'));
  });
});
