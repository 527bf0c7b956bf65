import {
  adminCredentials,
  confirmEmail,
  expect,
  expectAccessible,
  expectNoSideScroll,
  logIn,
  screenshots,
  signUpByApi,
  test,
} from '../support/fixtures';
import { createMortgageProfileByApi } from '../support/mortgage';
import { expectTableWhole, pageLoaded, PHONE } from '../support/screens';

// Issue 18: the loan officer's and the admin's lists at 360 px (cards, not tables cut off at the
// screen's edge), in real Chromium against the real platform. The homeowner's pages: screens.spec.ts.

test('Clients and Users at 360 px: no page scrolls sideways, each row is a card', async ({ browser, baseURL }) => {
  test.setTimeout(120_000);
  // A loan officer with a client: Clients.
  const officerContext = await browser.newContext({ baseURL, viewport: PHONE });
  const officerPage = await officerContext.newPage();
  const officer = await signUpByApi(officerPage.request, { plan: 'free', firstName: 'Olga', lastName: 'Officer' });
  await confirmEmail(officerPage.request, officer.email);
  const { referralCode } = (await (await officerPage.request.get('/api/loan-officer/clients')).json()) as { referralCode: string };
  const client = await browser.newContext({ baseURL });
  await signUpByApi(client.request, { lo: referralCode, shareConsent: true, firstName: 'Carmen', lastName: 'Client' });
  await createMortgageProfileByApi(client.request);
  await client.close();
  await officerPage.goto('/Clients');
  await pageLoaded(officerPage);
  await expectNoSideScroll(officerPage);
  await expectTableWhole(officerPage, 'Client table');
  await expect(officerPage.getByRole('region', { name: 'Client table' })).toContainText('Carmen Client');
  // Sorting stays on a phone: the column buttons are a row above the cards.
  const sortByBalance = officerPage.getByRole('region', { name: 'Client table' }).getByRole('button', { name: /Balance/ });
  await sortByBalance.scrollIntoViewIfNeeded();
  await expect(sortByBalance).toBeInViewport({ ratio: 1 });
  await screenshots(officerPage, 'screens-clients', { phoneWidth: 360 });
  await officerContext.close();

  // An admin: Rate Management, User Management.
  const admin = adminCredentials();
  expect(admin.problem).toBeUndefined();
  const adminContext = await browser.newContext({ baseURL, viewport: PHONE });
  const adminPage = await adminContext.newPage();
  await logIn(adminPage, admin);
  await expect(adminPage).toHaveURL(/\/Dashboard$/);
  for (const path of ['/RateManagement', '/UserManagement']) {
    await adminPage.goto(path);
    await pageLoaded(adminPage);
    await expectNoSideScroll(adminPage);
  }
  await adminPage.goto('/UserManagement');
  await pageLoaded(adminPage);
  await expect(adminPage.getByRole('region', { name: 'Users' })).toBeVisible();
  await expectTableWhole(adminPage, 'Users');
  await expectAccessible(adminPage);
  await screenshots(adminPage, 'screens-users', { phoneWidth: 360 });
  await adminContext.close();
});
