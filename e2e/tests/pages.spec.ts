import { expect, expectAccessible, screenshots, signUpByApi, test } from '../support/fixtures';

// Every page of the route table, signed out (public pages) and signed in (the rest): it renders
// its heading, passes axe, and is photographed at desktop and phone width (e2e/artifacts/).
const PUBLIC_PAGES = [
  ['landing', '/'],
  ['login', '/login'],
  ['login-loan-officer', '/login?plan=free'],
  ['signup', '/signup'],
  ['forgot-password', '/forgot-password'],
  ['reset-password', '/reset-password?token=sample'],
  ['loan-officers', '/LoanOfficers'],
  ['about', '/About'],
  ['how-to-use', '/HowToUse'],
  ['privacy-policy', '/PrivacyPolicy'],
  ['terms-of-service', '/TermsOfService'],
  ['contact', '/Contact'],
] as const;

const SIGNED_IN_PAGES = [
  ['dashboard', '/Dashboard'],
  ['onboarding', '/Onboarding'],
  ['cut-my-costs', '/CutMyCosts'],
  ['extra-payments', '/ExtraPayments'],
  ['my-home-equity', '/MyHomeEquity'],
  ['profile', '/Profile'],
  ['profile-edit', '/Profile#edit'],
] as const;

test('public pages render, are accessible and are photographed', async ({ page }) => {
  for (const [name, path] of PUBLIC_PAGES) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 }).first(), name).toBeVisible();
    await expect(page.locator('.hw-page-skeleton')).toHaveCount(0);
    await expectAccessible(page);
    await screenshots(page, name);
  }
});

test('signed-in pages render, are accessible and are photographed', async ({ page }) => {
  await signUpByApi(page.request);
  for (const [name, path] of SIGNED_IN_PAGES) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 }).first(), name).toBeVisible();
    await expect(page.locator('.hw-page-skeleton')).toHaveCount(0);
    if (name === 'profile-edit') await page.getByRole('button', { name: 'Edit Profile' }).click();
    await expectAccessible(page);
    await screenshots(page, name);
  }
  // The account menu open, and the small-screen navigation open.
  await page.goto('/Dashboard');
  // The page itself first (its remote may still be loading): axe wants its heading.
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(page.locator('.hw-page-skeleton')).toHaveCount(0);
  await page.getByRole('button', { name: 'My Account' }).click();
  await expectAccessible(page);
  await screenshots(page, 'account-menu');
});
