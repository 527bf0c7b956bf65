import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FullConfig } from '@playwright/test';
import { startSmtpSink } from './smtp-sink.mjs';
import { PORT_VARIABLES, startTestPlatform } from './test-platform.mjs';
import { promoteToAdmin } from './admin';
import { createRequire } from 'node:module';

/** The one list of remotes (packages/platform/build/remotes.json). */
const REMOTES = createRequire(import.meta.url)('@homewise/platform/remotes.json') as Record<string, unknown>;

/**
 * Starts an SMTP sink on loopback, then backend, remotes and shell as `npm start` runs them, on
 * free ports with a fresh DATA_DIR and the embedded defaults (PGlite, in-process jobs) except
 * mail: it goes over SMTP to the sink, which keeps each message as an .eml file in its folder.
 * Hands the URLs to the tests through the environment. Returns the teardown.
 */
export default async function globalSetup(_config: FullConfig) {
  const sink = await startSmtpSink(mkdtempSync(join(tmpdir(), 'homewise-e2e-mail-')));
  const stopSink = async () => {
    await sink.stop();
    rmSync(sink.dir, { recursive: true, force: true });
  };
  let platform;
  try {
    platform = await startTestPlatform({ stdio: process.env.HOMEWISE_E2E_VERBOSE ? 'inherit' : 'ignore', env: { SMTP_URL: sink.url } });
  } catch (error) {
    await stopSink();
    throw error;
  }
  const stop = async () => {
    await platform.stop();
    await stopSink();
  };
  const names = platform.children.map((child) => child.serviceName);
  for (const needed of ['backend', ...Object.keys(REMOTES), 'shell']) {
    if (!names.includes(needed)) {
      await stop();
      throw new Error(`the platform has no "${needed}" service: build first (npm run build)`);
    }
  }
  process.env.HOMEWISE_E2E_URL = platform.url;
  process.env.HOMEWISE_E2E_DATA_DIR = platform.dataDir;
  process.env.HOMEWISE_E2E_MAIL_DIR = sink.dir;
  process.env.HOMEWISE_E2E_ENV = JSON.stringify(Object.fromEntries(PORT_VARIABLES.map((name) => [name, platform.env[name]])));
  try {
    process.env.HOMEWISE_E2E_ADMIN = JSON.stringify(await promoteToAdmin(platform, platform.env));
  } catch (error) {
    // Playwright runs no teardown when setup throws: stop the platform here, or it outlives the run.
    await stop();
    throw error;
  }
  return stop;
}
