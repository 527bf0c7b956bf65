import { expect, expectToast, fillSignupForm, logIn, PASSWORD, resetLinkFor, signUpByApi, test, uniqueEmail } from '../support/fixtures';

test('sign up lands on /onboarding; sign out; log in again', async ({ page }) => {
  const email = uniqueEmail('signup');
  await page.goto('/signup');
  await fillSignupForm(page, { firstName: 'Casey', lastName: 'Owner', email });
  await expect(page.getByText('At least 8 characters')).toBeVisible();
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page).toHaveURL(/\/onboarding(\?step=1)?$/);
  await expectToast(page, 'Account Created!');

  // Sign Out from the "My Account" menu: logout, then "/" — the Landing, signed out.
  await page.getByRole('button', { name: 'My Account' }).click();
  await page.getByRole('button', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('link', { name: 'Sign In' })).toBeVisible();
  expect((await page.request.get('/api/auth/user')).status()).toBe(401);

  // Log in: "Welcome back!", then "/" sends a signed-in visitor to the Dashboard.
  await logIn(page, { email, password: PASSWORD });
  await expectToast(page, 'Welcome back!', 'You have successfully logged in.');
  await expect(page).toHaveURL(/\/Dashboard$/);
  await expect(page.getByRole('button', { name: 'My Account' })).toBeVisible();
});

test('a wrong password shows "Login Failed" and keeps the visitor on the login page', async ({ page, request }) => {
  const { email } = await signUpByApi(request);
  await logIn(page, { email, password: 'not-the-password' });
  await expectToast(page, 'Login Failed');
  await expect(page).toHaveURL(/\/login$/);
  expect((await page.request.get('/api/auth/user')).status()).toBe(401);
});

test('signup refuses mismatched and short passwords before calling the API', async ({ page }) => {
  await page.goto('/signup');
  await page.getByLabel('Email').fill(uniqueEmail('weak'));
  await page.getByLabel('Password', { exact: true }).fill('short');
  await page.getByLabel('Confirm Password').fill('different');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expectToast(page, 'Password Mismatch', 'Passwords do not match. Please try again.');
  await page.getByLabel('Confirm Password').fill('short');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expectToast(page, 'Weak Password', 'Password must be at least 8 characters long.');
  await expect(page).toHaveURL(/\/signup$/);
});

test('forgot password → sent state → reset link from the outbox → new password works, old does not', async ({ page, request }) => {
  const { email } = await signUpByApi(request);
  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send Reset Link' }).click();
  await expectToast(page, 'Email Sent', 'If an account exists with this email, a reset link has been sent.');
  await expect(page.getByText('The link expires in 1 hour.')).toBeVisible();
  await page.getByRole('button', { name: 'Send Another Email' }).click();
  await expect(page.getByRole('button', { name: 'Send Reset Link' })).toBeVisible();

  const link = await resetLinkFor(email);
  const url = new URL(link);
  await page.goto(url.pathname + url.search);
  const newPassword = 'a-brand-new-password';
  await page.getByLabel('New Password').fill(newPassword);
  await page.getByLabel('Confirm Password').fill(newPassword);
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expectToast(page, 'Password Reset!', 'Your password has been successfully reset. Please log in.');
  await expect(page).toHaveURL(/\/login$/);

  await logIn(page, { email, password: PASSWORD });
  await expectToast(page, 'Login Failed');
  await logIn(page, { email, password: newPassword });
  await expect(page).toHaveURL(/\/Dashboard$/);
});

test('a reset link without a token says "Invalid Link" and goes to /login', async ({ page }) => {
  await page.goto('/reset-password');
  await expectToast(page, 'Invalid Link', 'This password reset link is invalid.');
  await expect(page).toHaveURL(/\/login$/);
});

test('the loan officer path: /login?plan=paid offers the loan officer signup, which makes a loan officer', async ({ page }) => {
  await page.goto('/api/auth/login?returnTo=/?plan=paid');
  await expect(page).toHaveURL(/\/login\?/);
  await page.getByRole('link', { name: 'Create loan officer account' }).click();
  await expect(page).toHaveURL(/\/signup\?plan=paid$/);
  await page.getByLabel('Email').fill(uniqueEmail('officer'));
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Create Account' }).click();
  // Officers start on Clients, never in the homeowners' onboarding (issue 18).
  await expect(page).toHaveURL(/\/Clients$/);
  const user = await (await page.request.get('/api/auth/user')).json();
  expect(user.role).toBe('loan_officer');
});
