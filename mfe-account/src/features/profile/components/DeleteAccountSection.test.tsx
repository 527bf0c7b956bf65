import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { sessionStore, setUser, toastStore } from '@homewise/platform';
import { fakeApi, renderPage, restoreApi, type FakeAnswer } from '@homewise/platform/testing';
import type { User } from '@homewise/contracts';
import { ProfilePage } from '../ProfilePage';

// The Security section below the profile loads the signed-in devices (its own tests: features/security).
const NO_OTHER_SESSIONS = { status: 200, body: { sessions: [] } } as const;

const user: User = {
  id: 'u1', email: 'ada@example.com', firstName: 'Ada', lastName: 'Lovelace', fullName: 'Ada Lovelace', phone: null,
  role: 'customer', onboardingCompleted: true, plan: null, referralCode: null, loanOfficerId: null, planTrialEndsAt: null, emailVerified: true, createdAt: '2026-01-01T00:00:00Z',
};

beforeEach(() => {
  setUser(user);
  toastStore.setState({ toasts: [] });
});
afterEach(restoreApi);

/** The Profile page (no mortgage yet) with DELETE /user answering `answer`; returns the calls. */
async function openDeleteDialog(answer: FakeAnswer = { status: 200, body: { message: 'Account deleted' } }) {
  const calls = fakeApi({ 'GET /auth/sessions': NO_OTHER_SESSIONS, 'GET /mortgage-profile': { status: 200, body: null }, 'DELETE /user': answer });
  renderPage(<ProfilePage />, { url: '/Profile' });
  const zone = await screen.findByRole('region', { name: 'Delete Account' });
  fireEvent.click(within(zone).getByRole('button', { name: 'Delete Account' }));
  const dialog = screen.getByRole('dialog', { name: 'Delete your account?' });
  return { calls, zone, dialog, password: within(dialog).getByLabelText('Password') as HTMLInputElement };
}

const deleteCalls = (calls: { method: string; url: string }[]) => calls.filter((c) => c.method === 'DELETE');

describe('Delete Account', () => {
  it('sits below the profile in view mode, says what goes and that it cannot be undone, and hides while editing', async () => {
    fakeApi({ 'GET /auth/sessions': NO_OTHER_SESSIONS, 'GET /mortgage-profile': { status: 200, body: null } });
    renderPage(<ProfilePage />, { url: '/Profile' });
    const zone = await screen.findByRole('region', { name: 'Delete Account' });
    expect(zone.textContent).toMatch(/mortgage details/);
    expect(zone.textContent).toMatch(/extra payment/);
    expect(zone.textContent).toMatch(/loan officer/);
    expect(zone.textContent).toMatch(/cannot be undone/);
    // Last on the page, after the profile's own cards.
    const mortgage = screen.getByRole('region', { name: 'Mortgage Information' });
    expect(mortgage.compareDocumentPosition(zone) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(mortgage.closest('form')?.contains(zone)).toBe(false);
    expect(zone.textContent).not.toMatch(/branded page/);
    fireEvent.click(screen.getByRole('button', { name: 'Edit Profile' }));
    expect(screen.queryByRole('region', { name: 'Delete Account' })).toBeNull();
  });

  it('tells a loan officer that their clients keep their accounts', async () => {
    setUser({ ...user, role: 'loan_officer', plan: 'free', referralCode: 'ADA123' });
    fakeApi({ 'GET /auth/sessions': NO_OTHER_SESSIONS, 'GET /mortgage-profile': { status: 200, body: null } });
    renderPage(<ProfilePage />, { url: '/Profile' });
    const zone = await screen.findByRole('region', { name: 'Delete Account' });
    expect(zone.textContent).toMatch(/clients keep their own accounts/);
  });

  it('opens a dialog asking for the password, focused, with Cancel and "Delete My Account"', async () => {
    const { dialog, password, calls } = await openDeleteDialog();
    expect(screen.queryByRole('dialog')).toBe(dialog);
    expect(password.type).toBe('password');
    expect(document.activeElement).toBe(password);
    expect(within(dialog).getByRole('button', { name: 'Delete My Account' }).className).toMatch(/hw-button--danger/);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(deleteCalls(calls)).toEqual([]);
  });

  it('asks for the password before calling the API', async () => {
    const { dialog, calls } = await openDeleteDialog();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete My Account' }));
    expect(within(dialog).getByText('Enter your password to confirm.')).toBeTruthy();
    expect(within(dialog).getByLabelText('Password').getAttribute('aria-invalid')).toBe('true');
    expect(deleteCalls(calls)).toEqual([]);
  });

  it('sends the password, shows "Deleting...", then toasts, forgets the user and goes to "/"', async () => {
    const { dialog, password, calls } = await openDeleteDialog();
    fireEvent.change(password, { target: { value: 'correct-horse' } });
    // Enter in the field submits the dialog's form.
    fireEvent.submit(password.form as HTMLFormElement);
    expect(within(dialog).getByRole('button', { name: 'Deleting...' })).toHaveProperty('disabled', true);
    expect(await screen.findByText('Account Deleted')).toBeTruthy();
    expect(screen.getByText('Your account and mortgage data have been deleted.')).toBeTruthy();
    expect(deleteCalls(calls)).toEqual([expect.objectContaining({ url: '/user', body: { password: 'correct-horse' } })]);
    // The navigation is a React transition: it may land after the toast.
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/'));
    // The session is "not known" (not "logged out"): the shell asks the server again at "/".
    expect(sessionStore.getState()).toMatchObject({ user: null, status: 'idle' });
  });

  it.each([400, 401])('keeps the dialog open with the server message when the password is wrong (%i)', async (status) => {
    const { dialog, password } = await openDeleteDialog({ status, body: { statusCode: status, message: 'The password is incorrect.' } });
    fireEvent.change(password, { target: { value: 'wrong' } });
    const submit = within(dialog).getByRole('button', { name: 'Delete My Account' });
    submit.focus(); // as a click or a keypress on it would
    fireEvent.click(submit);
    expect((await within(dialog).findByRole('alert')).textContent).toBe('The password is incorrect.');
    expect(screen.getByRole('dialog', { name: 'Delete your account?' })).toBe(dialog);
    expect(within(dialog).getByRole('button', { name: 'Delete My Account' })).toHaveProperty('disabled', false);
    expect(document.activeElement).toBe(password);
    expect(screen.getByTestId('location').textContent).toBe('/Profile');
    expect(sessionStore.getState().user).toEqual(user);
    expect(screen.queryByText('Account Deleted')).toBeNull();
  });

  it('falls back to the spec text when the server gives no message, and starts clean when reopened', async () => {
    const { dialog, password, zone } = await openDeleteDialog('network-error');
    fireEvent.change(password, { target: { value: 'anything' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete My Account' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('Failed to delete account. Please try again.');
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' })));
    fireEvent.click(within(zone).getByRole('button', { name: 'Delete Account' }));
    expect(within(dialog).queryByRole('alert')).toBeNull();
    expect(password.value).toBe('');
  });
});
