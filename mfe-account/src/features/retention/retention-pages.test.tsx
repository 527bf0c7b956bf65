import { fireEvent, screen, waitFor } from '@testing-library/react';
import { toastStore } from '@homewise/platform';
import { fakeApi, renderPage, restoreApi } from '@homewise/platform/testing';
import { ClaimPage } from './ClaimPage';
import { UnsubscribePage } from './UnsubscribePage';

const location = () => screen.getByTestId('location').textContent;
const lastToast = () => toastStore.getState().toasts[0];
afterEach(() => {
  restoreApi();
  toastStore.setState({ toasts: [] });
});

const invitation = {
  email: 'cleo@example.com',
  firstName: 'Cleo',
  fullName: 'Cleo Client',
  hasMortgageProfile: true,
  loanOfficer: { name: 'Dana Reyes', companyName: 'Reyes Home Loans', nmlsId: '123456', email: 'dana@example.com', phone: null, photoUrl: null, primaryColor: '#0f766e' },
};
const user = {
  id: 'u1', email: 'cleo@example.com', firstName: 'Cleo', lastName: null, fullName: 'Cleo Client', phone: null, role: 'customer',
  onboardingCompleted: true, plan: null, referralCode: null, loanOfficerId: 'lo1', planTrialEndsAt: null, emailVerified: true, createdAt: '2026-01-01T00:00:00Z',
};

describe('Claim', () => {
  it('names the officer, asks for consent (unticked), sets the password and opens the Dashboard', async () => {
    const calls = fakeApi({ 'GET /auth/claim/tok1': { status: 200, body: invitation }, 'POST /auth/claim': { status: 200, body: user } });
    renderPage(<ClaimPage />, { url: '/claim?token=tok1' });
    expect(await screen.findByText('Invited by Dana Reyes')).toBeTruthy();
    expect(screen.getByText(/Dana Reyes, Reyes Home Loans, NMLS #123456 set up this account for you/)).toBeTruthy();
    const consent = screen.getByLabelText('Share my mortgage details with Dana Reyes') as HTMLInputElement;
    expect(consent.checked).toBe(false);
    fireEvent.click(consent);
    fireEvent.change(screen.getByLabelText(/^Choose a password/), { target: { value: 'tulip ledger orbit quietly' } });
    fireEvent.change(screen.getByLabelText(/^Confirm/), { target: { value: 'tulip ledger orbit quietly' } });
    fireEvent.click(screen.getByRole('button', { name: 'Claim my account' }));
    // The router's navigation is a transition, rendered after the toast: on a loaded CI machine
    // (the password meter's 1 MB word lists load lazily beside it) that took over waitFor's 1 s.
    await waitFor(() => expect([location(), lastToast()?.title]).toEqual(['/Dashboard', 'Welcome to Homewise!']), { timeout: 10_000 });
    expect(calls.find((c) => c.method === 'POST')!.body).toEqual({ token: 'tok1', password: 'tulip ledger orbit quietly', shareConsent: true });
  });

  it('says plainly when the link does not work', async () => {
    fakeApi({ 'GET /auth/claim/old': { status: 400, body: { statusCode: 400, message: 'This invitation link is invalid, used or expired.' } } });
    renderPage(<ClaimPage />, { url: '/claim?token=old' });
    expect(await screen.findByText('This invitation link is invalid, used or expired.')).toBeTruthy();
  });
});

describe('Unsubscribe', () => {
  it('asks first, unsubscribes, confirms, and resubscribes', async () => {
    const status = { email: 'c***@example.com', loanOfficerName: 'Dana Reyes', unsubscribed: false, unsubscribedAt: null };
    const calls = fakeApi({
      'GET /unsubscribe/tok': { status: 200, body: status },
      'POST /unsubscribe/tok': { status: 200, body: { ...status, unsubscribed: true, unsubscribedAt: '2026-11-24T12:00:00Z' } },
      'DELETE /unsubscribe/tok': { status: 200, body: status },
    });
    renderPage(<UnsubscribePage />, { url: '/unsubscribe?token=tok' });
    expect(await screen.findByText(/Stop the monthly digest and the rate and equity alerts from Dana Reyes/)).toBeTruthy();
    expect(calls.filter((c) => c.method !== 'GET')).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: 'Unsubscribe' }));
    expect(await screen.findByText('No more digests or alerts')).toBeTruthy();
    expect(lastToast()).toMatchObject({ title: 'Unsubscribed' });
    fireEvent.click(screen.getByRole('button', { name: 'Resubscribe' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Unsubscribe' })).toBeTruthy());
  });
});
