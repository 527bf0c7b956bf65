// Issue 22: the marketing pages' HTML, as the shell's server sends it, holds the page's content
// (prerendered by mfe-marketing's build, put in by infra/lib/prerendered-pages.mjs), so it paints
// before any JavaScript; and a loan officer's page comes with its brand (infra/lib/brand-page.mjs).
// Runs the built shell and marketing remote (npm test builds them first) behind npm start's own
// servers, with a stand-in API that knows one brand.
import { spawn } from 'node:child_process';
import { createServer } from 'node:http';
import { join } from 'node:path';
import { freePort, ROOT } from '../../infra/test/support.mjs';

/** Each prerendered page: its heading and a piece of its main text, as a reader sees them. */
const PAGES = [
  { path: '/', heading: 'Take Command of Your Mortgage', text: 'Three steps to clearer numbers', title: 'Homewise — take control of your mortgage' },
  { path: '/home', heading: 'Take Command of Your Mortgage', text: 'Three steps to clearer numbers', title: 'Homewise — take control of your mortgage' },
  { path: '/LoanOfficers', heading: 'Turn Every Loan Closing Into Lifetime Revenue', text: 'Simple pricing', title: 'Loan Officers · Homewise' },
  { path: '/About', heading: 'About Homewise', text: 'Why we built Homewise', title: 'About · Homewise' },
  { path: '/how-to-use', heading: 'How to Use Homewise', text: 'Quick start', title: 'How to Use · Homewise' },
  { path: '/PrivacyPolicy', heading: 'Privacy Policy', text: 'Information we collect', title: 'Privacy Policy · Homewise' },
  { path: '/termsofservice', heading: 'Terms of Service', text: 'Accepting these terms', title: 'Terms of Service · Homewise' },
];

const BRAND = { name: 'Summit </script><b>Loans</b>', logoUrl: null, primaryColor: '#0f766e', signupUrl: '/signup?lo=SUMMIT' };

const children = [];
let backend;
let shellUrl;

/** Starts a server of infra/ and waits until it answers /health. */
async function start(script, args, env, port) {
  const child = spawn(process.execPath, [join(ROOT, script), ...args], { env: { PATH: process.env.PATH, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  children.push(child);
  const until = Date.now() + 30_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${script} exited (${child.exitCode}): ${output}`);
    try {
      if ((await fetch(`http://127.0.0.1:${port}/health`)).ok) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > until) throw new Error(`${script} did not start: ${output}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

beforeAll(async () => {
  backend = createServer((request, response) => {
    response.setHeader('content-type', 'application/json');
    if (request.url === '/api/brands/SUMMIT') return response.end(JSON.stringify(BRAND));
    response.statusCode = 404;
    response.end(JSON.stringify({ statusCode: 404, message: 'There is no loan officer with this referral code.' }));
  });
  await new Promise((resolve) => backend.listen(0, '127.0.0.1', resolve));
  const marketingPort = await freePort();
  await start('infra/static-server.mjs', ['--dir', join(ROOT, 'mfe-marketing/dist'), '--port', String(marketingPort), '--host', '127.0.0.1', '--name', 'marketing'], {}, marketingPort);
  const shellPort = await freePort();
  await start(
    'infra/shell-server.mjs',
    [],
    {
      SHELL_PORT: String(shellPort),
      SHELL_HOST: '127.0.0.1',
      BACKEND_URL: `http://127.0.0.1:${backend.address().port}`,
      MARKETING_REMOTE_URL: `http://127.0.0.1:${marketingPort}/mf-manifest.json`,
    },
    shellPort,
  );
  shellUrl = `http://127.0.0.1:${shellPort}`;
}, 60_000);

afterAll(async () => {
  for (const child of children) {
    if (child.exitCode !== null) continue;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  }
  await new Promise((resolve) => backend?.close(resolve));
});

/** The page's head, and its body from #root on (`root`) and whole (`body`). */
async function page(path, headers = {}) {
  const response = await fetch(shellUrl + path, { headers });
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toMatch(/^text\/html/);
  const html = await response.text();
  const [head, body] = html.split('</head>');
  return { head, body, root: body.slice(body.indexOf('<div id="root">')) };
}

describe('the marketing pages as served', () => {
  test.each(PAGES)('$path holds its heading and main text before any script runs', async ({ path, heading, text, title }) => {
    const { head, root } = await page(path);
    expect(root).toMatch(new RegExp(`<h1[^>]*>${heading}</h1>`));
    expect(root).toContain(text);
    expect(head).toContain(`<title>${title}</title>`);
    // Styled from the first paint: the shell's stylesheets and the page's own, from the remote.
    expect(head).toMatch(/<link rel="stylesheet" href="\/bootstrap\.[0-9a-f]{8}\.css">/);
    expect(head).toMatch(/<link rel="stylesheet" href="http:\/\/127\.0\.0\.1:\d+\/__federation_expose_\w+\.[0-9a-f]{8}\.css">/);
    // Real links: the page is read and left without JavaScript.
    expect(root).toMatch(/<a [^>]*href="\/login"/);
  });

  test('a page that is not prerendered is the plain shell page (drawn in the browser)', async () => {
    for (const path of ['/Contact', '/Dashboard', '/login', '/about/team']) {
      const { root } = await page(path);
      expect(root.startsWith('<div id="root"></div>')).toBe(true);
    }
  });
});

describe('a signed-in visitor', () => {
  // The backend sets hw_signed_in=1 beside the session cookie (a hint, never access).
  const signedIn = { cookie: 'theme=dark; hw_signed_in=1' };

  test('of the Landing gets the plain shell page, which sends them on to the Dashboard without showing the Landing first', async () => {
    for (const path of ['/', '/Home']) {
      const { root } = await page(path, signedIn);
      expect(root.startsWith('<div id="root"></div>')).toBe(true);
    }
  });

  test("of the other marketing pages gets their content, and a cookie that only looks like the hint changes nothing", async () => {
    expect((await page('/About', signedIn)).root).toMatch(/<h1[^>]*>About Homewise<\/h1>/);
    for (const cookie of ['hw_signed_in=0', 'not_hw_signed_in=1', 'hw_signed_in=10']) {
      expect((await page('/', { cookie })).root).toMatch(/<h1[^>]*>Take Command of Your Mortgage<\/h1>/);
    }
  });
});

describe("a loan officer's page", () => {
  test('comes with the brand as data and a skeleton in its colour, escaped', async () => {
    const { head, body: root } = await page('/lo/SUMMIT');
    expect(head).toContain('<title>Summit &#60;/script&#62;&#60;b&#62;Loans&#60;/b&#62;</title>');
    expect(head).toContain('--brand:#0f766e');
    const data = /<script type="application\/json" id="hw-early-brand" data-code="SUMMIT">([^<]*)<\/script>/.exec(root);
    expect(data).not.toBeNull();
    expect(JSON.parse(data[1])).toEqual(BRAND);
    expect(root).toContain('<span class="name">Summit &#60;/script&#62;&#60;b&#62;Loans&#60;/b&#62;</span>');
    expect(root).not.toContain('<b>Loans</b>');
  });

  test('an unknown code says so (null: the Homewise brand), with no skeleton', async () => {
    const { body: root } = await page('/lo/NOBODY');
    expect(root).toContain('<script type="application/json" id="hw-early-brand" data-code="NOBODY">null</script>');
    expect(root).not.toContain('hw-brand-skeleton');
  });
});
