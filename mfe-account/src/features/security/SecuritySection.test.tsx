import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { setUser, toastStore } from '@homewise/platform';
import { fakeApi, renderPage, restoreApi, testUser, type FakeAnswer, type FakeCall } from '@homewise/platform/testing';
import type { ActiveSession } from '@homewise/contracts';
import { ProfilePage } from '../profile/ProfilePage';
import { SecuritySection } from './SecuritySection';

// The jest clock: 2025-03-14 12:00 UTC (8:00 AM in New York).
const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();
const user = testUser({ email: 'casey@example.com' });
const thisDevice: ActiveSession = {
  id: 's1', device: 'Firefox on Windows', ipAddress: '203.0.113.7', signedInAt: '2025-03-10T14:00:00.000Z', lastSeenAt: minutesAgo(0), current: true,
};
const phone: ActiveSession = {
  id: 's2', device: 'Safari on iOS', ipAddress: '198.51.100.4', signedInAt: '2025-03-12T14:00:00.000Z', lastSeenAt: minutesAgo(3), current: false,
};
const laptop: ActiveSession = {
  id: 's3', device: 'Chrome on macOS', ipAddress: null, signedInAt: '2025-03-01T14:00:00.000Z', lastSeenAt: minutesAgo(60 * 26), current: false,
};

/** The server's sessions: a list the fake DELETEs change, as the real ones do. */
function serveSessions(initial: ActiveSession[], routes: Record<string, FakeAnswer | ((call: FakeCall) => FakeAnswer)> = {}) {
  const state = { sessions: [...initial] };
  const calls = fakeApi({
    'GET /auth/sessions': () => ({ status: 200, body: { sessions: state.sessions } }),
    'DELETE /auth/sessions/others': () => {
      const signedOut = state.sessions.filter((s) => !s.current).length;
      state.sessions = state.sessions.filter((s) => s.current);
      return { status: 200, body: { message: `Signed out of ${signedOut} other devices.`, signedOut } };
    },
    'DELETE /auth/sessions/s2': () => {
      state.sessions = state.sessions.filter((s) => s.id !== 's2');
      return { status: 200, body: { message: 'That device has been signed out.' } };
    },
    ...routes,
  });
  return { state, calls };
}

const sessionLoads = (calls: FakeCall[]) => calls.filter((c) => c.method === 'GET' && c.url === '/auth/sessions').length;
const section = () => screen.getByRole('region', { name: 'Security' });
const deviceList = () => screen.getByRole('list', { name: 'Signed-in devices' });
const rows = () => within(deviceList()).getAllByRole('listitem');

beforeEach(() => {
  setUser(user);
  toastStore.setState({ toasts: [] });
});
afterEach(restoreApi);

describe('Security: where you are signed in', () => {
  it('shows a skeleton, then the devices: this one marked and first, each last seen "n minutes ago"', async () => {
    serveSessions([thisDevice, phone, laptop]);
    renderPage(<SecuritySection user={user} />, { url: '/Profile' });
    expect(screen.getByRole('status', { name: 'Loading your devices' })).toBeTruthy();
    await screen.findByRole('list', { name: 'Signed-in devices' });
    expect(screen.queryByRole('status', { name: 'Loading your devices' })).toBeNull();
    const [first, second, third] = rows();
    expect(first.textContent).toMatch(/Firefox on WindowsThis device/);
    expect(first.textContent).toMatch(/Last seen just now · 203\.0\.113\.7 · Signed in Mar 10, 2025, 10:00 AM/);
    expect(within(first).queryByRole('button')).toBeNull();
    expect(second.textContent).toMatch(/Safari on iOS/);
    expect(second.textContent).not.toMatch(/This device/);
    expect(second.textContent).toMatch(/Last seen 3 minutes ago/);
    // The exact moment for a pointer's tooltip and for machines.
    const seen = second.querySelector('time')!;
    expect(seen.getAttribute('dateTime')).toBe(phone.lastSeenAt);
    expect(seen.getAttribute('title')).toBe('Mar 14, 2025, 7:57 AM');
    expect(third.textContent).toMatch(/Last seen yesterday · Signed in/);
    expect(within(second).getByRole('button', { name: 'Sign out Safari on iOS' })).toBeTruthy();
    expect(within(third).getByRole('button', { name: 'Sign out Chrome on macOS' })).toBeTruthy();
  });

  it('says so when this is the only device, with no "Sign out everywhere else"', async () => {
    serveSessions([thisDevice]);
    renderPage(<SecuritySection user={user} />, { url: '/Profile' });
    expect(await screen.findByText('You are not signed in anywhere else.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Sign out everywhere else' })).toBeNull();
  });

  it('shows the failure with "Try again", which loads the list', async () => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    let fail = true;
    fakeApi({
      'GET /auth/sessions': () => (fail ? { status: 500, body: { statusCode: 500, message: 'Internal server error' } } : { status: 200, body: { sessions: [thisDevice] } }),
    });
    renderPage(<SecuritySection user={user} />, { url: '/Profile' });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toMatch(/Your devices could not be loaded/);
    expect(alert.textContent).toMatch(/Internal server error/);
    fail = false;
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await screen.findByRole('list', { name: 'Signed-in devices' });
    expect(screen.queryByRole('alert')).toBeNull();
    log.mockRestore();
  });

  it('asks for the user again when this session has ended (401), so the shell can say "logged out"', async () => {
    const calls = fakeApi({
      'GET /auth/sessions': { status: 401, body: { statusCode: 401, message: 'Unauthorized' } },
      'GET /auth/user': { status: 401, body: { statusCode: 401, message: 'Unauthorized' } },
    });
    renderPage(<SecuritySection user={user} />, { url: '/Profile' });
    await waitFor(() => expect(calls.map((c) => c.url)).toContain('/auth/user'));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('signs one other device out: toast, the list reloads, the focus stays in the section', async () => {
    const { calls } = serveSessions([thisDevice, phone, laptop]);
    renderPage(<SecuritySection user={user} />, { url: '/Profile' });
    await screen.findByRole('list', { name: 'Signed-in devices' });
    const button = screen.getByRole('button', { name: 'Sign out Safari on iOS' });
    fireEvent.click(button);
    expect(button.textContent).toBe('Signing out...');
    expect(await screen.findByText('Device Signed Out')).toBeTruthy();
    expect(screen.getByText('That device has been signed out.')).toBeTruthy();
    await waitFor(() => expect(rows()).toHaveLength(2));
    expect(screen.queryByText('Safari on iOS')).toBeNull();
    expect(calls.filter((c) => c.method === 'DELETE').map((c) => c.url)).toEqual(['/auth/sessions/s2']);
    expect(sessionLoads(calls)).toBe(2);
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Where you are signed in' })));
  });

  it('tells when the device had already gone (404) and shows the fresh list', async () => {
    const { state, calls } = serveSessions([thisDevice, phone], {
      'DELETE /auth/sessions/s2': () => {
        state.sessions = [thisDevice];
        return { status: 404, body: { statusCode: 404, message: 'Session not found.' } };
      },
    });
    renderPage(<SecuritySection user={user} />, { url: '/Profile' });
    fireEvent.click(await screen.findByRole('button', { name: 'Sign out Safari on iOS' }));
    expect(await screen.findByText('Already Signed Out')).toBeTruthy();
    expect(screen.getByText('Safari on iOS was no longer signed in.')).toBeTruthy();
    await screen.findByText('You are not signed in anywhere else.');
    expect(sessionLoads(calls)).toBe(2);
  });

  it('shows the server’s message when one device could not be signed out', async () => {
    serveSessions([thisDevice, phone], { 'DELETE /auth/sessions/s2': { status: 429, body: { statusCode: 429, message: 'Too many attempts. Please wait 1 minute and try again.' } } });
    renderPage(<SecuritySection user={user} />, { url: '/Profile' });
    fireEvent.click(await screen.findByRole('button', { name: 'Sign out Safari on iOS' }));
    expect(await screen.findByText('Sign Out Failed')).toBeTruthy();
    expect(screen.getByText('Too many attempts. Please wait 1 minute and try again.')).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Sign out Safari on iOS' })).toHaveProperty('disabled', false);
  });
});

describe('Security: sign out everywhere else', () => {
  async function openDialog(routes: Parameters<typeof serveSessions>[1] = {}) {
    const served = serveSessions([thisDevice, phone, laptop], routes);
    renderPage(<SecuritySection user={user} />, { url: '/Profile' });
    fireEvent.click(await screen.findByRole('button', { name: 'Sign out everywhere else' }));
    return { ...served, dialog: screen.getByRole('dialog', { name: 'Sign out everywhere else?' }) };
  }

  it('asks first; Cancel changes nothing', async () => {
    const { dialog, calls } = await openDialog();
    expect(dialog.textContent).toMatch(/\(2\) is signed out at once\. You stay signed in here\./);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(calls.filter((c) => c.method === 'DELETE')).toEqual([]);
    expect(rows()).toHaveLength(3);
  });

  it('signs the others out: "Signing out...", the server’s count in a toast, only this device left', async () => {
    const { dialog, calls } = await openDialog();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Sign Out Everywhere Else' }));
    expect(within(dialog).getByRole('button', { name: 'Signing out...' })).toHaveProperty('disabled', true);
    expect(await screen.findByText('Signed Out Everywhere Else')).toBeTruthy();
    expect(screen.getByText('Signed out of 2 other devices.')).toBeTruthy();
    await screen.findByText('You are not signed in anywhere else.');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(rows()).toHaveLength(1);
    expect(rows()[0].textContent).toMatch(/This device/);
    expect(calls.filter((c) => c.method === 'DELETE').map((c) => c.url)).toEqual(['/auth/sessions/others']);
    expect(screen.queryByRole('button', { name: 'Sign out everywhere else' })).toBeNull();
  });

  it('keeps the dialog open with the message when it fails', async () => {
    const { dialog } = await openDialog({ 'DELETE /auth/sessions/others': 'network-error' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Sign Out Everywhere Else' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('The other devices could not be signed out. Please try again.');
    expect(screen.getByRole('dialog', { name: 'Sign out everywhere else?' })).toBe(dialog);
    expect(within(dialog).getByRole('button', { name: 'Sign Out Everywhere Else' })).toHaveProperty('disabled', false);
    expect(rows()).toHaveLength(3);
  });
});

describe('Security: change password', () => {
  async function renderForm(routes: Parameters<typeof serveSessions>[1] = {}) {
    const served = serveSessions([thisDevice, phone], routes);
    renderPage(<SecuritySection user={user} />, { url: '/Profile' });
    await screen.findByRole('list', { name: 'Signed-in devices' });
    const form = within(screen.getByRole('group', { name: 'Change Password' }));
    const fill = (current: string, next: string, confirmation = next) => {
      fireEvent.change(form.getByLabelText('Current Password'), { target: { value: current } });
      fireEvent.change(form.getByLabelText('New Password'), { target: { value: next } });
      fireEvent.change(form.getByLabelText('Confirm Password'), { target: { value: confirmation } });
    };
    const submit = () => fireEvent.click(form.getByRole('button', { name: 'Change Password' }));
    const posts = () => served.calls.filter((c) => c.method === 'POST');
    return { ...served, form, fill, submit, posts };
  }

  it('has the current password, and the new one with the signup rules’ hint and confirmation', async () => {
    const { form } = await renderForm();
    expect(form.getByLabelText('Current Password').getAttribute('autocomplete')).toBe('current-password');
    expect(form.getByLabelText('New Password').getAttribute('autocomplete')).toBe('new-password');
    expect(form.getByText('At least 8 characters')).toBeTruthy();
    expect((form.getByLabelText('Confirm Password') as HTMLInputElement).type).toBe('password');
  });

  it('asks for the current password before anything is sent', async () => {
    const { form, fill, submit, posts } = await renderForm();
    fill('', 'a-new-password');
    submit();
    expect(form.getByText('Enter your current password.')).toBeTruthy();
    expect(form.getByLabelText('Current Password').getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(form.getByLabelText('Current Password'));
    expect(posts()).toEqual([]);
  });

  it.each([
    ['a-new-password', 'another-password', 'Password Mismatch', 'Passwords do not match. Please try again.'],
    ['short', 'short', 'Weak Password', 'Password must be at least 8 characters long.'],
  ])('checks the new password as signup does (%s / %s → %s)', async (next, confirmation, title, description) => {
    const { fill, submit, posts } = await renderForm();
    fill('old-password', next, confirmation);
    submit();
    expect(toastStore.getState().toasts[0]).toMatchObject({ title, description, variant: 'destructive' });
    expect(posts()).toEqual([]);
  });

  it('changes it: "Changing...", a toast about the other devices and the mail, cleared fields, the list reloaded', async () => {
    const { calls, form, fill, submit, posts, state } = await renderForm({
      'POST /auth/change-password': () => {
        state.sessions = [thisDevice];
        return { status: 200, body: { message: 'Your password has been changed. Every other device has been signed out.' } };
      },
    });
    fill('old-password', 'a-new-password');
    submit();
    expect(form.getByRole('button', { name: 'Changing...' })).toHaveProperty('disabled', true);
    expect(await screen.findByText('Password Changed')).toBeTruthy();
    expect(
      screen.getByText('Your password has been changed. Every other device has been signed out. We emailed a confirmation to casey@example.com.'),
    ).toBeTruthy();
    expect(posts()).toEqual([expect.objectContaining({ url: '/auth/change-password', body: { currentPassword: 'old-password', newPassword: 'a-new-password' } })]);
    for (const label of ['Current Password', 'New Password', 'Confirm Password']) expect((form.getByLabelText(label) as HTMLInputElement).value).toBe('');
    await screen.findByText('You are not signed in anywhere else.');
    expect(sessionLoads(calls)).toBe(2);
  });

  it('says plainly when the current password is wrong, and puts the cursor back in it', async () => {
    const { form, fill, submit } = await renderForm({
      'POST /auth/change-password': {
        status: 400,
        body: { statusCode: 400, message: 'Your current password is not correct. Your password has not been changed.' },
      },
    });
    fill('wrong-password', 'a-new-password');
    submit();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('Your password was not changedYour current password is not correct. Your password has not been changed.');
    expect(document.activeElement).toBe(form.getByLabelText('Current Password'));
    expect((form.getByLabelText('New Password') as HTMLInputElement).value).toBe('a-new-password');
    expect(form.getByRole('button', { name: 'Change Password' })).toHaveProperty('disabled', false);
    expect(toastStore.getState().toasts).toEqual([]);
  });

  it('sends the cursor to the new password when that is what the server refused', async () => {
    const { form, fill, submit } = await renderForm({
      'POST /auth/change-password': { status: 400, body: { statusCode: 400, message: 'Choose a new password that is different from your current one.' } },
    });
    fill('same-password', 'same-password');
    submit();
    expect((await screen.findByRole('alert')).textContent).toMatch(/different from your current one/);
    expect(document.activeElement).toBe(form.getByLabelText('New Password'));
  });

  it('falls back to a plain sentence without an answer, and clears the failure on the next try', async () => {
    let answer: FakeAnswer = 'network-error';
    const { fill, submit } = await renderForm({ 'POST /auth/change-password': () => answer });
    fill('old-password', 'a-new-password');
    submit();
    expect((await screen.findByRole('alert')).textContent).toMatch(/Your password could not be changed\. Please try again\./);
    answer = { status: 200, body: { message: 'Your password has been changed. Every other device has been signed out.' } };
    await act(async () => submit());
    await screen.findByText('Password Changed');
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('Security: this session ended elsewhere meanwhile', () => {
  const unauthorized: FakeAnswer = { status: 401, body: { statusCode: 401, message: 'Unauthorized' } };

  it.each([
    ['changing the password', async () => {
      const form = within(screen.getByRole('group', { name: 'Change Password' }));
      fireEvent.change(form.getByLabelText('Current Password'), { target: { value: 'old-password' } });
      fireEvent.change(form.getByLabelText('New Password'), { target: { value: 'a-new-password' } });
      fireEvent.change(form.getByLabelText('Confirm Password'), { target: { value: 'a-new-password' } });
      fireEvent.click(form.getByRole('button', { name: 'Change Password' }));
    }],
    ['signing out everywhere else', async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Sign out everywhere else' }));
      fireEvent.click(screen.getByRole('button', { name: 'Sign Out Everywhere Else' }));
    }],
    ['signing out one device', async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Sign out Safari on iOS' }));
    }],
  ])('%s asks for the user again (the shell says "logged out") instead of reporting "Unauthorized"', async (_, perform) => {
    const { calls } = serveSessions([thisDevice, phone], {
      'POST /auth/change-password': unauthorized,
      'DELETE /auth/sessions/others': unauthorized,
      'DELETE /auth/sessions/s2': unauthorized,
      'GET /auth/user': unauthorized,
    });
    renderPage(<SecuritySection user={user} />, { url: '/Profile' });
    await screen.findByRole('list', { name: 'Signed-in devices' });
    await perform();
    await waitFor(() => expect(calls.map((c) => c.url)).toContain('/auth/user'));
    expect(screen.queryByText(/Unauthorized/)).toBeNull();
    expect(toastStore.getState().toasts).toEqual([]);
  });
});

describe('the Security section on the Profile page', () => {
  it('sits below the profile in view mode and hides while editing', async () => {
    // No mortgage profile yet: the page still shows its sections.
    serveSessions([thisDevice], { 'GET /mortgage-profile': { status: 200, body: null } });
    renderPage(<ProfilePage />, { url: '/Profile' });
    expect(await screen.findByText('You are not signed in anywhere else.')).toBeTruthy();
    const mortgage = screen.getByRole('region', { name: 'Mortgage Information' });
    expect(mortgage.compareDocumentPosition(section()) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Edit Profile' }));
    expect(screen.queryByRole('region', { name: 'Security' })).toBeNull();
  });
});
