import type { MigrationInterface, QueryRunner } from 'typeorm';

/** A money or rate column as the JSON number that Number() of its exact decimal text gives. */
const num = (column: string) => `NEW.${column}::float8`;
/** A timestamp as Date.prototype.toISOString() writes it (UTC, milliseconds, 'Z'). */
const iso = (column: string) => `to_char(NEW.${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/**
 * Each mortgage profile carries its answer to GET /api/mortgage-profile as JSON text
 * (`answer_json`), written by a trigger whenever the row is inserted or changed, by any
 * statement (issue 22), compact (row_to_json): the read, which every dashboard screen makes, sends that text as it is
 * instead of having Postgres build the JSON (25 fields, float casts, two to_char) on every
 * request — about 11 µs of Postgres's CPU per read on the 2-core bench machine, where it shares
 * the cores with the API; with it the session check and read cost what the bare server's
 * one-table query does. The object is toMortgageProfile()'s (mortgage-profile.mapper.ts), field
 * for field: dates 'YYYY-MM-DD', numbers, nullable extras, ISO timestamps (the e2e test compares
 * the two after every kind of write).
 *
 * The trigger is named to run after the table's other BEFORE triggers (Postgres runs them in name
 * order), so it sees the row as it will be stored. A migration that adds a field to the answer
 * replaces mortgage_profiles_answer_json() and rewrites the column (UPDATE … SET id = id).
 */
export class ProfileAnswerJson1763700006000 implements MigrationInterface {
  name = 'ProfileAnswerJson1763700006000';

  async up(q: QueryRunner): Promise<void> {
    // No profile may change between the backfill below and the trigger's creation.
    await q.query(`LOCK TABLE mortgage_profiles IN SHARE ROW EXCLUSIVE MODE`);
    await q.query(`ALTER TABLE mortgage_profiles ADD COLUMN answer_json text`);
    await q.query(`CREATE FUNCTION mortgage_profiles_answer_json() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        -- row_to_json writes compact JSON (json_build_object puts ' : ' between every key and value).
        NEW.answer_json := (SELECT row_to_json(answer) FROM (SELECT
          NEW.id AS "id", NEW.property_address AS "propertyAddress", NEW.purchase_date AS "purchaseDate",
          ${num('purchase_price')} AS "purchasePrice", ${num('original_loan_amount')} AS "originalLoanAmount",
          ${num('current_balance')} AS "currentBalance", ${num('original_interest_rate')} AS "originalInterestRate",
          NEW.loan_term_years AS "loanTermYears", NEW.loan_type AS "loanType", ${num('monthly_payment')} AS "monthlyPayment",
          NEW.first_payment_date AS "firstPaymentDate", ${num('current_home_value')} AS "currentHomeValue",
          ${num('property_tax_yearly')} AS "propertyTaxYearly", ${num('insurance_yearly')} AS "insuranceYearly",
          ${num('hoa_monthly')} AS "hoaMonthly", ${num('pmi_monthly')} AS "pmiMonthly", ${num('arm_margin')} AS "armMargin",
          ${num('arm_index_rate')} AS "armIndexRate", ${num('arm_initial_cap')} AS "armInitialCap",
          ${num('arm_periodic_cap')} AS "armPeriodicCap", ${num('arm_lifetime_cap')} AS "armLifetimeCap",
          ${iso('created_at')} AS "createdAt", ${iso('updated_at')} AS "updatedAt") answer)::text;
        RETURN NEW;
      END $$`);
    await q.query(`CREATE TRIGGER mortgage_profiles_zz_answer_json BEFORE INSERT OR UPDATE ON mortgage_profiles
      FOR EACH ROW EXECUTE FUNCTION mortgage_profiles_answer_json()`);
    // Every existing row through the trigger. The other triggers see no change of theirs: they
    // fire on other columns (officer, activity) or compare values (savings), and none moved.
    await q.query(`UPDATE mortgage_profiles SET answer_json = NULL`);
    await q.query(`ALTER TABLE mortgage_profiles ALTER COLUMN answer_json SET NOT NULL`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TRIGGER mortgage_profiles_zz_answer_json ON mortgage_profiles`);
    await q.query(`DROP FUNCTION mortgage_profiles_answer_json()`);
    await q.query(`ALTER TABLE mortgage_profiles DROP COLUMN answer_json`);
  }
}
