import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { sessionStore, setUser, toastStore } from '@homewise/platform';
import { fakeApi, renderPage, restoreApi, type FakeAnswer } from '@homewise/platform/testing';
import type { User } from '@homewise/contracts';
import { ProfilePage } from '../ProfilePage';

// The Security section below the profile loads the signed-in devices (its own tests: features/security).
const NO_OTHER_SESSIONS = { status: 200, body: { sessions: [] } } as const;

const linked: User = {
  id: 'u1', email: 'casey@example.com', firstName: 'Casey', lastName: 'Client', fullName: 'Casey Client', phone: null,
  role: 'customer', onboardingCompleted: true, plan: null, referralCode: null, loanOfficerId: 'lo1', planTrialEndsAt: null, emailVerified: true, createdAt: '2026-01-01T00:00:00Z',
};
const officer = { name: 'Lee Lender', companyName: 'Acme Home Loans', nmlsId: '1234567', email: 'lee@acme.test', phone: '(555) 010-2000' };

beforeEach(() => {
  setUser(linked);
  toastStore.setState({ toasts: [] });
});
afterEach(restoreApi);

function renderProfile(routes: Record<string, FakeAnswer> = {}) {
  const calls = fakeApi({
    'GET /auth/sessions': NO_OTHER_SESSIONS, 'GET /mortgage-profile': { status: 200, body: null },
    'GET /user/loan-officer': { status: 200, body: { loanOfficer: officer, sharingConsentAt: '2026-03-01T15:30:00Z' } },
    'GET /user/mail-preferences': { status: 200, body: { digests: true } },
    'PATCH /user/mail-preferences': { status: 200, body: { digests: false } },
    'GET /auth/user': { status: 200, body: { ...linked, loanOfficerId: null } },
    ...routes,
  });
  renderPage(<ProfilePage />, { url: '/Profile' });
  return calls;
}

describe('Your Loan Officer (Profile page)', () => {
  it('shows whom the data is shared with, what they see, and how to reach them', async () => {
    renderProfile();
    const card = await screen.findByRole('region', { name: 'Your Loan Officer' });
    expect(await within(card).findByText('Lee Lender')).toBeTruthy();
    expect(card.textContent).toMatch(/Acme Home Loans/);
    expect(card.textContent).toMatch(/1234567/);
    expect(card.textContent).toMatch(/loan balance, interest rate, monthly payment and home equity/);
    expect(within(card).getByRole('link', { name: 'lee@acme.test' }).getAttribute('href')).toBe('mailto:lee@acme.test');
    expect(within(card).getByRole('link', { name: '(555) 010-2000' }).getAttribute('href')).toBe('tel:5550102000');
  });

  it('shows when the homeowner agreed to share, and switches the monthly digest off', async () => {
    const calls = renderProfile();
    const card = await screen.findByRole('region', { name: 'Your Loan Officer' });
    expect(await within(card).findByText('You agreed to share')).toBeTruthy();
    expect(card.textContent).toMatch(/Mar 1, 2026/);
    const digest = (await within(card).findByLabelText('Monthly digest and alerts from Lee Lender by email')) as HTMLInputElement;
    expect(digest.checked).toBe(true);
    fireEvent.click(digest);
    await waitFor(() => expect(digest.checked).toBe(false));
    expect(calls.filter((c) => c.method === 'PATCH').map((c) => [c.url, c.body])).toEqual([['/user/mail-preferences', { digests: false }]]);
  });

  it('an account linked before consent was recorded says how the sharing began, not an agreement with no date', async () => {
    renderProfile({ 'GET /user/loan-officer': { status: 200, body: { loanOfficer: officer, sharingConsentAt: null } } });
    const card = await screen.findByRole('region', { name: 'Your Loan Officer' });
    await within(card).findByText('Lee Lender');
    expect(card.textContent).toMatch(/You signed up through your loan officer's link, so they can see/);
    expect(card.textContent).not.toMatch(/You agreed to share/);
    expect(within(card).getByRole('button', { name: 'Stop Sharing' })).toBeTruthy();
  });

  it('is not there for a user who signed up without a loan officer (and nothing is asked)', async () => {
    setUser({ ...linked, loanOfficerId: null });
    const calls = renderProfile();
    await screen.findByRole('region', { name: 'Delete Account' });
    expect(screen.queryByRole('region', { name: 'Your Loan Officer' })).toBeNull();
    expect(calls.some((c) => c.url === '/user/loan-officer')).toBe(false);
  });

  it('Stop Sharing asks first; confirming ends the link, says so, and the card goes', async () => {
    const calls = renderProfile({ 'DELETE /user/loan-officer': { status: 200, body: { message: 'You no longer share your data with Lee Lender.' } } });
    const card = await screen.findByRole('region', { name: 'Your Loan Officer' });
    await within(card).findByText('Lee Lender');
    fireEvent.click(within(card).getByRole('button', { name: 'Stop Sharing' }));
    const dialog = screen.getByRole('dialog', { name: 'Stop sharing with Lee Lender?' });
    expect(calls.filter((c) => c.method === 'DELETE')).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Stop Sharing' }));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Your Loan Officer' })).toBeNull());
    expect(calls.filter((c) => c.method === 'DELETE').map((c) => c.url)).toEqual(['/user/loan-officer']);
    expect(sessionStore.getState().user?.loanOfficerId).toBeNull();
    expect(toastStore.getState().toasts[0]).toMatchObject({ title: 'Sharing Stopped', description: 'You no longer share your data with Lee Lender.' });
  });

  it('Cancel keeps the link', async () => {
    const calls = renderProfile();
    const card = await screen.findByRole('region', { name: 'Your Loan Officer' });
    fireEvent.click(within(card).getByRole('button', { name: 'Stop Sharing' }));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    expect(calls.filter((c) => c.method === 'DELETE')).toHaveLength(0);
    expect(screen.getByRole('region', { name: 'Your Loan Officer' })).toBeTruthy();
  });

  it('a failure is shown in the dialog and nothing changes', async () => {
    renderProfile({ 'DELETE /user/loan-officer': { status: 500, body: { message: 'Something went wrong on our side.' } } });
    const card = await screen.findByRole('region', { name: 'Your Loan Officer' });
    fireEvent.click(within(card).getByRole('button', { name: 'Stop Sharing' }));
    const dialog = screen.getByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Stop Sharing' }));
    expect(await within(dialog).findByText('Something went wrong on our side.')).toBeTruthy();
    expect(sessionStore.getState().user?.loanOfficerId).toBe('lo1');
    expect(screen.getByRole('region', { name: 'Your Loan Officer' })).toBeTruthy();
  });

  it('when the details cannot be loaded it says so (and logs why) and still offers Stop Sharing', async () => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderProfile({ 'GET /user/loan-officer': { status: 500, body: { message: 'Down' } } });
    const card = await screen.findByRole('region', { name: 'Your Loan Officer' });
    expect(await within(card).findByText("We could not load your loan officer's details")).toBeTruthy();
    expect(within(card).getByRole('button', { name: 'Stop Sharing' })).toBeTruthy();
    expect(log).toHaveBeenCalledWith('Failed to load the loan officer', expect.anything());
    log.mockRestore();
  });
});
