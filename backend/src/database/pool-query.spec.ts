import pg from 'pg';
import type { DataSource } from 'typeorm';
import { poolQuery } from './pool-query.js';

/** A DataSource whose pg pool records what it was asked to run. */
function dataSourceWith(preparedStatements: boolean | undefined) {
  const calls: unknown[][] = [];
  const pool = {
    options: { max: 10, preparedStatements },
    query: async (...args: unknown[]) => {
      calls.push(args);
      return { rows: [{ one: 1 }] };
    },
  };
  return { dataSource: { driver: { master: pool } } as unknown as DataSource, calls };
}

const QUERY = { name: 'the_statement', text: 'SELECT 1 AS one WHERE $1::text IS NOT NULL' };

describe('poolQuery', () => {
  it('prepares the statement under its name on a real Postgres', async () => {
    const { dataSource, calls } = dataSourceWith(true);
    await expect(poolQuery(dataSource, QUERY, ['x'])).resolves.toEqual([{ one: 1 }]);
    expect(calls).toHaveLength(1);
    expect(calls[0][0]).toBeInstanceOf(pg.Query);
    expect(calls[0][0]).toMatchObject({ name: 'the_statement', text: QUERY.text, values: ['x'] });
  });

  it('sends an unnamed statement on embedded PGlite, where connections share one session', async () => {
    const { dataSource, calls } = dataSourceWith(false);
    await poolQuery(dataSource, QUERY, ['x']);
    expect(calls).toEqual([[QUERY.text, ['x']]]);
  });

  // On the server of the tests (DATABASE_URL), one connection: the statement is prepared under
  // its name once, executed again with other values, and a failure rejects.
  const serverUrl = process.env.DATABASE_URL;
  (serverUrl ? it : it.skip)('runs the named statement on a real Postgres, prepared once per connection', async () => {
    const pool = new pg.Pool({ connectionString: serverUrl, max: 1 });
    const dataSource = { driver: { master: Object.assign(pool, { options: { ...pool.options, preparedStatements: true } }) } } as unknown as DataSource;
    try {
      const statement = { name: 'pool_query_spec', text: 'SELECT $1::int * 2 AS twice' };
      await expect(poolQuery(dataSource, statement, [21])).resolves.toEqual([{ twice: 42 }]);
      await expect(poolQuery(dataSource, statement, [5])).resolves.toEqual([{ twice: 10 }]);
      const { rows } = await pool.query(`SELECT name, statement FROM pg_prepared_statements WHERE name = 'pool_query_spec'`);
      expect(rows).toEqual([{ name: 'pool_query_spec', statement: statement.text }]);
      await expect(poolQuery(dataSource, { name: 'pool_query_spec_bad', text: 'SELECT $1::int / 0' }, [1])).rejects.toThrow('division by zero');
      await expect(poolQuery(dataSource, statement, [1])).resolves.toEqual([{ twice: 2 }]);
    } finally {
      await pool.end();
    }
  });

  (serverUrl ? it : it.skip)('runs a generic-plan statement with its generic plan, and leaves the connection as it was', async () => {
    const pool = new pg.Pool({ connectionString: serverUrl, max: 1 });
    const dataSource = { driver: { master: Object.assign(pool, { options: { ...pool.options, preparedStatements: true } }) } } as unknown as DataSource;
    const mode = async () => (await pool.query('SHOW plan_cache_mode')).rows[0].plan_cache_mode as string;
    try {
      const statement = { name: 'pool_query_generic', text: 'SELECT $1::int + 1 AS next', genericPlan: true };
      for (const value of [1, 2, 3]) await expect(poolQuery(dataSource, statement, [value])).resolves.toEqual([{ next: value + 1 }]);
      const { rows } = await pool.query(`SELECT generic_plans, custom_plans FROM pg_prepared_statements WHERE name = 'pool_query_generic'`);
      // Postgres' own choice would plan the first five calls for their values.
      expect(rows).toEqual([{ generic_plans: '3', custom_plans: '0' }]);
      expect(await mode()).toBe('auto');
      await expect(poolQuery(dataSource, { ...statement, name: 'pool_query_generic_bad', text: 'SELECT $1::int / 0' }, [1])).rejects.toThrow('division by zero');
      expect(await mode()).toBe('auto');
    } finally {
      await pool.end();
    }
  });
});
