import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * First-run seed: one rate entry per loan type of contracts LOAN_TYPES, so a fresh start shows
 * rates before an admin edits them. Values are typical US averages of late 2025, as fractions.
 * A migration runs once, so entries an admin deletes stay deleted.
 */
export const DEFAULT_RATE_ENTRIES: ReadonlyArray<{ loanType: string; rate: number }> = [
  { loanType: '30_year_fixed', rate: 0.0625 },
  { loanType: '20_year_fixed', rate: 0.06 },
  { loanType: '15_year_fixed', rate: 0.055 },
  { loanType: '10_year_fixed', rate: 0.05375 },
  { loanType: '5_1_arm', rate: 0.05875 },
  { loanType: '7_1_arm', rate: 0.06 },
  { loanType: '10_1_arm', rate: 0.06125 },
];

export class SeedRateEntries1763700000001 implements MigrationInterface {
  name = 'SeedRateEntries1763700000001';

  async up(q: QueryRunner): Promise<void> {
    for (const entry of DEFAULT_RATE_ENTRIES) {
      await q.query(`INSERT INTO rate_entries (loan_type, rate) VALUES ($1, $2) ON CONFLICT (loan_type) DO NOTHING`, [
        entry.loanType,
        entry.rate,
      ]);
    }
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DELETE FROM rate_entries WHERE loan_type = ANY($1)`, [DEFAULT_RATE_ENTRIES.map((e) => e.loanType)]);
  }
}
