import { fireEvent, screen, waitFor } from '@testing-library/react';
import { endSession, sessionStore, setUser, toastStore } from '@homewise/platform';
import { fakeApi, renderPage, restoreApi, testUser, type FakeAnswer } from '@homewise/platform/testing';
import { VerifyEmailPage } from './VerifyEmailPage';

const VERIFIED = 'Thank you! Your email address is confirmed.';
const INVALID = 'This confirmation link is invalid or has expired. Sign in and ask for a new one from the banner at the top of the page.';
const unverified = testUser({ emailVerified: false, email: 'casey@example.com' });
const unauthorized: FakeAnswer = { status: 401, body: { statusCode: 401, message: 'Unauthorized' } };

let tokens = 0;
/** A token of its own per test: the page remembers a link it already used. */
const freshToken = () => `token-${(tokens += 1)}`;

beforeEach(() => {
  toastStore.setState({ toasts: [] });
  endSession();
});
afterEach(restoreApi);

describe('Verify email', () => {
  it('confirms the address (a spinner meanwhile), refreshes the user, and leads to the Dashboard', async () => {
    setUser(unverified);
    const token = freshToken();
    const calls = fakeApi({
      'POST /auth/verify-email': { status: 200, body: { message: VERIFIED } },
      'GET /auth/user': { status: 200, body: { ...unverified, emailVerified: true } },
    });
    renderPage(<VerifyEmailPage />, { url: `/verify-email?token=${token}` });
    expect(screen.getByRole('heading', { level: 1, name: 'Confirming your email…' })).toBeTruthy();
    expect(screen.getByRole('status', { name: 'Confirming your email address' })).toBeTruthy();
    expect(await screen.findByRole('heading', { level: 1, name: 'Email confirmed' })).toBeTruthy();
    expect(screen.getByText(VERIFIED)).toBeTruthy();
    // The shell's banner reads this user: confirmed now.
    expect(sessionStore.getState().user?.emailVerified).toBe(true);
    expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual(['POST /auth/verify-email', 'GET /auth/user']);
    expect(calls[0].body).toEqual({ token });
    fireEvent.click(screen.getByRole('link', { name: 'Go to your Dashboard' }));
    expect(screen.getByTestId('location').textContent).toBe('/Dashboard');
  });

  it('works signed out too, and then offers to sign in', async () => {
    fakeApi({ 'POST /auth/verify-email': { status: 200, body: { message: VERIFIED } }, 'GET /auth/user': unauthorized });
    renderPage(<VerifyEmailPage />, { url: `/verify-email?token=${freshToken()}` });
    await screen.findByRole('heading', { level: 1, name: 'Email confirmed' });
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/login?returnTo=%2FDashboard');
    expect(screen.queryByRole('link', { name: 'Go to your Dashboard' })).toBeNull();
  });

  it('uses a link once, however often the page mounts (React development runs effects twice)', async () => {
    const token = freshToken();
    const calls = fakeApi({ 'POST /auth/verify-email': { status: 200, body: { message: VERIFIED } }, 'GET /auth/user': unauthorized });
    const first = renderPage(<VerifyEmailPage />, { url: `/verify-email?token=${token}` });
    first.unmount();
    renderPage(<VerifyEmailPage />, { url: `/verify-email?token=${token}` });
    await screen.findByRole('heading', { level: 1, name: 'Email confirmed' });
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1);
  });

  it('says an expired or used link does not work and, signed in, sends a new one', async () => {
    setUser(unverified);
    const calls = fakeApi({
      'POST /auth/verify-email': { status: 400, body: { statusCode: 400, message: INVALID } },
      'GET /auth/user': { status: 200, body: unverified },
      'POST /auth/resend-verification': { status: 200, body: { message: 'We sent a new confirmation link. Please check your inbox.' } },
    });
    renderPage(<VerifyEmailPage />, { url: `/verify-email?token=${freshToken()}` });
    expect(await screen.findByRole('heading', { level: 1, name: 'This link does not work' })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe('This confirmation link is invalid or has expired. We can send a new one to casey@example.com.');
    fireEvent.click(screen.getByRole('button', { name: 'Send a new link' }));
    expect(screen.getByRole('button', { name: 'Sending...' })).toHaveProperty('disabled', true);
    expect(await screen.findByText('Verification Email Sent')).toBeTruthy();
    expect(screen.getByText('We sent a new confirmation link. Please check your inbox.')).toBeTruthy();
    expect(calls.filter((c) => c.url === '/auth/resend-verification')).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'Go to your Dashboard' })).toBeTruthy();
  });

  it('shows the rate limit’s words when too many new links were asked for', async () => {
    setUser(unverified);
    fakeApi({
      'POST /auth/verify-email': { status: 400, body: { statusCode: 400, message: INVALID } },
      'GET /auth/user': { status: 200, body: unverified },
      'POST /auth/resend-verification': { status: 429, body: { statusCode: 429, message: 'Too many attempts. Please wait 42 minutes and try again.' } },
    });
    renderPage(<VerifyEmailPage />, { url: `/verify-email?token=${freshToken()}` });
    fireEvent.click(await screen.findByRole('button', { name: 'Send a new link' }));
    expect(await screen.findByText('Email Not Sent')).toBeTruthy();
    expect(screen.getByText('Too many attempts. Please wait 42 minutes and try again.')).toBeTruthy();
  });

  it('signed out, an invalid link gives the server’s explanation and the way to sign in', async () => {
    fakeApi({ 'POST /auth/verify-email': { status: 400, body: { statusCode: 400, message: INVALID } }, 'GET /auth/user': unauthorized });
    renderPage(<VerifyEmailPage />, { url: `/verify-email?token=${freshToken()}` });
    await screen.findByRole('heading', { level: 1, name: 'This link does not work' });
    expect(screen.getByRole('alert').textContent).toBe(INVALID);
    expect(screen.queryByRole('button', { name: 'Send a new link' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Sign in' })).toBeTruthy();
  });

  it('tells an already confirmed user there is nothing to do (an old link opened again)', async () => {
    setUser(testUser({ emailVerified: true }));
    fakeApi({ 'POST /auth/verify-email': { status: 400, body: { statusCode: 400, message: INVALID } }, 'GET /auth/user': { status: 200, body: testUser({ emailVerified: true }) } });
    renderPage(<VerifyEmailPage />, { url: `/verify-email?token=${freshToken()}` });
    await screen.findByRole('heading', { level: 1, name: 'This link does not work' });
    expect(screen.getByRole('alert').textContent).toBe('Your email address is already confirmed. There is nothing more to do.');
    expect(screen.queryByRole('button', { name: 'Send a new link' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Go to your Dashboard' })).toBeTruthy();
  });

  it('without a token asks the server nothing and says the link is incomplete', async () => {
    const calls = fakeApi({ 'GET /auth/user': unauthorized });
    renderPage(<VerifyEmailPage />, { url: '/verify-email' });
    expect(screen.getByRole('heading', { level: 1, name: 'This link does not work' })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toMatch(/This confirmation link is incomplete/);
    await waitFor(() => expect(calls.map((c) => c.url)).toEqual(['/auth/user']));
  });

  it('when Homewise cannot be reached (or limits tries), keeps the link and lets the visitor try again', async () => {
    let answer: FakeAnswer = 'network-error';
    const calls = fakeApi({ 'POST /auth/verify-email': () => answer, 'GET /auth/user': unauthorized });
    renderPage(<VerifyEmailPage />, { url: `/verify-email?token=${freshToken()}` });
    expect(await screen.findByRole('heading', { level: 1, name: 'We could not confirm your email' })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe('We could not reach Homewise. Please check your connection and try again.');
    answer = { status: 429, body: { statusCode: 429, message: 'Too many attempts. Please wait 5 minutes and try again.' } };
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Too many attempts. Please wait 5 minutes and try again.')).toBeTruthy();
    answer = { status: 200, body: { message: VERIFIED } };
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await screen.findByRole('heading', { level: 1, name: 'Email confirmed' });
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(3);
  });
});
