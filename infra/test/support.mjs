// What the infra tests start: the built backend (as the images run it) on a throwaway database,
// and small misbehaving servers. Every process is ours, stopped by its PID.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createThrowawayDatabase } from '../../scripts/lib/throwaway-database.mjs';

export const ROOT = new URL('../..', import.meta.url).pathname.replace(/\/$/, '');
export const BACKEND_MAIN = join(ROOT, 'backend/dist/main.js');

export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** A database of its own on DATABASE_URL's server, or undefined (the backend then embeds one). */
export async function createDatabase() {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) return { url: undefined, drop: async () => undefined };
  return createThrowawayDatabase(serverUrl, { prefix: 'hw_infra' });
}

/**
 * Waits until the server `child` started answers `healthUrl` (below 500), for at most `ms`;
 * throws with everything it printed if it exits or does not answer. Resolves `output()`: that text.
 */
async function untilHealthy(child, healthUrl, { what, ms }) {
  let text = '';
  child.stdout.on('data', (chunk) => (text += chunk.toString()));
  child.stderr.on('data', (chunk) => (text += chunk.toString()));
  const until = Date.now() + ms;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${what} exited (${child.exitCode}):\n${text}`);
    try {
      if ((await fetch(healthUrl)).status < 500) return () => text;
    } catch {
      // not listening yet
    }
    if (Date.now() > until) throw new Error(`${what} did not start:\n${text}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * The built backend (`node backend/dist/main.js`) on a free loopback port with JSON logs;
 * `output()` is everything it printed. Resolves once /api/health answers.
 */
export async function startBackend(env = {}) {
  if (!existsSync(BACKEND_MAIN)) throw new Error('backend/dist/main.js is missing: npm run build');
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'homewise-infra-backend-'));
  const child = spawn(process.execPath, [BACKEND_MAIN], {
    env: {
      PATH: process.env.PATH,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_FORMAT: 'json',
      RATES_SOURCE_URL: 'http://127.0.0.1:9/not-a-rates-source',
      RATES_CATCH_UP: 'false',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output = await untilHealthy(child, `http://127.0.0.1:${port}/api/health`, { what: 'the backend', ms: 90_000 });
  return {
    port,
    child,
    output,
    async stop(signal = 'SIGTERM') {
      if (child.exitCode === null && child.signalCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill(signal);
        await exited;
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * npm start's shell server (infra/shell-server.mjs) on a free loopback port, serving `dist`
 * (SHELL_DIST) with `env` added. Resolves once /health answers.
 */
export async function startShellServer({ dist, env = {} }) {
  const port = await freePort();
  const child = spawn(process.execPath, [join(ROOT, 'infra/shell-server.mjs')], {
    env: { PATH: process.env.PATH, SHELL_PORT: String(port), SHELL_HOST: '127.0.0.1', SHELL_DIST: dist, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output = await untilHealthy(child, `http://127.0.0.1:${port}/health`, { what: 'the shell server', ms: 30_000 });
  return {
    port,
    url: `http://127.0.0.1:${port}`,
    output,
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    },
  };
}

/**
 * An HTTP request from a chosen loopback address (127.0.0.2 …): a client of its own. `agent`
 * reuses keep-alive sockets (the scale bench). Resolves { status, headers, text }.
 */
export function requestFrom(localAddress, { port, method = 'GET', path, headers = {}, body, agent }) {
  return new Promise((resolve, reject) => {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const req = httpRequest(
      {
        host: '127.0.0.1',
        port,
        method,
        path,
        localAddress,
        agent,
        headers: { ...(payload ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) } : {}), ...headers },
      },
      (res) => {
        let text = '';
        res.on('data', (chunk) => (text += chunk));
        res.on('end', () => resolve({ status: res.statusCode, headers: res.headers, text }));
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

/**
 * A server that misbehaves as a dying replica would: `reset` reads the request and closes the
 * connection without an answer; `silent` reads it and never answers. Counts requests received.
 */
export async function startBadUpstream(kind) {
  const sockets = new Set();
  let requests = 0;
  const server = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('data', (chunk) => {
      if (!chunk.toString().includes('\r\n\r\n')) return;
      requests += 1;
      if (kind === 'reset') socket.destroy();
    });
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: server.address().port,
    requests: () => requests,
    stop: () => {
      for (const socket of sockets) socket.destroy();
      return new Promise((resolve) => server.close(resolve));
    },
  };
}

export function removeDir(dir) {
  rmSync(dir, { recursive: true, force: true });
}
