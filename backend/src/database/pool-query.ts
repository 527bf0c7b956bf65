import type { DataSource } from 'typeorm';
import type { Pool, QueryResultRow } from 'pg';

/**
 * Runs one read straight on the pg pool under TypeORM, as a named prepared statement (parsed
 * and planned once per connection). For the per-request hot path only (session lookup, the
 * profile read): DataSource.query allocates a QueryRunner per call, which roughly halves
 * throughput here. Never use it inside a transaction — use the transaction's manager there.
 */
export async function poolQuery<Row extends QueryResultRow>(
  dataSource: DataSource,
  name: string,
  text: string,
  values: unknown[],
): Promise<Row[]> {
  const pool = (dataSource.driver as unknown as { master: Pool }).master;
  const result = await pool.query<Row>({ name, text, values });
  return result.rows;
}
