// npm start's shell server (infra/shell-server.mjs) in front of a stand-in backend that notes
// every path it is asked for: the public never reaches /api/metrics, however it is spelled, while
// the rest of /api is passed on. And npm start runs the backend on loopback only.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, get } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync } from 'node:zlib';
import { platformServices } from '../../scripts/lib/platform.mjs';
import { startShellServer } from './support.mjs';

const asked = [];
let backend;
let shell;
let shellPort;
const dist = mkdtempSync(join(tmpdir(), 'homewise-shell-dist-'));

beforeAll(async () => {
  writeFileSync(join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
  // A script whose brotli twin holds other words than the script: an answer that decodes to the
  // twin's words was sent from the twin, not compressed on the fly.
  writeFileSync(join(dist, 'app.js'), `// on disk\n${'a'.repeat(4000)}`);
  writeFileSync(join(dist, 'app.js.br'), brotliCompressSync(`// from the twin\n${'b'.repeat(4000)}`));
  backend = createServer((req, res) => {
    asked.push(req.url);
    res.setHeader('content-type', 'application/json');
    res.end(JSON.stringify({ path: req.url }));
  });
  await new Promise((resolve) => backend.listen(0, '127.0.0.1', resolve));
  shell = await startShellServer({ dist, env: { BACKEND_URL: `http://127.0.0.1:${backend.address().port}` } });
  shellPort = shell.port;
});

afterAll(async () => {
  await shell?.stop();
  await new Promise((resolve) => backend?.close(resolve));
  rmSync(dist, { recursive: true, force: true });
});

describe('the shell server', () => {
  it('answers 404 for /api/metrics in every spelling and never asks the backend', async () => {
    for (const path of ['/api/metrics', '/api/metrics/', '/api/metrics?x=1', '/api/Metrics', '/api//metrics', '/api/%6detrics']) {
      const res = await fetch(`http://127.0.0.1:${shellPort}${path}`);
      expect([path, res.status]).toEqual([path, 404]);
    }
    expect(asked.filter((url) => /metrics/i.test(decodeURIComponent(url)))).toEqual([]);
  });

  it('passes the rest of /api to the backend', async () => {
    const res = await fetch(`http://127.0.0.1:${shellPort}/api/health`);
    expect(res.status).toBe(200);
    expect((await res.json()).path).toBe('/api/health');
    expect((await fetch(`http://127.0.0.1:${shellPort}/api/metrics-history`)).status).toBe(200);
  });
});

describe('the shell server\'s files', () => {
  /** The raw answer: fetch would decode it and hide which bytes were sent. */
  const rawGet = (path, headers) =>
    new Promise((resolve, reject) => {
      get({ host: '127.0.0.1', port: shellPort, path, headers }, (res) => {
        const chunks = [];
        res.on('data', (chunk) => chunks.push(chunk));
        res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
      }).on('error', reject);
    });

  it('sends the build\'s precompressed brotli twin as it is', async () => {
    const res = await rawGet('/app.js', { 'accept-encoding': 'br, gzip' });
    expect(res.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(res.body).toString()).toMatch(/^\/\/ from the twin/);
  });

  it('sends the file itself to a client that takes no brotli', async () => {
    const res = await rawGet('/app.js', { 'accept-encoding': 'identity' });
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body.toString()).toMatch(/^\/\/ on disk/);
  });
});

describe('npm start', () => {
  it('runs the backend on loopback only', () => {
    const backendService = platformServices({ ...process.env }, { all: true }).find((service) => service.name === 'backend');
    expect(backendService.env.HOST).toBe('127.0.0.1');
  });
});
