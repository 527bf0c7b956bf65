import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';

/**
 * Postgres in-process for the embedded default (no DATABASE_URL): PGlite persisted under
 * `dataDir`, served on a loopback port by pglite-socket so TypeORM's ordinary `pg` driver talks
 * to it like to any Postgres. PGlite runs one statement at a time; inside a transaction always
 * use the transaction's EntityManager (TOOLCHAIN.md).
 */
export interface EmbeddedPostgres {
  url: string;
  stop(): Promise<void>;
}

export async function startEmbeddedPostgres(dataDir: string, maxConnections: number): Promise<EmbeddedPostgres> {
  mkdirSync(dataDir, { recursive: true });
  const db = await PGlite.create(dataDir);
  // pglite-socket rejects connections beyond maxConnections (default 1) with ECONNRESET.
  const server = new PGLiteSocketServer({ db, host: '127.0.0.1', port: 0, maxConnections });
  await server.start();
  return {
    url: `postgres://postgres@${server.getServerConn()}/postgres`,
    async stop() {
      await server.stop();
      await db.close();
    },
  };
}
