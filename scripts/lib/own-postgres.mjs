// A private Postgres cluster for fault tests: its own data folder and port, started and stopped
// by us (pg_ctl), so a test can restart "the database" without touching the machine's shared
// Postgres that everyone else's tests use. As root, initdb and postgres run as the `postgres`
// user (they refuse root).
import { execFileSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir, userInfo } from 'node:os';
import { join } from 'node:path';

function binDir() {
  try {
    return execFileSync('pg_config', ['--bindir'], { encoding: 'utf8' }).trim();
  } catch {
    const versions = existsSync('/usr/lib/postgresql') ? readdirSync('/usr/lib/postgresql').sort((a, b) => Number(b) - Number(a)) : [];
    if (!versions.length) throw new Error('no Postgres server binaries (initdb, pg_ctl) found');
    return `/usr/lib/postgresql/${versions[0]}/bin`;
  }
}

/** Runs a Postgres binary as the postgres user when we are root. */
function run(bin, args) {
  const asRoot = userInfo().uid === 0;
  const [command, fullArgs] = asRoot ? ['runuser', ['-u', 'postgres', '--', join(binDir(), bin), ...args]] : [join(binDir(), bin), args];
  return execFileSync(command, fullArgs, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
}

/**
 * initdb's a cluster in a temp folder and starts it on `port` (loopback, trust auth: nothing but
 * this machine's processes reach it). Answers { url, stop(), start(), destroy() }.
 */
export function startOwnPostgres({ port }) {
  const dir = mkdtempSync(join(tmpdir(), 'hw-own-pg-'));
  if (userInfo().uid === 0) {
    const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }));
    const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }));
    chownSync(dir, uid, gid);
  }
  const data = join(dir, 'data');
  run('initdb', ['-D', data, '-A', 'trust', '-U', 'postgres', '--no-sync']);
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=on -c max_connections=200`;
  const start = () => run('pg_ctl', ['-D', data, '-o', options, '-l', join(dir, 'log'), '-w', '-t', '60', 'start']);
  // -m fast: sessions are cut as a crash or a failover would; committed work is on disk.
  const stop = () => run('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']);
  start();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    start,
    stop,
    destroy() {
      try {
        stop();
      } catch {
        // already stopped
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
