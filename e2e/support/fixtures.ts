import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { test as base, expect, type APIRequestContext, type Page } from '@playwright/test';
import type { Credentials } from './admin';

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

/** Decodes the quoted-printable soft breaks and escapes of a mail body. */
function decodeQuotedPrintable(text: string): string {
  return text.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/** The password-reset link of the newest mail to `email` in DATA_DIR/outbox (waits for it). */
export async function resetLinkFor(email: string, { after = 0 } = {}): Promise<string> {
  const outbox = join(process.env.HOMEWISE_E2E_DATA_DIR ?? '', 'outbox');
  const until = Date.now() + 20_000;
  while (Date.now() < until) {
    let files: string[] = [];
    try {
      files = readdirSync(outbox).filter((f) => f.endsWith('.eml'));
    } catch {
      // no mail yet
    }
    const links = files
      .map((file) => decodeQuotedPrintable(readFileSync(join(outbox, file), 'utf8')))
      .filter((mail) => new RegExp(`^To:.*${email.replace(/[.+]/g, '\\$&')}`, 'mi').test(mail))
      .map((mail) => /https?:\/\/[^\s"'<>]+reset-password\?token=[^\s"'<>]+/.exec(mail)?.[0])
      .filter((link): link is string => Boolean(link));
    if (links.length > after) return links[links.length - 1];
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`no reset mail to ${email} in ${outbox}`);
}

/** axe-core in the page: no accessibility violations. */
export async function expectAccessible(page: Page) {
  await page.addScriptTag({ path: require.resolve('axe-core/axe.min.js') });
  const violations = await page.evaluate(async () => {
    const result = await (window as unknown as { axe: { run: (ctx: Document) => Promise<{ violations: { id: string; help: string; nodes: { target: string[] }[] }[] }> } }).axe.run(document);
    return result.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
  });
  expect(violations, violations.join('\n')).toEqual([]);
}

/** Screenshots at desktop and phone width into e2e/artifacts/ (git-ignored). */
export async function screenshots(page: Page, name: string) {
  const dir = new URL('../artifacts/', import.meta.url).pathname;
  const original = page.viewportSize();
  for (const [label, size] of [
    ['desktop', { width: 1280, height: 800 }],
    ['phone', { width: 390, height: 844 }],
  ] as const) {
    await page.setViewportSize(size);
    await page.screenshot({ path: join(dir, `${name}-${label}.png`), fullPage: true });
  }
  if (original) await page.setViewportSize(original);
}
