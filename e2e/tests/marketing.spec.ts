import type { Page } from '@playwright/test';
import { expect, expectAccessible, mailContaining, signUpByApi, test, uniqueEmail } from '../support/fixtures';

// The marketing remote in the real platform: Landing → signup, the loan officer plans' login
// navigations, Contact → stored and mailed, the legal pages' date, keyboard focus and axe.

/** The element that has keyboard focus shows a focus ring (outline or box-shadow). */
async function expectVisibleFocus(page: Page) {
  const ring = await page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    if (!element || element === document.body) return null;
    const style = getComputedStyle(element);
    return { shadow: style.boxShadow, outline: style.outlineStyle };
  });
  expect(ring, 'something has focus').not.toBeNull();
  expect(ring!.shadow !== 'none' || ring!.outline !== 'none', `focus ring: ${JSON.stringify(ring)}`).toBe(true);
}

test('landing → signup: the hero, the sign-in link and the calls to action', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Take Command of Your Mortgage' })).toBeVisible();
  await expect(page.getByRole('contentinfo')).toContainText('Take control of your mortgage and unlock savings.');
  await expect(page.getByRole('contentinfo')).toContainText('Not financial advice.');
  await expectAccessible(page);

  // Keyboard: the header's links are reachable with Tab and show where focus is.
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Sign In' })).toBeFocused();
  await expectVisibleFocus(page);

  await page.getByRole('link', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.goto('/');
  await page.getByRole('link', { name: 'Get Started Free' }).click();
  await expect(page).toHaveURL(/\/signup$/);
  await expect(page.getByLabel('Confirm Password')).toBeVisible();
  await page.goto('/Home');
  await page.getByRole('link', { name: 'Create my free account' }).click();
  await expect(page).toHaveURL(/\/signup$/);
});

test('the landing sends a signed-in visitor to the Dashboard, without showing them the Landing first', async ({ page }) => {
  await signUpByApi(page.request);
  // Whether the Landing's heading was ever on screen, watched from before the first byte is parsed.
  await page.addInitScript(() => {
    new MutationObserver(() => {
      if (document.querySelector('h1')?.textContent?.includes('Take Command of Your Mortgage')) (window as unknown as { sawLanding: boolean }).sawLanding = true;
    }).observe(document, { childList: true, subtree: true });
  });
  const response = await page.goto('/');
  // The server sends the plain shell page, not the prerendered Landing, to a signed-in browser.
  expect(await response!.text()).not.toContain('Take Command of Your Mortgage');
  await expect(page).toHaveURL(/\/Dashboard$/);
  expect(await page.evaluate(() => (window as unknown as { sawLanding?: boolean }).sawLanding ?? false)).toBe(false);
});

test('the landing works on a 360 px wide phone without sideways scrolling', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  for (const path of ['/', '/LoanOfficers', '/About', '/HowToUse', '/PrivacyPolicy', '/TermsOfService', '/Contact']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, `${path} scrolls sideways by ${overflow}px`).toBeLessThanOrEqual(0);
  }
});

for (const [button, plan] of [
  ['Start Free Trial', 'paid'],
  ['Try Free Version', 'free'],
] as const) {
  test(`loan officers: "${button}" goes to /api/auth/login?returnTo=/?plan=${plan}, then to login with plan=${plan}`, async ({ page, baseURL }) => {
    await page.goto('/LoanOfficers');
    await expect(page.getByRole('heading', { level: 1, name: 'Turn Every Loan Closing Into Lifetime Revenue' })).toBeVisible();
    const navigation = page.waitForRequest((request) => request.isNavigationRequest() && request.url().includes('/api/auth/login'));
    await page.getByRole('link', { name: button }).first().click();
    expect((await navigation).url()).toBe(`${baseURL}/api/auth/login?returnTo=/?plan=${plan}`);
    await expect(page).toHaveURL(/\/login\?/);
    const landed = new URL(page.url());
    expect(landed.searchParams.get('plan')).toBe(plan);
    expect(landed.searchParams.get('returnTo')).toBe(`/?plan=${plan}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });
}

test('loan officers: "Get Started" leads to the plans, and the page has no dead links', async ({ page }) => {
  await page.goto('/LoanOfficers');
  await page.getByRole('link', { name: 'Get Started', exact: true }).click();
  await expect(page).toHaveURL(/#pricing$/);
  await expect(page.getByRole('heading', { name: 'Simple pricing' })).toBeInViewport();
  const hrefs = await page.locator('main a').evaluateAll((links) => links.map((link) => link.getAttribute('href')));
  for (const href of hrefs) expect(href, 'a real destination').toMatch(/^(\/[A-Za-z]|#[a-z]|\/api\/auth\/login\?)/);
});

test('contact: the message is stored and mailed to support, and the page thanks the sender', async ({ page }) => {
  const email = uniqueEmail('contact');
  const text = `Where do I record a lump-sum payment? (${email})`;
  await page.goto('/Contact');
  await page.getByLabel('Full Name').fill('Robin Visitor');
  await page.getByLabel('Email Address').fill(email);
  await page.getByLabel('Message').fill(text);
  const answer = page.waitForResponse((response) => response.url().endsWith('/api/contact') && response.request().method() === 'POST');
  await page.getByRole('button', { name: 'Send Message' }).click();
  const response = await answer;
  expect(response.status()).toBe(201);
  const { id } = (await response.json()) as { id: string };

  await expect(page.getByRole('heading', { name: 'Thank You!' })).toBeFocused();
  await expect(page.getByText('Your message has been sent successfully. We will get back to you as soon as possible.')).toBeVisible();
  await expectAccessible(page);

  // The mail names the stored message's id: the row exists and its mail went out.
  const mail = await mailContaining(text);
  expect(mail.to.join()).toMatch(/^support@/);
  expect(mail.header('Reply-To')).toContain(email);
  expect(mail.text).toContain(`Message ${id}`);
  expect(mail.text).toContain('From: Robin Visitor');
});

test('contact: required fields and the email format are checked before sending; errors are announced', async ({ page }) => {
  let posted = 0;
  page.on('request', (request) => {
    if (request.url().endsWith('/api/contact') && request.method() === 'POST') posted++;
  });
  await page.goto('/Contact');
  await page.getByLabel('Email Address').fill('not-an-email');
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByLabel('Full Name')).toBeFocused();
  await expect(page.getByText('Please enter your full name.')).toBeVisible();
  await expect(page.getByText('Please enter a valid email address, like name@example.com.')).toBeVisible();
  await expect(page.getByText('Please enter your message.')).toBeVisible();
  await expectAccessible(page);
  expect(posted).toBe(0);
});

test('contact: name and email are prefilled for a signed-in user', async ({ page }) => {
  const { email } = await signUpByApi(page.request, { firstName: 'Casey', lastName: 'Homeowner' });
  await page.goto('/Contact');
  await expect(page.getByLabel('Full Name')).toHaveValue('Casey Homeowner');
  await expect(page.getByLabel('Email Address')).toHaveValue(email);
});

test('contact: a failed send shows the spec’s alert and keeps the message', async ({ page }) => {
  await page.route('**/api/contact', (route) => route.fulfill({ status: 503, json: { statusCode: 503, message: 'Service Unavailable' } }));
  await page.goto('/Contact');
  await page.getByLabel('Full Name').fill('Robin Visitor');
  await page.getByLabel('Email Address').fill('robin@example.com');
  await page.getByLabel('Message').fill('Hello');
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByRole('alert')).toContainText('Sorry, there was an issue sending your message. Please try again later.');
  await expect(page.getByLabel('Message')).toHaveValue('Hello');
});

for (const [title, path] of [
  ['Privacy Policy', '/PrivacyPolicy'],
  ['Terms of Service', '/TermsOfService'],
] as const) {
  // Issue 18: the day the text last changed (mfe-marketing legal/last-updated.ts), not today's.
  test(`${title}: "Last Updated" is the day the text last changed`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    const updated = page.getByText(/^Last Updated:/);
    await expect(updated).toHaveText('Last Updated: Nov 24, 2026');
    await expect(updated.locator('time')).toHaveAttribute('datetime', '2026-11-24');
    await expect(page.getByRole('main')).toContainText('at least 13 years old');
    await expect(page.getByRole('main')).toContainText(/at least 30 days before it takes effect/);
  });
}

test('how to use: the FAQ opens with the keyboard and stays accessible', async ({ page }) => {
  await page.goto('/HowToUse');
  const question = page.getByText('How often do market rates update?');
  await question.focus();
  await expectVisibleFocus(page);
  await page.keyboard.press('Enter');
  await expect(page.getByText(/Every Wednesday at 10am/)).toBeVisible();
  await expectAccessible(page);
});
