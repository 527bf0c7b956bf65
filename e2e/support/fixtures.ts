import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { test as base, expect, type APIRequestContext, type Download, type Page } from '@playwright/test';
import type { Credentials } from './admin';
import { verificationLinkFor } from './mail';

const require = createRequire(import.meta.url);

/** Every test runs against the platform global-setup started. */
export const test = base.extend({
  baseURL: async ({}, use) => {
    const url = process.env.HOMEWISE_E2E_URL;
    if (!url) throw new Error('HOMEWISE_E2E_URL is not set: the global setup did not run');
    await use(url);
  },
});
export { expect };

let counter = 0;
export function uniqueEmail(prefix: string): string {
  counter += 1;
  return `${prefix}-${Date.now().toString(36)}-${process.pid}-${counter}@example.com`;
}

export const PASSWORD = 'correct-horse-battery';

export function adminCredentials(): Credentials {
  return JSON.parse(process.env.HOMEWISE_E2E_ADMIN ?? '{"problem":"no admin prepared"}') as Credentials;
}

/** Signs up through the API: the session cookie lands in the page's browser context. */
export async function signUpByApi(request: APIRequestContext, body: Record<string, unknown> = {}) {
  const email = (body.email as string) ?? uniqueEmail('user');
  const response = await request.post('/api/auth/signup', {
    data: { email, password: PASSWORD, firstName: 'Casey', lastName: 'Homeowner', ...body },
  });
  expect(response.ok(), `signup answered ${response.status()}: ${await response.text()}`).toBeTruthy();
  return { email, password: (body.password as string) ?? PASSWORD };
}

export async function logIn(page: Page, { email, password }: { email: string; password: string }) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

/** Fills the signup form on the current page (the caller submits it). */
export async function fillSignupForm(page: Page, { firstName, lastName, email, password = PASSWORD }: { firstName: string; lastName: string; email: string; password?: string }) {
  await page.getByLabel('First Name').fill(firstName);
  await page.getByLabel('Last Name').fill(lastName);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Confirm Password').fill(password);
}

/** A toast with this title (and description) is on screen. */
export async function expectToast(page: Page, title: string, description?: string) {
  const toast = page.locator('.hw-toast').filter({ hasText: title });
  await expect(toast.first()).toBeVisible();
  if (description) await expect(toast.first()).toContainText(description);
}

export { mailContaining, mailsTo, mailWithSubject, resetLinkFor, verificationLinkFor, type Mail } from './mail';

let confirmations = 0;
/**
 * Confirms the email of an account through the link of its verification mail, as its owner would.
 * Each owner opens the link from their own network (a documentation IPv6 /64 of its own, passed on
 * by the shell's proxy): the suite confirms more addresses than the per-network limit on opening
 * links allows in an hour from one place, and that limit has its own backend tests.
 */
export async function confirmEmail(request: APIRequestContext, email: string): Promise<void> {
  const token = new URL(await verificationLinkFor(email)).searchParams.get('token');
  const ownersNetwork = `2001:db8:${(++confirmations).toString(16)}:${(process.pid % 0xffff).toString(16)}::1`;
  const response = await request.post('/api/auth/verify-email', { data: { token }, headers: { 'X-Forwarded-For': ownersNetwork } });
  expect(response.ok(), `verify-email answered ${response.status()}: ${await response.text()}`).toBeTruthy();
}

let axe: string | undefined;
const axeSource = () => (axe ??= readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8'));

/** axe-core in the page: no accessibility violations. */
export async function expectAccessible(page: Page) {
  // Evaluated over the DevTools protocol, not added as a <script>: the shell's CSP refuses inline
  // scripts (as it should), and axe is the test's tool, not the page's.
  await page.evaluate(axeSource());
  const violations = await page.evaluate(async () => {
    const result = await (window as unknown as { axe: { run: (ctx: Document) => Promise<{ violations: { id: string; help: string; nodes: { target: string[] }[] }[] }> } }).axe.run(document);
    return result.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
  });
  expect(violations, violations.join('\n')).toEqual([]);
}

/** Highcharts redraws a chart at a new width ~100 ms after a resize: wait until each fits its box. */
export async function chartsFitTheirBoxes(page: Page) {
  await page.waitForFunction(() =>
    [...document.querySelectorAll<HTMLElement>('.highcharts-container')].every((chart) => Math.abs(chart.offsetWidth - (chart.parentElement?.clientWidth ?? chart.offsetWidth)) <= 1),
  );
}

/** Screenshots at desktop and phone width (390 px, or `phoneWidth`) into e2e/artifacts/ (git-ignored). */
export async function screenshots(page: Page, name: string, { phoneWidth = 390 }: { phoneWidth?: number } = {}) {
  const dir = new URL('../artifacts/', import.meta.url).pathname;
  const original = page.viewportSize();
  // Toasts already read would cover what the picture is of. A click event rather than a pointer
  // click: a stacked toast sliding in may cover the button, and one may time out by itself
  // meanwhile (then there is nothing left to click).
  const close = page.getByRole('button', { name: 'Dismiss notification' });
  while (await close.count()) await close.first().dispatchEvent('click', undefined, { timeout: 1_000 }).catch(() => undefined);
  // From the top: scrolled, a full-page picture draws the sticky header mid-page.
  await page.evaluate(() => window.scrollTo(0, 0));
  for (const [label, size] of [
    ['desktop', { width: 1280, height: 800 }],
    ['phone', { width: phoneWidth, height: 844 }],
  ] as const) {
    await page.setViewportSize(size);
    await chartsFitTheirBoxes(page);
    await page.screenshot({ path: join(dir, `${name}-${label}.png`), fullPage: true });
  }
  if (original) await page.setViewportSize(original);
}

/** The page does not scroll sideways at the current width (wide tables scroll in their own box). */
export async function expectNoSideScroll(page: Page) {
  await chartsFitTheirBoxes(page);
  const { overflow, culprits } = await page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    // The outermost elements that reach past the screen's right edge: what to fix when it fails.
    const wide = [...document.body.querySelectorAll<HTMLElement>('*')].filter((el) => el.getBoundingClientRect().right > width + 0.5);
    const outermost = wide.filter((el) => !wide.includes(el.parentElement as HTMLElement));
    const name = (el: Element) => `${el.tagName.toLowerCase()}${el.className && typeof el.className === 'string' ? `.${el.className.trim().split(/\s+/).join('.')}` : ''}`;
    return {
      overflow: document.documentElement.scrollWidth - width,
      culprits: outermost.slice(0, 5).map((el) => `${name(el.parentElement!)} > ${name(el)} (${Math.round(el.getBoundingClientRect().width)} px)`),
    };
  });
  expect(overflow, `the page scrolls sideways: ${culprits.join('; ')}`).toBeLessThanOrEqual(0);
}

/**
 * Every money figure and percent on screen sits on one line: "$400,000" never wraps into
 * "$400,00" / "0" at a narrow width. Hidden text has no boxes and is skipped.
 */
export async function expectFiguresWhole(page: Page) {
  const broken = await page.evaluate(() => {
    const figure = /[−-]?\$\d[\d,]*(?:\.\d+)?|\d+(?:\.\d+)?%/g;
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    const found: string[] = [];
    for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
      for (const match of node.data.matchAll(figure)) {
        const range = document.createRange();
        range.setStart(node, match.index!);
        range.setEnd(node, match.index! + match[0].length);
        const lines = new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top)));
        if (lines.size > 1) found.push(`${match[0]} (in “${node.data.trim().slice(0, 60)}”)`);
      }
    }
    return found;
  });
  expect(broken, 'figures broken across lines').toEqual([]);
}

/** The bytes of a file the page downloaded. */
export async function downloadBytes(download: Download): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/**
 * The text of a file the page downloaded, as a spreadsheet reads it: UTF-8, the byte order mark
 * CSV downloads start with (for Excel, see the platform's downloadCsv) dropped.
 */
export async function downloadText(download: Download): Promise<string> {
  return (await downloadBytes(download)).toString('utf8').replace(/^\uFEFF/, '');
}
