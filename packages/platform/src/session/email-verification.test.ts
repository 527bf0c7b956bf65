import { waitFor } from '@testing-library/react';
import { fakeApi, restoreApi, testUser } from '../testing';
import { toastStore } from '../toasts/toast-store';
import { resendVerificationEmail } from './email-verification';
import { sessionStore, setUser } from './session-store';

beforeEach(() => {
  toastStore.setState({ toasts: [] });
  setUser(testUser({ emailVerified: false }));
});
afterEach(restoreApi);

describe('resendVerificationEmail', () => {
  it('asks for a new link, toasts the server’s answer and refreshes the user', async () => {
    const calls = fakeApi({
      'POST /auth/resend-verification': { status: 200, body: { message: 'We sent a new confirmation link. Please check your inbox.' } },
      'GET /auth/user': { status: 200, body: testUser({ emailVerified: true }) },
    });
    await expect(resendVerificationEmail()).resolves.toBe(true);
    expect(toastStore.getState().toasts[0]).toMatchObject({
      title: 'Verification Email Sent',
      description: 'We sent a new confirmation link. Please check your inbox.',
      variant: 'success',
    });
    // "Already confirmed" (another tab used a link): the fresh user is what hides the nudge.
    await waitFor(() => expect(sessionStore.getState().user?.emailVerified).toBe(true));
    expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual(['POST /auth/resend-verification', 'GET /auth/user']);
  });

  it('shows the rate limit’s own words and resolves false', async () => {
    fakeApi({
      'POST /auth/resend-verification': { status: 429, body: { statusCode: 429, message: 'Too many attempts. Please wait 42 minutes and try again.' } },
    });
    await expect(resendVerificationEmail()).resolves.toBe(false);
    expect(toastStore.getState().toasts[0]).toMatchObject({
      title: 'Email Not Sent',
      description: 'Too many attempts. Please wait 42 minutes and try again.',
      variant: 'destructive',
    });
    expect(sessionStore.getState().user?.emailVerified).toBe(false);
  });

  it('falls back to a plain sentence when there is no answer', async () => {
    fakeApi({ 'POST /auth/resend-verification': 'network-error' });
    await expect(resendVerificationEmail()).resolves.toBe(false);
    expect(toastStore.getState().toasts[0]).toMatchObject({ title: 'Email Not Sent', description: 'We could not send the email. Please try again.' });
  });
});
