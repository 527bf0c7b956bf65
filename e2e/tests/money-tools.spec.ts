// Issue 21's money tools in a real browser on the real platform: the Dashboard's whole payment,
// PMI and ARM outlook and its PDF report; the Profile's escrow and ARM fields; Cut My Costs'
// points, APR and Compare offers; Extra Payments' biweekly strategy and "PMI-free on <date>".
// Every expected figure is recomputed here with @homewise/finance.
import { armScheduleOfLoan, dateBalanceReachesLtv, extraPaymentProjection, firstAdjustment, pmiMilestones, refinance } from '@homewise/finance';
import { downloadBytes, expect, expectAccessible, expectNoSideScroll, screenshots, signUpByApi, test } from '../support/fixtures';
import { createMortgageProfileByApi, firstOfNextMonth } from '../support/mortgage';

const day = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });
const dateText = (iso: string) => day.format(new Date(`${iso}T00:00:00Z`));
const usd = (value: number) => value.toLocaleString('en-US', { style: 'currency', currency: 'USD' });
const todayIso = () => {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
};

test('dashboard: the whole payment with escrow, PMI dates, an ARM’s first adjustment with its chart, and the PDF report', async ({ page }) => {
  await signUpByApi(page.request);
  const first = firstOfNextMonth();
  // A 5/1 ARM: $200,000 at 7.5 %, $1,398.43 a month, on a $220,000 purchase (91 %: PMI).
  const profile = await createMortgageProfileByApi(page.request, {
    loanType: '5_1_arm',
    purchasePrice: 220000,
    propertyTaxYearly: 4800,
    insuranceYearly: 1200,
    pmiMonthly: 95,
  });
  await page.goto('/Dashboard');
  const card = page.getByRole('region', { name: 'Payment & Milestones' });
  // 1,398.43 + 4,800 / 12 + 1,200 / 12 + 95
  await expect(card.getByText('$1,993.43', { exact: true })).toBeVisible();
  await expect(page.getByText('$1,993.43 with escrow')).toBeVisible();

  const pmi = pmiMilestones({ originalValue: 220000, loanAmount: 200000, annualRate: 0.075, termMonths: 360, firstPaymentDate: first });
  const pmiSection = card.getByRole('region', { name: 'PMI Milestones' });
  await expect(pmiSection).toContainText(dateText(pmi.request!));
  await expect(pmiSection).toContainText(dateText(pmi.automatic!));

  const adjustment = firstAdjustment(armScheduleOfLoan(profile)!)!;
  const arm = card.getByRole('region', { name: 'Your Rate Adjusts' });
  await expect(arm).toContainText(`Your rate first adjusts with the payment due ${dateText(adjustment.date)} (payment 61)`);
  await expect(arm).toContainText(`${usd(adjustment.worst.payment)} at 9.500%`);
  await expect(arm).toContainText(`${usd(adjustment.best.payment)} at 5.500%`);
  await arm.scrollIntoViewIfNeeded();
  await expect(arm.locator('.highcharts-container svg')).toBeVisible();
  await expect(arm.locator('.highcharts-legend-item')).toHaveText(['Worst case', 'Index stays', 'Best case']);

  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Download report' }).click()]);
  expect(download.suggestedFilename()).toBe('homewise-mortgage-report.pdf');
  const pdf = await downloadBytes(download);
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
  expect(pdf.length).toBeGreaterThan(2000);

  await expectAccessible(page);
  await screenshots(page, 'money-tools-dashboard', { phoneWidth: 360 });
  await page.setViewportSize({ width: 360, height: 800 });
  await expectNoSideScroll(page);
});

test('profile: escrow and ARM terms are edited with their defaults; a 40% margin is refused at the field', async ({ page }) => {
  await signUpByApi(page.request);
  await createMortgageProfileByApi(page.request, { loanType: '7_1_arm' });
  await page.goto('/Profile');
  await page.getByRole('button', { name: 'Edit Profile' }).click();
  const margin = page.getByLabel('Margin (%)');
  await expect(margin).toHaveValue('2.75');
  await expect(page.getByLabel('Lifetime Cap (%)')).toHaveValue('5');
  await margin.fill('40');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Margin must be between 0% and 10%.')).toBeVisible();
  await expect(margin).toHaveAttribute('aria-invalid', 'true');
  await margin.fill('2.5');
  await page.getByLabel('HOA Dues (per month)').fill('45');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByRole('button', { name: 'Edit Profile' })).toBeVisible();
  const stored = await (await page.request.get('/api/mortgage-profile')).json();
  expect(stored).toMatchObject({ armMargin: 0.025, hoaMonthly: 45, armInitialCap: 0.02, armLifetimeCap: 0.05 });
  await expectAccessible(page);
});

test('cut my costs: points and APR, bad points refused, and Compare offers saves, ranks and deletes offers', async ({ page }) => {
  await signUpByApi(page.request);
  const profile = await createMortgageProfileByApi(page.request);
  await page.goto('/CutMyCosts');
  await page.getByLabel('New Interest Rate (%)').fill('6');
  const points = page.getByLabel('Points (% of the new loan)');
  await points.fill('200');
  await expect(page.getByText('Points must be between 0 and 10 (percent of the loan).')).toBeVisible();
  await points.fill('1');
  const r = refinance({
    balance: 200000,
    currentMonthlyPayment: 1398.43,
    currentRate: 0.075,
    loanTermYears: 30,
    firstPaymentDate: profile.firstPaymentDate,
    today: todayIso(),
    newRate: 0.06,
    newTermYears: 30,
    closingCosts: 5000,
    rollClosingCosts: false,
    points: 1,
  });
  await expect(page.getByRole('region', { name: 'New Rate / APR', exact: true })).toContainText(`6.000% / ${(r.new.apr! * 100).toFixed(3)}%`);
  await expect(page.getByRole('region', { name: 'Break-Even', exact: true })).toContainText(`${r.chartBreakEvenMonths} months`);
  const comparison = page.getByRole('table', { name: 'Current loan compared with the new loan' });
  await expect(comparison.getByRole('row', { name: /^Cash to close/ })).toContainText('$7,000.00');

  await page.getByLabel('Offer name').fill('Lender A, 1 point');
  await page.getByRole('button', { name: 'Save offer' }).click();
  const offers = page.getByRole('region', { name: 'Saved offers side by side' });
  await expect(offers.getByRole('columnheader', { name: /Lender A, 1 point/ })).toBeVisible();
  await page.getByLabel('New Interest Rate (%)').fill('6.5');
  await points.fill('0');
  await page.getByLabel('Lender Credit').fill('2000');
  await page.getByLabel('Offer name').fill('Lender B, credit');
  await page.getByRole('button', { name: 'Save offer' }).click();
  await expect(offers.getByRole('columnheader', { name: /Lender B, credit/ })).toBeVisible();
  // One of the two wins over the 7 years; over 30 the lower rate wins.
  await expect(offers.getByText(/^Best over 7 years$/)).toHaveCount(1);
  await page.getByLabel('Years you expect to stay').fill('30');
  await expect(offers.getByRole('columnheader', { name: /Lender A, 1 point/ })).toContainText('Best over 30 years');
  expect(((await (await page.request.get('/api/scenarios')).json()) as unknown[]).length).toBe(2);

  await expectAccessible(page);
  await page.setViewportSize({ width: 360, height: 800 });
  await expectNoSideScroll(page);
  await page.setViewportSize({ width: 1280, height: 800 });

  await offers.getByRole('button', { name: 'Delete Lender B, credit' }).click();
  await expect(offers.getByRole('columnheader', { name: /Lender B, credit/ })).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('region', { name: 'Saved offers side by side' }).getByRole('columnheader', { name: /Lender A, 1 point/ })).toBeVisible();
});

test('extra payments: the biweekly strategy and "PMI-free on <date>" when extra payments bring 80% sooner', async ({ page }) => {
  await signUpByApi(page.request);
  // $200,000 owed on a $230,000 purchase: 87 %, PMI until 80 %.
  const profile = await createMortgageProfileByApi(page.request, { purchasePrice: 230000 });
  await page.goto('/ExtraPayments');
  const projection = extraPaymentProjection({
    balance: 200000,
    annualRate: 0.075,
    monthlyPayment: 1398.43,
    loanTermYears: 30,
    firstPaymentDate: profile.firstPaymentDate,
    today: todayIso(),
    extra: { amount: 100, type: 'monthly' },
  });
  const biweekly = page.getByRole('region', { name: 'Biweekly Instead', exact: true });
  await expect(biweekly).toContainText('$699.22 every 2 weeks (26 a year)');
  await expect(biweekly).toContainText(`${Math.round(projection.biweekly.interestSaved).toLocaleString('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 })} less interest`);
  const date = dateBalanceReachesLtv(projection.accelerated.rows, 230000)!;
  await expect(page.getByText(`PMI-free on ${dateText(date)}`)).toBeVisible();
  await expect(page.getByText(`instead of ${dateText(dateBalanceReachesLtv(projection.original.rows, 230000)!)}`)).toBeVisible();
  await expectAccessible(page);
  await page.setViewportSize({ width: 360, height: 800 });
  await expectNoSideScroll(page);
});
