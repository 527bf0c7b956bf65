import { equity } from '@homewise/finance';
import { confirmEmail, expect, expectAccessible, expectNoSideScroll, expectToast, screenshots, signUpByApi, test, uniqueEmail } from '../support/fixtures';
import { linkInMailTo, waitForMailTo } from '../support/mail';

// Issue 20, end to end against the real platform (mail over SMTP to the sink): an officer imports
// a book on Clients, a client claims the account through the invitation and agrees to share, the
// officer sends the digest now and it arrives with the client's figures, and one click in it
// unsubscribes.

test('an officer imports a book, a client claims, the digest arrives with the right figures, one click unsubscribes', async ({ page, browser, baseURL }) => {
  const officer = await signUpByApi(page.request, { plan: 'paid', firstName: 'Dana', lastName: 'Reyes' });
  await confirmEmail(page.request, officer.email);
  expect((await page.request.patch('/api/loan-officer/brand', { data: { companyName: 'Reyes Home Loans', nmlsId: '123456', primaryColor: '#0f766e' } })).ok()).toBeTruthy();

  // The import: pasted CSV, one bad row reported with its reason.
  const cleo = uniqueEmail('cleo');
  const csv = ['E-mail,First Name,Last Name,Loan Amount,Interest Rate,Term (years),First Payment Date,Current Balance,Home Value', `${cleo},Cleo,Client,320000,7.5%,30,2024-07-01,300000,420000`, 'not-an-email,Bad,Row,,,,,,'].join('\n');
  await page.goto('/Clients');
  const importCard = page.getByRole('region', { name: 'Import clients' });
  await importCard.getByLabel('Or paste the CSV here').fill(csv);
  await importCard.getByRole('button', { name: 'Import' }).click();
  await expectToast(page, 'Clients imported', '1 new, 0 updated, 1 not imported.');
  await expect(importCard.getByRole('region', { name: 'Rows not imported' })).toContainText('"not-an-email" is not an email address.');
  await expect(importCard).toContainText('You now have 1 of 5,000 clients.');
  // The list shows the import without a reload (it once stalled 10 s behind the invitation's send:
  // backend test/retention-one-connection.e2e-spec.ts).
  const row = page.getByRole('region', { name: 'Your clients' }).getByRole('row').filter({ hasText: 'Cleo Client' });
  await expect(row).toContainText('Invited');
  await expectAccessible(page);
  await screenshots(page, 'clients-import', { phoneWidth: 360 });

  // The client claims through the invitation and agrees to share.
  const claimLink = await linkInMailTo(cleo, /https?:\/\/[^\s"'<>]+\/claim\?token=[\w-]+/);
  const clientContext = await browser.newContext({ baseURL });
  const clientPage = await clientContext.newPage();
  await clientPage.goto(new URL(claimLink).pathname + new URL(claimLink).search);
  await expect(clientPage.getByText('Invited by Dana Reyes')).toBeVisible();
  await expect(clientPage.getByText(/Dana Reyes, Reyes Home Loans, NMLS #123456 set up this account for you/)).toBeVisible();
  await expectAccessible(clientPage);
  await clientPage.getByLabel('Share my mortgage details with Dana Reyes').check();
  await clientPage.getByLabel('Choose a password', { exact: true }).fill('tulip ledger orbit quietly');
  await clientPage.getByLabel('Confirm Password').fill('tulip ledger orbit quietly');
  await clientPage.getByRole('button', { name: 'Claim my account' }).click();
  await expect(clientPage).toHaveURL(/\/Dashboard$/i);
  // The officer's card on the Dashboard, with "Ask Dana".
  const card = clientPage.getByRole('region', { name: 'Your loan officer' });
  await expect(card).toContainText('Reyes Home Loans');
  await expect(card.getByRole('button', { name: 'Ask Dana' })).toBeVisible();
  await expectNoSideScroll(clientPage);

  // The officer previews the digest and sends it now.
  await page.reload();
  await expect(row).not.toContainText('Invited');
  await row.getByRole('button', { name: 'Preview digest for Cleo Client' }).click();
  const dialog = page.getByRole('dialog', { name: 'Digest for Cleo Client' });
  await expect(dialog).toContainText(/Subject: Your home in \w+ \d{4}: equity \$120,000/);
  await dialog.getByRole('button', { name: 'Send now' }).click();
  await expectToast(page, 'Digest sent');

  const owned = equity({ homeValue: 420000, balance: 300000 });
  const digest = await waitForMailTo(cleo, (mails) => mails.find((mail) => mail.subject.startsWith('Your home in')), 'the digest');
  expect(digest.subject).toMatch(/: equity \$120,000$/);
  expect(digest.text).toContain(`Equity: $120,000, ${owned.percent}% of your home`);
  expect(digest.text).toContain('Home value: $420,000');
  expect(digest.text).toContain('Loan balance: $300,000');
  expect(digest.html).toContain('#0f766e');
  expect(digest.header('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');

  // One click (RFC 8058), as a mail provider does it; then the page confirms and offers to come back.
  const oneClick = /<(https?:\/\/[^>]+\/api\/unsubscribe\/one-click\/([^>]+))>/.exec(digest.header('list-unsubscribe') ?? '')!;
  const response = await page.request.post(new URL(oneClick[1]).pathname, { headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, data: 'List-Unsubscribe=One-Click' });
  expect(response.status()).toBe(200);
  await clientPage.goto(`/unsubscribe?token=${oneClick[2]}`);
  await expect(clientPage.getByRole('heading', { name: 'You are unsubscribed' })).toBeVisible();
  await expect(clientPage.getByText(/You will get no more digests or alerts from Dana Reyes/)).toBeVisible();
  await expectAccessible(clientPage);
  await page.reload();
  await expect(row).toContainText('Unsubscribed');
  await clientContext.close();
});
