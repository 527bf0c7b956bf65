import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';

/**
 * Postgres in-process for the embedded default (no DATABASE_URL): PGlite persisted under
 * `dataDir`, served on a loopback port by pglite-socket so TypeORM's ordinary `pg` driver talks
 * to it like to any Postgres. PGlite runs one statement at a time; inside a transaction always
 * use the transaction's EntityManager: the pool's one connection is the transaction's, so a query
 * on another connection would wait forever (backend/README.md, "Adding a module").
 *
 * A PGlite folder must never be opened by two processes: `<dataDir>.json` records the owner's
 * pid and URL, so a second backend refuses to start and the CLI connects to the running one.
 *
 * PGlite has no passwords: whoever reaches its socket is superuser. So it is served on a Unix
 * socket in a folder only this OS user may enter (0700), never on a TCP port that every local
 * user (or a page's DNS-rebinding trick) could reach; the owner file and the data folder are
 * readable by this user only (0600 / 0700).
 */
/**
 * The backend's pool size on embedded Postgres: one connection. PGlite is a single session that
 * pglite-socket shares between its connections, handing it to one connection at a time only
 * while that one is inside a transaction. Outside a transaction it interleaves the extended-
 * protocol messages (Parse/Bind/Execute/Sync) of different connections, so a parameterized query
 * racing a transaction that fails (a duplicate signup's 23505) loses its unnamed statement
 * ("unnamed prepared statement does not exist") or never gets an answer: requests hung. One pooled
 * connection sends one statement at a time, which is all PGlite can run anyway.
 */
export const EMBEDDED_POOL_SIZE = 1;

/** Points the config at a running embedded database: its URL, one connection, no named statements. */
export function useEmbeddedDatabase(config: { databaseUrl?: string; dbPoolSize: number; embeddedDatabase: boolean }, url: string): void {
  config.databaseUrl = url;
  config.dbPoolSize = EMBEDDED_POOL_SIZE;
  config.embeddedDatabase = true;
}

export interface EmbeddedPostgres {
  url: string;
  stop(): Promise<void>;
}

interface OwnerRecord {
  pid: number;
  url: string;
}

/** The pg URL of the socket in `socketDir` (pg reads `host` from the query: a folder means a Unix socket). */
export const embeddedUrl = (socketDir: string): string => `postgres://postgres@localhost:5432/postgres?host=${encodeURIComponent(socketDir)}`;

const ownerFile = (dataDir: string) => `${dataDir.replace(/\/+$/, '')}.json`;

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The URL of a live process already serving this PGlite folder, if any. */
export function runningEmbeddedPostgres(dataDir: string): string | null {
  const file = ownerFile(dataDir);
  if (!existsSync(file)) return null;
  try {
    const owner = JSON.parse(readFileSync(file, 'utf8')) as OwnerRecord;
    return owner.pid !== process.pid && isAlive(owner.pid) ? owner.url : null;
  } catch {
    return null;
  }
}

export async function startEmbeddedPostgres(dataDir: string, maxConnections: number): Promise<EmbeddedPostgres> {
  const running = runningEmbeddedPostgres(dataDir);
  if (running) {
    throw new Error(`The embedded database in ${dataDir} is in use by another process (${running}). Stop it first.`);
  }
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  chmodSync(dataDir, 0o700);
  // pg_trgm: the admin user search's index (migration WorkspacesAtScale); PGlite loads
  // extensions only when they are named here.
  const db = await PGlite.create(dataDir, { extensions: { pg_trgm } });
  // A short private folder under the temp dir: a Unix socket path has at most 107 bytes, and
  // libpq-style clients (pg) look for `<host>/.s.PGSQL.<port>`.
  const socketDir = mkdtempSync(join(tmpdir(), 'hw-db-'));
  chmodSync(socketDir, 0o700);
  // pglite-socket rejects connections beyond maxConnections (default 1) with ECONNRESET.
  const server = new PGLiteSocketServer({ db, path: join(socketDir, '.s.PGSQL.5432'), maxConnections });
  await server.start();
  const url = embeddedUrl(socketDir);
  writeFileSync(ownerFile(dataDir), JSON.stringify({ pid: process.pid, url } satisfies OwnerRecord), { mode: 0o600 });
  chmodSync(ownerFile(dataDir), 0o600);
  return {
    url,
    async stop() {
      await server.stop();
      await db.close();
      rmSync(ownerFile(dataDir), { force: true });
      rmSync(socketDir, { recursive: true, force: true });
    },
  };
}
