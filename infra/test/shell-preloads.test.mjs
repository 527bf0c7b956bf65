// The shell server's preloads of the first page's remote files (infra/lib/remote-preloads.mjs):
// read from a stand-in remote's mf-manifest.json, for the page the shell's own route table (as
// its build compiles it) names, and only where the shell itself would start that page at once.
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createRemotePreloads, preloadLinksOf } from '../lib/remote-preloads.mjs';
import { ROOT, startShellServer } from './support.mjs';

/** A remote's manifest as Module Federation writes it, with one exposed page. */
const manifestOf = (page, files) => ({
  metaData: { publicPath: 'auto', remoteEntry: { name: 'remoteEntry.js', path: '', type: 'global' } },
  exposes: [{ name: page, path: `./${page}`, assets: { js: { sync: files.js, async: ['later.js'] }, css: { sync: files.css, async: [] } } }],
});
const MANIFESTS = {
  '/dashboard/mf-manifest.json': manifestOf('Dashboard', { js: ['220.aaaa.js', '__federation_expose_Dashboard.bbbb.js'], css: ['__federation_expose_Dashboard.cccc.css'] }),
  '/account/mf-manifest.json': manifestOf('Login', { js: ['__federation_expose_Login.dddd.js'], css: [] }),
};

let remote;
let shell;
const dist = mkdtempSync(join(tmpdir(), 'homewise-shell-preloads-'));

beforeAll(async () => {
  const routeTable = join(ROOT, 'shell/dist/server/route-table.cjs');
  if (!existsSync(routeTable)) throw new Error('shell/dist/server/route-table.cjs is missing: build the shell first (npm run build -w shell)');
  mkdirSync(join(dist, 'server'));
  copyFileSync(routeTable, join(dist, 'server/route-table.cjs'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><html><head><title>Homewise</title></head><body><div id="root"></div></body></html>');
  writeFileSync(join(dist, 'build-stats.json'), JSON.stringify({ groups: { query: ['734.eeee.js', 'query.ffff.js'] } }));
  remote = createServer((req, res) => {
    const manifest = MANIFESTS[req.url];
    res.writeHead(manifest ? 200 : 404, { 'content-type': 'application/json' });
    res.end(JSON.stringify(manifest ?? { message: 'Not Found' }));
  });
  await new Promise((resolve) => remote.listen(0, '127.0.0.1', resolve));
  const at = `http://127.0.0.1:${remote.address().port}`;
  shell = await startShellServer({
    dist,
    env: {
      DASHBOARD_REMOTE_URL: `${at}/dashboard/mf-manifest.json`,
      CALCULATORS_REMOTE_URL: `${at}/calculators/mf-manifest.json`,
      MARKETING_REMOTE_URL: `${at}/marketing/mf-manifest.json`,
      ACCOUNT_REMOTE_URL: `${at}/account/mf-manifest.json`,
    },
  });
});

afterAll(async () => {
  await shell?.stop();
  await new Promise((resolve) => remote?.close(resolve));
  rmSync(dist, { recursive: true, force: true });
});

const pageAt = async (path, cookie) => (await fetch(`${shell.url}${path}`, { headers: cookie ? { cookie } : {} })).text();
const SIGNED_IN = 'hw_signed_in=1';

describe('the first page\'s remote files', () => {
  it('come as preloads in a public page, each as the federation runtime will ask for it', async () => {
    const html = await pageAt('/login');
    const remoteAt = `http://127.0.0.1:${remote.address().port}/account`;
    expect(html).toContain(`<link rel="preload" href="${remoteAt}/mf-manifest.json" as="fetch" crossorigin>`);
    expect(html).toContain(`<link rel="preload" href="${remoteAt}/remoteEntry.js" as="script">`);
    expect(html).toContain(`<link rel="preload" href="${remoteAt}/__federation_expose_Login.dddd.js" as="script">`);
    // In the head, before any script of the page runs; a page without server data skips the query library.
    expect(html.indexOf('__federation_expose_Login')).toBeLessThan(html.indexOf('</head>'));
    expect(html).not.toContain('query.ffff.js');
  });

  it('of a signed-in page come only where someone was signed in (the others are sent to login)', async () => {
    expect(await pageAt('/Dashboard')).not.toContain('rel="preload"');
    const html = await pageAt('/dashboard', SIGNED_IN);
    expect(html).toContain('/dashboard/__federation_expose_Dashboard.bbbb.js" as="script">');
    expect(html).toContain('/dashboard/__federation_expose_Dashboard.cccc.css" as="style">');
    expect(html).not.toContain('later.js');
    // The page shows server data: the shell's query library comes beside it.
    expect(html).toContain('<link rel="preload" href="/query.ffff.js" as="script">');
  });

  it('of a signed-in page begin with its session check, asked for as the shell asks for it', async () => {
    const session = '<link rel="preload" href="/api/auth/user" as="fetch" crossorigin="use-credentials">';
    const html = await pageAt('/Clients', SIGNED_IN);
    expect(html).toContain(session);
    expect(html.indexOf(session)).toBeLessThan(html.indexOf('</head>'));
    // No one noted as signed in, or a public page: no session asked for before the page's own code.
    expect(await pageAt('/Clients')).not.toContain('/api/auth/user');
    expect(await pageAt('/login', SIGNED_IN)).not.toContain('/api/auth/user');
  });

  it('of the Landing are the Dashboard\'s for a signed-in visitor, who is sent on there', async () => {
    expect(await pageAt('/', SIGNED_IN)).toContain('__federation_expose_Dashboard.bbbb.js');
  });

  it('are left out when the remote has no manifest, and the page still comes', async () => {
    const html = await pageAt('/About');
    expect(html).toContain('<div id="root"></div>');
    expect(html).not.toContain('rel="preload"');
  });

  it('are read with the server\'s route table, which is not served to browsers', async () => {
    expect((await fetch(`${shell.url}/server/route-table.cjs`)).status).toBe(404);
  });
});

describe('preloadLinksOf', () => {
  const manifest = manifestOf('Dashboard', { js: ['a.js'], css: ['a.css'] });

  it('resolves files against the manifest\'s folder ("auto") or its publicPath', () => {
    expect(preloadLinksOf(manifest, 'https://cdn.example/dash/mf-manifest.json', 'Dashboard')).toContain('href="https://cdn.example/dash/a.js"');
    const pinned = { ...manifest, metaData: { ...manifest.metaData, publicPath: 'https://static.example/v2/' } };
    expect(preloadLinksOf(pinned, 'https://cdn.example/dash/mf-manifest.json', 'Dashboard')).toContain('href="https://static.example/v2/remoteEntry.js"');
  });

  it('gives nothing for a page the remote does not expose, or a manifest without an entry', () => {
    expect(preloadLinksOf(manifest, 'https://cdn.example/mf-manifest.json', 'Clients')).toBeNull();
    expect(preloadLinksOf({ exposes: manifest.exposes }, 'https://cdn.example/mf-manifest.json', 'Dashboard')).toBeNull();
  });

  it('escapes what it writes into the page', () => {
    const hostile = manifestOf('Dashboard', { js: ['a.js?"><script>alert(1)</script>'], css: [] });
    expect(preloadLinksOf(hostile, 'https://cdn.example/mf-manifest.json', 'Dashboard')).not.toContain('<script>');
  });
});

describe('the second wave of a page', () => {
  const manifest = manifestOf('Prices', { js: ['page.js'], css: ['page.css'] });
  // As packages/platform/build/build-stats.cjs writes them: the page's group also holds a chunk
  // the manifest files under a singleton, and the page takes the charts, which the shell lacks.
  const stats = {
    groups: { __federation_expose_Prices: ['38.contracts.js', 'page.js'] },
    consumes: { __federation_expose_Prices: ['@homewise/charts', '@homewise/platform', 'react'] },
    providers: { '@homewise/charts': ['471.charts.css', '471.charts.js'], '@homewise/platform': ['682.platform.js'], react: ['121.react.js'] },
  };
  const URL_ = 'https://cdn.example/calc/mf-manifest.json';
  const fetchOf = (answers) => async (url) => (answers[url] ? new Response(JSON.stringify(answers[url]), { status: 200 }) : new Response('{}', { status: 404 }));

  it('adds the group\'s chunks and the singletons the shell does not provide, each once', async () => {
    const preloads = createRemotePreloads({
      remotes: () => ({ calculators: URL_ }),
      shellProvides: ['react', '@homewise/platform'],
      fetch: fetchOf({ [URL_]: manifest, 'https://cdn.example/calc/build-stats.json': stats }),
    });
    const links = await preloads.linksFor('calculators', 'Prices');
    expect(links).toContain('<link rel="preload" href="https://cdn.example/calc/38.contracts.js" as="script">');
    expect(links).toContain('<link rel="preload" href="https://cdn.example/calc/471.charts.js" as="script">');
    expect(links).toContain('<link rel="preload" href="https://cdn.example/calc/471.charts.css" as="style">');
    expect(links.match(/page\.js/g)).toHaveLength(1);
    // What the shell provides is taken from the shell: the remote's copy is never downloaded.
    expect(links).not.toContain('682.platform.js');
    expect(links).not.toContain('121.react.js');
  });

  it('is left out when the remote has no build stats: the manifest\'s preloads alone', async () => {
    const preloads = createRemotePreloads({ remotes: () => ({ calculators: URL_ }), fetch: fetchOf({ [URL_]: manifest }) });
    const links = await preloads.linksFor('calculators', 'Prices');
    expect(links).toContain('page.js');
    expect(links).not.toContain('38.contracts.js');
  });
});

describe('the manifests behind the preloads', () => {
  const manifest = manifestOf('Dashboard', { js: ['a.js'], css: [] });
  const URL_ = 'https://cdn.example/dash/mf-manifest.json';
  /** A remote whose answers the test sets, on a clock the test moves. */
  function remoteAndClock() {
    const state = { up: false, asked: 0, time: 0 };
    const fetch = async (url) => {
      if (url.endsWith('/build-stats.json')) return new Response('{}', { status: 404 });
      state.asked += 1;
      if (!state.up) throw new TypeError('connection refused');
      return new Response(JSON.stringify(manifest), { status: 200 });
    };
    return { state, preloads: createRemotePreloads({ remotes: () => ({ dashboard: URL_ }), fetch, now: () => state.time }) };
  }

  it('of a remote that starts after the shell server are read a second later, not ten', async () => {
    const { state, preloads } = remoteAndClock();
    expect(await preloads.linksFor('dashboard', 'Dashboard')).toBe('');
    state.up = true;
    state.time += 500;
    expect(await preloads.linksFor('dashboard', 'Dashboard')).toBe('');
    state.time += 600;
    expect(await preloads.linksFor('dashboard', 'Dashboard')).toContain('https://cdn.example/dash/a.js');
    expect(state.asked).toBe(2);
  });

  it('are kept through a remote\'s outage, and asked for at most every 10 s', async () => {
    const { state, preloads } = remoteAndClock();
    state.up = true;
    expect(await preloads.linksFor('dashboard', 'Dashboard')).toContain('a.js');
    state.up = false;
    for (const step of [5_000, 6_000, 11_000]) {
      state.time += step;
      expect(await preloads.linksFor('dashboard', 'Dashboard')).toContain('a.js');
    }
    expect(state.asked).toBe(3);
  });
});
