import { expect, expectAccessible, test } from '../support/fixtures';

// Issue 22: the marketing pages come from the server with their content (prerendered by
// mfe-marketing's build), read and navigate without JavaScript, and are then hydrated by the
// shell: React takes the server's markup over as it is, without a word in the console.

const PAGES = [
  { path: '/', heading: 'Take Command of Your Mortgage' },
  { path: '/LoanOfficers', heading: 'Turn Every Loan Closing Into Lifetime Revenue' },
  { path: '/About', heading: 'About Homewise' },
  { path: '/HowToUse', heading: 'How to Use Homewise' },
  { path: '/PrivacyPolicy', heading: 'Privacy Policy' },
  { path: '/TermsOfService', heading: 'Terms of Service' },
];

test.describe('with JavaScript disabled', () => {
  test.use({ javaScriptEnabled: false });

  test('each marketing page shows its heading and content, and its links lead on', async ({ page }) => {
    for (const { path, heading } of PAGES) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(page.getByRole('contentinfo')).toContainText('Not financial advice.');
    }
    // A real link: the footer's About, then the header's way back to the Landing's sign-in.
    await page.goto('/PrivacyPolicy');
    await page.getByRole('contentinfo').getByRole('link', { name: 'About' }).click();
    await expect(page).toHaveURL(/\/About$/);
    await expect(page.getByRole('heading', { level: 1, name: 'About Homewise' })).toBeVisible();
    // Styled before any script: the hero's heading is large, the layout's header a bar.
    await page.goto('/');
    const size = await page.getByRole('heading', { level: 1 }).evaluate((h1) => parseFloat(getComputedStyle(h1).fontSize));
    expect(size).toBeGreaterThan(30);
  });
});

test('each marketing page hydrates its prerendered markup without a console message', async ({ page }) => {
  const messages: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') messages.push(`${message.type()}: ${message.text()}`);
  });
  // A visitor who is not signed in is not asked for (the spec answers that 401, which Chromium
  // logs as an error): the shell checks the session only where the server noted a sign-in.
  const sessionChecks: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/auth/user') sessionChecks.push(request.url());
  });
  page.on('pageerror', (error) => messages.push(`pageerror: ${error.message}`));
  // The heading the server sent, marked before any script runs: after hydration it is the same
  // element (taken over, not drawn again) and React's.
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => document.querySelector('h1')?.setAttribute('data-from-server', ''));
  });
  for (const { path, heading } of PAGES) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    const h1 = page.locator('h1[data-from-server]');
    await expect(h1).toHaveText(heading);
    await expect.poll(() => h1.evaluate((element) => Object.keys(element).some((key) => key.startsWith('__reactFiber')))).toBe(true);
    await page.waitForLoadState('networkidle');
  }
  expect(messages).toEqual([]);
  expect(sessionChecks).toEqual([]);
});

test('a hydrated marketing page navigates in the app, without loading the page again', async ({ page }) => {
  await page.goto('/About');
  await expect.poll(() => page.locator('h1').evaluate((element) => Object.keys(element).some((key) => key.startsWith('__reactFiber')))).toBe(true);
  await page.evaluate(() => ((window as unknown as { stillHere: boolean }).stillHere = true));
  await page.getByRole('contentinfo').getByRole('link', { name: 'Terms of Service' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Terms of Service' })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { stillHere?: boolean }).stillHere)).toBe(true);
  await expectAccessible(page);
});
