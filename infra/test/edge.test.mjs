// The nginx edge and remote configuration (infra/nginx) on Debian's nginx, in front of the built
// backend: what browsers get (caching, compression, the page's headers), what the API gets
// (forwarded client address, request id, timeouts, retries), and the remote images' CORS.
import { chmodSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ensureNginx } from '../../scripts/lib/ensure-nginx.mjs';
import { startNginx } from '../nginx/run.mjs';
import { createDatabase, freePort, requestFrom, ROOT, startBackend, startBadUpstream } from './support.mjs';

const SHELL_DIST = join(ROOT, 'shell/dist');
const ACCOUNT_DIST = join(ROOT, 'mfe-account/dist');
const REMOTES = {
  dashboard: 'https://cdn.homewise.example/dashboard/1.4.0/mf-manifest.json',
  account: 'http://127.0.0.1:8084/mf-manifest.json',
};
const hashed = (dir, ext) => readdirSync(dir).find((name) => new RegExp(`\\.[0-9a-f]{8}\\.${ext}$`).test(name));

let database;
let backend;
let edge;
const remotesDir = mkdtempSync(join(tmpdir(), 'homewise-remotes-'));
// nginx's workers drop root for "nobody" when the tests run as root: let them read it.
chmodSync(remotesDir, 0o755);
const remotesFile = join(remotesDir, 'remotes.json');

beforeAll(async () => {
  expect(ensureNginx()).toBe(true);
  writeFileSync(remotesFile, JSON.stringify(REMOTES));
  database = await createDatabase();
  // The backend trusts the edge alone (nginx connects from 127.0.0.1), not the loopback range the
  // test's clients come from: TRUST_PROXY names the proxies, never where clients may be.
  backend = await startBackend({ ...(database.url ? { DATABASE_URL: database.url } : {}), RATE_LIMIT_LOGIN_PER_IP: '3', TRUST_PROXY: '127.0.0.1' });
  edge = await startNginx('edge', {
    LISTEN_PORT: String(await freePort()),
    STATIC_ROOT: SHELL_DIST,
    REMOTES_JSON: remotesFile,
    BACKEND_SERVERS: `127.0.0.1:${backend.port}`,
  });
});

afterAll(async () => {
  await edge?.stop();
  await backend?.stop();
  await database?.drop();
});

const get = (path, headers = {}) => requestFrom('127.0.0.1', { port: edge.port, path, headers });

describe('the edge serves the shell', () => {
  it('answers every page route with index.html, never cached, with a CSP naming exactly the remotes', async () => {
    for (const path of ['/', '/Dashboard', '/my-home-equity?x=1']) {
      const res = await get(path);
      expect(res.status).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.text).toContain('<div id="root">');
      expect(res.headers['cache-control']).toBe('no-cache');
      const csp = res.headers['content-security-policy'];
      expect(csp).toContain("script-src 'self' http://127.0.0.1:8084 https://cdn.homewise.example ;");
      expect(csp).toContain("frame-ancestors 'self'");
      expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
    }
    const embeddable = await get('/lo/ABCD1234');
    expect(embeddable.headers['content-security-policy']).toContain('frame-ancestors *');
    expect(embeddable.headers['x-frame-options']).toBeUndefined();
  });

  it('caches hashed files for a year, compresses with brotli or gzip, and 404s a missing file', async () => {
    const script = hashed(SHELL_DIST, 'js');
    const br = await get(`/${script}`, { 'accept-encoding': 'br, gzip' });
    expect(br.status).toBe(200);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/Accept-Encoding/i);
    const gzip = await get(`/${script}`, { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect((await get('/main.00000000.js')).status).toBe(404);
    expect((await get('/favicon-that-is-not-there.png')).status).toBe(404);
  });

  it('serves /remotes.json from its file (the ConfigMap), never cached', async () => {
    const res = await get('/remotes.json');
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(JSON.parse(res.text)).toEqual(REMOTES);
  });
});

describe('the edge in front of the API', () => {
  it('proxies /api with a request id that the backend logs on the request\'s line, and hides /api/metrics', async () => {
    const res = await get('/api/health');
    expect(res.status).toBe(200);
    const id = res.headers['x-request-id'];
    expect(id).toMatch(/^[0-9a-f]{32}$/); // nginx's $request_id, one header (the backend's copy hidden)
    const user = await get('/api/auth/user');
    expect(user.status).toBe(401);
    // The backend's line for that request carries the same id (it reaches stdout just after the answer).
    const ofRequest = () => backend.output().split('\n').filter((line) => line.includes(`"reqId":"${user.headers['x-request-id']}"`));
    for (let waited = 0; !ofRequest().length && waited < 5_000; waited += 50) await new Promise((resolve) => setTimeout(resolve, 50));
    expect(ofRequest().join('\n')).toContain('GET /api/auth/user 401');
    const access = readFileSync(join(edge.dir, 'access.log'), 'utf8');
    expect(access).toContain(`"request_id":"${user.headers['x-request-id']}"`);
    expect((await get('/api/metrics')).status).toBe(404);
  });

  it('lets the rate limit see each client\'s own address, whatever X-Forwarded-For a client sends', async () => {
    const login = (address) =>
      requestFrom(address, {
        port: edge.port,
        method: 'POST',
        path: '/api/auth/login',
        headers: { 'x-forwarded-for': '203.0.113.7' }, // a forged client address: ignored
        body: { email: 'nobody@example.com', password: 'wrong password' },
      });
    // RATE_LIMIT_LOGIN_PER_IP=3: the fourth attempt from 127.0.0.2 is refused…
    for (let i = 0; i < 3; i++) expect((await login('127.0.0.2')).status).toBe(401);
    const refused = await login('127.0.0.2');
    expect(refused.status).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
    // …while another client, claiming the same forged address, still gets its own attempts.
    expect((await login('127.0.0.3')).status).toBe(401);
  });
});

describe('the edge when a replica misbehaves', () => {
  let bad;
  let spare;
  afterEach(async () => {
    await spare?.stop();
    await bad?.stop();
    spare = undefined;
  });

  it('retries an idempotent request on another replica when one drops it, never a POST it delivered', async () => {
    bad = await startBadUpstream('reset');
    const start = async () =>
      startNginx('edge', {
        LISTEN_PORT: String(await freePort()),
        STATIC_ROOT: SHELL_DIST,
        REMOTES_JSON: remotesFile,
        // The dropping replica first: a fresh nginx sends its first request there.
        BACKEND_SERVERS: `127.0.0.1:${bad.port} 127.0.0.1:${backend.port}`,
        // One worker, so "first" is the same for every request of this test.
        NGINX_WORKERS: '1',
      });
    spare = await start();
    const read = await requestFrom('127.0.0.1', { port: spare.port, path: '/api/rates' });
    expect(bad.requests()).toBe(1); // it reached the dropping replica…
    expect(read.status).toBe(401); // …and was answered by the other one (401: no session)
    await spare.stop();

    spare = await start();
    const write = await requestFrom('127.0.0.1', {
      port: spare.port,
      method: 'POST',
      path: '/api/contact',
      body: { name: 'Pat', email: 'pat@example.com', message: 'Hello there' },
    });
    expect(bad.requests()).toBe(2);
    expect(write.status).toBe(502); // delivered once, maybe applied: not sent again
  });

  it('answers 504 when a replica takes longer than the upstream timeout', async () => {
    bad = await startBadUpstream('silent');
    spare = await startNginx('edge', {
      LISTEN_PORT: String(await freePort()),
      STATIC_ROOT: SHELL_DIST,
      REMOTES_JSON: remotesFile,
      BACKEND_SERVERS: `127.0.0.1:${bad.port}`,
      API_READ_TIMEOUT: '1s',
    });
    const started = Date.now();
    const res = await requestFrom('127.0.0.1', { port: spare.port, path: '/api/rates' });
    expect(res.status).toBe(504);
    expect(Date.now() - started).toBeLessThan(5_000);
  });
});

describe('a remote image', () => {
  let remote;
  beforeAll(async () => {
    remote = await startNginx('remote', { LISTEN_PORT: String(await freePort()), STATIC_ROOT: ACCOUNT_DIST });
  });
  afterAll(async () => {
    await remote?.stop();
  });

  it('serves its manifest to any origin, revalidated; its chunks cached for a year', async () => {
    const manifest = await requestFrom('127.0.0.1', { port: remote.port, path: '/mf-manifest.json', headers: { origin: 'https://app.homewise.example' } });
    expect(manifest.status).toBe(200);
    expect(manifest.headers['access-control-allow-origin']).toBe('*');
    expect(manifest.headers['cache-control']).toBe('no-cache');
    expect(JSON.parse(manifest.text).name).toBe('account');
    const chunk = await requestFrom('127.0.0.1', { port: remote.port, path: `/${hashed(ACCOUNT_DIST, 'js')}`, headers: { 'accept-encoding': 'br' } });
    expect(chunk.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(chunk.headers['access-control-allow-origin']).toBe('*');
    expect(chunk.headers['content-encoding']).toBe('br');
    const preflight = await requestFrom('127.0.0.1', { port: remote.port, method: 'OPTIONS', path: '/remoteEntry.js' });
    expect(preflight.status).toBe(204);
    expect(preflight.headers['access-control-allow-origin']).toBe('*');
  });
});
