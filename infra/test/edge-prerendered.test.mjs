// The nginx edge serving the marketing pages with their prerendered content (issue 22), as
// compose runs it (MARKETING_PRERENDER_URL: where the edge reads the marketing remote's files):
// each page's heading and main text are in the HTML, the page's stylesheets come from the
// remote's public address, and a marketing remote that is down leaves the plain shell page.
// Uses the built shell and marketing remote (npm test builds them first).
import { spawn } from 'node:child_process';
import { chmodSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ensureNginx } from '../../scripts/lib/ensure-nginx.mjs';
import { startNginx } from '../nginx/run.mjs';
import { freePort, requestFrom, ROOT } from './support.mjs';

const PAGES = [
  ['/', 'Take Command of Your Mortgage', 'Three steps to clearer numbers', 'Homewise — take control of your mortgage', 'Landing'],
  ['/Home?ref=mail', 'Take Command of Your Mortgage', 'Three steps to clearer numbers', 'Homewise — take control of your mortgage', 'Landing'],
  ['/loan-officers', 'Turn Every Loan Closing Into Lifetime Revenue', 'Simple pricing', 'Loan Officers · Homewise', 'LoanOfficers'],
  ['/About', 'About Homewise', 'Why we built Homewise', 'About · Homewise', 'About'],
  ['/HOWTOUSE', 'How to Use Homewise', 'Quick start', 'How to Use · Homewise', 'HowToUse'],
  ['/PrivacyPolicy', 'Privacy Policy', 'Information we collect', 'Privacy Policy · Homewise', 'PrivacyPolicy'],
  ['/terms-of-service', 'Terms of Service', 'Accepting these terms', 'Terms of Service · Homewise', 'TermsOfService'],
];

let marketing;
let marketingPort;
let edge;
const remotesDir = mkdtempSync(join(tmpdir(), 'homewise-remotes-'));
chmodSync(remotesDir, 0o755);

async function startMarketing() {
  const child = spawn(process.execPath, [join(ROOT, 'infra/static-server.mjs'), '--dir', join(ROOT, 'mfe-marketing/dist'), '--port', String(marketingPort), '--host', '127.0.0.1'], { stdio: 'ignore' });
  for (let i = 0; i < 300; i++) {
    try {
      if ((await fetch(`http://127.0.0.1:${marketingPort}/health`)).ok) return child;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('the marketing server did not start');
}

async function stopMarketing() {
  if (!marketing || marketing.exitCode !== null) return;
  const exited = new Promise((resolve) => marketing.once('exit', resolve));
  marketing.kill('SIGTERM');
  await exited;
}

beforeAll(async () => {
  expect(ensureNginx()).toBe(true);
  marketingPort = await freePort();
  marketing = await startMarketing();
  const remotesFile = join(remotesDir, 'remotes.json');
  // The browser-facing address (the stylesheets') differs from the one the edge reads from.
  writeFileSync(remotesFile, JSON.stringify({ marketing: `http://localhost:${marketingPort}/mf-manifest.json` }));
  edge = await startNginx('edge', {
    LISTEN_PORT: String(await freePort()),
    STATIC_ROOT: join(ROOT, 'shell/dist'),
    REMOTES_JSON: remotesFile,
    BACKEND_SERVERS: '127.0.0.1:9',
    MARKETING_PRERENDER_URL: `http://127.0.0.1:${marketingPort}`,
  });
});

afterAll(async () => {
  await edge?.stop();
  await stopMarketing();
});

const get = (path) => requestFrom('127.0.0.1', { port: edge.port, path });

describe('the edge with prerendered marketing pages', () => {
  it.each(PAGES)('%s holds its heading, main text, title and stylesheets', async (path, heading, text, title, page) => {
    const res = await get(path);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'self'");
    expect(res.text).toMatch(new RegExp(`<div id="root">.*<h1[^>]*>${heading}</h1>`, 's'));
    expect(res.text).toContain(text);
    expect(res.text).toContain(`<title>${title}</title>`);
    expect(res.text).toMatch(new RegExp(`<link rel="stylesheet" href="http://localhost:${marketingPort}/__federation_expose_${page}\\.[0-9a-f]{8}\\.css">`));
    expect(res.text).toMatch(/<link rel="stylesheet" href="\/bootstrap\.[0-9a-f]{8}\.css">/);
    expect(res.text).not.toContain('<!--#');
  });

  it('leaves the other pages, and the pieces themselves, alone', async () => {
    expect((await get('/Dashboard')).text).toContain('<div id="root"></div>');
    expect((await get('/Contact')).text).toContain('<div id="root"></div>');
    expect((await get('/__prerendered/About.body.html')).status).toBe(404);
  });

  it("gives a signed-in visitor of the Landing the plain shell page (it sends them on to the Dashboard), and the other pages' content", async () => {
    const signedIn = { cookie: 'theme=dark; hw_signed_in=1' };
    for (const path of ['/', '/Home']) {
      const res = await requestFrom('127.0.0.1', { port: edge.port, path, headers: signedIn });
      expect(res.status).toBe(200);
      expect(res.headers['content-security-policy']).toContain("frame-ancestors 'self'");
      expect(res.text).toContain('<div id="root"></div>');
      expect(res.text).not.toContain('<!--#');
    }
    const about = await requestFrom('127.0.0.1', { port: edge.port, path: '/About', headers: signedIn });
    expect(about.text).toMatch(/<h1[^>]*>About Homewise<\/h1>/);
    const lookalike = await requestFrom('127.0.0.1', { port: edge.port, path: '/', headers: { cookie: 'hw_signed_in=0' } });
    expect(lookalike.text).toMatch(/<h1[^>]*>Take Command of Your Mortgage<\/h1>/);
  });

  it('serves the plain shell page when the marketing remote is down', async () => {
    await stopMarketing();
    const res = await get('/About');
    expect(res.status).toBe(200);
    expect(res.text).toContain('<title>Homewise</title>');
    expect(res.text).toContain('<div id="root"></div>');
    expect(res.text).not.toContain('<!--#');
  });
});
