// The container images and compose file (Docker does not run here): what they copy exists, each
// app builds alone, compose wires 2 backend replicas behind the edge with Postgres 16, Redis 7
// and a mail catcher, and the precompressed files an image ships are what nginx serves.
import { cpSync, existsSync, mkdtempSync, readFileSync, readdirSync, statSync, chmodSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parse } from 'yaml';
import { BACKEND_NODE_FLAGS } from '../../scripts/lib/backend-node-flags.mjs';
import { PINNED_NODE_VERSION } from '../../scripts/lib/node-runtime.mjs';
import { ensureNginx } from '../../scripts/lib/ensure-nginx.mjs';
import { precompress } from '../nginx/precompress.mjs';
import { startNginx } from '../nginx/run.mjs';
import { freePort, requestFrom, ROOT } from './support.mjs';

// Compose applies YAML merge keys (<<: *backend), as the parser does with merge: true.
const compose = parse(readFileSync(join(ROOT, 'infra/compose.yaml'), 'utf8'), { merge: true });
// The one list of remotes (names, folders, ports): compose must run exactly these.
const REMOTE_LIST = JSON.parse(readFileSync(join(ROOT, 'packages/platform/build/remotes.json'), 'utf8'));
const REMOTES = Object.keys(REMOTE_LIST);

describe('infra/compose.yaml', () => {
  it('runs Postgres 16, Redis 7, a mail catcher, the migrations once, 2 backend replicas and the edge', () => {
    const services = compose.services;
    expect(services.postgres.image).toMatch(/^postgres:16/);
    expect(services.redis.image).toMatch(/^redis:7/);
    expect(services.mail.image).toMatch(/mailpit/);
    expect(services.migrate.command).toEqual(['node', 'dist/cli/migrations.js', 'run']);
    expect(services.backend.deploy.replicas).toBe(2);
    expect(services.backend.environment).toMatchObject({ MIGRATIONS_AT_BOOT: 'check', SMTP_URL: 'smtp://mail:1025', REDIS_URL: 'redis://redis:6379' });
    expect(services.backend.depends_on.migrate.condition).toBe('service_completed_successfully');
    expect(services.edge.ports).toEqual(['8080:8080']);
    expect(services.edge.environment.BACKEND_SERVERS).toBe('backend:3000');
    // The backend trusts exactly the edge's address for X-Forwarded-For.
    expect(services.backend.environment.TRUST_PROXY).toBe(services.edge.networks.default.ipv4_address);
  });

  it('builds and runs each remote of the one list as its own image, on its port, and its remotes.json points there', () => {
    const remotes = JSON.parse(readFileSync(join(ROOT, 'infra/compose/remotes.json'), 'utf8'));
    expect(Object.keys(remotes).sort()).toEqual([...REMOTES].sort());
    for (const [name, { dir, port }] of Object.entries(REMOTE_LIST)) {
      expect(compose.services[name].build.args).toEqual({ APP: dir, ROLE: 'remote' });
      expect(compose.services[name].image).toBe(`homewise/${dir}:local`);
      expect(compose.services[name].ports).toEqual([`${port}:8080`]);
      expect(remotes[name]).toBe(`http://localhost:${port}/mf-manifest.json`);
    }
    // No remote runs that the list does not know.
    const remoteServices = Object.entries(compose.services).filter(([, service]) => service.build?.args?.ROLE === 'remote').map(([name]) => name);
    expect(remoteServices.sort()).toEqual([...REMOTES].sort());
  });
});

describe('the Dockerfiles', () => {
  const copies = (file) =>
    readFileSync(join(ROOT, 'infra/docker', file), 'utf8')
      .split('\n')
      .filter((line) => /^COPY (?!--from)/.test(line))
      .flatMap((line) => line.replace(/^COPY /, '').split(/\s+/).slice(0, -1));

  it('copy only what exists in the repository', () => {
    for (const file of ['backend.Dockerfile', 'web.Dockerfile']) {
      for (const source of copies(file)) {
        for (const app of source.includes('${APP}') ? ['shell', ...Object.values(REMOTE_LIST).map((r) => r.dir)] : [null]) {
          const path = app ? source.replace('${APP}', app) : source;
          expect([file, path, existsSync(join(ROOT, path))]).toEqual([file, path, true]);
        }
      }
    }
  });

  it('build a web app from its own folder and the shared packages only (a remote ships alone)', () => {
    const web = readFileSync(join(ROOT, 'infra/docker/web.Dockerfile'), 'utf8');
    const appFolders = copies('web.Dockerfile').filter((source) => /^(shell|mfe-)/.test(source) || source.includes('${APP}'));
    expect(appFolders).toEqual(['${APP}']);
    expect(web).toMatch(/USER 10001/);
    expect(readFileSync(join(ROOT, 'infra/docker/backend.Dockerfile'), 'utf8')).toMatch(/USER 10001[\s\S]*\nCMD \[/);
  });

  it('run the backend with the node flags it runs with everywhere (backend/package.json)', () => {
    const cmd = /^CMD (\[.*\])$/m.exec(readFileSync(join(ROOT, 'infra/docker/backend.Dockerfile'), 'utf8'))?.[1];
    expect(JSON.parse(cmd)).toEqual(['node', ...BACKEND_NODE_FLAGS, 'dist/main.js']);
  });

  it('build and run on the Node that npm start, the tests and the benches run on (.node-version)', () => {
    for (const file of ['backend.Dockerfile', 'web.Dockerfile']) {
      const nodeImages = readFileSync(join(ROOT, 'infra/docker', file), 'utf8').match(/^FROM node:\S+/gm);
      expect(nodeImages.length).toBeGreaterThan(0);
      for (const line of nodeImages) expect(line).toBe(`FROM node:${PINNED_NODE_VERSION}-bookworm-slim`);
    }
  });
});

describe('precompressed files', () => {
  it('are written next to each file and served as they are by nginx (brotli_static, gzip_static)', async () => {
    expect(ensureNginx()).toBe(true);
    const dir = mkdtempSync(join(tmpdir(), 'homewise-precompressed-'));
    chmodSync(dir, 0o755);
    cpSync(join(ROOT, 'mfe-account/dist'), dir, { recursive: true });
    expect(precompress(dir)).toBeGreaterThan(5);
    const script = readdirSync(dir).find((name) => /\.[0-9a-f]{8}\.js$/.test(name) && statSync(join(dir, name)).size > 2048);
    const remote = await startNginx('remote', { LISTEN_PORT: String(await freePort()), STATIC_ROOT: dir });
    try {
      const br = await requestFrom('127.0.0.1', { port: remote.port, path: `/${script}`, headers: { 'accept-encoding': 'br' } });
      expect(br.headers['content-encoding']).toBe('br');
      expect(Number(br.headers['content-length'])).toBe(statSync(join(dir, `${script}.br`)).size);
      const gz = await requestFrom('127.0.0.1', { port: remote.port, path: `/${script}`, headers: { 'accept-encoding': 'gzip' } });
      expect(Number(gz.headers['content-length'])).toBe(statSync(join(dir, `${script}.gz`)).size);
    } finally {
      await remote.stop();
    }
  });
});
