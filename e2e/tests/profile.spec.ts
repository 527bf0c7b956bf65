import { expect, signUpByApi, test } from '../support/fixtures';

test('profile: create the mortgage by editing, with the payment calculated; values stay after a reload', async ({ page }) => {
  const { email } = await signUpByApi(page.request);
  await page.goto('/Profile');
  await expect(page.getByRole('heading', { level: 1, name: 'My Profile' })).toBeVisible();
  await expect(page.getByText('No mortgage profile yet')).toBeVisible();
  await page.getByRole('button', { name: 'Edit Profile' }).click();

  await expect(page.getByLabel('Email')).toHaveValue(email);
  await expect(page.getByLabel('Email')).toHaveAttribute('readonly', '');
  await page.getByLabel('Full Name').fill('Casey Q. Homeowner');
  await page.getByLabel('Phone').fill('555-0100');
  await page.getByLabel('Property Address').fill('12 Elm Street, Springfield, IL');
  await page.getByLabel('Purchase Date').fill('2021-04-15');
  await page.getByLabel('Purchase Price').fill('400000');
  await page.getByLabel('Original Loan Amount').fill('200000');
  await page.getByLabel('Interest Rate (%)').fill('6');
  await page.getByLabel('Loan Type').selectOption('30_year_fixed');
  await expect(page.getByLabel('Monthly Payment')).toHaveValue('1199.10');
  await page.getByLabel('Loan Type').selectOption('15_year_fixed');
  await expect(page.getByLabel('Monthly Payment')).toHaveValue('1687.71');
  await page.getByLabel('Current Home Value').fill('450000');
  await page.getByLabel('First Payment Date').fill('2021-06-01');
  await page.getByRole('button', { name: 'Save Changes' }).click();

  await expect(page.getByRole('button', { name: 'Edit Profile' })).toBeVisible();
  await page.reload();
  await expect(page.getByText('12 Elm Street, Springfield, IL')).toBeVisible();
  await expect(page.getByText('$1,687.71')).toBeVisible();
  await expect(page.getByText('6.000%')).toBeVisible();
  await expect(page.getByText('15-Year Fixed')).toBeVisible();
  await expect(page.getByText('Casey Q. Homeowner')).toBeVisible();
  const user = await (await page.request.get('/api/auth/user')).json();
  expect(user.onboardingCompleted).toBe(true);

  // Edit again: an update this time; Cancel discards.
  await page.getByRole('button', { name: 'Edit Profile' }).click();
  await page.getByLabel('Current Balance').fill('150000');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('$150,000.00')).toBeVisible();
  await page.getByRole('button', { name: 'Edit Profile' }).click();
  await page.getByLabel('Property Address').fill('Somewhere else');
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByText('12 Elm Street, Springfield, IL')).toBeVisible();
  const profile = await (await page.request.get('/api/mortgage-profile')).json();
  expect(profile).toMatchObject({ currentBalance: 150000, loanType: '15_year_fixed', loanTermYears: 15, originalInterestRate: 0.06 });
});
