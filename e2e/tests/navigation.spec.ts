import { adminCredentials, expect, expectToast, logIn, signUpByApi, test } from '../support/fixtures';

const primaryNav = (page: import('@playwright/test').Page) => page.getByRole('navigation', { name: 'Primary' });
const CUSTOMER_ITEMS = ['Dashboard', 'Cut My Costs', 'Extra Payments', 'My Home Equity'];

test('a customer sees the four main areas, the active one highlighted', async ({ page }) => {
  await signUpByApi(page.request);
  await page.goto('/CutMyCosts');
  await expect(primaryNav(page).getByRole('link')).toHaveText(CUSTOMER_ITEMS);
  await expect(primaryNav(page).getByRole('link', { name: 'Cut My Costs' })).toHaveAttribute('aria-current', 'page');
  await expect(primaryNav(page).getByRole('link', { name: 'Dashboard' })).not.toHaveAttribute('aria-current', 'page');
  // A customer cannot open the role pages.
  await page.goto('/Clients');
  await expect(page.getByRole('heading', { level: 1, name: 'Not available for your account' })).toBeVisible();
  await page.goto('/UserManagement');
  await expect(page.getByRole('heading', { level: 1, name: 'Not available for your account' })).toBeVisible();
});

test('a loan officer also sees Clients', async ({ page }) => {
  await signUpByApi(page.request, { plan: 'free' });
  await page.goto('/Dashboard');
  await expect(primaryNav(page).getByRole('link')).toHaveText([...CUSTOMER_ITEMS, 'Clients']);
  await page.goto('/Clients');
  await expect(page.getByRole('heading', { level: 1, name: 'Not available for your account' })).toHaveCount(0);
  await page.goto('/RateManagement');
  await expect(page.getByRole('heading', { level: 1, name: 'Not available for your account' })).toBeVisible();
});

test('an admin also sees Clients, Rate Management and User Management, and can change a role', async ({ page, request }) => {
  const admin = adminCredentials();
  expect(admin.problem, admin.problem).toBeUndefined();
  const { email: customerEmail } = await signUpByApi(request);
  await logIn(page, admin);
  await expect(page).toHaveURL(/\/Dashboard$/);
  await expect(primaryNav(page).getByRole('link')).toHaveText([...CUSTOMER_ITEMS, 'Clients', 'Rate Management', 'User Management']);
  await primaryNav(page).getByRole('link', { name: 'User Management' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'User Management' })).toBeVisible();
  await page.getByLabel('Search users').fill(customerEmail);
  await expect(page.getByRole('cell', { name: customerEmail, exact: true })).toBeVisible();
  await page.getByLabel(`Role of ${customerEmail}`).selectOption('loan_officer');
  await page.getByRole('button', { name: 'Change Role' }).click();
  await expectToast(page, 'Role Updated');
  await page.reload();
  await page.getByLabel('Search users').fill(customerEmail);
  await expect(page.getByLabel(`Role of ${customerEmail}`)).toHaveValue('loan_officer');
});

test('a signed-in page asks for its session once, from its head, before the shell\'s script has run', async ({ page }) => {
  await signUpByApi(page.request, { plan: 'free' });
  const sessionChecks: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/auth/user') sessionChecks.push(request.resourceType());
  });
  await page.goto('/Clients');
  await expect(page.getByRole('heading', { level: 1, name: 'Clients' })).toBeVisible();
  // The head's preload (infra/shell-server.mjs) is the one request: the shell's own check
  // (routes/early-session.ts) took its answer instead of asking again.
  expect(sessionChecks).toHaveLength(1);
  const timing = await page.evaluate(() => {
    const entries = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
    const find = (match: (path: string) => boolean) => entries.find((entry) => match(new URL(entry.name).pathname));
    const session = find((path) => path === '/api/auth/user');
    const shell = find((path) => /^\/main\.[0-9a-f]+\.js$/.test(path));
    return { by: session?.initiatorType, asked: session?.startTime ?? NaN, shellArrived: shell?.responseEnd ?? NaN };
  });
  // Asked for by the head's <link rel="preload">, before the shell's script had even arrived (so
  // before it could have run): no timing tolerance, the order is causal.
  expect(timing.by).toBe('link');
  expect(timing.asked).toBeLessThan(timing.shellArrived);
});

test('/DASHBOARD and /dashboard reach the same page', async ({ page }) => {
  await signUpByApi(page.request);
  for (const path of ['/DASHBOARD', '/dashboard', '/Dashboard']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await expect(primaryNav(page).getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
  }
  // The navigation helper's hyphenated paths resolve too.
  await page.goto('/my-home-equity');
  await expect(primaryNav(page).getByRole('link', { name: 'My Home Equity' })).toHaveAttribute('aria-current', 'page');
});

test('a logged-out visit to /Profile is told and sent to login, then comes back after logging in', async ({ page, request }) => {
  const credentials = await signUpByApi(request);
  await page.goto('/Profile');
  await expectToast(page, 'Unauthorized', 'You are logged out. Logging in again...');
  await expect(page).toHaveURL(/\/login\?returnTo=%2FProfile$/);
  // No navigation without a user.
  await expect(page.getByRole('navigation', { name: 'Primary' })).toHaveCount(0);
  await page.getByLabel('Email').fill(credentials.email);
  await page.getByLabel('Password').fill(credentials.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/Profile$/);
  await expect(page.getByRole('heading', { level: 1, name: 'My Profile' })).toBeVisible();
});

test('the small-screen menu opens and closes', async ({ page }) => {
  await signUpByApi(page.request);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/Dashboard');
  const toggle = page.getByRole('button', { name: 'Open menu' });
  await expect(primaryNav(page)).toBeHidden();
  await toggle.click();
  await expect(primaryNav(page)).toBeVisible();
  await primaryNav(page).getByRole('link', { name: 'Extra Payments' }).click();
  await expect(page).toHaveURL(/\/ExtraPayments$/);
  await expect(primaryNav(page)).toBeHidden();
});
