// Serves the example loan officer site (built into ./dist) and /homewise.json: where the Homewise
// marketing remote and app are. Builds first when dist is missing or older than the sources.
//   node infra/white-label-example/serve.mjs [--port 8090] [--build]
// Env: HOMEWISE_APP_URL (default: the shell where npm start serves it, http://localhost:8080),
//      HOMEWISE_MARKETING_URL (its mf-manifest.json; default: where npm start serves the marketing
//      remote, from the one list of remotes, packages/platform/build/remotes.json),
//      HOMEWISE_REFERRAL_CODE (the officer's code, default DEMO).
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { createWebServer, jsonError } from '../lib/web-server.mjs';

const dir = fileURLToPath(new URL('.', import.meta.url));
const dist = join(dir, 'dist');
const { values } = parseArgs({ options: { port: { type: 'string' }, host: { type: 'string' }, build: { type: 'boolean' } } });

function newestChange(path) {
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(0, ...readdirSync(path).map((name) => newestChange(join(path, name))));
}

/** Builds with the repository's rspack when asked, or when the build is missing or stale. */
export function buildIfNeeded(force = false) {
  const sources = Math.max(newestChange(join(dir, 'src')), newestChange(join(dir, 'index.html')), newestChange(join(dir, 'rspack.config.mjs')));
  if (!force && existsSync(join(dist, 'index.html')) && newestChange(dist) >= sources) return;
  const cliManifest = createRequire(import.meta.url).resolve('@rspack/cli/package.json');
  const rspackCli = join(dirname(cliManifest), 'bin/rspack.js');
  const result = spawnSync(process.execPath, [rspackCli, 'build', '-c', join(dir, 'rspack.config.mjs')], { cwd: dir, stdio: 'inherit' });
  if (result.status !== 0) throw new Error('building the white-label example failed');
}

const env = process.env;
// Ports and manifest URLs as npm start's servers use them (SHELL_PORT, MARKETING_PORT, APP_URL…).
const { SHELL, portOf, remoteManifests } = createRequire(import.meta.url)('../../packages/platform/build/federation.cjs');
const config = {
  appUrl: (env.HOMEWISE_APP_URL ?? `http://localhost:${portOf(SHELL)}`).replace(/\/$/, ''),
  marketingManifestUrl: env.HOMEWISE_MARKETING_URL ?? remoteManifests(env).marketing,
  referralCode: env.HOMEWISE_REFERRAL_CODE ?? 'DEMO',
};

buildIfNeeded(values.build);
// The same server as `npm start`'s (lib/web-server.mjs: Fastify, compression, cache rules).
const server = await createWebServer({ root: dist, name: 'white-label-example' });
const { app } = server;
app.get('/homewise.json', async (request, reply) => reply.header('Cache-Control', 'no-cache').send(config));
app.get('/', (request, reply) => reply.sendFile('index.html'));
app.setNotFoundHandler((request, reply) => reply.code(404).send(jsonError(404, `Not Found: ${request.url.split('?')[0]}`)));
const port = await server.listen(Number(values.port ?? env.WHITE_LABEL_PORT ?? 8090), values.host ?? '127.0.0.1');
console.log(`[white-label-example] http://localhost:${port} embeds ${config.marketingManifestUrl}`);
