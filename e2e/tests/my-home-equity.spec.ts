import type { MortgageProfile } from '@homewise/contracts';
import { equityProjection } from '@homewise/finance';
import { downloadText, expect, expectAccessible, expectNoSideScroll, expectToast, screenshots, signUpByApi, test } from '../support/fixtures';
import { createMortgageProfileByApi } from '../support/mortgage';

test('my home equity: the house in proportion, the breakdown edited in place, the projection and its CSV', async ({ page }) => {
  await signUpByApi(page.request);
  // $260,000 home, $200,000 loan: $60,000 of equity (23 %).
  const profile = await createMortgageProfileByApi(page.request);
  await page.goto('/MyHomeEquity');
  await expect(page.getByRole('heading', { level: 1, name: 'My Home Equity' })).toBeVisible();
  const house = page.getByRole('img', { name: /Your home equity/ });
  await expect(house).toHaveAccessibleName(/Home value \$260,000: your equity \$60,000 \(23%\) and your loan \$200,000\./);
  const heights = async () =>
    house.evaluate((svg) => ['equity', 'loan'].map((segment) => Number(svg.querySelector(`[data-segment="${segment}"]`)?.getAttribute('height'))));
  const [equityHeight, loanHeight] = await heights();
  expect(equityHeight / (equityHeight + loanHeight)).toBeCloseTo(60000 / 260000, 6);

  const breakdown = page.getByRole('region', { name: 'Equity Breakdown', exact: true });
  await expect(breakdown).toContainText('$60,000 (23%)');
  await breakdown.getByRole('button', { name: 'Edit' }).click();
  await expect(breakdown.getByLabel('Home Value')).toHaveValue('260000');
  await expect(breakdown.getByLabel('Loan Balance')).toHaveValue('200000');
  await breakdown.getByLabel('Home Value').fill('');
  await breakdown.getByRole('button', { name: 'Save' }).click();
  await expect(breakdown.getByText('Enter the current home value.')).toBeVisible();
  await breakdown.getByLabel('Home Value').fill('300000');
  await breakdown.getByLabel('Loan Balance').fill('195000');
  await breakdown.getByRole('button', { name: 'Save' }).click();
  await expectToast(page, 'Equity Updated');
  await expect(breakdown).toContainText('$105,000 (35%)');
  const [newEquity, newLoan] = await heights();
  expect(newEquity / (newEquity + newLoan)).toBeCloseTo(105000 / 300000, 6);
  const stored = (await (await page.request.get('/api/mortgage-profile')).json()) as MortgageProfile;
  expect([stored.currentHomeValue, stored.currentBalance]).toEqual([300000, 195000]);

  // The projection: this year and 30 more, 3 % to start; the chart and its data.
  const projection = page.getByRole('region', { name: 'Equity Projection', exact: true });
  await expect(projection.getByLabel('Annual Appreciation %')).toHaveValue('3');
  // The chart loads once near the screen; the email-confirmation banner can push it below the fold.
  await projection.scrollIntoViewIfNeeded();
  await expect(projection.locator('.highcharts-container svg')).toBeVisible();
  await expect(projection.locator('.highcharts-legend-item')).toHaveText(['Home Value', 'Loan Balance', 'Equity']);
  const thisYear = new Date().getFullYear();
  const rows = (rate: number) => equityProjection({ homeValue: 300000, balance: 195000, annualRate: profile.originalInterestRate, monthlyPayment: profile.monthlyPayment, appreciationRate: rate, startYear: thisYear });
  const whole = (n: number) => `$${Math.round(n).toLocaleString('en-US')}`;
  await expect(projection).toContainText(`in ${thisYear + 30} your home could be worth ${whole(rows(0.03)[30].homeValue)}`);
  // A falling market, down to −20 %; below that the field says so.
  await projection.getByLabel('Annual Appreciation %').fill('-2');
  await expect(projection).toContainText(`in ${thisYear + 30} your home could be worth ${whole(rows(-0.02)[30].homeValue)}`);
  await projection.getByLabel('Annual Appreciation %').fill('-25');
  await expect(projection.getByText('Enter -20% or more (a falling market).')).toBeVisible();
  await projection.getByLabel('Annual Appreciation %').fill('3');

  await projection.getByRole('button', { name: 'View data table' }).click();
  await expect(projection.getByRole('table').getByRole('row')).toHaveCount(32);
  await expect(projection.getByRole('table').getByRole('row').nth(1)).toHaveText(new RegExp(`${thisYear}\\s*\\$300,000\\s*\\$195,000\\s*\\$105,000`));
  const [download] = await Promise.all([page.waitForEvent('download'), projection.getByRole('button', { name: 'Download CSV' }).click()]);
  expect(download.suggestedFilename()).toBe('equity-projection.csv');
  const csv = (await downloadText(download)).trimEnd().split('\r\n');
  expect(csv[0]).toBe('"Year","Home Value","Loan Balance","Equity"');
  expect(csv[1]).toBe(`"${thisYear}","300000.00","195000.00","105000.00"`);
  const second = rows(0.03)[1];
  expect(csv[2]).toBe(`"${thisYear + 1}","${second.homeValue.toFixed(2)}","${second.loanBalance.toFixed(2)}","${second.equity.toFixed(2)}"`);
  expect(csv).toHaveLength(32);

  await expectAccessible(page);
  await screenshots(page, 'my-home-equity', { phoneWidth: 360 });
  await page.setViewportSize({ width: 360, height: 800 });
  await expectNoSideScroll(page);
});

// Highcharts' accessibility module is not loaded (issue 22: ~38 KB gzip of the chart pages): the
// drawing is hidden from screen readers, who get the chart's heading and description, and
// keyboard and screen-reader users reach every figure through the data table.
test('my home equity: screen-reader and keyboard users get the chart\'s name, description and every figure', async ({ page }) => {
  await signUpByApi(page.request);
  await createMortgageProfileByApi(page.request);
  await page.goto('/MyHomeEquity');
  const projection = page.getByRole('region', { name: 'Equity Projection', exact: true });
  await projection.scrollIntoViewIfNeeded();
  await expect(projection.locator('.highcharts-container svg')).toBeVisible();
  await expect(projection.locator('.hw-chart__canvas')).toHaveAttribute('aria-hidden', 'true');
  await expect(projection.getByRole('heading', { name: 'Equity projection', exact: true })).toHaveCount(1);
  await expect(projection.locator('figure')).toContainText('Every figure is in the chart\'s data table');
  // The keyboard opens the data table: a row for each of the 31 years, under the header.
  await projection.getByRole('button', { name: 'View data table' }).focus();
  await page.keyboard.press('Enter');
  const table = projection.getByRole('table', { name: 'Equity projection' });
  await expect(table.getByRole('row')).toHaveCount(32);
  await expect(table.getByRole('row').nth(1)).toContainText(/\$[\d,]+/);
});

test('my home equity: without a profile it asks to complete it first', async ({ page }) => {
  await signUpByApi(page.request);
  await page.goto('/MyHomeEquity');
  await expect(page.getByText('Please complete your profile first.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Complete Setup' })).toHaveAttribute('href', '/Onboarding');
});
