import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { endSession, sessionStore, toastStore } from '@homewise/platform';
import { fakeApi, renderPage, restoreApi } from '@homewise/platform/testing';
import { ForgotPasswordPage } from './ForgotPasswordPage';
import { LoginPage } from './LoginPage';
import { ResetPasswordPage } from './ResetPasswordPage';
import { SignupPage } from './SignupPage';

// The strength estimator loads its word lists on the first keystroke (a lazy chunk of ~1 MB):
// on a loaded machine that takes longer than Testing Library's 1 s default.
const ESTIMATOR_WAIT = { timeout: 10_000 };

const user = {
  id: 'u1', email: 'ada@example.com', firstName: 'Ada', lastName: 'Lovelace', fullName: 'Ada Lovelace', phone: null,
  role: 'customer', onboardingCompleted: false, plan: null, referralCode: null, loanOfficerId: null, planTrialEndsAt: null, emailVerified: true, createdAt: '2026-01-01T00:00:00Z',
};

const location = () => screen.getByTestId('location').textContent;
const lastToast = () => toastStore.getState().toasts[0];
const type = (label: string | RegExp, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const submit = (name: string | RegExp) => fireEvent.click(screen.getByRole('button', { name }));

beforeEach(() => {
  toastStore.setState({ toasts: [] });
  endSession();
});
afterEach(restoreApi);

describe('Login', () => {
  it('signs in, welcomes back and follows a same-site returnTo', async () => {
    const calls = fakeApi({ 'POST /auth/login': { status: 200, body: user } });
    renderPage(<LoginPage />, { url: '/login?returnTo=%2FProfile' });
    type('Email', ' ada@example.com ');
    type('Password', 'correct horse');
    submit('Sign In');
    await waitFor(() => expect(location()).toBe('/Profile'));
    expect(calls[0].body).toEqual({ email: 'ada@example.com', password: 'correct horse' });
    expect(sessionStore.getState().user?.id).toBe('u1');
    expect(lastToast()).toMatchObject({ title: 'Welcome back!', description: 'You have successfully logged in.' });
  });

  it('goes to "/" when returnTo points at another site', async () => {
    fakeApi({ 'POST /auth/login': { status: 200, body: user } });
    renderPage(<LoginPage />, { url: '/login?returnTo=https%3A%2F%2Fevil.example' });
    type('Email', 'ada@example.com');
    type('Password', 'x');
    submit('Sign In');
    await waitFor(() => expect(location()).toBe('/'));
  });

  it('shows "Login Failed" with the server message, or the fallback', async () => {
    fakeApi({ 'POST /auth/login': { status: 401, body: { statusCode: 401, message: 'Invalid email or password' } } });
    renderPage(<LoginPage />, { url: '/login' });
    type('Email', 'ada@example.com');
    type('Password', 'wrong');
    submit('Sign In');
    await waitFor(() => expect(lastToast()).toMatchObject({ title: 'Login Failed', description: 'Invalid email or password' }));
    expect(location()).toBe('/login');
    expect(sessionStore.getState().user).toBeNull();
  });

  it('tells about a network error', async () => {
    fakeApi({ 'POST /auth/login': 'network-error' });
    renderPage(<LoginPage />, { url: '/login' });
    type('Email', 'ada@example.com');
    type('Password', 'x');
    submit('Sign In');
    await waitFor(() => expect(lastToast()).toMatchObject({ title: 'Error', description: 'An error occurred during login. Please try again.' }));
  });

  it('offers the loan officer signup when the URL carries a plan', () => {
    renderPage(<LoginPage />, { url: '/login?returnTo=%2F%3Fplan%3Dpaid&plan=paid' });
    const link = screen.getByRole('link', { name: 'Create loan officer account' });
    expect(link.getAttribute('href')).toBe('/signup?plan=paid');
    expect(screen.getByRole('link', { name: 'Sign up' }).getAttribute('href')).toBe('/signup?plan=paid');
    expect(screen.getByRole('link', { name: 'Forgot password?' }).getAttribute('href')).toBe('/forgot-password');
  });
});

describe('Signup', () => {
  const fill = (password: string, confirm: string) => {
    type('First Name', 'Ada');
    type('Last Name', 'Lovelace');
    type('Email', 'ada@example.com');
    type(/^Password/, password);
    type('Confirm Password', confirm);
  };

  it('refuses mismatched passwords before calling the API', () => {
    const calls = fakeApi({});
    renderPage(<SignupPage />, { url: '/signup' });
    fill('longenough1', 'longenough2');
    submit('Create Account');
    expect(lastToast()).toMatchObject({ title: 'Password Mismatch', description: 'Passwords do not match. Please try again.' });
    expect(calls).toHaveLength(0);
  });

  it('refuses a password under 8 characters', () => {
    const calls = fakeApi({});
    renderPage(<SignupPage />, { url: '/signup' });
    fill('short', 'short');
    submit('Create Account');
    expect(lastToast()).toMatchObject({ title: 'Weak Password', description: 'Password must be at least 8 characters long.' });
    expect(calls).toHaveLength(0);
  });

  it('shows how strong the password is while it is typed', async () => {
    fakeApi({});
    renderPage(<SignupPage />, { url: '/signup' });
    expect(screen.queryByText(/Password strength/)).toBeNull();
    type(/^Password/, 'password');
    const meter = await screen.findByText(/Password strength/, {}, ESTIMATOR_WAIT);
    expect(meter.textContent).toMatch(/^Password strength: Very weak\. .*(common|used) password/);
    type('First Name', 'Ada');
    type('Last Name', 'Lovelace');
    type(/^Password/, 'lovelace-ada');
    await waitFor(() => expect(screen.getByText(/Password strength/).textContent).toMatch(/Very weak|Weak/), ESTIMATOR_WAIT);
    type(/^Password/, 'tulip ledger orbit quietly');
    await waitFor(() => expect(screen.getByText(/Password strength/).textContent).toBe('Password strength: Strong'), ESTIMATOR_WAIT);
    expect(screen.getByRole('progressbar', { name: 'Strength meter' }).getAttribute('aria-valuenow')).toBe('4');
    // Cleared, the meter goes; a new password never shows the old one's word meanwhile.
    type(/^Password/, '');
    expect(screen.queryByText(/Password strength/)).toBeNull();
    type(/^Password/, 'password');
    expect(screen.queryByText('Password strength: Strong')).toBeNull();
    await waitFor(() => expect(screen.getByText(/Password strength/).textContent).toMatch(/^Password strength: Very weak/), ESTIMATOR_WAIT);
  }, 30_000);

  it('creates the account with plan from the URL, then goes to /onboarding', async () => {
    const calls = fakeApi({ 'POST /auth/signup': { status: 201, body: user } });
    renderPage(<SignupPage />, { url: '/signup?plan=free' });
    expect(screen.getByText('At least 8 characters')).toBeTruthy();
    fill('longenough', 'longenough');
    submit('Create Account');
    await waitFor(() => expect(location()).toBe('/onboarding'));
    expect(calls[0].body).toEqual({ email: 'ada@example.com', password: 'longenough', firstName: 'Ada', lastName: 'Lovelace', plan: 'free' });
    expect(lastToast()).toMatchObject({ title: 'Account Created!', description: 'Welcome to the product' });
  });

  const brand = {
    name: 'Reyes Home Loans',
    logoUrl: null,
    primaryColor: '#0f766e',
    loanOfficer: { name: 'Dana Reyes', nmlsId: '123456', email: 'dana@example.com', phone: null, photoUrl: null },
    signupUrl: 'http://app/signup?lo=ABC123',
  };

  it('through an officer’s link names the officer and shares only when the box is ticked', async () => {
    const calls = fakeApi({ 'GET /brands/ABC123': { status: 200, body: brand }, 'POST /auth/signup': { status: 201, body: user } });
    renderPage(<SignupPage />, { url: '/signup?lo=ABC123' });
    expect(await screen.findByText('Invited by Dana Reyes')).toBeTruthy();
    expect(screen.getByText(/Dana Reyes, Reyes Home Loans, NMLS #123456 invited you to Homewise/)).toBeTruthy();
    const consent = screen.getByLabelText('Share my mortgage details with Dana Reyes') as HTMLInputElement;
    expect(consent.checked).toBe(false);
    fireEvent.click(consent);
    fill('longenough', 'longenough');
    submit('Create Account');
    await waitFor(() => expect(location()).toBe('/onboarding'));
    expect(calls.find((c) => c.url.includes('/auth/signup'))!.body).toEqual({
      email: 'ada@example.com',
      password: 'longenough',
      firstName: 'Ada',
      lastName: 'Lovelace',
      lo: 'ABC123',
      shareConsent: true,
    });
  });

  it('without the tick the account is made unlinked (shareConsent false)', async () => {
    const calls = fakeApi({ 'GET /brands/ABC123': { status: 200, body: brand }, 'POST /auth/signup': { status: 201, body: user } });
    renderPage(<SignupPage />, { url: '/signup?lo=ABC123' });
    await screen.findByText('Invited by Dana Reyes');
    fill('longenough', 'longenough');
    submit('Create Account');
    await waitFor(() => expect(location()).toBe('/onboarding'));
    expect(calls.find((c) => c.url.includes('/auth/signup'))!.body).toMatchObject({ lo: 'ABC123', shareConsent: false });
  });

  it('takes a new loan officer to Clients (their own first-run steps), never the homeowners’ onboarding', async () => {
    fakeApi({ 'POST /auth/signup': { status: 201, body: { ...user, role: 'loan_officer', plan: 'free', referralCode: 'AB2CD3EF' } } });
    renderPage(<SignupPage />, { url: '/signup?plan=free' });
    fill('longenough', 'longenough');
    submit('Create Account');
    await waitFor(() => expect(location()).toBe('/Clients'));
  });

  it('shows "Signup Failed" with the server message', async () => {
    fakeApi({ 'POST /auth/signup': { status: 409, body: { statusCode: 409, message: 'An account with this email already exists' } } });
    renderPage(<SignupPage />, { url: '/signup' });
    fill('longenough', 'longenough');
    submit('Create Account');
    await waitFor(() => expect(lastToast()).toMatchObject({ title: 'Signup Failed', description: 'An account with this email already exists' }));
  });
});

describe('Forgot password', () => {
  it('goes form → sent state → form', async () => {
    const calls = fakeApi({ 'POST /auth/request-reset': { status: 200, body: { message: 'ok' } } });
    renderPage(<ForgotPasswordPage />, { url: '/forgot-password' });
    type('Email', 'ada@example.com');
    submit('Send Reset Link');
    await screen.findByText(/The link expires in 1 hour/);
    expect(calls[0].body).toEqual({ email: 'ada@example.com' });
    expect(lastToast()).toMatchObject({ title: 'Email Sent', description: 'If an account exists with this email, a reset link has been sent.' });
    submit('Send Another Email');
    expect(screen.getByRole('button', { name: 'Send Reset Link' })).toBeTruthy();
  });

  it('shows the failure with the fallback text', async () => {
    fakeApi({ 'POST /auth/request-reset': { status: 500, body: 'oops' } });
    renderPage(<ForgotPasswordPage />, { url: '/forgot-password' });
    type('Email', 'ada@example.com');
    submit('Send Reset Link');
    await waitFor(() => expect(lastToast()).toMatchObject({ title: 'Error', description: 'Failed to send reset email' }));
  });
});

describe('Reset password', () => {
  it('sends a missing token to /login with "Invalid Link"', async () => {
    renderPage(<ResetPasswordPage />, { url: '/reset-password' });
    await waitFor(() => expect(location()).toBe('/login'));
    expect(lastToast()).toMatchObject({ title: 'Invalid Link', description: 'This password reset link is invalid.' });
  });

  it('shows the strength meter for the new password', async () => {
    renderPage(<ResetPasswordPage />, { url: '/reset-password?token=t0k3n' });
    type(/^New Password/, '12345678');
    expect((await screen.findByText(/Password strength/, {}, ESTIMATOR_WAIT)).textContent).toMatch(/^Password strength: Very weak/);
  }, 30_000);

  it('resets with the token and goes to /login', async () => {
    const calls = fakeApi({ 'POST /auth/reset-password': { status: 200, body: {} } });
    renderPage(<ResetPasswordPage />, { url: '/reset-password?token=t0k3n' });
    type(/^New Password/, 'brand-new-pass');
    type('Confirm Password', 'brand-new-pass');
    submit('Reset Password');
    await waitFor(() => expect(location()).toBe('/login'));
    expect(calls[0].body).toEqual({ token: 't0k3n', password: 'brand-new-pass' });
    expect(lastToast()).toMatchObject({ title: 'Password Reset!', description: 'Your password has been successfully reset. Please log in.' });
  });

  it('shows "Reset Failed" with the server message and stays', async () => {
    fakeApi({ 'POST /auth/reset-password': { status: 400, body: { message: 'This reset link has expired' } } });
    renderPage(<ResetPasswordPage />, { url: '/reset-password?token=old' });
    type(/^New Password/, 'brand-new-pass');
    type('Confirm Password', 'brand-new-pass');
    await act(async () => submit('Reset Password'));
    await waitFor(() => expect(lastToast()).toMatchObject({ title: 'Reset Failed', description: 'This reset link has expired' }));
    expect(location()).toBe('/reset-password?token=old');
  });
});
