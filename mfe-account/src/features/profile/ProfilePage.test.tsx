import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { setUser, toastStore } from '@homewise/platform';
import { fakeApi, renderPage, restoreApi } from '@homewise/platform/testing';
import type { MortgageProfile, User } from '@homewise/contracts';
import { ProfilePage } from './ProfilePage';

// The Security section below the profile loads the signed-in devices (its own tests: features/security).
const NO_OTHER_SESSIONS = { status: 200, body: { sessions: [] } } as const;

const user: User = {
  id: 'u1', email: 'ada@example.com', firstName: 'Ada', lastName: 'Lovelace', fullName: 'Ada Lovelace', phone: '555-0100',
  role: 'customer', onboardingCompleted: false, plan: null, referralCode: null, loanOfficerId: null, planTrialEndsAt: null, emailVerified: true, createdAt: '2026-01-01T00:00:00Z',
};
const profile: MortgageProfile = {
  id: 'p1', propertyAddress: '1 Main St, Springfield', purchaseDate: '2020-05-01', purchasePrice: 400000,
  originalLoanAmount: 200000, currentBalance: 180000, originalInterestRate: 0.06, loanTermYears: 30, loanType: '30_year_fixed',
  monthlyPayment: 1199.1, firstPaymentDate: '2020-06-01', currentHomeValue: 450000, createdAt: '', updatedAt: '',
};

beforeEach(() => {
  setUser(user);
  toastStore.setState({ toasts: [] });
});
afterEach(restoreApi);

describe('Profile', () => {
  it('shows the profile with currency in USD and two decimals, the rate with three', async () => {
    fakeApi({ 'GET /auth/sessions': NO_OTHER_SESSIONS, 'GET /mortgage-profile': { status: 200, body: profile } });
    renderPage(<ProfilePage />, { url: '/Profile' });
    await screen.findByText('$400,000.00');
    expect(screen.getByText('6.000%')).toBeTruthy();
    expect(screen.getByText('$1,199.10')).toBeTruthy();
    expect(screen.getByText('30-Year Fixed')).toBeTruthy();
    expect(screen.getByText('ada@example.com')).toBeTruthy();
  });

  it('edits and updates an existing profile, with a read-only email and auto-calculated payment', async () => {
    const calls = fakeApi({
      'GET /auth/sessions': NO_OTHER_SESSIONS, 'GET /mortgage-profile': { status: 200, body: profile },
      'PATCH /user/profile': { status: 200, body: { ...user, fullName: 'Ada King' } },
      'PATCH /mortgage-profile/p1': { status: 200, body: profile },
      'GET /auth/user': { status: 200, body: { ...user, fullName: 'Ada King' } },
    });
    renderPage(<ProfilePage />, { url: '/Profile' });
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Profile' }));
    expect((screen.getByLabelText('Email') as HTMLInputElement).readOnly).toBe(true);
    expect((screen.getByLabelText('Monthly Payment') as HTMLInputElement).readOnly).toBe(true);
    expect(screen.getByLabelText('Interest Rate (%)').getAttribute('step')).toBe('0.001');
    fireEvent.change(screen.getByLabelText('Full Name'), { target: { value: 'Ada King' } });
    fireEvent.change(screen.getByLabelText('Loan Type'), { target: { value: '15_year_fixed' } });
    expect((screen.getByLabelText('Monthly Payment') as HTMLInputElement).value).toBe('1687.71');
    fireEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    await screen.findByRole('button', { name: 'Edit Profile' });
    const patch = calls.find((c) => c.method === 'PATCH' && c.url === '/mortgage-profile/p1');
    expect(patch?.body).toMatchObject({ loanType: '15_year_fixed', loanTermYears: 15, monthlyPayment: 1687.71, originalInterestRate: 0.06 });
    expect(calls.find((c) => c.url === '/user/profile')?.body).toEqual({ fullName: 'Ada King', phone: '555-0100' });
    expect(calls.some((c) => c.url === '/user/onboarding')).toBe(false);
  });

  it('saves a 5/1 ARM as a 30-year loan whose term may be chosen: $388,000 at 3.125% is $1,662.10 a month', async () => {
    const arm = { ...profile, originalLoanAmount: 388000, originalInterestRate: 0.03125, monthlyPayment: 1662.1 };
    const calls = fakeApi({
      'GET /auth/sessions': NO_OTHER_SESSIONS, 'GET /mortgage-profile': { status: 200, body: arm },
      'PATCH /user/profile': { status: 200, body: user },
      'PATCH /mortgage-profile/p1': { status: 200, body: { ...arm, loanType: '5_1_arm' } },
      'GET /auth/user': { status: 200, body: user },
    });
    renderPage(<ProfilePage />, { url: '/Profile' });
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Profile' }));
    expect((screen.getByLabelText('Loan Term (years)') as HTMLInputElement).readOnly).toBe(true);
    fireEvent.change(screen.getByLabelText('Loan Type'), { target: { value: '5_1_arm' } });
    const term = screen.getByLabelText('Loan Term (years)') as HTMLSelectElement;
    expect(term.value).toBe('30');
    expect([...term.options].map((o) => o.textContent)).toEqual(['15 years', '20 years', '25 years', '30 years', '40 years']);
    expect((screen.getByLabelText('Monthly Payment') as HTMLInputElement).value).toBe('1662.10');
    fireEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    await screen.findByRole('button', { name: 'Edit Profile' });
    const patch = calls.find((c) => c.method === 'PATCH' && c.url === '/mortgage-profile/p1');
    expect(patch?.body).toMatchObject({ loanType: '5_1_arm', loanTermYears: 30, monthlyPayment: 1662.1 });
    expect(screen.getByText('30 years')).toBeTruthy();
  });

  it('says the mortgage could not be loaded, with a retry; never invites adding one, and saving keeps to the personal details (issue 18)', async () => {
    let fail = true;
    const calls = fakeApi({
      'GET /auth/sessions': NO_OTHER_SESSIONS,
      'GET /mortgage-profile': () => (fail ? { status: 503, body: { statusCode: 503, message: 'The database is not answering.' } } : { status: 200, body: profile }),
      'PATCH /user/profile': { status: 200, body: user },
      'GET /auth/user': { status: 200, body: user },
    });
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderPage(<ProfilePage />, { url: '/Profile' });
    const card = await screen.findByRole('region', { name: 'Mortgage Information' });
    const alert = await within(card).findByRole('alert');
    expect(alert.textContent).toContain('Your mortgage profile could not be loaded');
    expect(alert.textContent).toContain('The database is not answering.');
    expect(screen.queryByText('No mortgage profile yet')).toBeNull();
    expect(screen.queryByText(/add your mortgage/)).toBeNull();

    // Editing changes the personal details only: no blank mortgage fields, no second profile.
    fireEvent.click(screen.getByRole('button', { name: 'Edit Profile' }));
    expect(screen.queryByLabelText('Property Address')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    await screen.findByRole('button', { name: 'Edit Profile' });
    expect(calls.filter((c) => c.method !== 'GET').map((c) => `${c.method} ${c.url}`)).toEqual(['PATCH /user/profile']);

    fail = false;
    fireEvent.click(within(card).getByRole('button', { name: 'Try again' }));
    // The page loads anew (its skeleton while the profile is asked for again).
    await waitFor(() => expect(within(screen.getByRole('region', { name: 'Mortgage Information' })).getByText('$400,000.00')).toBeTruthy());
    jest.restoreAllMocks();
  });

  it('creates the profile when there is none, then marks onboarding complete', async () => {
    const calls = fakeApi({
      'GET /auth/sessions': NO_OTHER_SESSIONS, 'GET /mortgage-profile': { status: 200, body: null },
      'PATCH /user/profile': { status: 200, body: user },
      'POST /mortgage-profile': { status: 201, body: profile },
      'PATCH /user/onboarding': { status: 200, body: { ...user, onboardingCompleted: true } },
      'GET /auth/user': { status: 200, body: { ...user, onboardingCompleted: true } },
    });
    renderPage(<ProfilePage />, { url: '/Profile' });
    await screen.findByText('No mortgage profile yet');
    fireEvent.click(screen.getByRole('button', { name: 'Edit Profile' }));
    fireEvent.change(screen.getByLabelText('Property Address'), { target: { value: '1 Main St, Springfield' } });
    fireEvent.change(screen.getByLabelText('Purchase Price'), { target: { value: '400000' } });
    fireEvent.change(screen.getByLabelText('Original Loan Amount'), { target: { value: '200000' } });
    fireEvent.change(screen.getByLabelText('Interest Rate (%)'), { target: { value: '6' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    await screen.findByRole('button', { name: 'Edit Profile' });
    const order = calls.map((c) => `${c.method} ${c.url}`);
    expect(order.indexOf('POST /mortgage-profile')).toBeLessThan(order.indexOf('PATCH /user/onboarding'));
    expect(calls.find((c) => c.method === 'POST')?.body).toMatchObject({ currentBalance: 200000, currentHomeValue: 400000, monthlyPayment: 1199.1, loanType: '30_year_fixed' });
  });

  it('shows what is wrong at the field as it is typed, in the API words, and sends nothing until it is fixed (issue 18)', async () => {
    const calls = fakeApi({
      'GET /auth/sessions': NO_OTHER_SESSIONS, 'GET /mortgage-profile': { status: 200, body: profile },
      'PATCH /user/profile': { status: 200, body: user },
      'PATCH /mortgage-profile/p1': { status: 200, body: profile },
      'GET /auth/user': { status: 200, body: user },
    });
    renderPage(<ProfilePage />, { url: '/Profile' });
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Profile' }));
    const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
    type('Purchase Price', '-400000');
    expect(screen.getByText("Purchase price can't be negative.")).toBeTruthy();
    type('Current Home Value', '0');
    expect(screen.getByText('Current home value must be between $1,000 and $100,000,000.')).toBeTruthy();
    type('Interest Rate (%)', '125');
    expect(screen.getByText('Interest rate must be more than 0% and at most 25%.')).toBeTruthy();
    type('Current Balance', '250000');
    expect(screen.getByText("Current balance can't be more than the original loan amount ($200,000).")).toBeTruthy();
    type('First Payment Date', '1960-01-01');
    expect(screen.getByText("First payment date can't be before Jan 1, 1970.")).toBeTruthy();
    expect(screen.getByLabelText('Current Balance').getAttribute('aria-invalid')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    // Nothing sent; the keyboard is taken to the first field to fix.
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Purchase Price')));
    expect(calls.some((c) => c.method === 'PATCH')).toBe(false);
    type('Purchase Price', '400000');
    type('Current Home Value', '450000');
    type('Interest Rate (%)', '6');
    type('Current Balance', '180000');
    type('First Payment Date', '2020-06-01');
    expect(screen.queryByRole('alert')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    await screen.findByRole('button', { name: 'Edit Profile' });
    expect(calls.some((c) => c.method === 'PATCH' && c.url === '/mortgage-profile/p1')).toBe(true);
  });

  it('a profile stored before the bounds loads, says at once what to fix, and saves once fixed', async () => {
    const broken = { ...profile, currentBalance: 250000, originalInterestRate: 0, monthlyPayment: 0 };
    const calls = fakeApi({
      'GET /auth/sessions': NO_OTHER_SESSIONS, 'GET /mortgage-profile': { status: 200, body: broken },
      'PATCH /user/profile': { status: 200, body: user },
      'PATCH /mortgage-profile/p1': { status: 200, body: profile },
      'GET /auth/user': { status: 200, body: user },
    });
    renderPage(<ProfilePage />, { url: '/Profile' });
    expect(await screen.findByText('$250,000.00')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Edit Profile' }));
    expect(screen.getByText('Interest rate must be more than 0% and at most 25%.')).toBeTruthy();
    expect(screen.getByText("Current balance can't be more than the original loan amount ($200,000).")).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Interest Rate (%)'), { target: { value: '6' } });
    fireEvent.change(screen.getByLabelText('Current Balance'), { target: { value: '180000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    await screen.findByRole('button', { name: 'Edit Profile' });
    expect(calls.find((c) => c.method === 'PATCH' && c.url === '/mortgage-profile/p1')?.body).toMatchObject({
      originalInterestRate: 0.06, currentBalance: 180000, monthlyPayment: 1199.1,
    });
  });

  it('keeps edit mode open when saving fails', async () => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    fakeApi({
      'GET /auth/sessions': NO_OTHER_SESSIONS, 'GET /mortgage-profile': { status: 200, body: profile },
      'PATCH /user/profile': { status: 400, body: { message: 'phone must be a phone number' } },
    });
    renderPage(<ProfilePage />, { url: '/Profile' });
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Profile' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    const notice = await screen.findByText('Your changes were not saved');
    expect(within(notice.parentElement as HTMLElement).getByText('phone must be a phone number')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Save Changes' })).toBeTruthy();
    log.mockRestore();
  });

  it('cancel discards the edits', async () => {
    fakeApi({ 'GET /auth/sessions': NO_OTHER_SESSIONS, 'GET /mortgage-profile': { status: 200, body: profile } });
    renderPage(<ProfilePage />, { url: '/Profile' });
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Profile' }));
    fireEvent.change(screen.getByLabelText('Property Address'), { target: { value: 'Elsewhere' } });
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.getByText('1 Main St, Springfield')).toBeTruthy());
  });
});
