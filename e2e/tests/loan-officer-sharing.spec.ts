import { confirmEmail, expect, expectAccessible, expectToast, screenshots, signUpByApi, test } from '../support/fixtures';

// A homeowner who signed up through a loan officer's link sees on the Profile page whom their
// data is shared with, and ends it themselves (the Privacy Policy's promise), against the real
// backend: the officer's client list loses them at once.
test('stop sharing: the Profile page names the loan officer, and Stop Sharing takes the homeowner off their list', async ({ page, request }) => {
  // The officer on the `request` fixture's own cookie jar; the homeowner on the page's.
  const officer = await signUpByApi(request, { plan: 'free', firstName: 'Lena', lastName: 'Officer' });
  await confirmEmail(request, officer.email);
  const brand = await request.patch('/api/loan-officer/brand', { data: { companyName: 'Lakeside Lending', nmlsId: '7654321' } });
  expect(brand.ok(), await brand.text()).toBeTruthy();
  const officerClients = async () => (await (await request.get('/api/loan-officer/clients')).json()) as { referralCode: string; clients: { email: string }[] };
  const { referralCode } = await officerClients();
  const { email } = await signUpByApi(page.request, { lo: referralCode, shareConsent: true });
  expect((await officerClients()).clients.map((c) => c.email)).toContain(email);

  await page.goto('/Profile');
  const card = page.getByRole('region', { name: 'Your Loan Officer' });
  await expect(card).toContainText('Lena Officer');
  await expect(card).toContainText('Lakeside Lending');
  await expect(card).toContainText('7654321');
  await expectAccessible(page);
  await screenshots(page, 'profile-loan-officer');

  // Keyboard: the dialog asks first; Escape keeps everything as it is.
  const stop = card.getByRole('button', { name: 'Stop Sharing' });
  await stop.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Stop sharing with Lena Officer?' });
  await expect(dialog).toBeVisible();
  await expectAccessible(page);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  expect((await officerClients()).clients.map((c) => c.email)).toContain(email);

  await stop.click();
  await dialog.getByRole('button', { name: 'Stop Sharing' }).click();
  await expectToast(page, 'Sharing Stopped', 'You no longer share your data with Lena Officer.');
  await expect(card).toHaveCount(0);
  expect((await officerClients()).clients.map((c) => c.email)).not.toContain(email);

  // Still signed in, with the rest of the profile as it was; after a reload the card stays gone.
  await page.reload();
  await expect(page.getByRole('region', { name: 'Personal Information' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Your Loan Officer' })).toHaveCount(0);
});
