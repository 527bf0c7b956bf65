import { confirmEmail, expect, expectAccessible, expectToast, fillSignupForm, logIn, screenshots, signUpByApi, test } from '../support/fixtures';

// Closing an account from the Profile page (the Privacy Policy's promise), against the real
// backend: a wrong password changes nothing, the right one deletes the account, its mortgage
// data and its loan officer link, signs the visitor out, and frees the email for a new signup.
test('delete account: a wrong password keeps it; the right one deletes it, signs out, and frees the email', async ({ page, request }) => {
  // A loan officer (own cookie jar: the `request` fixture) and a homeowner who signed up through their link.
  const officer = await signUpByApi(request, { plan: 'free', firstName: 'Lena', lastName: 'Officer' });
  await confirmEmail(request, officer.email);
  const officerClients = async () => (await (await request.get('/api/loan-officer/clients')).json()) as { referralCode: string; clients: { email: string }[] };
  const { referralCode } = await officerClients();
  const { email, password } = await signUpByApi(page.request, { lo: referralCode, shareConsent: true });
  const created = await page.request.post('/api/mortgage-profile', {
    data: {
      propertyAddress: '9 Birch Road, Springfield, IL', purchaseDate: '2021-04-15', purchasePrice: 400000, originalLoanAmount: 200000,
      currentBalance: 190000, originalInterestRate: 0.06, loanTermYears: 30, loanType: '30_year_fixed', monthlyPayment: 1199.1,
      firstPaymentDate: '2021-06-01', currentHomeValue: 450000,
    },
  });
  expect(created.ok(), await created.text()).toBeTruthy();
  const { id: mortgageProfileId } = await created.json();
  const payment = await page.request.post('/api/extra-payments', { data: { mortgageProfileId, paymentDate: '2024-01-15', amount: 500 } });
  expect(payment.ok(), await payment.text()).toBeTruthy();
  expect((await officerClients()).clients.map((c) => c.email)).toContain(email);

  // The danger zone, below the profile, in view mode.
  await page.goto('/Profile');
  await expect(page.getByText('9 Birch Road, Springfield, IL')).toBeVisible();
  const zone = page.getByRole('region', { name: 'Delete Account' });
  await expect(zone).toContainText('cannot be undone');
  const openButton = zone.getByRole('button', { name: 'Delete Account' });
  await openButton.click();
  const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel('Password')).toBeFocused();
  await expectAccessible(page);
  await screenshots(page, 'profile-delete-account');

  // Cancel (and Escape) close it, and the focus goes back to the button that opened it.
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(openButton).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(dialog.getByLabel('Password')).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(openButton).toBeFocused();

  // Keyboard only: a wrong password, Enter → the server's message in the dialog, nothing deleted.
  await page.keyboard.press('Enter');
  await page.keyboard.type('not-my-password');
  await page.keyboard.press('Enter');
  // The server's own words (they name the password), not the generic fallback.
  const failure = dialog.getByRole('alert');
  await expect(failure).toContainText(/password/i);
  await expect(failure).not.toContainText('Failed to delete account. Please try again.');
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel('Password')).toBeFocused();
  await expectAccessible(page);
  expect((await page.request.get('/api/auth/user')).status()).toBe(200);
  expect((await page.request.get('/api/mortgage-profile')).ok()).toBeTruthy();

  // The right password (the wrong one is selected, so typing replaces it): toast, then "/"
  // signed out, with no "logged out" detour through /login.
  await page.keyboard.type(password);
  await page.keyboard.press('Enter');
  await expectToast(page, 'Account Deleted', 'Your account and mortgage data have been deleted.');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('link', { name: 'Sign In' })).toBeVisible();
  // Toasts stay on screen, so one from the way here would still be listed.
  expect(await page.locator('.hw-toast').filter({ hasText: 'Unauthorized' }).count()).toBe(0);
  expect((await page.request.get('/api/auth/user')).status()).toBe(401);
  expect((await officerClients()).clients.map((c) => c.email)).not.toContain(email);

  // The account is gone: those credentials no longer log in…
  await logIn(page, { email, password });
  await expectToast(page, 'Login Failed');
  await expect(page).toHaveURL(/\/login$/);

  // …and the email signs up again, as a new account with nothing of the old one.
  await page.goto('/signup');
  await fillSignupForm(page, { firstName: 'Casey', lastName: 'Again', email, password });
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page).toHaveURL(/\/onboarding(\?step=1)?$/);
  await expectToast(page, 'Account Created!');
  const again = await (await page.request.get('/api/auth/user')).json();
  expect(again).toMatchObject({ email, loanOfficerId: null, onboardingCompleted: false });
  const profile = await page.request.get('/api/mortgage-profile');
  expect(profile.ok()).toBeTruthy();
  expect(await profile.text()).toMatch(/^(null)?$/);
});

test('delete account: the danger zone and its dialog fit a 360 px wide phone', async ({ page }) => {
  await signUpByApi(page.request);
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/Profile');
  const zone = page.getByRole('region', { name: 'Delete Account' });
  await expect(zone).toBeVisible();
  const noSideScroll = () => page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth);
  expect(await noSideScroll()).toBe(true);
  await zone.getByRole('button', { name: 'Delete Account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
  const box = await dialog.boundingBox();
  expect(box && box.x >= 0 && box.x + box.width <= 360).toBe(true);
  for (const name of ['Cancel', 'Delete My Account']) {
    const button = await dialog.getByRole('button', { name }).boundingBox();
    expect(button && button.x >= 0 && button.x + button.width <= 360, name).toBe(true);
  }
  expect(await noSideScroll()).toBe(true);
  await expectAccessible(page);
});
