import type { APIRequestContext, Browser } from '@playwright/test';
import { createMortgageProfileByApi } from '../support/mortgage';
import { expectTableWhole } from '../support/screens';
import { confirmEmail, expect, expectAccessible, expectFiguresWhole, expectNoSideScroll, expectToast, fillSignupForm, PASSWORD, screenshots, signUpByApi, test, uniqueEmail } from '../support/fixtures';

// The Clients page of a loan officer, against the real backend: a Free officer signs up, shares
// the link, a homeowner with a high rate signs up through it and is flagged as a refinance
// opportunity (market rate: the first-run snapshot, 30-year 6.90 %), the plan fills up, and the
// brand saved here is the one /lo/<code> shows. Another officer sees none of it.

/** A homeowner signs up through `link` in a browser of their own, then saves a mortgage. */
async function homeownerThroughLink(browser: Browser, link: string, name: { first: string; last: string }, rate: number) {
  const context = await browser.newContext({ baseURL: new URL(link).origin });
  const page = await context.newPage();
  await page.goto(link);
  await fillSignupForm(page, { firstName: name.first, lastName: name.last, email: uniqueEmail('homeowner') });
  // Through an officer's link the page names the officer and asks before anything is shared.
  await page.getByLabel('Share my mortgage details with').check();
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page).toHaveURL(/\/onboarding(\?step=1)?$/i);
  const profile = await page.request.post('/api/mortgage-profile', {
    data: {
      propertyAddress: '12 Lake Rd, Springfield',
      purchasePrice: 400000,
      originalLoanAmount: 320000,
      currentBalance: 300000,
      originalInterestRate: rate,
      loanTermYears: 30,
      monthlyPayment: 2253.8,
      firstPaymentDate: '2024-07-01',
      currentHomeValue: 420000,
    },
  });
  expect(profile.ok(), await profile.text()).toBeTruthy();
  await context.close();
}

/** Fills the Free plan with quick signups through the referral code (API). */
async function addClients(request: APIRequestContext, code: string, count: number) {
  for (let i = 0; i < count; i++) {
    const res = await request.post('/api/auth/signup', { data: { email: uniqueEmail('filler'), password: PASSWORD, firstName: 'Filler', lastName: `No${i}`, lo: code, shareConsent: true } });
    expect(res.ok(), await res.text()).toBeTruthy();
  }
}

test('an officer on the Free plan: share the link, a high-rate homeowner is flagged, the plan fills up, the brand shows on /lo/<code>', async ({ page, browser, request, baseURL }) => {
  // Six accounts and three browser contexts: on a loaded 2-core machine this story takes over a minute.
  test.setTimeout(120_000);
  // The officer signs up from the Loan Officers page's Free button.
  await page.goto('/signup?plan=free');
  await expect(page.getByText(/Plan: Free Starter/)).toBeVisible();
  const officerEmail = uniqueEmail('officer');
  await fillSignupForm(page, { firstName: 'Lena', lastName: 'Lakeside', email: officerEmail });
  await page.getByRole('button', { name: 'Create Account' }).click();
  // A new officer starts on Clients with their own first steps, not in the homeowners' setup.
  await expect(page).toHaveURL(/\/Clients$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Clients' })).toBeVisible();
  // Only an officer who confirmed their email has a public page and links clients (issues 14, 20).
  await expect(page.getByText('Confirm your email address to publish your page')).toBeVisible();
  await confirmEmail(page.request, officerEmail);
  await page.reload();
  await expect(page.getByText('Confirm your email address to publish your page')).toHaveCount(0);
  const firstRun = page.getByRole('region', { name: 'Get started as a loan officer' });
  await expect(firstRun.getByRole('heading', { level: 3 })).toHaveText(['Make your page yours', 'Share your signup link', 'Your clients appear here']);
  await expect(firstRun.getByRole('textbox', { name: 'Your signup link' })).toHaveValue(/\/signup\?lo=[A-Z0-9]+$/);
  const plan = page.getByRole('region', { name: 'Your plan' });
  await expect(plan).toContainText('0 of 5 clients');
  await expect(plan).toContainText('Free Starter');
  const link = await page.getByLabel('Signup link', { exact: true }).inputValue();
  const code = /lo=([A-Z0-9]+)$/.exec(link)![1];
  await expect(page.getByRole('img', { name: new RegExp(`QR code of your branded page: .*/lo/${code}$`) })).toBeVisible();
  await expectAccessible(page);

  // A homeowner at 8.25 % (6.90 % + 1.35 points) signs up through the link; another at 6.50 %.
  await homeownerThroughLink(browser, link, { first: 'Hannah', last: 'Highrate' }, 0.0825);
  await homeownerThroughLink(browser, link, { first: 'Larry', last: 'Lowrate' }, 0.065);
  await page.reload();
  const opportunities = page.getByRole('region', { name: /Refinance opportunities/ });
  const flagged = opportunities.getByRole('listitem');
  await expect(flagged).toHaveCount(1);
  await expect(flagged).toContainText('Hannah Highrate');
  // $300,000 at 6.90 % over 30 years is $1,975.80: $278 a month less, $5,000 back in 18 months.
  await expect(flagged).toContainText('$278/month');
  await expect(flagged).toContainText('18 months');
  const rows = page.getByRole('table').getByRole('row');
  await expect(rows).toHaveCount(3);
  await expect(rows.filter({ hasText: 'Hannah Highrate' })).toContainText('Opportunity');
  await expect(rows.filter({ hasText: 'Larry Lowrate' })).not.toContainText('Opportunity');
  await expect(plan).toContainText('2 of 5 clients');

  // The threshold is the officer's: at 2 points nobody is flagged; back to 0.75.
  const threshold = page.getByLabel('Flag clients this many points above the market rate');
  await threshold.fill('2');
  await page.getByRole('button', { name: 'Update' }).click();
  await expect(opportunities).toContainText('No client’s rate is 2 point or more above the market');
  await threshold.fill('0.75');
  await page.getByRole('button', { name: 'Update' }).click();
  await expect(flagged).toHaveCount(1);

  // Search, and the opportunity filter.
  await page.getByLabel('Search clients').fill('larry');
  await expect(rows).toHaveCount(2);
  await page.getByLabel('Search clients').fill('');
  await page.getByLabel('Only refinance opportunities').check();
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(1)).toContainText('Hannah Highrate');
  await page.getByLabel('Only refinance opportunities').uncheck();
  // Settled: a table still loading is dimmed (and axe would rightly find its contrast too low).
  await expect(rows).toHaveCount(3);
  await expect(page.getByRole('region', { name: 'Client table' })).toHaveAttribute('aria-busy', 'false');
  await expectAccessible(page);
  // At a laptop's 1280 px the whole row is in view, the Mail column included (narrower, the table
  // scrolls sideways with the client's name kept in view).
  await expectTableWhole(page, 'Client table');
  await screenshots(page, 'clients', { phoneWidth: 360 });
  // At 360 px each client is a card (platform hw-table--cards): nothing scrolls sideways, the table
  // included, and no figure wraps inside.
  await page.setViewportSize({ width: 360, height: 800 });
  await expectNoSideScroll(page);
  await expectFiguresWhole(page);
  await expectTableWhole(page, 'Client table');
  const cards = page.getByRole('region', { name: 'Client table' }).locator('tbody tr');
  expect(await cards.evaluateAll((all) => all.map((row) => getComputedStyle(row).display)), 'each client a card').toEqual(['grid', 'grid']);
  await page.setViewportSize({ width: 1280, height: 800 });

  // The plan fills up: said plainly at the top, with the way to Pro; a 6th signup stays out.
  await addClients(request, code, 3);
  await page.reload();
  const full = page.getByText('Your plan is full: 5 of 5 clients');
  await expect(full).toBeVisible();
  await expect(page.getByText(/still gets their Homewise account, but they will not join your client list/)).toBeVisible();
  await addClients(request, code, 1);
  await page.reload();
  await expect(plan).toContainText('5 of 5 clients');
  await expect(page.getByRole('table').getByRole('row')).toHaveCount(6);
  // The officer is told the 6th could not join (how many, not who) until they dismiss it.
  const turnedAway = page.locator('.hw-notice', { hasText: '1 homeowner could not join your client list' });
  await expect(turnedAway).toContainText('A homeowner signed up through your link on');
  await screenshots(page, 'clients-plan-full', { phoneWidth: 360 });
  await turnedAway.getByRole('button', { name: 'Got it' }).click();
  await expect(turnedAway).toHaveCount(0);
  await page.reload();
  await expect(page.getByText('Your plan is full: 5 of 5 clients')).toBeVisible();
  await expect(turnedAway).toHaveCount(0);
  await page.getByRole('link', { name: 'Upgrade to Pro' }).first().click();
  await expect(page).toHaveURL(/\/Contact\?topic=upgrade$/);
  await expect(page.getByLabel('Message')).toHaveValue(/upgrade my loan officer account to Loan Officer Pro/);

  // The brand: validation, a live preview, saved, and on /lo/<code> for everyone.
  await page.goto('/Clients');
  const brand = page.getByRole('region', { name: 'Your branded page' });
  await brand.getByLabel('NMLS ID').fill('NMLS-1');
  await brand.getByLabel('NMLS ID').blur();
  await expect(brand.getByText('NMLS ID must be digits only (up to 12).')).toBeVisible();
  await brand.getByLabel('NMLS ID').fill('7654321');
  await brand.getByLabel('Company name').fill('Lakeside Lending');
  await brand.getByLabel('Primary color', { exact: true }).fill('#0f766e');
  const preview = brand.getByRole('figure');
  await expect(preview).toContainText('Brought to you by Lena Lakeside, Lakeside Lending');
  await expect(preview).toContainText('NMLS ID 7654321');
  await expectAccessible(page);
  await brand.getByRole('button', { name: 'Save Brand' }).click();
  await expectToast(page, 'Brand Saved');
  await screenshots(page, 'clients-brand', { phoneWidth: 360 });

  // The page carries the brand (the officer confirmed their email address above).
  await page.reload();
  await expect(page.getByRole('region', { name: 'Your branded page' }).getByLabel('Company name')).toHaveValue('Lakeside Lending');

  const visitor = await browser.newContext({ baseURL });
  const landing = await visitor.newPage();
  await landing.goto(`/lo/${code}`);
  await expect(landing.getByText('Brought to you by Lena Lakeside, Lakeside Lending')).toBeVisible();
  await expect(landing.getByRole('complementary', { name: 'Your loan officer' })).toContainText('NMLS ID 7654321');
  await expect(landing.getByRole('link', { name: 'Get Started Free' })).toHaveCSS('background-color', 'rgb(15, 118, 110)');
  await visitor.close();
});

test('“Start Free Trial” makes a 14-day Pro trial, and Clients says so: its end, Free after it, the way to keep Pro', async ({ page }) => {
  await page.goto('/signup?plan=paid');
  await expect(page.getByText(/Plan: Loan Officer Pro/)).toBeVisible();
  await fillSignupForm(page, { firstName: 'Tara', lastName: 'Trial', email: uniqueEmail('trial') });
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page).toHaveURL(/\/Clients$/);
  const user = (await (await page.request.get('/api/auth/user')).json()) as { planTrialEndsAt: string };
  const endsOn = new Date(user.planTrialEndsAt).toLocaleDateString('en-US', { year: 'numeric', month: 'short', day: 'numeric' });

  await page.goto('/Clients');
  const plan = page.getByRole('region', { name: 'Your plan' });
  await expect(plan).toContainText('0 of 5,000 clients');
  await expect(plan).toContainText('Loan Officer Pro trial');
  await expect(plan).toContainText('Pro trial: 14 days left');
  await expect(plan).toContainText(`Your Loan Officer Pro trial ends on ${endsOn}. Then your plan is Free Starter (5 clients) unless Pro is paid`);
  await expectAccessible(page);
  await screenshots(page, 'clients-trial', { phoneWidth: 360 });
  await plan.getByRole('link', { name: 'Keep Pro' }).click();
  await expect(page).toHaveURL(/\/Contact\?topic=upgrade$/);
});

test('an officer sees a client’s equity as the homeowner’s Dashboard shows it, also for a home under water', async ({ page, browser, baseURL }) => {
  const uma = await signUpByApi(page.request, { plan: 'free', firstName: 'Uma', lastName: 'Officer' });
  await confirmEmail(page.request, uma.email);
  const { referralCode } = (await (await page.request.get('/api/loan-officer/clients')).json()) as { referralCode: string };
  // Owes $550,000 on a $400,000 home: −$150,000, −37.5 % (a rounding the two screens once disagreed on).
  const homeowner = await browser.newContext({ baseURL });
  const homeownerPage = await homeowner.newPage();
  await signUpByApi(homeownerPage.request, { lo: referralCode, shareConsent: true, firstName: 'Walt', lastName: 'Underwater' });
  await createMortgageProfileByApi(homeownerPage.request, { purchasePrice: 600000, originalLoanAmount: 560000, currentBalance: 550000, monthlyPayment: 3915.6, currentHomeValue: 400000 });
  await homeownerPage.goto('/Dashboard');
  const equityCard = homeownerPage.getByRole('region', { name: 'Home Equity', exact: true });
  const dashboardEquity = (await equityCard.locator('.dash-details__item', { hasText: /^Equity/ }).locator('dd').innerText()).trim();
  const dashboardPercent = /^(-?\d+)%/.exec((await equityCard.locator('.dash-equity__percent').innerText()).trim())![1];
  expect([dashboardEquity, dashboardPercent]).toEqual(['-$150,000', '-38']);
  await homeowner.close();

  await page.goto('/Clients');
  const row = page.getByRole('table').getByRole('row').filter({ hasText: 'Walt Underwater' });
  await expect(row.getByRole('cell').nth(4)).toHaveText(dashboardEquity);
  await expect(row.getByRole('cell').nth(5)).toHaveText(`${dashboardPercent}%`);
});

test('an officer sees only their own clients; a customer reaches none of the workspace pages, and the API answers 403', async ({ page, browser, baseURL }) => {
  // Officer A has a client; officer B (this page) sees an empty list, whatever they search.
  const a = await browser.newContext({ baseURL });
  const alex = await signUpByApi(a.request, { plan: 'free', firstName: 'Alex', lastName: 'Officer' });
  await confirmEmail(a.request, alex.email);
  const { referralCode } = (await (await a.request.get('/api/loan-officer/clients')).json()) as { referralCode: string };
  const theirClient = await browser.newContext({ baseURL });
  const { email: clientOfA } = await signUpByApi(theirClient.request, { lo: referralCode, shareConsent: true, firstName: 'Private', lastName: 'Client' });
  expect(((await (await a.request.get('/api/loan-officer/clients')).json()) as { clients: { email: string }[] }).clients.map((c) => c.email)).toEqual([clientOfA]);
  await Promise.all([a.close(), theirClient.close()]);

  await signUpByApi(page.request, { plan: 'free', firstName: 'Blake', lastName: 'Officer' });
  await page.goto('/Clients');
  await expect(page.getByRole('region', { name: 'Get started as a loan officer' })).toBeVisible();
  await page.getByLabel('Search clients').fill('Private');
  await expect(page.getByText(clientOfA)).toHaveCount(0);
  const exported = await page.request.get('/api/loan-officer/clients/export');
  expect(await exported.text()).not.toContain(clientOfA);

  // A homeowner: each page says it is not for them, inside the layout; the API says 403.
  const customer = await browser.newContext({ baseURL });
  const customerPage = await customer.newPage();
  await signUpByApi(customerPage.request);
  for (const [path, title, forWhom] of [
    ['/Clients', 'Clients', 'loan officers and admins'],
    ['/RateManagement', 'Rate Management', 'admins'],
    ['/UserManagement', 'User Management', 'admins'],
  ]) {
    await customerPage.goto(path);
    await expect(customerPage.getByRole('heading', { level: 1, name: 'Not available for your account' })).toBeVisible();
    await expect(customerPage.getByText(`${title} is for ${forWhom}`)).toBeVisible();
    await expect(customerPage.getByRole('contentinfo')).toContainText('Not financial advice.');
  }
  await expectAccessible(customerPage);
  await screenshots(customerPage, 'not-available', { phoneWidth: 360 });
  await customerPage.getByRole('link', { name: 'Go to your Dashboard', exact: true }).click();
  await expect(customerPage).toHaveURL(/\/Dashboard$/);
  for (const path of ['/api/loan-officer/clients', '/api/loan-officer/clients/export', '/api/admin/market-rates', '/api/admin/users']) {
    expect((await customerPage.request.get(path)).status(), path).toBe(403);
  }
  await customer.close();
});
