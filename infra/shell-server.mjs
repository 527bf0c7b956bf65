// The shell's server: the built shell (any unknown path gets index.html: the shell routes on the
// client), `/remotes.json` (where each remote's manifest is, decided here at deploy time, not
// in the shell build) and `/api/*` proxied to the backend, so the session cookie is first-party.
//
// Env: SHELL_PORT (8080), BACKEND_URL (http://127.0.0.1:$BACKEND_PORT, default port 3000),
// SHELL_DIST (shell/dist), per remote <NAME>_REMOTE_URL (its mf-manifest.json URL) or else
// <NAME>_PORT (DASHBOARD_PORT 8081 …): then the manifest is on the same host name as the page.
import { createServer, request as httpRequest } from 'node:http';
import { createRequire } from 'node:module';
import { resolve } from 'node:path';
import { closeOnSignals, loadStaticFiles, pathOf, sendFile, sendJson } from './lib/static-files.mjs';

const require = createRequire(import.meta.url);
const { REMOTES, SHELL } = require('../packages/platform/build/federation.cjs');

const env = process.env;
const root = new URL('..', import.meta.url).pathname;
const port = Number(env.SHELL_PORT ?? env.PORT ?? SHELL.port);
const backend = new URL(env.BACKEND_URL ?? `http://127.0.0.1:${env.BACKEND_PORT ?? 3000}`);
const files = loadStaticFiles(resolve(root, env.SHELL_DIST ?? 'shell/dist'));
const indexHtml = files.get('/index.html');
if (!indexHtml) throw new Error('shell/dist/index.html is missing: build the shell first');

/** `{ dashboard: "<manifest URL>", … }` for the host name the browser used to reach us. */
export function remotesFor(hostHeader) {
  let hostname = 'localhost';
  try {
    hostname = new URL(`http://${hostHeader ?? 'localhost'}`).hostname;
  } catch {
    // a malformed Host header: keep localhost
  }
  const host = hostname.includes(':') ? `[${hostname}]` : hostname;
  return Object.fromEntries(
    Object.entries(REMOTES).map(([name, remote]) => {
      const explicit = env[`${name.toUpperCase()}_REMOTE_URL`];
      const remotePort = Number(env[remote.portEnv] ?? remote.port);
      return [name, explicit ?? `http://${host}:${remotePort}/mf-manifest.json`];
    }),
  );
}

function proxyToBackend(request, response) {
  const upstream = httpRequest(
    {
      protocol: backend.protocol,
      hostname: backend.hostname,
      port: backend.port,
      method: request.method,
      path: request.url,
      headers: {
        ...request.headers,
        'x-forwarded-host': request.headers.host ?? '',
        'x-forwarded-proto': 'http',
        'x-forwarded-for': request.socket.remoteAddress ?? '',
      },
    },
    (answer) => {
      response.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(response);
    },
  );
  upstream.on('error', () => {
    if (!response.headersSent) sendJson(response, 502, { statusCode: 502, message: 'The Homewise API is not reachable right now. Please try again in a moment.' });
    else response.destroy();
  });
  request.pipe(upstream);
}

const SECURITY_HEADERS = { 'Referrer-Policy': 'strict-origin-when-cross-origin', 'X-Frame-Options': 'SAMEORIGIN' };

const server = createServer((request, response) => {
  const url = request.url ?? '/';
  if (url === '/api' || url.startsWith('/api/') || url.startsWith('/api?')) return proxyToBackend(request, response);
  if (request.method !== 'GET' && request.method !== 'HEAD') return sendJson(response, 405, { statusCode: 405, message: 'Method Not Allowed' });
  const path = pathOf(request);
  if (path === '/health') return sendJson(response, 200, { status: 'ok' });
  if (path === '/remotes.json') return sendJson(response, 200, remotesFor(request.headers.host));
  const file = path && files.get(path);
  if (file) return sendFile(request, response, file, SECURITY_HEADERS);
  // A missing asset is a 404; any other path is a page of the client-side router.
  if (path && /\.[a-z0-9]+$/i.test(path)) return sendJson(response, 404, { statusCode: 404, message: `Not Found: ${path}` });
  sendFile(request, response, indexHtml, SECURITY_HEADERS);
});
closeOnSignals(server, 'shell');
server.listen(port, env.SHELL_HOST ?? '0.0.0.0', () => {
  console.log(`[shell] serving shell/dist on port ${server.address().port}, /api → ${backend.origin}`);
});
