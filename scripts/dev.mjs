// `npm run dev`: everything live, for working on the code.
//   npm run dev                 the backend in watch mode (recompiled into backend/dist-dev and
//                               restarted on save) and the shell with every remote on rspack dev
//                               servers (hot reload): http://localhost:9080. Development ports sit 1000 above npm start's
//                               (backend 4000, shell 9080, remotes 9081–9084; federation.cjs), so
//                               both can run at once (beside npm start on the embedded database,
//                               the dev servers use its API: PGlite opens in one process only).
//   npm run dev -- calculators  the platform as `npm start` runs it (built, on 8080), with that one
//                               remote rebuilt on every save (reload the page to see it). A
//                               production shell cannot load a development-mode remote, nor a
//                               development shell the others' production builds (tried: the
//                               federation runtime fails, "reading 'setGlobalFederationConstructor'"),
//                               so the remote is rebuilt in production mode, not hot-reloaded.
// Ctrl-C stops every process it started (by PID).
import { spawn } from 'node:child_process';
import { existsSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { ROOT } from './lib/ensure-install.mjs';
import { buildAll } from './build.mjs';
import { platformPorts, startPlatform } from './lib/platform.mjs';

const require = createRequire(import.meta.url);
const { REMOTES, SHELL, DEV_PORT_OFFSET, portOf } = require('../packages/platform/build/federation.cjs');
// The CLI's bin is not in its package exports; npm installs it hoisted at the root.
const rspack = join(ROOT, 'node_modules/@rspack/cli/bin/rspack.js');
const tsc = require.resolve('typescript/bin/tsc');

const wanted = process.argv.slice(2).filter((arg) => !arg.startsWith('-'));
const unknown = wanted.filter((name) => !REMOTES[name]);
if (unknown.length || wanted.length > 1) {
  console.error(`npm run dev [-- <remote>]: one of ${Object.keys(REMOTES).join(', ')} (got ${wanted.join(' ')})`);
  process.exit(2);
}

const children = [];
function run(name, args, { cwd = ROOT, env = {} } = {}) {
  const child = spawn(process.execPath, args, { cwd, stdio: 'inherit', env: { ...process.env, ...env } });
  child.on('exit', (code) => {
    if (!stopping) console.error(`[dev] ${name} exited (${code}); the others keep running`);
  });
  children.push(child);
  return child;
}

/** Resolves once `file` exists (the first compile of a watch), or after two minutes. */
async function waitForFile(file, deadlineMs = 120_000) {
  const until = Date.now() + deadlineMs;
  while (!existsSync(file) && Date.now() < until) await new Promise((resolve) => setTimeout(resolve, 250));
}

/**
 * Whether the backend would use the embedded database (no DATABASE_URL) and another process (npm
 * start's backend) holds it: its URL, else null. The backend's own config and check, from its build.
 */
async function embeddedDatabaseInUse() {
  const backend = (file) => import(pathToFileURL(join(ROOT, 'backend/dist', file)).href);
  const { loadConfig } = await backend('config/app-config.js');
  const { runningEmbeddedPostgres } = await backend('database/embedded-postgres.js');
  const config = loadConfig(process.env);
  return config.databaseUrl ? null : runningEmbeddedPostgres(join(config.dataDir, 'pgdata'));
}

let stopping = false;
let platform = null;
async function stop() {
  if (stopping) return;
  stopping = true;
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  await platform?.stop();
  process.exit(0);
}
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, stop);

buildAll();
const [remote] = wanted;
if (remote) {
  // The watch below writes the remote's dist/ itself (and Ctrl-C may stop it mid-write): the next
  // `npm start` or `npm run build` must rebuild it rather than trust its stamp (build.mjs).
  rmSync(join(ROOT, 'node_modules/.cache/homewise/build', `${REMOTES[remote].dir}.stamp`), { force: true });
  platform = await startPlatform({ stdio: 'inherit' });
  run(`${remote} (rebuilt on save)`, [rspack, 'build', '--watch', '--mode', 'production'], {
    cwd: join(ROOT, REMOTES[remote].dir),
    env: { NODE_ENV: 'production' },
  });
  console.log(`\n  Homewise is running: ${platform.url} — ${remote} is rebuilt on every save (reload to see it)\n`);
} else {
  let backendPort = Number(process.env.BACKEND_PORT ?? 3000) + DEV_PORT_OFFSET;
  const shellUrl = `http://localhost:${portOf(SHELL, { dev: true })}`;
  const platformBackend = await embeddedDatabaseInUse();
  if (platformBackend) {
    // A PGlite folder opens in one process only: beside a running `npm start` on the embedded
    // database, the dev servers use that platform's API rather than a second backend that
    // could not start.
    backendPort = platformPorts().backend;
    console.log(`[dev] the embedded database is in use by the running platform (${platformBackend}): using its API on ${backendPort}; stop it to run the backend in watch mode`);
  } else {
    // The backend: tsc recompiles on save into dist-dev/, node restarts on the new output. Not
    // into dist/, which npm start runs and `npm run build` trusts by its stamp: a compiler stopped
    // by Ctrl-C mid-write would leave it a half-written file that no rebuild repairs. (dist-dev/
    // sits at dist/'s depth, so the backend still finds the repository root three folders up.)
    run('backend compiler', [tsc, '-p', 'tsconfig.build.json', '--watch', '--preserveWatchOutput', '--outDir', 'dist-dev'], { cwd: join(ROOT, 'backend') });
    await waitForFile(join(ROOT, 'backend/dist-dev/main.js'));
    run('backend', ['--watch', 'dist-dev/main.js'], {
      cwd: join(ROOT, 'backend'),
      env: { PORT: String(backendPort), APP_URL: process.env.APP_URL ?? shellUrl, LOG_FORMAT: process.env.LOG_FORMAT ?? 'pretty' },
    });
  }
  for (const app of [...Object.values(REMOTES), SHELL]) {
    run(app.dir, [rspack, 'serve', '--mode', 'development'], {
      cwd: join(ROOT, app.dir),
      env: { BACKEND_URL: `http://localhost:${backendPort}` },
    });
  }
  console.log(`\n  Homewise (development) is starting: ${shellUrl} (backend on ${backendPort})\n`);
}
