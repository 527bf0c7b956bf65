// Independent deploys on the running platform: one remote is swapped to another build by
// changing only /remotes.json (a file, as the edge serves a Kubernetes ConfigMap) and rolled back
// the same way — the shell and the other remotes untouched — and that other build is a remote one
// release behind: built against @homewise/platform 1.0 while the shell runs 1.1.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ROOT_DIR } from '../support/platform-services';
import { freePort } from '../support/ports';
import { expect, signUpByApi, test } from '../support/fixtures';

const FIXTURE = join(ROOT_DIR, 'e2e/fixtures/remote-on-platform-1.0');
const FIXTURE_HEADING = 'Dashboard (platform 1.0 build)';

async function startServer(args: string[], env: Record<string, string>, health: string): Promise<ChildProcess> {
  const child = spawn(process.execPath, args, { env: { ...process.env, ...env }, stdio: 'ignore' });
  for (const until = Date.now() + 15_000; Date.now() < until; ) {
    try {
      if ((await fetch(health)).ok) return child;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.kill();
  throw new Error(`${args.join(' ')} did not start`);
}

test.describe('independent deploys', () => {
  let work: string;
  let remotesFile: string;
  let shellUrl: string;
  let fixtureUrl: string;
  let original: Record<string, string>;
  const children: ChildProcess[] = [];

  test.beforeAll(async () => {
    work = mkdtempSync(join(tmpdir(), 'homewise-deploys-'));
    // The remote one release behind, built now from its own config (a second or two).
    const build = spawnSync(process.execPath, [join(ROOT_DIR, 'node_modules/@rspack/cli/bin/rspack.js'), 'build', '-c', join(FIXTURE, 'rspack.config.cjs')], {
      env: { ...process.env, FIXTURE_OUT: work },
      encoding: 'utf8',
    });
    expect(build.status, build.stderr + build.stdout).toBe(0);
    const fixturePort = await freePort();
    children.push(await startServer([join(ROOT_DIR, 'infra/static-server.mjs'), '--dir', join(work, 'dist'), '--port', String(fixturePort), '--host', '127.0.0.1'], {}, `http://127.0.0.1:${fixturePort}/health`));
    fixtureUrl = `http://localhost:${fixturePort}/mf-manifest.json`;

    // A shell server beside the platform's, on the same backend and remotes, reading its
    // /remotes.json from a file: the deploy-time switch.
    const platform = process.env.HOMEWISE_E2E_URL!;
    original = (await (await fetch(`${platform}/remotes.json`)).json()) as Record<string, string>;
    remotesFile = join(work, 'remotes.json');
    writeFileSync(remotesFile, JSON.stringify(original));
    const ports = JSON.parse(process.env.HOMEWISE_E2E_ENV ?? '{}') as Record<string, string>;
    const shellPort = await freePort();
    children.push(
      await startServer(
        [join(ROOT_DIR, 'infra/shell-server.mjs')],
        { SHELL_PORT: String(shellPort), BACKEND_URL: `http://127.0.0.1:${ports.BACKEND_PORT}`, REMOTES_FILE: remotesFile, APP_URL: `http://localhost:${shellPort}` },
        `http://127.0.0.1:${shellPort}/health`,
      ),
    );
    shellUrl = `http://localhost:${shellPort}`;
  });

  test.afterAll(async () => {
    for (const child of children) child.kill('SIGTERM');
    rmSync(work, { recursive: true, force: true });
  });

  test('a remote is swapped by changing only /remotes.json, and rolled back the same way', async ({ page }) => {
    await signUpByApi(page.request); // the session cookie is per host, so it holds on this shell too
    await page.goto(`${shellUrl}/Dashboard`);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await expect(page.getByRole('heading', { name: FIXTURE_HEADING })).toHaveCount(0);

    // Deploy: the dashboard now comes from the other build; nothing else changes.
    writeFileSync(remotesFile, JSON.stringify({ ...original, dashboard: fixtureUrl }));
    expect(await (await fetch(`${shellUrl}/remotes.json`)).json()).toEqual({ ...original, dashboard: fixtureUrl });
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: FIXTURE_HEADING })).toBeVisible();
    // It runs on the shell's platform 1.1: the same session (the signed-in user), formatters, router.
    await expect(page.getByText('Signed in as Casey Homeowner')).toBeVisible();
    await expect(page.getByTestId('fixture-money')).toHaveText('$1,234.50');
    await page.getByRole('link', { name: 'Your profile' }).click();
    await expect(page).toHaveURL(/\/profile$/);
    // The account remote is the platform's own, untouched.
    await expect(page.getByRole('heading', { level: 1, name: 'My Profile' })).toBeVisible();

    // Roll back: the previous map, and the previous build is back on the next visit.
    writeFileSync(remotesFile, JSON.stringify(original));
    await page.goto(`${shellUrl}/Dashboard`);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await expect(page.getByRole('heading', { name: FIXTURE_HEADING })).toHaveCount(0);
  });

  test('the remote built against platform 1.0 imports only what the 1.0 contract lists', () => {
    const contract = JSON.parse(readFileSync(join(ROOT_DIR, 'packages/platform/contract/1.0.json'), 'utf8')) as { exports: string[] };
    const source = readFileSync(join(FIXTURE, 'Dashboard.tsx'), 'utf8');
    const imported = /import \{([^}]+)\} from '@homewise\/platform'/.exec(source)![1].split(',').map((name) => name.trim());
    expect(imported.length).toBeGreaterThan(3);
    expect(imported.filter((name) => !contract.exports.includes(name))).toEqual([]);
    const manifest = JSON.parse(readFileSync(join(work, 'dist/mf-manifest.json'), 'utf8')) as { shared: { name: string; version: string; requiredVersion: string }[] };
    expect(manifest.shared.find((shared) => shared.name === '@homewise/platform')).toMatchObject({ version: '1.0.0', requiredVersion: '^1.0.0' });
  });
});
