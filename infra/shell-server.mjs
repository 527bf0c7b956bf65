// The shell's server: the built shell (any unknown path gets index.html: the shell routes on the
// client), `/remotes.json` (where each remote's manifest is, decided here at deploy time, not
// in the shell build) and `/api/*` proxied to the backend, so the session cookie is first-party.
// Security rules (remote locations, headers, CSP, X-Forwarded-*) live in lib/shell-security.mjs;
// files and compression in lib/web-server.mjs (Fastify); the proxy is @fastify/http-proxy.
//
// Env: SHELL_PORT (8080), BACKEND_URL (http://127.0.0.1:$BACKEND_PORT, default port 3000),
// SHELL_DIST (shell/dist), APP_URL (the public URL; https turns on HSTS), TRUST_PROXY (proxies
// in front, default loopback), per remote <NAME>_REMOTE_URL (its mf-manifest.json URL) or else
// <NAME>_PORT (DASHBOARD_PORT 8081 …) on APP_URL's host name; or REMOTES_FILE, a JSON file read
// again on each page (as the edge serves a Kubernetes ConfigMap): moving, upgrading or rolling
// back one remote is editing that file, with no restart. API_TIMEOUT_MS (30000): the longest the
// proxy waits for the backend's answer.
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { resolve } from 'node:path';
import fastifyHttpProxy from '@fastify/http-proxy';
import { hasSignedInHint } from '@homewise/contracts';
import { createBrandPages } from './lib/brand-page.mjs';
import { createPrerenderedPages } from './lib/prerendered-pages.mjs';
import { createRemotePreloads } from './lib/remote-preloads.mjs';
import { createWebServer, jsonError } from './lib/web-server.mjs';
import {
  baseSecurityHeaders,
  cameOverHttps,
  forwardedHeaders,
  pageSecurityHeaders,
  remoteManifests,
  remoteProblems,
  trustedProxies,
} from './lib/shell-security.mjs';

const env = process.env;
const root = new URL('..', import.meta.url).pathname;
const port = Number(env.SHELL_PORT ?? env.PORT ?? 8080);
const backend = new URL(env.BACKEND_URL ?? `http://127.0.0.1:${env.BACKEND_PORT ?? 3000}`);
const apiTimeoutMs = Number(env.API_TIMEOUT_MS ?? 30_000);
const dist = resolve(root, env.SHELL_DIST ?? 'shell/dist');
if (!existsSync(resolve(dist, 'index.html'))) throw new Error('shell/dist/index.html is missing: build the shell first');

let isTrusted;
try {
  isTrusted = trustedProxies(env.TRUST_PROXY);
} catch (error) {
  console.error(`[shell] ${error.message}`);
  process.exit(1);
}
let remotes = remoteManifests(env);
/** The remotes now: REMOTES_FILE as it last read well (a broken edit keeps the previous map). */
function currentRemotes() {
  if (!env.REMOTES_FILE) return remotes;
  try {
    const next = JSON.parse(readFileSync(env.REMOTES_FILE, 'utf8'));
    const problems = remoteProblems(next, env);
    if (problems.length) throw new Error(problems.join('; '));
    remotes = next;
  } catch (error) {
    console.error(`[shell] ${env.REMOTES_FILE}: ${error.message}; keeping the previous remotes`);
  }
  return remotes;
}
const problems = env.REMOTES_FILE ? [] : remoteProblems(remotes, env);
if (problems.length) {
  console.error(`[shell] cannot start:\n  - ${problems.join('\n  - ')}`);
  process.exit(1);
}
if (env.REMOTES_FILE) currentRemotes();
const appIsHttps = (env.APP_URL ?? '').startsWith('https:');
const isHttps = (request) => request.cameOverHttps;

// dist/server/ holds what the server runs (the route table), not files for browsers.
const server = await createWebServer({ root: dist, name: 'shell', openPrefix: '/api', ownFiles: ['index.html', 'server/**'] });
const { app } = server;

// Read off the connection when the request arrives (the socket may be gone by the time a
// proxied answer is sent): over HTTPS or not, and the X-Forwarded-* to pass to the backend.
app.decorateRequest('cameOverHttps', false);
app.decorateRequest('forwarded', null);
app.addHook('onRequest', async (request) => {
  request.cameOverHttps = appIsHttps || cameOverHttps(request.raw, isTrusted);
  if (request.url.startsWith('/api')) request.forwarded = forwardedHeaders(request.raw, isTrusted);
});

// Prometheus scrapes the backend directly; the public never sees the metrics (the nginx edge
// answers the same 404). Compared after decoding, without case, repeated or trailing slashes:
// `/api/%6Detrics` or `/api//metrics/` reach the backend's /api/metrics just the same.
app.addHook('onRequest', async (request, reply) => {
  if (isMetricsPath(request.url)) return reply.code(404).send(jsonError(404, 'Not Found'));
});

// Every answer carries the base security headers (pages add their own below).
app.addHook('onSend', async (request, reply) => {
  for (const [name, value] of Object.entries(baseSecurityHeaders({ https: isHttps(request) }))) if (!reply.hasHeader(name)) reply.header(name, value);
});

await app.register(fastifyHttpProxy, {
  upstream: backend.origin,
  prefix: '/api',
  rewritePrefix: '/api',
  undici: { connections: 128, connectTimeout: 5_000, headersTimeout: apiTimeoutMs, bodyTimeout: apiTimeoutMs },
  replyOptions: {
    // The client's Host stays (the backend builds nothing from it, but CSRF checks compare it);
    // X-Forwarded-* follow the trust rules of lib/shell-security.mjs (appended, never replaced).
    rewriteRequestHeaders: (request, headers) => ({ ...headers, host: request.headers.host ?? headers.host, ...request.forwarded }),
    onError: (reply, { error }) => {
      const timedOut = /timeout/i.test(error?.code ?? error?.message ?? '');
      reply
        .code(timedOut ? 504 : 502)
        .send(jsonError(timedOut ? 504 : 502, timedOut ? 'The Homewise API took too long to answer. Please try again.' : 'The Homewise API is not reachable right now. Please try again in a moment.'));
    },
  },
});

app.get('/remotes.json', async (request, reply) => reply.header('Cache-Control', 'no-cache').send(currentRemotes()));

/** A loan officer's white-label landing (`/lo/<code>`) is meant to be embedded on their site. */
function isMetricsPath(url) {
  let path = url.split('?')[0];
  try {
    path = decodeURIComponent(path);
  } catch {
    // a malformed escape: the backend refuses it too
  }
  return path.toLowerCase().replace(/\/{2,}/g, '/').replace(/\/+$/, '') === '/api/metrics';
}

const isEmbeddable = (path) => /^\/lo\/[^/]+\/?$/i.test(path);
// Marketing pages come with their content (prerendered by mfe-marketing's build), a loan
// officer's page with its brand: lib/prerendered-pages.mjs and lib/brand-page.mjs say how.
const { marketing } = createRequire(import.meta.url)('../packages/platform/build/remotes.json');
const prerendered = createPrerenderedPages({ dist, remotes: currentRemotes, pages: marketing.pages });
prerendered.warm();
const brandPages = createBrandPages({ backend });
const shellPage = readFileSync(resolve(dist, 'index.html'), 'utf8');

/** The page for `path` with what the server can put into it, or null for the plain shell page. */
async function pageHtml(request, path) {
  const code = /^\/lo\/([^/]+)\/?$/.exec(path)?.[1];
  if (code === undefined) return prerendered.htmlFor(path, { signedIn: hasSignedInHint(request.headers.cookie) });
  let decoded;
  try {
    decoded = decodeURIComponent(code);
  } catch {
    return null;
  }
  return brandPages.pageWithBrand(shellPage, decoded, forwardedHeaders(request.raw, isTrusted));
}

// The first page's remote files as preloads (lib/remote-preloads.mjs), for the page the shell's
// own route table names (compiled for Node by its build): a public page's for anyone, a signed-in
// page's where the visitor was signed in (a visitor sent to login must not download that page).
const routeTable = loadRouteTable();
const shellStats = (() => {
  try {
    return JSON.parse(readFileSync(resolve(dist, 'build-stats.json'), 'utf8'));
  } catch {
    return {};
  }
})();
/** The singletons the shell provides: a remote's page takes them from it, not from its remote. */
const shellProvides = [...new Set(Object.values(shellStats.files ?? {}).flatMap((file) => file.provides ?? []))];
const remotePreloads = createRemotePreloads({ remotes: currentRemotes, shellProvides });
remotePreloads.warm();
/** The shell's own files that a page showing server data loads beside its remote (RemotePage). */
const queryLibraryLinks = (shellStats.groups?.query ?? []).map((file) => `<link rel="preload" href="/${file}" as="script">`).join('');

function loadRouteTable() {
  try {
    return createRequire(import.meta.url)(resolve(dist, 'server/route-table.cjs'));
  } catch {
    console.error('[shell] dist/server/route-table.cjs is missing (a build without build-route-table.mjs): pages go without preloads');
    return null;
  }
}

// A signed-in page's session check (shell/src/routes/early-session.ts) asked for from the head:
// without it the check waits for the shell's script to arrive and run, and a page for one role
// (an officer's clients) waits for the check before it asks for its data. Same request as
// askEarly's (credentials included), so the browser hands the preloaded answer to it.
const SESSION_CHECK_PRELOAD = '<link rel="preload" href="/api/auth/user" as="fetch" crossorigin="use-credentials">';

/** The preloads of the page the path opens first, as index.ts starts it (or '' for none). */
async function preloadsFor(request, path) {
  if (!routeTable) return '';
  const signedIn = hasSignedInHint(request.headers.cookie);
  const brandPage = path.startsWith('/lo/');
  let page = routeTable.findPage(brandPage ? '/' : path);
  // Spec section 2: a signed-in visitor of the Landing is sent on to the Dashboard (not from an
  // officer's page, which is their Landing for anyone).
  if (page.name === 'Landing' && signedIn && !brandPage) page = routeTable.pageByName('Dashboard');
  if (page.access !== 'public' && !signedIn) return '';
  const session = page.access !== 'public' ? SESSION_CHECK_PRELOAD : '';
  const links = session + (await remotePreloads.linksFor(page.remote, page.name));
  return links && routeTable.showsServerData(page) ? links + queryLibraryLinks : links;
}

async function sendPage(request, reply) {
  const path = request.url.split('?')[0];
  reply.headers(pageSecurityHeaders(currentRemotes(), { https: isHttps(request), embeddable: isEmbeddable(path) }));
  reply.header('Cache-Control', 'no-cache');
  const [html, preloads] = await Promise.all([pageHtml(request, path), preloadsFor(request, path)]);
  if (!html && !preloads) return reply.sendFile('index.html');
  return reply.type('text/html; charset=utf-8').send((html ?? shellPage).replace('</head>', () => `${preloads}</head>`));
}
app.get('/', sendPage);
app.get('/index.html', sendPage);
// A missing file is a 404; any other path is a page of the client-side router.
app.setNotFoundHandler((request, reply) => {
  const path = request.url.split('?')[0];
  if (request.method !== 'GET' && request.method !== 'HEAD') return reply.code(405).send(jsonError(405, 'Method Not Allowed'));
  if (/\.[a-z0-9]+$/i.test(path)) return reply.code(404).send(jsonError(404, `Not Found: ${path}`));
  return sendPage(request, reply);
});

const listening = await server.listen(port, env.SHELL_HOST ?? '0.0.0.0');
console.log(`[shell] serving shell/dist on port ${listening}, /api → ${backend.origin}`);
