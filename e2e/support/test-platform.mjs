// The platform as `npm start` runs it (scripts/lib/platform.mjs), for the browser tests and the
// benchmark: free ports, a fresh DATA_DIR, the embedded defaults (no DATABASE_URL, REDIS_URL or
// SMTP_URL, whatever the caller's environment says).
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { REMOTES, startPlatform } from '../../scripts/lib/platform.mjs';

/** The variables that place the platform's servers: the shell's, the backend's, each remote's (the one list). */
export const PORT_VARIABLES = ['SHELL_PORT', 'BACKEND_PORT', ...Object.values(REMOTES).map((remote) => remote.portEnv)];

/** A port nobody listens on right now (the OS picks it), so parallel runs never collide. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/**
 * Starts it; `stop()` ends every process and removes the data. `env` adds settings after the
 * embedded defaults are forced (the browser tests' SMTP_URL: their SMTP sink).
 */
export async function startTestPlatform({ prefix = 'homewise-e2e-', stdio = 'ignore', env: extra = {} } = {}) {
  const dataDir = mkdtempSync(join(tmpdir(), prefix));
  const env = { ...process.env, DATA_DIR: dataDir };
  for (const name of ['DATABASE_URL', 'REDIS_URL', 'SMTP_URL', 'APP_URL', 'PORT', 'BACKEND_URL']) delete env[name];
  for (const name of PORT_VARIABLES) env[name] = String(await freePort());
  // Never the real market-rate source (the catch-up scrape at boot would try it): a closed port.
  env.RATES_SOURCE_URL = 'http://127.0.0.1:9/not-a-rates-source';
  // Every browser test signs its people up from 127.0.0.1: the whole suite makes more accounts in
  // an hour than the per-network default (60) allows. The limit itself is tested by the backend's
  // rate-limit tests; other limits (sign-in, resets) stay at their defaults here.
  env.RATE_LIMIT_SIGNUP_PER_IP ??= '1000';
  Object.assign(env, extra);
  let platform;
  try {
    platform = await startPlatform({ env, stdio, deadlineMs: 90_000 });
  } catch (error) {
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
  return {
    ...platform,
    env,
    dataDir,
    stop: async () => {
      await platform.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
