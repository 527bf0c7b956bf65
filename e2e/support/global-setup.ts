import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FullConfig } from '@playwright/test';
// The same launcher as `npm start` (scripts/lib/platform.mjs): what runs here is what users run.
import { startPlatform } from '../../scripts/lib/platform.mjs';
import { freePort } from './ports';
import { promoteToAdmin } from './admin';

/**
 * Starts backend, remotes and shell on free ports with a fresh DATA_DIR and the embedded
 * defaults (PGlite, in-process jobs, mail as .eml files), then hands the URLs to the tests
 * through the environment. Returns the teardown.
 */
export default async function globalSetup(_config: FullConfig) {
  const dataDir = mkdtempSync(join(tmpdir(), 'homewise-e2e-'));
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir };
  for (const name of ['DATABASE_URL', 'REDIS_URL', 'SMTP_URL', 'APP_URL', 'PORT', 'BACKEND_URL']) delete env[name];
  for (const name of ['SHELL_PORT', 'BACKEND_PORT', 'DASHBOARD_PORT', 'CALCULATORS_PORT', 'MARKETING_PORT', 'ACCOUNT_PORT']) {
    env[name] = String(await freePort());
  }
  const platform = await startPlatform({ env, stdio: process.env.HOMEWISE_E2E_VERBOSE ? 'inherit' : 'ignore', deadlineMs: 90_000 });
  const names = platform.children.map((child: { serviceName?: string }) => child.serviceName);
  for (const needed of ['backend', 'dashboard', 'calculators', 'marketing', 'account', 'shell']) {
    if (!names.includes(needed)) {
      await platform.stop();
      throw new Error(`the platform has no "${needed}" service: build first (npm run build)`);
    }
  }
  process.env.HOMEWISE_E2E_URL = platform.url;
  process.env.HOMEWISE_E2E_DATA_DIR = dataDir;
  process.env.HOMEWISE_E2E_ENV = JSON.stringify({ SHELL_PORT: env.SHELL_PORT, BACKEND_PORT: env.BACKEND_PORT, DASHBOARD_PORT: env.DASHBOARD_PORT, CALCULATORS_PORT: env.CALCULATORS_PORT, MARKETING_PORT: env.MARKETING_PORT, ACCOUNT_PORT: env.ACCOUNT_PORT });
  process.env.HOMEWISE_E2E_ADMIN = JSON.stringify(await promoteToAdmin(platform, env));
  return async () => {
    await platform.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
}
