import type { MarketRates, RateEntry } from '@homewise/contracts';
import { downloadText, expect, expectAccessible, expectNoSideScroll, screenshots, signUpByApi, test } from '../support/fixtures';
import { createMortgageProfileByApi } from '../support/mortgage';

const percent = (fraction: number) => (fraction * 100).toFixed(3);

test('cut my costs: the rate starts from the stored rate, results follow every change, the payment chart draws', async ({ page }) => {
  await signUpByApi(page.request);
  // $200,000 left at 7.5 %, $1,398.43 a month, all 360 payments ahead.
  await createMortgageProfileByApi(page.request);
  const rates = (await (await page.request.get('/api/rates')).json()) as RateEntry[];
  const market = (await (await page.request.get('/api/market-rates')).json()) as MarketRates;

  await page.goto('/CutMyCosts');
  await expect(page.getByRole('heading', { level: 1, name: 'Cut My Costs' })).toBeVisible();
  const rate = page.getByLabel('New Interest Rate (%)');
  const stored = rates.find((entry) => entry.loanType === '30_year_fixed');
  await expect(rate).toHaveValue(stored ? percent(Number(stored.rate)) : '6.500');
  await expect(page.getByLabel('New Loan Term')).toHaveValue('30');
  await expect(page.getByLabel('Estimated Closing Costs')).toHaveValue('5000');
  const summary = page.getByRole('region', { name: 'Current Loan Summary', exact: true });
  await expect(summary).toContainText('$200,000.00');
  await expect(summary).toContainText('7.500%');
  await expect(summary).toContainText('$1,398.43');
  await expect(summary).toContainText(/Payments left\s*360 \(30 years\), the last in [A-Z][a-z]+ \d{4}/);

  // $200,000 at 6 % over 30 years is $1,199.10 a month (published figure): $199.33 saved a month,
  // $5,000 of closing costs back after 26 months. In all: the current loan's 360 payments (the last
  // $1,397.29, taking the rounding) $503,433.66, less 360 × $1,199.10 and $5,000: $66,757.66.
  await rate.fill('6');
  await expect(page.getByRole('region', { name: 'Monthly Savings', exact: true })).toContainText('$199.33');
  await expect(page.getByRole('region', { name: 'Break-Even', exact: true })).toContainText('26 months');
  await expect(page.getByRole('region', { name: 'Total Savings', exact: true })).toContainText('$66,758');
  const comparison = page.getByRole('table', { name: 'Current loan compared with the new loan' });
  await expect(comparison.getByRole('row', { name: /^Monthly payment/ })).toContainText('Save Money');

  // A market rate fills the rate and its term. (Whether the box calls them current or says how old
  // they are depends on whether rate-management.spec.ts has entered this week's rates by hand yet:
  // both states are tested there, in order.)
  await expect(page.getByRole('group', { name: /^(Current (MBA|Freddie Mac|Market) Rates Updated|Last (MBA|Freddie Mac|Market) Rates) \(/ })).toBeVisible();
  await page.getByRole('button', { name: `15-Year Fixed ${percent(market.fifteenYearFixed.rate)}%` }).click();
  await expect(rate).toHaveValue(percent(market.fifteenYearFixed.rate));
  await expect(page.getByLabel('New Loan Term')).toHaveValue('15');

  // Invalid input: a message at the field, never NaN.
  await rate.fill('30');
  await expect(page.getByText('Enter a rate of 25% or less.')).toBeVisible();
  await expect(rate).toHaveAttribute('aria-invalid', 'true');
  await rate.fill('-1');
  await expect(page.getByText('The interest rate cannot be negative.')).toBeVisible();
  await rate.fill('');
  await expect(page.getByText('Enter the new interest rate.')).toBeVisible();
  await expect(page.locator('main')).not.toContainText(/NaN|Infinity/);

  // A higher rate costs more and never breaks even.
  await page.getByLabel('New Loan Term').selectOption('30');
  await rate.fill('8');
  await expect(page.getByRole('region', { name: 'Break-Even', exact: true })).toContainText('Never');
  await expect(comparison.getByRole('row', { name: /^Monthly payment/ })).toContainText('Costs More');
  await rate.fill('6');

  // The Payment Chart tab, by keyboard: Highcharts draws three series; the figures below it.
  await page.getByRole('tab', { name: 'Comparison' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('tab', { name: 'Payment Chart' })).toHaveAttribute('aria-selected', 'true');
  const panel = page.getByRole('tabpanel', { name: 'Payment Chart' });
  await expect(panel.locator('.highcharts-container svg')).toBeVisible();
  await expect(panel.locator('.highcharts-legend-item')).toHaveText(['Current Loan', 'New Loan', 'Cumulative Savings']);
  await expect(panel.locator('.highcharts-series-group path.highcharts-graph')).toHaveCount(3);
  await expect(panel).toContainText('-$199.33');
  await expect(panel.getByRole('definition').filter({ hasText: '26 months' })).toBeVisible();
  // Its data table and CSV: year 0 is today, with the $5,000 paid up front.
  await panel.getByRole('button', { name: 'View data table' }).click();
  await expect(panel.getByRole('table').getByRole('row').nth(1)).toHaveText(/Today\s*\$0\s*\$5,000\s*-\$5,000/);
  const [download] = await Promise.all([page.waitForEvent('download'), panel.getByRole('button', { name: 'Download CSV' }).click()]);
  expect(download.suggestedFilename()).toBe('refinance-payment-comparison.csv');
  const csv = (await downloadText(download)).split('\r\n');
  expect(csv[0]).toBe('"Year","Current Loan","New Loan","Cumulative Savings"');
  expect(csv[1]).toBe('"0","0.00","5000.00","-5000.00"');
  expect(csv[2]).toBe('"1","16781.16","19389.20","-2608.04"');

  await expectAccessible(page);
  await screenshots(page, 'cut-my-costs-chart', { phoneWidth: 360 });
  await page.setViewportSize({ width: 360, height: 800 });
  await expectNoSideScroll(page);
});

test('cut my costs: without a mortgage profile it says to complete onboarding', async ({ page }) => {
  await signUpByApi(page.request);
  await page.goto('/CutMyCosts');
  await expect(page.getByText('No Mortgage Profile Found')).toBeVisible();
  await expect(page.getByText('Please complete your onboarding first to use the refinancing calculator.')).toBeVisible();
  await page.getByRole('link', { name: 'Complete Setup' }).click();
  // Onboarding then marks its first step in the address (?step=1, a history entry per step).
  await expect(page).toHaveURL(/\/Onboarding(\?step=1)?$/i);
});
