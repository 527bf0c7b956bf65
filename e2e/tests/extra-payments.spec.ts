import type { ExtraPayment } from '@homewise/contracts';
import { extraPaymentProjection } from '@homewise/finance';
import { downloadText, expect, expectAccessible, expectNoSideScroll, screenshots, signUpByApi, test } from '../support/fixtures';
import { createMortgageProfileByApi } from '../support/mortgage';

test('extra payments: strategy, results, balance chart and its CSV, and the history recorded, edited and deleted', async ({ page }) => {
  await signUpByApi(page.request);
  const profile = await createMortgageProfileByApi(page.request);
  const today = await page.evaluate(() => {
    const now = new Date();
    return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
  });
  // What the page should show, from the finance package itself.
  const input = { balance: profile.currentBalance, annualRate: profile.originalInterestRate, monthlyPayment: profile.monthlyPayment, loanTermYears: profile.loanTermYears, firstPaymentDate: profile.firstPaymentDate, today };
  const expected = extraPaymentProjection({ ...input, extra: { amount: 100, type: 'monthly' } });

  await page.goto('/ExtraPayments');
  await expect(page.getByRole('heading', { level: 1, name: 'Extra Payment Calculator' })).toBeVisible();
  await expect(page.getByText('See how extra payments can accelerate your mortgage payoff and save you money.')).toBeVisible();
  await expect(page.getByLabel('Extra Payment Amount')).toHaveValue('100');
  await expect(page.getByRole('region', { name: 'Months Saved', exact: true }).locator('.calc-stat__value')).toHaveText(String(expected.monthsSaved));
  await expect(page.getByRole('region', { name: 'Interest Saved', exact: true })).toContainText(`$${Math.round(expected.interestSaved).toLocaleString('en-US')}`);
  await expect(page.getByRole('region', { name: 'New Payoff Date', exact: true })).toContainText(/[A-Z][a-z]+ \d{4}/);

  // The balance chart: both plans drawn by Highcharts.
  const chartCard = page.getByRole('region', { name: 'Amortization Schedule', exact: true });
  await expect(chartCard.locator('.highcharts-container svg')).toBeVisible();
  await expect(chartCard.locator('.highcharts-legend-item')).toHaveText(['Original Payoff', 'Accelerated Payoff']);

  // Export CSV: the accelerated schedule, two decimals.
  const [download] = await Promise.all([page.waitForEvent('download'), chartCard.getByRole('button', { name: 'Export CSV' }).click()]);
  expect(download.suggestedFilename()).toBe('accelerated-amortization-schedule.csv');
  const lines = (await downloadText(download)).trimEnd().split('\r\n');
  expect(lines[0]).toBe('"Month","Remaining Balance","Interest Paid"');
  // Month 1: interest $200,000 × 7.5 % / 12 = $1,250.00; the balance falls by $1,398.43 + $100 − $1,250.
  expect(lines[1]).toBe('"1","199751.57","1250.00"');
  expect(lines).toHaveLength(expected.accelerated.months + 1);
  expect(lines.at(-1)).toMatch(new RegExp(`^"${expected.accelerated.months}","0\\.00","\\d+\\.\\d{2}"$`));

  // An annual strategy changes the results; a bad amount is refused at the field.
  await page.getByLabel('Payment Frequency').selectOption('annual');
  await page.getByLabel('Extra Payment Amount').fill('-5');
  await expect(page.getByText('The extra amount cannot be negative.')).toBeVisible();
  await expect(page.locator('main')).not.toContainText(/NaN|Infinity/);
  await page.getByLabel('Extra Payment Amount').fill('1200');
  await expect(page.getByRole('region', { name: 'Months Saved', exact: true }).locator('.calc-stat__value')).toHaveText(String(extraPaymentProjection({ ...input, extra: { amount: 1200, type: 'annual' } }).monthsSaved));

  // History: empty, then recorded (both fields needed), edited with a confirmation, deleted with one.
  const history = page.getByRole('region', { name: 'Extra Payment History', exact: true });
  await expect(history.getByText('No extra payments recorded yet.')).toBeVisible();
  await history.getByLabel('Payment Date').fill('');
  await history.getByRole('button', { name: 'Record Payment' }).click();
  await expect(history.getByText('Enter the payment date.')).toBeVisible();
  await expect(history.getByText('Enter the amount.')).toBeVisible();
  await history.getByLabel('Payment Date').fill('2025-01-10');
  await history.getByLabel('Amount').fill('500');
  await history.getByRole('button', { name: 'Record Payment' }).click();
  const table = history.getByRole('table', { name: 'Extra payments recorded, newest first' });
  // As a person would: the first payment is in the list (and the form cleared) before the second
  // is typed; typing into the form while it saves raced its reset on a loaded machine.
  await expect(table.getByRole('row')).toHaveCount(2);
  await expect(history.getByLabel('Amount')).toHaveValue('');
  await history.getByLabel('Payment Date').fill('2025-02-10');
  await history.getByLabel('Amount').fill('250.25');
  await history.getByRole('button', { name: 'Record Payment' }).click();
  await expect(table.getByRole('row')).toHaveCount(3);
  await expect(table.getByRole('row').nth(1)).toContainText('Feb 10, 2025');
  await expect(table.getByRole('row').nth(2)).toContainText('Jan 10, 2025');
  const summary = page.getByRole('region', { name: 'Current Loan Summary', exact: true });
  await expect(summary).toContainText('$750.25');
  // Recorded payments come off the balance the pages use, without "Auto": $200,000 − $750.25.
  await expect(summary).toContainText('$199,249.75');

  await table.getByRole('button', { name: 'Edit the payment of $500.00 on Jan 10, 2025' }).click();
  await table.getByLabel('Amount').fill('650');
  await table.getByRole('button', { name: 'Save' }).click();
  const confirmSave = page.getByRole('dialog', { name: 'Save the changes to this payment?' });
  await expect(confirmSave).toContainText('$500.00 on Jan 10, 2025 becomes $650.00 on Jan 10, 2025.');
  await confirmSave.getByRole('button', { name: 'Save Changes' }).click();
  await expect(table.getByRole('row').nth(2)).toContainText('$650.00');
  await expect(summary).toContainText('$199,099.75'); // $150 more off

  await table.getByRole('button', { name: 'Delete the payment of $250.25 on Feb 10, 2025' }).click();
  const confirmDelete = page.getByRole('dialog', { name: 'Are you sure you want to delete this payment?' });
  await expect(confirmDelete).toBeVisible();
  await expectAccessible(page);
  await confirmDelete.getByRole('button', { name: 'Delete' }).click();
  await expect(table.getByRole('row')).toHaveCount(2);
  await expect(summary).toContainText('$199,350.00'); // the $250.25 given back

  // A payment dated next year is scheduled: listed, not made, not off the balance yet.
  const nextYear = `${Number(today.slice(0, 4)) + 1}-01-15`;
  await history.getByLabel('Payment Date').fill(nextYear);
  await history.getByLabel('Amount').fill('3000');
  await history.getByRole('button', { name: 'Record Payment' }).click();
  await expect(table.getByRole('row')).toHaveCount(3);
  await expect(table.getByRole('row').nth(1)).toContainText('Scheduled');
  await expect(table.getByRole('row').nth(2)).not.toContainText('Scheduled');
  await expect(summary).toContainText(/Extra Payments Scheduled\s*\$3,000\.00/);
  await expect(summary).toContainText('$199,350.00');
  await expect(summary).toContainText(/Extra Principal Recorded\s*\$650\.00/);
  await expectAccessible(page);
  await screenshots(page, 'extra-payments-scheduled', { phoneWidth: 360 });
  await table.getByRole('button', { name: /^Delete the payment of \$3,000\.00/ }).click();
  await page.getByRole('dialog', { name: 'Are you sure you want to delete this payment?' }).getByRole('button', { name: 'Delete' }).click();
  await expect(table.getByRole('row')).toHaveCount(2);

  // The Dashboard shows the same balance.
  await page.goto('/Dashboard');
  await expect(page.getByRole('region', { name: 'Current Balance', exact: true })).toContainText('$199,350.00');
  await page.goto('/ExtraPayments');
  await expect(table.getByRole('row')).toHaveCount(2);

  // What the server keeps.
  const stored = (await (await page.request.get(`/api/mortgage-profile/${profile.id}/extra-payments`)).json()) as ExtraPayment[];
  expect(stored.map((p) => [p.paymentDate.slice(0, 10), Number(p.amount)])).toEqual([['2025-01-10', 650]]);

  await expectAccessible(page);
  await screenshots(page, 'extra-payments-history', { phoneWidth: 360 });
  await page.setViewportSize({ width: 360, height: 800 });
  await expectNoSideScroll(page);
});

test('extra payments: without a mortgage profile it says to complete onboarding', async ({ page }) => {
  await signUpByApi(page.request);
  await page.goto('/ExtraPayments');
  await expect(page.getByText('No Mortgage Profile Found')).toBeVisible();
  await expect(page.getByText('Please complete your onboarding first to use the extra payment calculator.')).toBeVisible();
});
