import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The rate limits are counted by rate-limiter-flexible (on Redis, or in memory on the embedded
 * default: src/rate-limit), no longer in Postgres: the counters' table goes. Its windows lasted
 * an hour at most, so nothing of value is lost.
 */
export class DropRateLimitHits1763700002500 implements MigrationInterface {
  name = 'DropRateLimitHits1763700002500';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE IF EXISTS rate_limit_hits`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE rate_limit_hits (
        key text NOT NULL,
        window_start timestamptz NOT NULL,
        hits integer NOT NULL DEFAULT 0,
        PRIMARY KEY (key, window_start)
      )`);
  }
}
