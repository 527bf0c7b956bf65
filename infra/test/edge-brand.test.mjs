// The nginx edge serving a loan officer's `/lo/<code>` page in the officer's brand (issue 22: no
// blank flash), as the shell's Node server does (infra/lib/brand-page.mjs): the title, the
// skeleton's style, the brand as data and the skeleton, included from the built backend. An
// unknown code gets null as data; a backend that is down keeps the parts it had, and with none
// (or one that never answers) the page is the plain shell page.
import { chmodSync, existsSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ensureNginx } from '../../scripts/lib/ensure-nginx.mjs';
import { startNginx } from '../nginx/run.mjs';
import { createDatabase, freePort, removeDir, requestFrom, ROOT, startBackend, startBadUpstream } from './support.mjs';

const SHELL_DIST = join(ROOT, 'shell/dist');
const dataDir = mkdtempSync(join(tmpdir(), 'homewise-infra-brand-'));
const remotesDir = mkdtempSync(join(tmpdir(), 'homewise-remotes-'));
chmodSync(remotesDir, 0o755); // nginx's workers run as "nobody" when the tests run as root
const remotesFile = join(remotesDir, 'remotes.json');

let database;
let backend;
let edge;
let code;

const get = (port, path) => requestFrom('127.0.0.1', { port, path });
const startEdge = async (backendServers) =>
  startNginx('edge', { LISTEN_PORT: String(await freePort()), STATIC_ROOT: SHELL_DIST, REMOTES_JSON: remotesFile, BACKEND_SERVERS: backendServers });
/** The page's <head> and <body> (the includes' markers must all be gone). */
function parts(text) {
  expect(text).not.toContain('<!--#');
  const [head, body] = text.split('</head>');
  return { head, body };
}

/** The verification link's token from the mail the backend wrote (no SMTP_URL: .eml files under DATA_DIR/outbox). */
async function verificationToken(email) {
  const outbox = join(dataDir, 'outbox');
  for (let waited = 0; waited < 20_000; waited += 100) {
    for (const file of existsSync(outbox) ? readdirSync(outbox) : []) {
      // Quoted-printable: soft line breaks and "=" written as =3D.
      const mail = readFileSync(join(outbox, file), 'utf8').replace(/=\r?\n/g, '').replace(/=3D/g, '=');
      const token = /verify-email\?token=([A-Za-z0-9_%-]+)/.exec(mail)?.[1];
      if (mail.includes(email) && token) return decodeURIComponent(token);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no verification mail for ${email}`);
}

/** A loan officer signed up through the edge, email confirmed, brand saved; their referral code. */
async function brandedOfficer() {
  const email = `officer-${Date.now()}@example.com`;
  const signup = await requestFrom('127.0.0.1', {
    port: edge.port,
    method: 'POST',
    path: '/api/auth/signup',
    body: { email, password: 'a long enough password 42', firstName: 'Sam', lastName: 'Summit', plan: 'free' },
  });
  expect(signup.status).toBe(201);
  const cookie = signup.headers['set-cookie'].map((line) => line.split(';')[0]).join('; ');
  const verify = await requestFrom('127.0.0.1', { port: edge.port, method: 'POST', path: '/api/auth/verify-email', body: { token: await verificationToken(email) } });
  expect(verify.status).toBe(200);
  const brand = await requestFrom('127.0.0.1', {
    port: edge.port,
    method: 'PATCH',
    path: '/api/loan-officer/brand',
    headers: { cookie },
    body: { companyName: 'Summit <b>Home</b> Loans', primaryColor: '#0F766E', logoUrl: 'https://cdn.example/summit.png' },
  });
  expect(brand.status).toBe(200);
  return JSON.parse(signup.text).referralCode;
}

beforeAll(async () => {
  expect(ensureNginx()).toBe(true);
  writeFileSync(remotesFile, JSON.stringify({ marketing: 'http://127.0.0.1:8083/mf-manifest.json' }));
  database = await createDatabase();
  backend = await startBackend({ ...(database.url ? { DATABASE_URL: database.url } : {}), DATA_DIR: dataDir, TRUST_PROXY: '127.0.0.1' });
  edge = await startEdge(`127.0.0.1:${backend.port}`);
  code = await brandedOfficer();
});

afterAll(async () => {
  await edge?.stop();
  await backend?.stop();
  await database?.drop();
  removeDir(dataDir);
  removeDir(remotesDir);
});

describe("the edge serves a loan officer's page in their brand", () => {
  it('holds the brand as data, the title and a skeleton in the brand colour, escaped, on the embeddable page', async () => {
    // As the visitor typed it (any case): the shell uses the data only for its own path's code.
    for (const asTyped of [code, `${code.toLowerCase()}/`]) {
      const res = await get(edge.port, `/lo/${asTyped}`);
      expect(res.status).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.headers['content-security-policy']).toContain('frame-ancestors *');
      const { head, body } = parts(res.text);
      expect(head).toContain('<title>Summit &#60;b&#62;Home&#60;/b&#62; Loans</title>');
      expect(head).not.toContain('<title>Homewise</title>');
      expect(head).toContain('--brand:#0F766E;');
      const shown = asTyped.replace(/\/$/, '');
      const data = new RegExp(`<script type="application/json" id="hw-early-brand" data-code="${shown}">([^<]*)</script><div id="hw-brand-skeleton"`).exec(body);
      expect(data).not.toBeNull();
      const brand = JSON.parse(data[1]);
      expect(brand).toEqual(JSON.parse((await get(edge.port, `/api/brands/${code}`)).text));
      expect(brand).toMatchObject({ name: 'Summit <b>Home</b> Loans', primaryColor: '#0F766E', logoUrl: 'https://cdn.example/summit.png' });
      expect(body).toContain('<span class="name">Summit &#60;b&#62;Home&#60;/b&#62; Loans</span>');
      expect(body).toMatch(/<\/div><div id="root"><\/div>/);
    }
  });

  it('gives an unknown code null as data, its own title and no skeleton, as the Node server does', async () => {
    const res = await get(edge.port, '/lo/NO-SUCH-CODE');
    expect(res.status).toBe(200);
    const { head, body } = parts(res.text);
    expect(head).toContain('<title>Homewise</title>');
    expect(head).not.toContain('hw-brand-skeleton');
    expect(body).toContain('<script type="application/json" id="hw-early-brand" data-code="NO-SUCH-CODE">null</script><div id="root"></div>');
  });

  it('never lets the public fetch the parts, and serves a path that is no code as the plain page', async () => {
    expect((await get(edge.port, `/__brand/${code}/body`)).text).not.toContain('hw-early-brand');
    const odd = await get(edge.port, '/lo/%3Cscript%3E');
    expect(odd.status).toBe(200);
    expect(odd.text).toContain('<title>Homewise</title>');
    expect(odd.text).not.toContain('hw-early-brand');
  });

  it('serves the plain page when the backend never answers, and keeps the parts it had when it goes down', async () => {
    const silent = await startBadUpstream('silent');
    const stuck = await startEdge(`127.0.0.1:${silent.port}`);
    try {
      const { head, body } = parts((await get(stuck.port, `/lo/${code}`)).text);
      expect(silent.requests()).toBeGreaterThan(0);
      expect(head).toContain('<title>Homewise</title>');
      expect(body).not.toContain('hw-early-brand');
      expect(body).toContain('<div id="root"></div>');
    } finally {
      await stuck.stop();
      await silent.stop();
    }

    await backend.stop();
    // Seen before the backend went down: the same branded page.
    expect(parts((await get(edge.port, `/lo/${code}`)).text).body).toContain(`data-code="${code}"`);
    // Never seen: the plain page (the shell asks for the brand itself).
    const unseen = parts((await get(edge.port, '/lo/NEVERSEEN')).text);
    expect(unseen.head).toContain('<title>Homewise</title>');
    expect(unseen.body).not.toContain('hw-early-brand');
  });
});
