import type { FullConfig } from '@playwright/test';
import { startTestPlatform } from './test-platform.mjs';
import { promoteToAdmin } from './admin';

/**
 * Starts backend, remotes and shell as `npm start` runs them, on free ports with a fresh
 * DATA_DIR and the embedded defaults (PGlite, in-process jobs, mail as .eml files), then hands
 * the URLs to the tests through the environment. Returns the teardown.
 */
export default async function globalSetup(_config: FullConfig) {
  const platform = await startTestPlatform({ stdio: process.env.HOMEWISE_E2E_VERBOSE ? 'inherit' : 'ignore' });
  const names = platform.children.map((child) => child.serviceName);
  for (const needed of ['backend', 'dashboard', 'calculators', 'marketing', 'account', 'shell']) {
    if (!names.includes(needed)) {
      await platform.stop();
      throw new Error(`the platform has no "${needed}" service: build first (npm run build)`);
    }
  }
  process.env.HOMEWISE_E2E_URL = platform.url;
  process.env.HOMEWISE_E2E_DATA_DIR = platform.dataDir;
  const { SHELL_PORT, BACKEND_PORT, DASHBOARD_PORT, CALCULATORS_PORT, MARKETING_PORT, ACCOUNT_PORT } = platform.env;
  process.env.HOMEWISE_E2E_ENV = JSON.stringify({ SHELL_PORT, BACKEND_PORT, DASHBOARD_PORT, CALCULATORS_PORT, MARKETING_PORT, ACCOUNT_PORT });
  try {
    process.env.HOMEWISE_E2E_ADMIN = JSON.stringify(await promoteToAdmin(platform, platform.env));
  } catch (error) {
    // Playwright runs no teardown when setup throws: stop the platform here, or it outlives the run.
    await platform.stop();
    throw error;
  }
  return platform.stop;
}
