import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 21: the optional escrow of a mortgage (property tax a year, homeowners insurance a year,
 * HOA dues a month, PMI a month) and an ARM's terms (margin, index, initial/periodic/lifetime
 * caps, as fractions). NULL means "not given": escrow counts as $0, an ARM term takes the
 * @homewise/finance default (caps 2/2/5, margin 2.75%).
 */
export class EscrowAndArmTerms1763700002600 implements MigrationInterface {
  name = 'EscrowAndArmTerms1763700002600';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      ALTER TABLE mortgage_profiles
        ADD COLUMN IF NOT EXISTS property_tax_yearly numeric(14,2),
        ADD COLUMN IF NOT EXISTS insurance_yearly numeric(14,2),
        ADD COLUMN IF NOT EXISTS hoa_monthly numeric(14,2),
        ADD COLUMN IF NOT EXISTS pmi_monthly numeric(14,2),
        ADD COLUMN IF NOT EXISTS arm_margin numeric(8,6),
        ADD COLUMN IF NOT EXISTS arm_index_rate numeric(8,6),
        ADD COLUMN IF NOT EXISTS arm_initial_cap numeric(8,6),
        ADD COLUMN IF NOT EXISTS arm_periodic_cap numeric(8,6),
        ADD COLUMN IF NOT EXISTS arm_lifetime_cap numeric(8,6)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`
      ALTER TABLE mortgage_profiles
        DROP COLUMN IF EXISTS property_tax_yearly, DROP COLUMN IF EXISTS insurance_yearly,
        DROP COLUMN IF EXISTS hoa_monthly, DROP COLUMN IF EXISTS pmi_monthly,
        DROP COLUMN IF EXISTS arm_margin, DROP COLUMN IF EXISTS arm_index_rate,
        DROP COLUMN IF EXISTS arm_initial_cap, DROP COLUMN IF EXISTS arm_periodic_cap,
        DROP COLUMN IF EXISTS arm_lifetime_cap`);
  }
}
