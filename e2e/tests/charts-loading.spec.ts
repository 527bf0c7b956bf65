import type { Page } from '@playwright/test';
import { expect, logIn, signUpByApi, test } from '../support/fixtures';
import { createMortgageProfileByApi } from '../support/mortgage';

/** A class name only Highcharts' own code contains (not our light chart frame). */
const HIGHCHARTS_CODE = 'highcharts-container';

/** Every script the page downloads from now on, and whether it is Highcharts. */
function watchScripts(page: Page) {
  const scripts: { url: string; highcharts: boolean }[] = [];
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'script') return;
    const body = await response.text().catch(() => '');
    scripts.push({ url: response.url(), highcharts: body.includes(HIGHCHARTS_CODE) });
  });
  return {
    highcharts: () => scripts.filter((s) => s.highcharts).map((s) => s.url),
    count: () => scripts.length,
  };
}

test('Highcharts: none on the landing, login and dashboard pages; once per visit however many charts; only when a chart is on screen', async ({ page }) => {
  const scripts = watchScripts(page);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(scripts.highcharts(), 'landing').toEqual([]);

  const user = await signUpByApi(page.request);
  await createMortgageProfileByApi(page.request);
  await page.context().clearCookies();
  await logIn(page, user);
  await expect(page).toHaveURL(/\/Dashboard$/);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(scripts.highcharts(), 'login and dashboard').toEqual([]);

  // Cut My Costs: the chart sits in the second tab, so Highcharts waits for it.
  const nav = page.getByRole('navigation', { name: 'Primary' });
  await nav.getByRole('link', { name: 'Cut My Costs' }).click();
  await expect(page.getByLabel('New Interest Rate (%)')).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(scripts.highcharts(), 'Cut My Costs before its chart is shown').toEqual([]);
  await page.getByRole('tab', { name: 'Payment Chart' }).click();
  await expect(page.locator('.highcharts-container svg')).toBeVisible();
  expect(scripts.highcharts()).toHaveLength(1);

  // Two more calculator pages with charts in the same visit: nothing more to download.
  await nav.getByRole('link', { name: 'Extra Payments' }).click();
  await expect(page.getByRole('region', { name: 'Amortization Schedule', exact: true }).locator('.highcharts-container svg')).toBeVisible();
  await nav.getByRole('link', { name: 'My Home Equity' }).click();
  // Scrolled to, as a reader would: with the email-confirmation banner above the page it starts below the fold.
  const projection = page.getByRole('region', { name: 'Equity Projection', exact: true });
  await projection.scrollIntoViewIfNeeded();
  await expect(projection.locator('.highcharts-container svg')).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(scripts.highcharts(), 'Highcharts downloaded more than once').toHaveLength(1);
});

test('Highcharts waits until a chart below the fold scrolls near the screen', async ({ page }) => {
  const scripts = watchScripts(page);
  await signUpByApi(page.request);
  await createMortgageProfileByApi(page.request);
  // A phone: the Extra Payments chart starts far below the first screen.
  await page.setViewportSize({ width: 360, height: 640 });
  await page.goto('/ExtraPayments');
  await expect(page.getByRole('region', { name: 'Months Saved', exact: true })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(scripts.highcharts()).toEqual([]);
  await page.getByRole('region', { name: 'Amortization Schedule', exact: true }).scrollIntoViewIfNeeded();
  await expect(page.locator('.highcharts-container svg')).toBeVisible();
  expect(scripts.highcharts()).toHaveLength(1);
});
