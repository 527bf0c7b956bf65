import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The officer's loans in the order of each figure the client list sorts by (issue 22;
 * src/loan-officers/client-list.ts pageIdsSql): a page sorted by balance, rate, payment, equity or
 * equity percent reads the index in order and stops after the page, instead of joining and
 * sorting every client. Largest first (how the figures are mostly read) is the index's own order;
 * smallest first reads it backward and puts only clients with the same figure in id order. The
 * expressions are the list's own (ORDER_BY).
 */
const FIGURES: Record<string, string> = {
  balance: 'current_balance',
  rate: 'original_interest_rate',
  payment: 'monthly_payment',
  equity: '(current_home_value - current_balance)',
  equity_percent: '(CASE WHEN current_home_value > 0 THEN (current_home_value - current_balance) / current_home_value ELSE 0 END)',
};

export class ClientFigureOrders1763700004100 implements MigrationInterface {
  name = 'ClientFigureOrders1763700004100';

  async up(q: QueryRunner): Promise<void> {
    for (const [name, figure] of Object.entries(FIGURES)) {
      await q.query(`CREATE INDEX mortgage_profiles_officer_by_${name}_idx ON mortgage_profiles (loan_officer_id, ${figure} DESC, user_id)
        WHERE loan_officer_id IS NOT NULL`);
    }
  }

  async down(q: QueryRunner): Promise<void> {
    for (const name of Object.keys(FIGURES)) await q.query(`DROP INDEX mortgage_profiles_officer_by_${name}_idx`);
  }
}
