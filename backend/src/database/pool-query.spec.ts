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
    expect(calls).toEqual([[{ name: 'the_statement', text: QUERY.text, values: ['x'] }]]);
  });

  it('sends an unnamed statement on embedded PGlite, where connections share one session', async () => {
    const { dataSource, calls } = dataSourceWith(false);
    await poolQuery(dataSource, QUERY, ['x']);
    expect(calls).toEqual([[QUERY.text, ['x']]]);
  });
});
