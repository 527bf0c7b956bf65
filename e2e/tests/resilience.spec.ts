import { spawn, type ChildProcess } from 'node:child_process';
import { createServer, type Socket } from 'node:net';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { ROOT_DIR } from '../support/platform-services';
import { freePort } from '../support/ports';
import { expect, signUpByApi, test } from '../support/fixtures';

const FALLBACK = 'This part of Homewise is not available right now';

// These tests move a remote by rewriting /remotes.json in the browser only. A real move changes
// the shell server's configuration, which rewrites its CSP too; here the page's CSP still names
// the old origin, so it is set aside (tests/shell-security.spec.ts checks the CSP itself).
test.use({ bypassCSP: true });

/** Points one remote of `/remotes.json` somewhere else for this page (the deploy-time switch). */
async function moveRemote(page: Page, remote: string, manifestUrl: string) {
  await page.route('**/remotes.json', async (route) => {
    const response = await route.fetch();
    const remotes = await response.json();
    await route.fulfill({ response, json: { ...remotes, [remote]: manifestUrl } });
  });
}

/** A second, real static server of the dashboard remote that this test may stop. */
async function startDashboardServer(port: number): Promise<ChildProcess> {
  const child = spawn(process.execPath, [join(ROOT_DIR, 'infra/static-server.mjs'), '--dir', join(ROOT_DIR, 'mfe-dashboard/dist'), '--port', String(port), '--host', '127.0.0.1'], { stdio: 'ignore' });
  const until = Date.now() + 10_000;
  while (Date.now() < until) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/health`)).ok) return child;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  child.kill();
  throw new Error('the extra dashboard server did not start');
}

function stop(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

test('a stopped remote costs only its own pages: fallback with a retry, the rest keeps working', async ({ page }) => {
  const port = await freePort();
  let server = await startDashboardServer(port);
  try {
    await signUpByApi(page.request);
    await moveRemote(page, 'dashboard', `http://127.0.0.1:${port}/mf-manifest.json`);
    await page.goto('/Dashboard');
    await expect(page.locator('[data-remote-fallback]')).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();

    await stop(server);
    await page.reload();
    await expect(page.getByText(FALLBACK)).toBeVisible();
    // The layout and the other areas keep working.
    await expect(page.getByRole('navigation', { name: 'Primary' })).toBeVisible();
    await page.getByRole('button', { name: 'My Account' }).click();
    await page.getByRole('link', { name: 'Profile' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'My Profile' })).toBeVisible();
    await page.getByRole('navigation', { name: 'Primary' }).getByRole('link', { name: 'Cut My Costs' }).click();
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await expect(page.getByText(FALLBACK)).toHaveCount(0);

    // The remote comes back: "Try again" loads it without reloading the page.
    await page.getByRole('navigation', { name: 'Primary' }).getByRole('link', { name: 'Dashboard' }).click();
    await expect(page.getByText(FALLBACK)).toBeVisible();
    server = await startDashboardServer(port);
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByText(FALLBACK)).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  } finally {
    await stop(server);
  }
});

test('a remote that accepts the connection but never answers falls back within 10 s', async ({ page }) => {
  const sockets = new Set<Socket>();
  const silent = createServer((socket) => {
    sockets.add(socket); // accept, read nothing, answer nothing
  });
  await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
  const address = silent.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  try {
    await signUpByApi(page.request);
    await moveRemote(page, 'calculators', `http://127.0.0.1:${port}/mf-manifest.json`);
    const started = Date.now();
    await page.goto('/CutMyCosts');
    await expect(page.getByText(FALLBACK)).toBeVisible({ timeout: 10_000 });
    expect(Date.now() - started).toBeLessThan(10_000);
    expect(sockets.size).toBeGreaterThan(0);
    // Other areas are unaffected.
    await page.getByRole('button', { name: 'My Account' }).click();
    await page.getByRole('link', { name: 'Profile' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'My Profile' })).toBeVisible();
  } finally {
    for (const socket of sockets) socket.destroy();
    await new Promise((resolve) => silent.close(resolve));
  }
});
