import type { User } from '@homewise/contracts';
import { adminCredentials, expect, expectAccessible, expectNoSideScroll, expectToast, logIn, PASSWORD, screenshots, signUpByApi, test, uniqueEmail } from '../support/fixtures';

// The admin's User Management against the real backend: the security audit log shows the failed
// sign-ins and the lockout this test causes (from an IPv6 client, as the shell's proxy passes it
// on), and a loan officer's plan=paid is a Pro trial with its end date that the admin marks paid.

// The attacker's address: the shell's /api proxy appends to X-Forwarded-For and the backend trusts
// its loopback proxies, so this is the client address the log records. An IPv6 client also keeps
// these attempts out of the 127.0.0.1 login budget the rest of the suite signs in with.
const ATTACKER = '2001:db8:5ec:1::7';
// RATE_LIMIT_LOGIN_FAILURES_PER_ACCOUNT's default: that many failures pause the account.
const FAILURES_TO_PAUSE = 10;

test('an admin sees the failed sign-ins and the lockout a stranger caused, and marks a Pro trial paid', async ({ page, request, playwright, baseURL }) => {
  const admin = adminCredentials();
  expect(admin.problem, admin.problem).toBeUndefined();

  // A homeowner, and a stranger guessing their password until the account's sign-in pauses. The
  // stranger has a browser of their own: the homeowner's, which signed in before, carries a device
  // cookie that lets its owner in on its own budget (issue 23's lockout without denial of service).
  const { email: victim } = await signUpByApi(request, { firstName: 'Vera', lastName: 'Victim' });
  const stranger = await playwright.request.newContext({ baseURL });
  for (let i = 0; i < FAILURES_TO_PAUSE; i++) {
    const guess = await stranger.post('/api/auth/login', { data: { email: victim, password: `guess-${i}-wrong` }, headers: { 'X-Forwarded-For': ATTACKER } });
    expect(guess.status(), `guess ${i + 1}`).toBe(401);
  }
  const paused = await stranger.post('/api/auth/login', { data: { email: victim, password: PASSWORD }, headers: { 'X-Forwarded-For': ATTACKER } });
  expect(paused.status()).toBe(429);
  await stranger.dispose();

  // A loan officer who signed up with plan=paid: Pro for 14 days, unpaid.
  const officerEmail = uniqueEmail('trial');
  const signup = await request.post('/api/auth/signup', { data: { email: officerEmail, password: PASSWORD, firstName: 'Tess', lastName: 'Trial', plan: 'paid' } });
  expect(signup.status()).toBe(201);
  const officer = (await signup.json()) as User;
  expect(officer.planTrialEndsAt).not.toBeNull();
  const trialEnd = new Date(officer.planTrialEndsAt!).toLocaleDateString('en-US', { year: 'numeric', month: 'short', day: 'numeric' });

  await logIn(page, admin);
  await expect(page).toHaveURL(/\/Dashboard$/);
  await page.goto('/UserManagement');
  await page.getByLabel('Search users').fill(officerEmail);
  const officerRow = page.getByRole('row').filter({ has: page.getByRole('cell', { name: officerEmail, exact: true }) });
  await expect(officerRow.getByText('Pro trial', { exact: true })).toBeVisible();
  await expect(officerRow.getByText(`Ends ${trialEnd}, then Free Starter unless paid`)).toBeVisible();
  await officerRow.getByRole('button', { name: `Mark Paid: ${officerEmail}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Mark Pro paid?' });
  await dialog.getByRole('button', { name: 'Mark Paid' }).click();
  await expectToast(page, 'Plan Updated', 'Tess Trial is on Loan Officer Pro.');
  await expect(officerRow.getByText('Paid', { exact: true })).toBeVisible();
  await expect(officerRow.getByText('Pro trial', { exact: true })).toHaveCount(0);

  // The Security Log view: the victim's events, with the attacker's address.
  await page.getByRole('link', { name: 'Security Log' }).click();
  await expect(page).toHaveURL(/\/UserManagement\?view=security-log$/);
  await expect(page.getByRole('heading', { level: 2, name: 'Security Log' })).toBeVisible();
  await page.getByLabel('Search the log by user').fill(victim);
  // Ten failures, one pause; the refused 11th attempt was never checked, so it is no failure.
  await expect(page.getByText('Showing 1–11 of 11 events')).toBeVisible();
  const events = page.getByRole('region', { name: 'Security events' });
  const failures = events.getByRole('row').filter({ hasText: 'Failed sign-in' });
  await expect(failures).toHaveCount(FAILURES_TO_PAUSE);
  await expect(failures.first()).toContainText(victim);
  await expect(failures.first()).toContainText(ATTACKER);

  await page.getByLabel('Event type').selectOption('lockout');
  await expect(page.getByText('Showing 1–1 of 1 event')).toBeVisible();
  const lockout = events.getByRole('row').filter({ hasText: 'Sign-in paused (lockout)' });
  await expect(lockout).toContainText(victim);
  await expect(lockout).toContainText(ATTACKER);
  await expect(lockout).toContainText('Paused 1 minute');
  await expectAccessible(page);
  await screenshots(page, 'security-log', { phoneWidth: 360 });
  await page.setViewportSize({ width: 360, height: 800 });
  await expectNoSideScroll(page);
  await page.setViewportSize({ width: 1280, height: 800 });

  // The admin's own change is there too, with who made it.
  await page.getByLabel('Event type').selectOption('plan_changed');
  await page.getByLabel('Search the log by user').fill(officerEmail);
  const planChange = events.getByRole('row').filter({ hasText: 'Plan changed' });
  await expect(planChange).toContainText(`Pro trial → Loan Officer Pro (paid), by ${admin.email}`);
});
