// The Node.js the platform runs on: the version in `.node-version` (the images' base in
// infra/docker is held to it by infra/test/images.test.mjs). `npm start`, `npm test`, `npm run dev`
// and `npm run bench` run on it whichever `node` started them (scripts/on-pinned-node.mjs), so what
// is tested and measured is what is deployed. A machine with another major gets a copy, fetched
// once into ~/.cache/homewise/node from the npm registry (Linux: the `node-linux-<arch>` packages carry
// the Node.js project's release binaries, repackaged by the maintainers of the `node` package);
// npm checks the tarball's integrity, and the binary must then report exactly the pinned version.
// The npm registry is the one place this project's machines can fetch Node from (nodejs.org and
// NodeSource are out of reach). Node built-ins only: it runs before anything is installed.
//
// `node scripts/lib/node-runtime.mjs --bin` prints the pinned Node's bin folder (fetching it if
// need be) and fails when it cannot be had: .ci/run puts it first on PATH.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { homedir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

/** The version in `.node-version`, e.g. "24.22.3": the images' too. */
export const PINNED_NODE_VERSION = readFileSync(join(ROOT, '.node-version'), 'utf8').trim();

/**
 * The version the commands run on: the pinned one, or HOMEWISE_NODE_VERSION's (to try an upgrade
 * before pinning it: `HOMEWISE_NODE_VERSION=25.9.0 npm test`; the launcher's own tests).
 */
export const NODE_VERSION = process.env.HOMEWISE_NODE_VERSION || PINNED_NODE_VERSION;

const majorOf = (version) => Number(String(version).replace(/^v/, '').split('.')[0]);

/** Whether `version` (default: the running node's) is the pinned major: no other copy is needed. */
export function isPinnedMajor(version = process.versions.node, pinned = NODE_VERSION) {
  return majorOf(version) === majorOf(pinned);
}

/** Where fetched copies live: HOMEWISE_NODE_CACHE, else ~/.cache/homewise/node (it survives `npm ci`). */
export function nodeCacheDir() {
  return process.env.HOMEWISE_NODE_CACHE ?? join(process.env.XDG_CACHE_HOME ?? join(homedir(), '.cache'), 'homewise', 'node');
}

/**
 * The npm package holding this machine's Node binary as `package/bin/node`, or undefined: the
 * registry carries current releases for Linux only (`node-darwin-*` stopped at Node 18); on a Mac
 * or Windows, install the pinned version yourself (nvm, fnm and nodenv read `.node-version`).
 */
export function binaryPackage(version = NODE_VERSION, platform = process.platform, arch = process.arch) {
  if (platform !== 'linux' || !['x64', 'arm64'].includes(arch)) return undefined;
  return `node-${platform}-${arch}@${version}`;
}

/**
 * The bin folder of Node `version`: the cached copy, else fetched now. Undefined, with the reason
 * logged, when it cannot be had (offline, a platform without a package): callers go on with the
 * running node.
 */
export function pinnedNodeBin({ version = NODE_VERSION, cacheDir = nodeCacheDir(), log = (line) => console.error(line), npm = 'npm' } = {}) {
  const home = join(cacheDir, `v${version}`);
  const bin = join(home, 'bin');
  if (existsSync(join(bin, 'node'))) return bin;
  const pkg = binaryPackage(version);
  if (!pkg) {
    log(`[homewise] no Node ${version} package for ${process.platform}-${process.arch} on the npm registry: install Node ${version} yourself (nvm, fnm and nodenv read .node-version)`);
    return undefined;
  }
  log(`[homewise] fetching Node ${version} (${pkg}, ~30 MB) from the npm registry into ${cacheDir}…`);
  mkdirSync(cacheDir, { recursive: true });
  // Fetched and checked in a folder of its own, then moved in one step: a run cut off halfway,
  // or two runs at once, never leave a half-written copy where the next run would take it.
  const work = mkdtempSync(join(cacheDir, '.fetch-'));
  try {
    const pack = spawnSync(npm, ['pack', pkg, '--loglevel=error', '--pack-destination', work], { cwd: work, encoding: 'utf8' });
    const tarball = pack.status === 0 ? pack.stdout.trim().split('\n').pop() : undefined;
    if (!tarball) {
      const reason = (pack.stderr || pack.error?.message || '').split('\n').find((line) => /\S/.test(line) && !/^npm error (code|A complete log)/.test(line));
      log(`[homewise] could not fetch ${pkg}: ${reason?.replace(/^npm error /, '') ?? `npm pack exited with ${pack.status}`}`);
      return undefined;
    }
    const untar = spawnSync('tar', ['-xzf', join(work, tarball), '-C', work], { encoding: 'utf8' });
    const fetched = join(work, 'package', 'bin', 'node');
    const reported = untar.status === 0 && existsSync(fetched) ? spawnSync(fetched, ['--version'], { encoding: 'utf8' }).stdout?.trim() : undefined;
    if (reported !== `v${version}`) {
      log(`[homewise] ${pkg} did not hold Node v${version} (its binary said ${reported ?? 'nothing'})`);
      return undefined;
    }
    if (!existsSync(home)) renameSync(join(work, 'package'), home);
    return bin;
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url) && process.argv[2] === '--bin') {
  const bin = isPinnedMajor() ? dirname(process.execPath) : pinnedNodeBin();
  if (!bin) process.exit(1);
  console.log(bin);
}
