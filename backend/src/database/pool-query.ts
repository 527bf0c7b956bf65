import type { DataSource } from 'typeorm';
import type { Pool, QueryResultRow } from 'pg';

/**
 * Runs one read straight on the pg pool under TypeORM. For the per-request hot path only
 * (session lookup, the profile read): DataSource.query allocates and releases a QueryRunner per
 * call. Never use it inside a transaction — use the transaction's manager there.
 *
 * Not a named prepared statement: behind pglite-socket every connection shares one PGlite
 * session, so a name prepared on one connection collides on the next ("already exists").
 */
export async function poolQuery<Row extends QueryResultRow>(
  dataSource: DataSource,
  text: string,
  values: unknown[],
): Promise<Row[]> {
  const pool = (dataSource.driver as unknown as { master: Pool }).master;
  const result = await pool.query<Row>(text, values);
  return result.rows;
}
