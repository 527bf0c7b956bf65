import { spawn, type ChildProcess } from 'node:child_process';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import { join } from 'node:path';
import { createRequire } from 'node:module';
import { request as apiRequest } from '@playwright/test';
import { platformServices, ROOT_DIR } from '../support/platform-services';
import { freePort } from '../support/ports';
import { expect, test } from '../support/fixtures';

// The shell server's security, black-box over HTTP and in Chromium: headers on every page and
// answer, a CSP whose script-src is exactly the remotes of /remotes.json, /remotes.json from
// configuration (not the Host header), and the /api proxy's X-Forwarded-* headers. Extra shell
// servers are started the way the launcher (scripts/lib/platform.mjs) starts its "shell".

/** The one list of remotes (packages/platform/build/remotes.json). */
const REMOTES = createRequire(import.meta.url)('@homewise/platform/remotes.json') as Record<string, unknown>;

/** The CSP's directives by name. */
function directives(policy: string | undefined): Map<string, string[]> {
  expect(policy, 'a Content-Security-Policy header').toBeTruthy();
  return new Map(
    policy!
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name, ...values]) => [name, values]),
  );
}

async function remoteOrigins(baseURL: string): Promise<string[]> {
  const remotes = (await (await fetch(`${baseURL}/remotes.json`)).json()) as Record<string, string>;
  expect(Object.keys(remotes).sort()).toEqual(Object.keys(REMOTES).sort());
  return [...new Set(Object.values(remotes).map((url) => new URL(url).origin))].sort();
}

test('every page carries the security headers, and script-src lists exactly the remotes of /remotes.json', async ({ baseURL }) => {
  const origins = await remoteOrigins(baseURL!);
  for (const path of ['/', '/login', '/Dashboard', '/profile', '/no-such-page']) {
    const response = await fetch(`${baseURL}${path}`);
    expect(response.status).toBe(200);
    const headers = response.headers;
    expect(headers.get('x-content-type-options')).toBe('nosniff');
    expect(headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(headers.get('x-frame-options')).toBe('SAMEORIGIN');
    // Plain HTTP: no HSTS (browsers ignore it there, and it must not pin a local host to HTTPS).
    expect(headers.get('strict-transport-security')).toBeNull();
    const csp = directives(headers.get('content-security-policy') ?? undefined);
    expect(csp.get('script-src')!.filter((source) => source !== "'self'").sort()).toEqual(origins);
    expect(csp.get('script-src')).toContain("'self'");
    expect(csp.get('script-src')!.join(' ')).not.toMatch(/unsafe-inline|unsafe-eval|\*/);
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(csp.get('frame-ancestors')).toEqual(["'self'"]);
  }
  for (const path of ['/remotes.json', '/health', '/no-such-file.js']) {
    const headers = (await fetch(`${baseURL}${path}`)).headers;
    expect(headers.get('x-content-type-options'), path).toBe('nosniff');
    expect(headers.get('referrer-policy'), path).toBe('strict-origin-when-cross-origin');
  }
});

test("a loan officer's white-label landing may be framed by their site; no other page may", async ({ baseURL }) => {
  const landing = await fetch(`${baseURL}/lo/ABCD1234`);
  expect(directives(landing.headers.get('content-security-policy') ?? undefined).get('frame-ancestors')).toEqual(['*']);
  expect(landing.headers.get('x-frame-options')).toBeNull();
  const nested = await fetch(`${baseURL}/lo/ABCD1234/Dashboard`);
  expect(directives(nested.headers.get('content-security-policy') ?? undefined).get('frame-ancestors')).toEqual(["'self'"]);
});

test('in Chromium every remote loads under the CSP, and an injected or foreign script does not run', async ({ page, baseURL }) => {
  const violations: string[] = [];
  await page.exposeFunction('reportViolation', (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) =>
      (window as unknown as { reportViolation: (t: string) => void }).reportViolation(`${event.violatedDirective} ${event.blockedURI}`),
    );
  });
  // One page of each remote: account, marketing (public), then dashboard and calculators need a user.
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
  await page.goto('/About');
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await page.request.post('/api/auth/signup', { data: { email: `csp-${Date.now()}@example.com`, password: 'correct-horse-battery' } });
  for (const path of ['/Dashboard', '/CutMyCosts']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await expect(page.locator('[data-remote-fallback]')).toHaveCount(0);
  }
  expect(violations, 'no CSP violation while the remotes load').toEqual([]);

  // An attacker's markup that reached the page: an inline script and a script from elsewhere.
  const foreign = createServer((_, response) => {
    response.writeHead(200, { 'Content-Type': 'text/javascript' });
    response.end('window.__foreignRan = true;');
  });
  await new Promise<void>((resolve) => foreign.listen(0, '127.0.0.1', resolve));
  const port = (foreign.address() as { port: number }).port;
  try {
    await page.evaluate((src) => {
      const inline = document.createElement('script');
      inline.textContent = 'window.__inlineRan = true;';
      document.body.append(inline);
      const external = document.createElement('script');
      external.src = src;
      document.body.append(external);
    }, `http://127.0.0.1:${port}/evil.js`);
    await expect.poll(() => violations.length).toBeGreaterThanOrEqual(2);
    expect(await page.evaluate(() => (window as unknown as { __inlineRan?: boolean }).__inlineRan)).toBeUndefined();
    expect(await page.evaluate(() => (window as unknown as { __foreignRan?: boolean }).__foreignRan)).toBeUndefined();
    expect(violations.join('\n')).toMatch(/script-src/);
  } finally {
    foreign.close();
  }
  expect(new URL(page.url()).origin).toBe(new URL(baseURL!).origin);
});

test('/remotes.json comes from configuration, whatever Host the request names', async ({ baseURL }) => {
  const api = await apiRequest.newContext();
  try {
    const honest = await (await api.get(`${baseURL}/remotes.json`)).json();
    const poisoned = await (await api.get(`${baseURL}/remotes.json`, { headers: { Host: 'evil.example' } })).json();
    expect(poisoned).toEqual(honest);
    expect(JSON.stringify(poisoned)).not.toContain('evil.example');
  } finally {
    await api.dispose();
  }
});

// ---- extra shell servers with their own configuration ----

interface Shell {
  url: string;
  child: ChildProcess;
  output: () => string;
}

/** Starts the launcher's "shell" service with `env` on a free port; resolves once it answers, or with its exit. */
async function startShell(env: Record<string, string>): Promise<Shell & { exitCode: number | null }> {
  const shellPort = String(await freePort());
  const fullEnv = { ...process.env, ...JSON.parse(process.env.HOMEWISE_E2E_ENV ?? '{}'), SHELL_PORT: shellPort, ...env } as NodeJS.ProcessEnv;
  delete fullEnv.APP_URL;
  const service = platformServices(fullEnv).find((s) => s.name === 'shell');
  if (!service) throw new Error('the launcher has no "shell" service (is shell/dist built?)');
  const child = spawn(process.execPath, [join(ROOT_DIR, service.entry), ...service.args], {
    cwd: ROOT_DIR,
    env: { ...fullEnv, ...service.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  const url = `http://127.0.0.1:${shellPort}`;
  const until = Date.now() + 15_000;
  while (Date.now() < until) {
    if (child.exitCode !== null) return { url, child, output: () => output, exitCode: child.exitCode };
    try {
      if ((await fetch(`${url}/health`)).ok) return { url, child, output: () => output, exitCode: null };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.kill();
  throw new Error(`the shell did not start: ${output}`);
}

function stop(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

/** A stand-in backend that answers every request with the headers it received. */
async function captureBackend(): Promise<{ port: number; server: Server; last: () => IncomingHttpHeaders }> {
  let last: IncomingHttpHeaders = {};
  const server = createServer((request, response) => {
    last = request.headers;
    response.writeHead(200, { 'Content-Type': 'application/json' });
    response.end('{}');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { port: (server.address() as { port: number }).port, server, last: () => last };
}

test('the /api proxy appends the client to X-Forwarded-For and passes X-Forwarded-Proto only from a trusted proxy', async () => {
  const backend = await captureBackend();
  const trusting = await startShell({ BACKEND_PORT: String(backend.port), TRUST_PROXY: 'loopback' });
  const distrusting = await startShell({ BACKEND_PORT: String(backend.port), TRUST_PROXY: '10.0.0.0/8, fd00::/8' });
  try {
    // A load balancer on loopback (trusted) says the client is 203.0.113.7 and came over HTTPS.
    await fetch(`${trusting.url}/api/anything`, { headers: { 'X-Forwarded-For': '203.0.113.7', 'X-Forwarded-Proto': 'https' } });
    expect(backend.last()['x-forwarded-for']).toMatch(/^203\.0\.113\.7, (127\.0\.0\.1|::1)$/);
    expect(backend.last()['x-forwarded-proto']).toBe('https');

    // No proxy in front: the shell's own peer is the client, over plain HTTP.
    await fetch(`${trusting.url}/api/anything`);
    expect(backend.last()['x-forwarded-for']).toMatch(/^(127\.0\.0\.1|::1)$/);
    expect(backend.last()['x-forwarded-proto']).toBe('http');

    // A client that is not a trusted proxy cannot claim HTTPS; its own X-Forwarded-For is kept
    // to the left of its real address, where the backend never looks past its trusted proxies.
    await fetch(`${distrusting.url}/api/anything`, { headers: { 'X-Forwarded-For': '198.51.100.1', 'X-Forwarded-Proto': 'https' } });
    expect(backend.last()['x-forwarded-for']).toMatch(/^198\.51\.100\.1, (127\.0\.0\.1|::1)$/);
    expect(backend.last()['x-forwarded-proto']).toBe('http');
    expect((await fetch(`${distrusting.url}/`, { headers: { 'X-Forwarded-Proto': 'https' } })).headers.get('strict-transport-security')).toBeNull();

    // HSTS once the page came over HTTPS through a trusted proxy.
    const overHttps = await fetch(`${trusting.url}/`, { headers: { 'X-Forwarded-Proto': 'https' } });
    expect(overHttps.headers.get('strict-transport-security')).toMatch(/max-age=\d{7,}; includeSubDomains/);
    expect(directives(overHttps.headers.get('content-security-policy') ?? undefined).has('upgrade-insecure-requests')).toBe(true);
  } finally {
    await stop(trusting.child);
    await stop(distrusting.child);
    backend.server.close();
  }
});

test('in production the remotes must be https URLs from configuration, and then the CSP names them', async () => {
  const refused = await startShell({ NODE_ENV: 'production' });
  expect(refused.exitCode).not.toBe(0);
  expect(refused.output()).toMatch(/DASHBOARD_REMOTE_URL must be an https URL in production/);

  const remotes = {
    DASHBOARD_REMOTE_URL: 'https://dashboard.cdn.example/mf-manifest.json',
    CALCULATORS_REMOTE_URL: 'https://calculators.cdn.example/v2/mf-manifest.json',
    MARKETING_REMOTE_URL: 'https://marketing.cdn.example/mf-manifest.json',
    ACCOUNT_REMOTE_URL: 'https://account.cdn.example/mf-manifest.json',
  };
  const shell = await startShell({ NODE_ENV: 'production', APP_URL: 'https://app.homewise.example', ...remotes });
  try {
    expect(shell.exitCode).toBeNull();
    expect(await (await fetch(`${shell.url}/remotes.json`, { headers: { Host: 'evil.example' } })).json()).toEqual({
      dashboard: remotes.DASHBOARD_REMOTE_URL,
      calculators: remotes.CALCULATORS_REMOTE_URL,
      marketing: remotes.MARKETING_REMOTE_URL,
      account: remotes.ACCOUNT_REMOTE_URL,
    });
    const page = await fetch(`${shell.url}/Dashboard`);
    const scriptSrc = directives(page.headers.get('content-security-policy') ?? undefined).get('script-src')!;
    expect(scriptSrc.sort()).toEqual(
      ["'self'", 'https://account.cdn.example', 'https://calculators.cdn.example', 'https://dashboard.cdn.example', 'https://marketing.cdn.example'].sort(),
    );
    // APP_URL is https: HSTS on every answer.
    expect(page.headers.get('strict-transport-security')).toMatch(/max-age=/);
    expect((await fetch(`${shell.url}/remotes.json`)).headers.get('strict-transport-security')).toMatch(/max-age=/);
  } finally {
    await stop(shell.child);
  }
});
