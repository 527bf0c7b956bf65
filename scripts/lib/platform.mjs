// Starts the platform's processes (backend, remotes, shell) as direct `node` children so their
// PIDs are ours, waits until each answers, and stops them by PID. Used by `npm start`, the
// browser tests and the benchmarks. Ports come from the one list of remotes
// (packages/platform/build/remotes.json) and the `<NAME>_PORT` variables (README "Environment").
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { createRequire } from 'node:module';
import { BACKEND_NODE_FLAGS } from './backend-node-flags.mjs';
import { ROOT } from './ensure-install.mjs';

/** The one list of remotes (names, folders, ports): packages/platform/build/remotes.json. */
export const REMOTES = createRequire(import.meta.url)('../../packages/platform/build/remotes.json');

export function platformPorts(env = process.env) {
  return {
    shell: Number(env.SHELL_PORT ?? env.PORT ?? 8080),
    backend: Number(env.BACKEND_PORT ?? 3000),
    ...Object.fromEntries(Object.entries(REMOTES).map(([name, remote]) => [name, Number(env[remote.portEnv] ?? remote.port)])),
  };
}

/** The processes to run; a service whose entry file is not built yet is left out (unless `all`). */
export function platformServices(env = process.env, { all = false } = {}) {
  const ports = platformPorts(env);
  const appUrl = env.APP_URL ?? `http://localhost:${ports.shell}`;
  return [
    {
      name: 'backend',
      entry: 'backend/dist/main.js',
      nodeFlags: BACKEND_NODE_FLAGS,
      args: [],
      // People read npm start's console: one readable line per event (JSON everywhere else).
      // Loopback only: browsers reach the API through the shell's /api proxy, which keeps
      // /api/metrics to itself; nothing else on the network reaches the backend directly.
      env: { PORT: String(ports.backend), HOST: '127.0.0.1', APP_URL: appUrl, LOG_FORMAT: env.LOG_FORMAT ?? 'pretty' },
      health: `http://127.0.0.1:${ports.backend}/api/health`,
    },
    // The four remotes, each on its own port and origin (static files with CORS).
    ...Object.entries(REMOTES).map(([name, remote]) => ({
      name,
      entry: 'infra/static-server.mjs',
      args: ['--dir', `${remote.dir}/dist`, '--port', String(ports[name]), '--name', name],
      env: {},
      health: `http://127.0.0.1:${ports[name]}/mf-manifest.json`,
      built: `${remote.dir}/dist/mf-manifest.json`,
    })),
    // The shell: its page, /remotes.json and the /api proxy to the backend.
    {
      name: 'shell',
      entry: 'infra/shell-server.mjs',
      args: [],
      env: {
        SHELL_PORT: String(ports.shell),
        // The remotes are on APP_URL's host name (infra/lib/shell-security.mjs), never the Host header's.
        APP_URL: appUrl,
        BACKEND_URL: `http://127.0.0.1:${ports.backend}`,
        ...Object.fromEntries(Object.entries(REMOTES).map(([name, remote]) => [remote.portEnv, String(ports[name])])),
      },
      health: `http://127.0.0.1:${ports.shell}/health`,
      built: 'shell/dist/index.html',
    },
  ].filter((service) => all || existsSync(join(ROOT, service.built ?? service.entry)));
}

async function waitUntilUp(url, child, deadlineMs) {
  const until = Date.now() + deadlineMs;
  while (Date.now() < until) {
    if (child.exitCode !== null) throw new Error(`${url}: process exited with ${child.exitCode}`);
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2000) });
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} did not answer within ${deadlineMs} ms`);
}

export async function startPlatform({ env = process.env, stdio = 'inherit', deadlineMs = 60000 } = {}) {
  const children = [];
  const stop = async () => {
    await Promise.all(
      children.map(
        (child) =>
          new Promise((resolve) => {
            if (child.exitCode !== null) return resolve();
            const force = setTimeout(() => child.kill('SIGKILL'), 10000);
            child.once('exit', () => {
              clearTimeout(force);
              resolve();
            });
            child.kill('SIGTERM');
          }),
      ),
    );
  };
  try {
    for (const service of platformServices(env)) {
      const child = spawn(process.execPath, [...(service.nodeFlags ?? []), join(ROOT, service.entry), ...service.args], {
        cwd: ROOT,
        stdio,
        env: { ...env, ...service.env },
      });
      children.push(Object.assign(child, { serviceName: service.name }));
      await waitUntilUp(service.health, child, deadlineMs);
    }
  } catch (error) {
    await stop();
    throw error;
  }
  const ports = platformPorts(env);
  return { url: `http://localhost:${ports.shell}`, ports, children, stop };
}
