import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { request as apiRequest, type APIRequestContext, type Page } from '@playwright/test';
import { ROOT_DIR } from '../support/platform-services';
import { freePort } from '../support/ports';
import { confirmEmail, expect, expectAccessible, fillSignupForm, PASSWORD, test, uniqueEmail } from '../support/fixtures';

// White-label: a loan officer's branded Landing at /lo/<referral code> (brand from the backend),
// and the same Landing embedded on the officer's own site through Module Federation
// (infra/white-label-example, run exactly as mfe-marketing/README.md says).

const BRAND = { companyName: 'Summit Home Loans', nmlsId: '1234567', primaryColor: '#0f766e' };
const BRAND_RGB = 'rgb(15, 118, 110)';

interface Officer {
  api: APIRequestContext;
  code: string;
}

/** A loan officer on Loan Officer Pro with a brand, signed in on its own API context. */
async function createOfficer(baseURL: string): Promise<Officer> {
  const api = await apiRequest.newContext({ baseURL });
  const email = uniqueEmail('officer');
  const signup = await api.post('/api/auth/signup', {
    data: { email, password: PASSWORD, firstName: 'Dana', lastName: 'Whitaker', plan: 'paid' },
  });
  expect(signup.ok(), await signup.text()).toBeTruthy();
  // An officer's page shows their details only once they confirmed their email.
  await confirmEmail(api, email);
  expect((await api.patch('/api/user/profile', { data: { phone: '555-010-2030' } })).ok()).toBeTruthy();
  const brand = await api.patch('/api/loan-officer/brand', { data: BRAND });
  expect(brand.ok(), await brand.text()).toBeTruthy();
  const user = (await (await api.get('/api/auth/user')).json()) as { referralCode: string | null; role: string };
  expect(user.role).toBe('loan_officer');
  expect(user.referralCode).toBeTruthy();
  return { api, code: user.referralCode! };
}

/** The officer's brand is on the page: name, officer card, brand colour on the calls to action. */
async function expectBrandedLanding(page: Page) {
  await expect(page.getByRole('heading', { level: 1, name: 'Take Command of Your Mortgage' })).toBeVisible();
  await expect(page.getByText('Brought to you by Dana Whitaker, Summit Home Loans')).toBeVisible();
  const card = page.getByRole('complementary', { name: 'Your loan officer' });
  await expect(card).toContainText('Dana Whitaker');
  await expect(card).toContainText('NMLS ID 1234567');
  await expect(card.getByRole('link', { name: /Call/ })).toHaveAttribute('href', 'tel:5550102030');
  await expect(page.locator('.mkt-landing')).toHaveAttribute('data-brand', 'Summit Home Loans');
  await expect(page.getByRole('link', { name: 'Get Started Free' })).toHaveCSS('background-color', BRAND_RGB);
  await expect(page.getByRole('link', { name: /loan officers/i })).toHaveCount(0);
}

let officer: Officer;
test.beforeAll(async () => {
  officer = await createOfficer(process.env.HOMEWISE_E2E_URL!);
});
test.afterAll(async () => {
  await officer?.api.dispose();
});

test("/lo/<referral code> shows the officer's brand, and signing up there makes the homeowner their client", async ({ page }) => {
  await page.goto(`/lo/${officer.code}`);
  await expectBrandedLanding(page);
  await expect(page.getByRole('banner')).toContainText('Summit Home Loans');
  await expectAccessible(page);

  await page.getByRole('link', { name: 'Get Started Free' }).click();
  await expect(page).toHaveURL(new RegExp(`/signup\\?lo=${officer.code}$`));
  const email = uniqueEmail('referred');
  await fillSignupForm(page, { firstName: 'Riley', lastName: 'Referred', email });
  // The signup page names the officer and asks before sharing anything (issue 20).
  const consent = page.getByRole('status').filter({ hasText: 'Invited by' });
  await expect(consent).toContainText('Summit Home Loans');
  await expectAccessible(page);
  await page.getByLabel('Share my mortgage details with').check();
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page).toHaveURL(/\/onboarding(\?step=1)?$/);

  const clients = (await (await officer.api.get('/api/loan-officer/clients')).json()) as { clients: { email: string }[] };
  expect(clients.clients.map((client) => client.email)).toContain(email);
});

test("/lo/<referral code> is in the officer's brand from the first paint: no blank page, never Homewise's brand first", async ({ page, browser }) => {
  // Every change to the page from its first parse, noted before any script of the page runs:
  // what is on screen is the server's skeleton (in the brand) or the Landing, and the Landing is
  // only ever the officer's.
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { seen: string[] }).seen = seen;
    const note = () => {
      const skeleton = document.getElementById('hw-brand-skeleton');
      const landing = document.querySelector('.mkt-landing');
      if (landing) seen.push(`landing:${landing.getAttribute('data-brand') ?? 'Homewise'}`);
      else if (skeleton) seen.push(`skeleton:${skeleton.textContent}`);
      else if (document.body) seen.push('blank');
    };
    new MutationObserver(note).observe(document, { childList: true, subtree: true });
  });
  await page.goto(`/lo/${officer.code}`);
  await expectBrandedLanding(page);
  const seen = await page.evaluate(() => (window as unknown as { seen: string[] }).seen);
  // Before <body> holds the skeleton the parser is still in <head>; from there on, never blank.
  // On a slow machine the parser may stop for a frame inside the skeleton, its name still
  // partly parsed: that box is already in the brand's colours, and holds no other name.
  const fromBody = seen.slice(seen.findIndex((state) => state !== 'blank'));
  expect(fromBody[0]).toMatch(/^skeleton:/);
  for (const state of fromBody.filter((s) => s.startsWith('skeleton:'))) expect('Summit Home Loans'.startsWith(state.slice('skeleton:'.length))).toBe(true);
  expect(fromBody).toContain('skeleton:Summit Home Loans');
  expect(new Set(fromBody.filter((state) => !state.startsWith('skeleton:')))).toEqual(new Set(['landing:Summit Home Loans']));
  await expect(page.locator('#hw-brand-skeleton')).toHaveCount(0);

  // Without JavaScript, the skeleton alone: the officer's name in the brand's colour.
  const noScript = await browser.newContext({ javaScriptEnabled: false });
  try {
    const plain = await noScript.newPage();
    await plain.goto(`${process.env.HOMEWISE_E2E_URL}/lo/${officer.code}`);
    await expect(plain.locator('#hw-brand-skeleton')).toContainText('Summit Home Loans');
    await expect(plain.locator('#hw-brand-skeleton .name')).toHaveCSS('color', BRAND_RGB);
  } finally {
    await noScript.close();
  }
});

test('/lo/<unknown code> shows the Homewise brand and still carries the code to signup', async ({ page }) => {
  await page.goto('/lo/NO-SUCH-CODE');
  await expect(page.getByRole('heading', { level: 1, name: 'Take Command of Your Mortgage' })).toBeVisible();
  await expect(page.getByRole('complementary', { name: 'Your loan officer' })).toHaveCount(0);
  await expect(page.locator('.mkt-landing')).not.toHaveAttribute('data-brand');
  await expect(page.getByRole('link', { name: 'Get Started Free' })).toHaveAttribute('href', '/signup?lo=NO-SUCH-CODE');
});

/** Runs the example host as mfe-marketing/README.md says; resolves with its URL. */
async function startExampleSite(env: NodeJS.ProcessEnv): Promise<{ url: string; child: ChildProcess }> {
  const port = await freePort();
  const child = spawn(process.execPath, [join(ROOT_DIR, 'infra/white-label-example/serve.mjs'), '--port', String(port)], {
    cwd: ROOT_DIR,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  const until = Date.now() + 45_000; // the first run builds the site
  while (Date.now() < until) {
    if (child.exitCode !== null) throw new Error(`the example site exited: ${output}`);
    if (output.includes(`http://localhost:${port}`)) return { url: `http://localhost:${port}`, child };
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  child.kill();
  throw new Error(`the example site did not start: ${output}`);
}

test("a loan officer's own site embeds the branded Landing through Module Federation", async ({ page, baseURL }) => {
  test.setTimeout(120_000);
  const ports = JSON.parse(process.env.HOMEWISE_E2E_ENV ?? '{}') as { MARKETING_PORT: string };
  const site = await startExampleSite({
    HOMEWISE_APP_URL: baseURL,
    HOMEWISE_MARKETING_URL: `http://localhost:${ports.MARKETING_PORT}/mf-manifest.json`,
    HOMEWISE_REFERRAL_CODE: officer.code,
  });
  try {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    const remoteFiles: string[] = [];
    page.on('requestfinished', (request) => remoteFiles.push(new URL(request.url()).origin));

    await page.goto(site.url);
    // The officer's own page around it…
    await expect(page.locator('.site-header')).toContainText('Summit Home Loans');
    // …and Homewise's Landing inside, with the officer's brand.
    await expectBrandedLanding(page);
    expect(remoteFiles).toContain(`http://localhost:${ports.MARKETING_PORT}`);
    // Embedded, the Landing adds no second banner/contentinfo to the host page.
    await expect(page.getByRole('banner')).toHaveCount(1);
    await expect(page.getByRole('region', { name: 'Summit Home Loans: take command of your mortgage' })).toBeVisible();

    // Every app link leads to Homewise, not to the officer's site.
    await expect(page.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', `${baseURL}/login`);
    await expect(page.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', `${baseURL}/PrivacyPolicy`);
    await expect(page.getByRole('link', { name: 'Get Started Free' })).toHaveAttribute('href', `${baseURL}/signup?lo=${officer.code}`);
    await expectAccessible(page);
    expect(errors).toEqual([]);

    await page.getByRole('link', { name: 'Get Started Free' }).click();
    await expect(page).toHaveURL(`${baseURL}/signup?lo=${officer.code}`);
    await expect(page.getByLabel('Confirm Password')).toBeVisible();
  } finally {
    await new Promise<void>((resolve) => {
      if (site.child.exitCode !== null) return resolve();
      site.child.once('exit', () => resolve());
      site.child.kill('SIGTERM');
    });
  }
});
