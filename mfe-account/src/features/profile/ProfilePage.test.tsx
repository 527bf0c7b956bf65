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
    fireEvent.change(screen.getByLabelText('Purchase Price'), { target: { value: '400000' } });
    fireEvent.change(screen.getByLabelText('Original Loan Amount'), { target: { value: '200000' } });
    fireEvent.change(screen.getByLabelText('Interest Rate (%)'), { target: { value: '6' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    await screen.findByRole('button', { name: 'Edit Profile' });
    const order = calls.map((c) => `${c.method} ${c.url}`);
    expect(order.indexOf('POST /mortgage-profile')).toBeLessThan(order.indexOf('PATCH /user/onboarding'));
    expect(calls.find((c) => c.method === 'POST')?.body).toMatchObject({ currentBalance: 200000, currentHomeValue: 400000, monthlyPayment: 1199.1, loanType: '30_year_fixed' });
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
