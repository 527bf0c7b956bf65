import type { DataSource } from 'typeorm';
import pg, { type Pool, type QueryResultRow } from 'pg';

/** A hot-path statement: its SQL and the name it is prepared under on each connection. */
export interface PreparedQuery {
  name: string;
  text: string;
  /**
   * Run with the statement's generic plan, planned once per connection, instead of a plan made
   * for each call's values (Postgres' choice). Only for a statement whose generic plan is known
   * as good, by a bench: planning the client list took as long as running it.
   */
  genericPlan?: boolean;
}

/**
 * Runs one read straight on the pg pool under TypeORM. For the per-request hot path only
 * (session lookup, the profile read): DataSource.query allocates and releases a QueryRunner per
 * call. Never use it inside a transaction — use the transaction's manager there.
 *
 * On a real Postgres the statement is prepared once per connection under its name, so later
 * calls skip parsing and planning: on this machine that alone took GET /api/mortgage-profile
 * from about 2,600 to 4,600 req/s (Postgres shares the 2 cores with the API). Not on embedded
 * PGlite: every pglite-socket connection shares one PGlite session, so a name prepared by one
 * connection would collide ("already exists") with the next connection's. The statements name
 * their columns, so a migration that adds columns does not invalidate them on running replicas.
 *
 * The named statement goes to the pool as a pg Query built from its text, its name set after:
 * given a config object ({ name, text, values }), pg copies it property descriptor by property
 * descriptor first (utils.normalizeQueryConfig), ~1.2 µs of CPU per query (issue 22's profile),
 * against ~0.07 µs for the Query. pg reads the name when it sends the query.
 */
export async function poolQuery<Row extends QueryResultRow>(
  dataSource: DataSource,
  query: PreparedQuery,
  values: unknown[],
): Promise<Row[]> {
  const pool = (dataSource.driver as unknown as { master: Pool & { options: { preparedStatements?: boolean } } }).master;
  if (!pool.options.preparedStatements) return (await pool.query<Row>(query.text, values)).rows;
  const named = new pg.Query<Row>(query.text, values);
  (named as unknown as { name: string }).name = query.name;
  if (query.genericPlan) return genericPlanQuery(pool, named);
  // pg-pool hands a submittable to the client with its own callback, and resolves with the result.
  const result = (await pool.query(named as never)) as unknown as pg.QueryResult<Row>;
  return result.rows;
}

/**
 * The statement under `plan_cache_mode = force_generic_plan` for its one call, on a connection of
 * its own from the pool: set before it and reset after, so no other statement of the connection
 * ever runs with it. A connection that could not be reset is closed, never handed on.
 */
async function genericPlanQuery<Row extends QueryResultRow>(pool: Pool, named: unknown): Promise<Row[]> {
  const client = await pool.connect();
  let broken: Error | undefined;
  try {
    await client.query('SET plan_cache_mode = force_generic_plan');
    // A submittable is answered through its callback (client.query returns the submittable itself).
    const result = await new Promise<pg.QueryResult<Row>>((resolve, reject) => {
      (named as { callback?: unknown }).callback = (error: Error | null, answer: pg.QueryResult<Row>) => (error ? reject(error) : resolve(answer));
      client.query(named as never);
    });
    return result.rows;
  } finally {
    await client.query('RESET plan_cache_mode').catch((error: Error) => (broken = error));
    client.release(broken);
  }
}
