import type { Page } from '@playwright/test';
import { downloadBytes, downloadText, expect, expectAccessible, expectFiguresWhole, expectNoSideScroll, expectToast, fillSignupForm, screenshots, signUpByApi, test, uniqueEmail } from '../support/fixtures';

// The homeowner's journey against the real platform: sign up, the three-step onboarding, and
// every part of the Dashboard. The page's clock is pinned to 2025-03-14 in New York, so "today"
// (remaining term, Auto balance, the schedule's first payment) is the same on every run.
test.use({ timezoneId: 'America/New_York' });
test.beforeEach(async ({ page }) => {
  await page.clock.setFixedTime(new Date('2025-03-14T12:00:00-04:00'));
});

const card = (page: Page, name: string) => page.getByRole('region', { name, exact: true });
const scheduleRows = (page: Page) => page.getByRole('region', { name: /^Amortization schedule, / }).locator('tbody tr');

/** No sideways scrolling of the page itself at this width (wide tables scroll in their own box). */
async function fitsWidth(page: Page, width: number) {
  await page.setViewportSize({ width, height: 800 });
  await expectNoSideScroll(page);
  await expectFiguresWhole(page);
}

test('homeowner: sign up, onboarding, the dashboard cards, each inline edit, Auto, the schedule and its CSV, Take Action', async ({ page }) => {
  test.setTimeout(120_000);
  // Sign up: the app continues with onboarding.
  await page.goto('/signup');
  await fillSignupForm(page, { firstName: 'Casey', lastName: 'Homeowner', email: uniqueEmail('journey') });
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page).toHaveURL(/\/onboarding(\?step=1)?$/i);

  // Step 1 of 3.
  await expect(page.getByRole('heading', { level: 2, name: 'Property Information' })).toBeVisible();
  await expect(page.getByText('Step 1 of 3')).toBeVisible();
  await expect(page.getByText('33% complete')).toBeVisible();
  const next = page.getByRole('button', { name: 'Continue' });
  await expect(next).toBeDisabled();
  await page.getByLabel('Property Address').fill('742 Evergreen Terrace, Springfield, OR 97403');
  await page.getByLabel('Purchase Date').fill('2020-04-20');
  await page.getByLabel('Purchase Price').fill('300000');
  await page.getByLabel('Current Home Value').fill('350000');
  await expectAccessible(page);
  await screenshots(page, 'onboarding-step-1');
  await next.click();

  // Step 2 of 3: $200,000 at 6% for 30 years is $1,199.10 a month.
  await expect(page.getByText('Step 2 of 3')).toBeVisible();
  await page.getByLabel('Original Loan Amount').fill('200000');
  await page.getByLabel('Interest Rate (%)').fill('6');
  await expect(page.getByLabel('Loan Term (years)')).toHaveValue('30');
  await expect(page.getByLabel('Monthly Payment')).toHaveValue('1199.10');
  await page.getByLabel('Loan Type').selectOption('15_year_fixed');
  await expect(page.getByLabel('Loan Term (years)')).toHaveValue('15');
  await expect(page.getByLabel('Monthly Payment')).toHaveValue('1687.71');
  // A 5/1 ARM is a 30-year loan whose rate is fixed for 5 years: the term is chosen, 30 to start.
  await page.getByLabel('Loan Type').selectOption('5_1_arm');
  await expect(page.getByLabel('Loan Term (years)')).toHaveValue('30');
  await expect(page.getByLabel('Monthly Payment')).toHaveValue('1199.10');
  await page.getByLabel('Loan Term (years)').selectOption('40');
  await expect(page.getByLabel('Monthly Payment')).toHaveValue('1100.43');
  await page.getByLabel('Loan Type').selectOption('30_year_fixed');
  await expect(page.getByLabel('Monthly Payment')).toHaveValue('1199.10');
  await page.getByLabel('First Payment Date').fill('2020-06-01');
  await expectAccessible(page);
  await screenshots(page, 'onboarding-step-2');

  // What was typed survives a reload mid-wizard.
  await page.reload();
  await expect(page.getByLabel('Monthly Payment')).toHaveValue('1199.10');
  await expect(page.getByLabel('First Payment Date')).toHaveValue('2020-06-01');
  await page.getByRole('button', { name: 'Continue' }).click();

  // Step 3 of 3: the review, then save.
  await expect(page.getByText('100% complete')).toBeVisible();
  const review = page.getByRole('region', { name: 'Mortgage Details' });
  await expect(review).toContainText('$1,199.10');
  await expect(review).toContainText('$200,000.00 (the original loan amount)');
  await expectAccessible(page);
  await screenshots(page, 'onboarding-review');
  await page.getByRole('button', { name: 'Complete Setup' }).click();
  await expect(page).toHaveURL(/\/Dashboard$/);

  // The Dashboard: the address heading and the four cards.
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toHaveText('742 Evergreen Terrace, Springfield, OR 97403');
  await expect(heading.locator('strong')).toHaveText('742 Evergreen Terrace');
  await expect(card(page, 'Current Monthly Payment')).toContainText('$1,199.10');
  await expect(card(page, 'Current Monthly Payment')).toContainText('Principal + Interest');
  await expect(card(page, 'Current Balance')).toContainText('$200,000.00');
  await expect(card(page, 'Interest Rate')).toContainText('6.00%');
  // The balance was left at the original $200,000 although 58 payments are made: at $1,199.10 it
  // needs 360 more (the 30-year quote), which the card and the schedule both say.
  await expect(card(page, 'Remaining Term')).toContainText('30 years');
  await expect(card(page, 'Remaining Term')).toContainText('360 payments, paid off Mar 2055');
  await expect(page.getByText('360 payments from Apr 1, 2025: paid off on Mar 1, 2055.')).toBeVisible();
  await expect(card(page, 'Home Equity')).toContainText('43%'); // (350,000 − 200,000) / 350,000
  const user = await (await page.request.get('/api/auth/user')).json();
  expect(user.onboardingCompleted).toBe(true);

  // Property values.
  const property = card(page, 'Property Details');
  await property.getByRole('button', { name: 'Edit property values' }).click();
  await property.getByLabel('Estimated Current Value').fill('400000');
  await property.getByRole('button', { name: 'Save' }).click();
  await expectToast(page, 'Success', 'Property values updated successfully');
  await expect(property).toContainText('$400,000');
  await expect(card(page, 'Home Equity')).toContainText('50%');

  // Loan details: the seven loan types of onboarding; a 5/1 ARM stays a 30-year loan.
  const loan = card(page, 'Loan Details');
  await loan.getByRole('button', { name: 'Edit loan details' }).click();
  await expect(loan.getByLabel('Loan Type').locator('option')).toHaveText(['30-Year Fixed', '20-Year Fixed', '15-Year Fixed', '10-Year Fixed', '5/1 ARM', '7/1 ARM', '10/1 ARM']);
  await loan.getByLabel('Loan Type').selectOption({ label: '5/1 ARM' });
  await expect(loan.getByLabel('Term (years)')).toHaveValue('30');
  await expect(loan.getByLabel('Monthly Payment')).toHaveValue('1199.10');
  await screenshots(page, 'dashboard-loan-edit-arm', { phoneWidth: 360 });
  await loan.getByRole('button', { name: 'Save' }).click();
  await expectToast(page, 'Success', 'Loan details updated successfully');
  await expect(loan).toContainText('5/1 ARM');
  await expect(loan).toContainText('30 years');

  // The balance from a statement.
  const balance = card(page, 'Current Balance');
  await balance.getByRole('button', { name: 'Edit current balance' }).click();
  await balance.getByLabel('New current balance').fill('190000');
  await balance.getByRole('button', { name: 'Save' }).click();
  await expectToast(page, 'Success', 'Current balance updated successfully');
  await expect(balance).toContainText('$190,000.00');

  // Auto: 58 payments made (2020-06-01 … 2025-03-01) leave $186,641.91; a recorded $1,000 extra payment comes off.
  const stored = await (await page.request.get('/api/mortgage-profile')).json();
  expect(stored).toMatchObject({ currentBalance: 190000, loanType: '5_1_arm', loanTermYears: 30, monthlyPayment: 1199.1, currentHomeValue: 400000, originalInterestRate: 0.06 });
  const recorded = await page.request.post('/api/extra-payments', { data: { mortgageProfileId: stored.id, paymentDate: '2024-02-01', amount: 1000 } });
  expect(recorded.ok(), await recorded.text()).toBeTruthy();
  await balance.getByRole('button', { name: 'Auto' }).click();
  await expectToast(page, 'Success', 'Balance auto-calculated: $185,641.91');
  await expect(balance).toContainText('$185,641.91');
  // The card and the schedule agree on the balance's 299 payments (the last $318.96).
  await expect(card(page, 'Remaining Term')).toContainText('24 years 11 months');
  await expect(card(page, 'Remaining Term')).toContainText('299 payments, paid off Feb 2050');
  await expect(page.getByText('299 payments from Apr 1, 2025: paid off on Feb 1, 2050.')).toBeVisible();

  // The schedule: 12 rows, Show All, Show Less, Annual, whole dollars, Paid Off.
  await expect(scheduleRows(page).filter({ visible: true })).toHaveCount(12);
  await expect(scheduleRows(page).first()).toContainText('Apr 1, 2025');
  await expect(scheduleRows(page).first()).toContainText('$1,199');
  const showAll = page.getByRole('button', { name: /^Show All \(\d+ more\)$/ });
  const more = Number(/\((\d+) more\)/.exec((await showAll.textContent()) ?? '')?.[1]);
  await showAll.click();
  await expect(scheduleRows(page).filter({ visible: true })).toHaveCount(12 + more);
  await expect(scheduleRows(page).last()).toContainText('Paid Off');
  await page.getByRole('button', { name: 'Show Less' }).click();
  await expect(scheduleRows(page).filter({ visible: true })).toHaveCount(12);

  // Export CSV: the file a spreadsheet opens with the right columns.
  const monthlyDownload = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const monthly = await monthlyDownload;
  expect(monthly.suggestedFilename()).toBe('amortization-schedule-monthly.csv');
  // UTF-8 with a byte order mark, so Excel does not read it in a legacy code page.
  expect([...(await downloadBytes(monthly)).subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const monthlyLines = (await downloadText(monthly)).split('\r\n');
  expect(monthlyLines[0]).toBe('"Date","Total Payment","Principal","Interest","Remaining Balance"');
  // $185,641.91 at 6%: 928.21 interest, 270.89 principal.
  expect(monthlyLines[1]).toBe('"2025-04-01","1199.10","270.89","928.21","185371.02"');
  expect(monthlyLines.at(-2)).toBe('"2050-02-01","318.96","317.37","1.59","0.00"');
  expect(monthlyLines).toHaveLength(12 + more + 2);
  expect(monthlyLines[12 + more]).toMatch(/,"0\.00"$/);

  await page.getByRole('button', { name: 'Annual' }).click();
  await expect(page.getByRole('columnheader', { name: 'Year' })).toBeVisible();
  await expect(scheduleRows(page).first()).toContainText('2025');
  const annualDownload = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const annual = await annualDownload;
  expect(annual.suggestedFilename()).toBe('amortization-schedule-annual.csv');
  const annualLines = (await downloadText(annual)).split('\r\n');
  expect(annualLines[0]).toBe('"Date","Total Payment","Principal","Interest","Remaining Balance"');
  expect(annualLines[1]).toMatch(/^"2025","10791\.90","\d+\.\d\d","\d+\.\d\d","\d+\.\d\d"$/);

  await expectAccessible(page);
  await screenshots(page, 'dashboard');
  await fitsWidth(page, 360);
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: new URL('../artifacts/dashboard-phone-360.png', import.meta.url).pathname, fullPage: true });

  // Printing: no navigation, no buttons, the whole schedule.
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('navigation', { name: 'Primary' })).toBeHidden();
  await expect(page.getByRole('button', { name: 'Export CSV' })).toBeHidden();
  await expect(page.getByRole('region', { name: 'Take Action' })).toBeHidden();
  await expect(scheduleRows(page).filter({ visible: true })).toHaveCount(await scheduleRows(page).count());
  await page.screenshot({ path: new URL('../artifacts/dashboard-print.png', import.meta.url).pathname, fullPage: true });
  await page.emulateMedia({ media: 'screen' });

  // Take Action: each card leads to its calculator.
  for (const [link, path] of [
    ['Cut My Costs', '/CutMyCosts'],
    ['Plan Extra Payments', '/ExtraPayments'],
    ['My Home Equity', '/MyHomeEquity'],
  ] as const) {
    await page.getByRole('region', { name: 'Take Action' }).getByRole('link', { name: link }).click();
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await page.goBack();
    await expect(card(page, 'Current Balance')).toContainText('$185,641.91');
  }

  // Onboarding again: the profile exists, so it is the Dashboard.
  await page.goto('/Onboarding');
  await expect(page).toHaveURL(/\/Dashboard$/);
});

test('a user without a profile gets the welcome panel, which leads to onboarding', async ({ page }) => {
  await signUpByApi(page.request);
  await page.goto('/Dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome to Your Mortgage Dashboard' })).toBeVisible();
  await expect(page.getByText("Let's start by setting up your mortgage profile to unlock personalized savings insights.")).toBeVisible();
  await expectAccessible(page);
  await screenshots(page, 'dashboard-welcome');
  await fitsWidth(page, 360);
  await page.getByRole('link', { name: 'Complete Setup' }).click();
  await expect(page).toHaveURL(/\/Onboarding(\?step=1)?$/);
  await expect(page.getByRole('heading', { level: 2, name: 'Property Information' })).toBeVisible();
  await fitsWidth(page, 360);
});

test('onboarding: an unknown balance is estimated on Review, editable, and saved', async ({ page }) => {
  await signUpByApi(page.request);
  await page.goto('/Onboarding');
  await page.getByLabel('Property Address').fill('1 Main St');
  await page.getByLabel('Purchase Price').fill('260000');
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByLabel('Original Loan Amount').fill('200000');
  await page.getByLabel('Interest Rate (%)').fill('6.875');
  await expect(page.getByLabel('Monthly Payment')).toHaveValue('1313.86');
  await page.getByLabel('First Payment Date').fill('2020-06-01');
  await page.getByLabel("I don't know my current balance").check();
  await expect(page.getByLabel('Current Balance', { exact: true })).toHaveCount(0);
  await page.getByRole('button', { name: 'Continue' }).click();
  const estimate = page.getByLabel('Current Balance (estimated)');
  await expect(estimate).not.toHaveValue('');
  const estimated = Number(await estimate.inputValue());
  expect(estimated).toBeGreaterThan(185_000);
  expect(estimated).toBeLessThan(200_000);
  await fitsWidth(page, 360);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.getByRole('button', { name: 'Complete Setup' }).click();
  await expect(page).toHaveURL(/\/Dashboard$/);
  const profile = await (await page.request.get('/api/mortgage-profile')).json();
  expect(profile).toMatchObject({ currentBalance: estimated, originalInterestRate: 0.06875, monthlyPayment: 1313.86, loanTermYears: 30 });
});
