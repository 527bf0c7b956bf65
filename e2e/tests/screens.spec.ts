import {
  adminCredentials,
  confirmEmail,
  expect,
  expectAccessible,
  expectNoSideScroll,
  fillSignupForm,
  logIn,
  PASSWORD,
  screenshots,
  signUpByApi,
  test,
  uniqueEmail,
} from '../support/fixtures';
import { createMortgageProfileByApi } from '../support/mortgage';
import { artifact, expectNotCovered, expectTableWhole, pageLoaded, PHONE } from '../support/screens';

// Issue 18, "Screens that mislead or hide": what a person sees at 360 px and 1,000–1,280 px,
// toasts, history and focus, in real Chromium against the real platform.

test('no page scrolls sideways at 360 px, and the homeowner’s wide tables become cards there', async ({ page }) => {
  test.setTimeout(180_000);
  await page.setViewportSize(PHONE);
  for (const path of ['/', '/login', '/signup', '/forgot-password', '/LoanOfficers', '/About', '/HowToUse', '/PrivacyPolicy', '/TermsOfService', '/Contact']) {
    await page.goto(path);
    await pageLoaded(page);
    await expectNoSideScroll(page);
  }

  // A homeowner with a loan and extra payments: the schedule, the comparison and the history.
  await signUpByApi(page.request);
  const profile = await createMortgageProfileByApi(page.request);
  for (const [paymentDate, amount] of [['2026-01-15', 2500], ['2026-03-01', 1250.5]] as const) {
    const recorded = await page.request.post('/api/extra-payments', { data: { mortgageProfileId: profile.id, paymentDate, amount } });
    expect(recorded.ok(), await recorded.text()).toBeTruthy();
  }
  for (const path of ['/Dashboard', '/Onboarding', '/CutMyCosts', '/ExtraPayments', '/MyHomeEquity', '/Profile']) {
    await page.goto(path);
    await pageLoaded(page);
    await expectNoSideScroll(page);
  }
  await page.goto('/Dashboard');
  await pageLoaded(page);
  await expectTableWhole(page, 'Amortization schedule, monthly');
  // Each value says what it is (the column's name, drawn before it on a phone).
  const labels = await page
    .getByRole('region', { name: 'Amortization schedule, monthly' })
    .locator('tbody tr')
    .first()
    .locator('th, td')
    .evaluateAll((cells) => cells.map((cell) => getComputedStyle(cell, '::before').content));
  const names = ['Payment', 'Date', 'Total Payment', 'Principal', 'Interest', 'Remaining Balance'];
  expect(labels.map((label, i) => label.includes(names[i]))).toEqual(names.map(() => true));
  await screenshots(page, 'screens-dashboard-schedule', { phoneWidth: 360 });
  await page.goto('/CutMyCosts');
  await pageLoaded(page);
  await page.getByRole('tab', { name: 'Comparison' }).click();
  await expectTableWhole(page, 'Loan comparison');
  await expectNoSideScroll(page);
  // Compare Offers' fields start at the card's left edge, under its heading (not pushed right).
  const offersHeading = await page.getByRole('heading', { name: 'Compare Offers' }).boundingBox();
  const offerName = await page.getByLabel('Offer name').boundingBox();
  expect(Math.abs(offerName!.x - offersHeading!.x), 'Offer name under the heading').toBeLessThanOrEqual(2);
  await screenshots(page, 'screens-cut-my-costs-comparison', { phoneWidth: 360 });
  await page.goto('/ExtraPayments');
  await pageLoaded(page);
  await expectTableWhole(page, 'Recorded extra payments');
  const history = page.getByRole('region', { name: 'Recorded extra payments' });
  // The row's actions are whole on the card, not past the screen's edge.
  for (const action of ['Edit', 'Delete']) {
    const button = history.getByRole('button', { name: action }).first();
    await button.scrollIntoViewIfNeeded();
    await expect(button).toBeInViewport({ ratio: 1 });
  }
  await screenshots(page, 'screens-extra-payments-history', { phoneWidth: 360 });

});

test('admin navigation fits one row from 1,000 to 1,280 px', async ({ page }) => {
  await logIn(page, adminCredentials());
  await expect(page).toHaveURL(/\/Dashboard$/);
  for (const width of [1000, 1100, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    const links = page.getByRole('navigation', { name: 'Primary' }).getByRole('link');
    await expect(links).toHaveCount(7);
    const tops = new Set<number>();
    for (const link of await links.all()) tops.add(Math.round((await link.boundingBox())!.y));
    expect([...tops], `${width} px: the navigation wraps`).toHaveLength(1);
    const account = (await page.getByRole('button', { name: 'My Account' }).boundingBox())!;
    expect(Math.round(account.y + account.height / 2), `${width} px: the account button sits on the navigation's row`).toBeLessThan(70);
    await expectNoSideScroll(page);
  }
  await page.setViewportSize({ width: 1000, height: 800 });
  await expectAccessible(page);
  await page.screenshot({ path: artifact('screens-admin-nav-1000') });
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.screenshot({ path: artifact('screens-admin-nav-1280') });
});

test('toasts: the logged-out toast leaves once signed in, the same toast is shown once, and none covers Sign In on a phone', async ({ page, browser, baseURL }) => {
  const { email } = await signUpByApi((await browser.newContext({ baseURL })).request);
  await page.setViewportSize(PHONE);
  // A deep link while signed out: told, then sent to sign in.
  await page.goto('/CutMyCosts');
  await expect(page).toHaveURL(/\/login\?returnTo=%2FCutMyCosts$/);
  const loggedOut = page.locator('.hw-toast').filter({ hasText: 'You are logged out' });
  await expect(loggedOut).toHaveCount(1);
  const signIn = page.getByRole('button', { name: 'Sign In' });
  await expectNotCovered(page, signIn);
  // A wrong password twice: one "Login Failed", not two stacked.
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('not-the-password');
  for (let i = 0; i < 2; i++) {
    await signIn.click();
    await expect(page.locator('.hw-toast').filter({ hasText: 'Login Failed' })).toHaveCount(1);
  }
  await expectNotCovered(page, signIn);
  // With its toasts (the shared screenshots() dismisses them first).
  await page.screenshot({ path: artifact('screens-login-toasts-on-phone') });
  await screenshots(page, 'screens-login', { phoneWidth: 360 });
  // The toasts were dismissed for the picture: make them again, then sign in.
  await signIn.click();
  await expect(page.locator('.hw-toast').filter({ hasText: 'Login Failed' })).toHaveCount(1);
  await page.getByLabel('Password').fill(PASSWORD);
  await signIn.click();
  await expect(page).toHaveURL(/\/CutMyCosts$/);
  await expect(page.locator('.hw-toast').filter({ hasText: 'Welcome back!' })).toBeVisible();
  await expect(loggedOut).toHaveCount(0);
  await expect(page.locator('.hw-toast').filter({ hasText: 'Login Failed' })).toHaveCount(0);
});

test('onboarding: the browser’s Back goes to the step before, and no toast covers Continue on a phone', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await page.goto('/signup');
  await fillSignupForm(page, { firstName: 'Olive', lastName: 'Owner', email: uniqueEmail('onboarding') });
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByRole('heading', { name: 'Property Information' })).toBeVisible();
  // "Account Created!" is on screen as the wizard opens: it does not cover Continue.
  await expect(page.locator('.hw-toast').filter({ hasText: 'Account Created!' })).toBeVisible();
  await page.getByLabel('Property Address').fill('12 Elm Street, Springfield, IL');
  await page.getByLabel('Purchase Price').fill('250000');
  const next = page.getByRole('button', { name: 'Continue' });
  await next.scrollIntoViewIfNeeded();
  await expectNotCovered(page, next);
  await page.screenshot({ path: artifact('screens-onboarding-toast-on-phone') });
  await screenshots(page, 'screens-onboarding-step-1', { phoneWidth: 360 });
  await next.click();
  await expect(page.getByRole('heading', { name: 'Mortgage Details' })).toBeVisible();
  await expect(page).toHaveURL(/\/Onboarding\?step=2$/i);
  await page.goBack();
  await expect(page.getByRole('heading', { name: 'Property Information' })).toBeVisible();
  await expect(page).toHaveURL(/\/Onboarding\?step=1$/i);
  await expect(page.getByLabel('Property Address')).toHaveValue('12 Elm Street, Springfield, IL');
  await page.goForward();
  await expect(page.getByRole('heading', { name: 'Mortgage Details' })).toBeVisible();
});

test('menus close on Escape, and the focus comes back after Cancel', async ({ page }) => {
  await signUpByApi(page.request);
  const profile = await createMortgageProfileByApi(page.request);
  const recorded = await page.request.post('/api/extra-payments', { data: { mortgageProfileId: profile.id, paymentDate: '2026-01-15', amount: 500 } });
  expect(recorded.ok(), await recorded.text()).toBeTruthy();
  await page.goto('/ExtraPayments');
  await pageLoaded(page);
  // The account menu.
  const account = page.getByRole('button', { name: 'My Account' });
  await account.click();
  await expect(page.getByRole('link', { name: 'Profile' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('link', { name: 'Profile' })).toHaveCount(0);
  await expect(account).toBeFocused();
  // Delete, then Cancel: the focus is on the Delete button again, not at the top of the page.
  const remove = page.getByRole('button', { name: /^Delete the payment of/ });
  await remove.click();
  await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(remove).toBeFocused();
  // Edit, then Cancel: the focus is on Edit again.
  const edit = page.getByRole('button', { name: /^Edit the payment of/ });
  await edit.click();
  await page.getByRole('region', { name: 'Recorded extra payments' }).getByRole('button', { name: 'Cancel' }).click();
  await expect(edit).toBeFocused();
  // The small-screen navigation.
  await page.setViewportSize(PHONE);
  const toggle = page.getByRole('button', { name: 'Open menu' });
  await toggle.click();
  await expect(page.getByRole('navigation', { name: 'Primary' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('navigation', { name: 'Primary' })).toBeHidden();
  await expect(page.getByRole('button', { name: 'Open menu' })).toBeFocused();
});

test('a branded page: broken logo and photo addresses show the name and initials, and its calls to action stay on this origin', async ({ page, baseURL }) => {
  const { email } = await signUpByApi(page.request, { plan: 'paid', firstName: 'Dana', lastName: 'Whitaker' });
  // An officer's brand shows once their email is confirmed.
  await confirmEmail(page.request, email);
  // A picture address that answers 404 (the API wants a host with a dot: the loopback address).
  const dead = `${baseURL!.replace('localhost', '127.0.0.1')}/no-such-picture.png`;
  const brand = await page.request.patch('/api/loan-officer/brand', { data: { companyName: 'Summit Home Loans', logoUrl: dead, photoUrl: `${dead}?photo` } });
  expect(brand.ok(), await brand.text()).toBeTruthy();
  const { referralCode } = (await (await page.request.get('/api/loan-officer/clients')).json()) as { referralCode: string };
  await page.context().clearCookies();
  await page.goto(`/lo/${referralCode}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Take Command of Your Mortgage' })).toBeVisible();
  await expect(page.locator('img')).toHaveCount(0);
  await expect(page.getByRole('banner')).toContainText('Summit Home Loans');
  await expect(page.getByRole('complementary', { name: 'Your loan officer' })).toContainText('DW');
  // The backend writes the signup URL on its APP_URL (http://localhost:8080 here, not this
  // platform's port): the calls to action keep to the page's own origin.
  for (const name of ['Get Started', 'Get Started Free', 'Create my free account']) {
    await expect(page.getByRole('link', { name, exact: true })).toHaveAttribute('href', `/signup?lo=${referralCode}`);
  }
  await expectAccessible(page);
  await screenshots(page, 'screens-branded-broken-pictures', { phoneWidth: 360 });
  await page.getByRole('link', { name: 'Get Started Free' }).click();
  await expect(page).toHaveURL(`${baseURL}/signup?lo=${referralCode}`);
});
