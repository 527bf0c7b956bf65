import { expect, expectAccessible, screenshots, signUpByApi, test } from '../support/fixtures';
import { createMortgageProfileByApi } from '../support/mortgage';

// Issue 18, "Input that should never be accepted": the forms say what is wrong at the field as it
// is typed, and the API refuses the same values with the same words.

test('onboarding: each bad value is named at its field as it is typed, Continue waits, and the API says the same', async ({ page }) => {
  await signUpByApi(page.request);
  await page.goto('/Onboarding');
  await page.getByLabel('Property Address').fill('1 Main St, Springfield');
  await page.getByLabel('Purchase Price').fill('-400000');
  await expect(page.getByText("Purchase price can't be negative.")).toBeVisible();
  await expect(page.getByLabel('Purchase Price')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByRole('button', { name: 'Continue' })).toBeDisabled();
  await page.getByLabel('Purchase Price').fill('400000');
  await page.getByRole('button', { name: 'Continue' }).click();

  await page.getByLabel('Original Loan Amount').fill('320000');
  await page.getByLabel('Interest Rate (%)').fill('125');
  await page.getByLabel('First Payment Date').fill('1965-01-01');
  await page.getByLabel('Current Balance', { exact: true }).fill('400000');
  await expect(page.getByText('Interest rate must be more than 0% and at most 25%.')).toBeVisible();
  await expect(page.getByText("First payment date can't be before Jan 1, 1970.")).toBeVisible();
  await expect(page.getByText("Current balance can't be more than the original loan amount ($320,000).")).toBeVisible();
  await expect(page.getByRole('button', { name: 'Continue' })).toBeDisabled();
  await expectAccessible(page);
  await screenshots(page, 'onboarding-field-errors', { phoneWidth: 360 });

  // The API refuses the same values, in the same words (each field's own bound first, then the
  // rules between fields), and nothing reaches the database.
  const typed = { propertyAddress: '1 Main St', purchasePrice: 400000, originalLoanAmount: 320000, currentBalance: 400000, monthlyPayment: 2102.17, currentHomeValue: 420000 };
  const refused = await page.request.post('/api/mortgage-profile', { data: { ...typed, originalInterestRate: 1.25, firstPaymentDate: '1965-01-01' } });
  expect(refused.status()).toBe(400);
  expect((await refused.json()).message).toBe("Interest rate must be more than 0% and at most 25%. First payment date can't be before Jan 1, 1970.");
  const above = await page.request.post('/api/mortgage-profile', { data: { ...typed, originalInterestRate: 0.06875, firstPaymentDate: '2021-08-01' } });
  expect(above.status()).toBe(400);
  expect((await above.json()).message).toBe("Current balance can't be more than the original loan amount ($320,000).");
  expect(await (await page.request.get('/api/mortgage-profile')).json()).toBeNull();

  await page.getByLabel('Interest Rate (%)').fill('6.875');
  await page.getByLabel('First Payment Date').fill('2021-08-01');
  await page.getByLabel('Current Balance', { exact: true }).fill('301234.56');
  await expect(page.getByRole('alert')).toHaveCount(0);
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('button', { name: 'Complete Setup' }).click();
  await expect(page).toHaveURL(/\/Dashboard$/);
});

test('dashboard: the inline edits refuse what the API refuses, at the field', async ({ page }) => {
  await signUpByApi(page.request);
  await createMortgageProfileByApi(page.request);
  await page.goto('/Dashboard');
  const property = page.getByRole('region', { name: 'Property Details' });
  await property.getByRole('button', { name: 'Edit property values' }).click();
  await property.getByLabel('Estimated Current Value').fill('0');
  await expect(property.getByText('Current home value must be between $1,000 and $100,000,000.')).toBeVisible();
  await property.getByRole('button', { name: 'Save' }).click();
  await expect(property.getByLabel('Estimated Current Value')).toBeFocused();
  const loan = page.getByRole('region', { name: 'Loan Details' });
  await loan.getByRole('button', { name: 'Edit loan details' }).click();
  await loan.getByLabel('Interest Rate (%)').fill('0');
  await expect(loan.getByText('Interest rate must be more than 0% and at most 25%.')).toBeVisible();
  await screenshots(page, 'dashboard-field-errors', { phoneWidth: 360 });
  const stored = await (await page.request.get('/api/mortgage-profile')).json();
  expect(stored).toMatchObject({ currentHomeValue: 260000, originalInterestRate: 0.075 });
});
