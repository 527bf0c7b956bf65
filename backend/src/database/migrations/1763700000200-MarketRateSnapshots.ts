import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Market-rate snapshots (src/market-rates) and the first-run seed, so a fresh start shows rates
 * before any scrape succeeds. The seed is a published figure, dated as such: MBA's Weekly
 * Applications Survey for the week ending 2024-11-15 (released Wednesday 2024-11-20): 30-year
 * fixed conforming 6.90%, 15-year fixed 6.32%.
 */
export class MarketRateSnapshots1763700000200 implements MigrationInterface {
  name = 'MarketRateSnapshots1763700000200';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE market_rate_snapshots (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        source text NOT NULL,
        thirty_year_fixed numeric(8,6) NOT NULL CHECK (thirty_year_fixed BETWEEN 0.005 AND 0.25),
        fifteen_year_fixed numeric(8,6) NOT NULL CHECK (fifteen_year_fixed BETWEEN 0.005 AND 0.25),
        as_of date,
        source_url text,
        scraped_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX market_rate_snapshots_scraped_at_idx ON market_rate_snapshots (scraped_at DESC)`);
    await q.query(
      `INSERT INTO market_rate_snapshots (source, thirty_year_fixed, fifteen_year_fixed, as_of, scraped_at)
       VALUES ('seed', 0.069, 0.0632, '2024-11-15', '2024-11-20T15:00:00Z')`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE market_rate_snapshots`);
  }
}
