import type { MigrationInterface, QueryRunner } from 'typeorm';
import { amortizationSchedule, monthlyPayment, paymentsMade, roundCents } from '@homewise/finance';

/**
 * Repairs profiles saved under two wrong rules (issue 18).
 *
 * 1. **ARM terms.** The spec set the term from the loan type's leading number, so a 5/1, 7/1 or
 *    10/1 ARM was saved as a 5-, 7- or 10-year loan and priced that way: $388,000 at 3.125% as
 *    $6,993.43 a month instead of $1,662.10. An ARM is a 30-year loan whose rate is fixed for its
 *    first 5, 7 or 10 years. Every ARM row whose term is that leading number becomes a 30-year
 *    loan. Its payment, when it is the formula payment of the wrong term (every form computed it
 *    so), becomes the 30-year one. Its balance, when it is exactly what "Auto" or onboarding's
 *    estimate gives at the wrong payment after some number of payments (with or without the
 *    recorded extra payments taken off), becomes what they give at the right payment after the
 *    same number — a typed balance is the homeowner's statement and is kept. A balance of $0
 *    that the wrong schedule reached (it ran out after 5 years) becomes the balance after the
 *    payments made by today.
 * 2. **"Fixed Rate".** The spec's Dashboard edit offered Fixed Rate / Variable Rate and turned a
 *    30-Year Fixed into "Fixed Rate". A `fixed_rate` row whose term is 10, 15, 20 or 30 years is
 *    that fixed type again; others (and every `variable_rate`, whose fixed period is unknown)
 *    keep their value, which the forms still show and keep.
 *
 * Money is computed with `@homewise/finance`, exactly as the pages compute it.
 */
export class RepairLoanTerms1763700001800 implements MigrationInterface {
  name = 'RepairLoanTerms1763700001800';

  async up(q: QueryRunner): Promise<void> {
    const rows = (await q.query(`
      SELECT p.id, p.loan_type, p.loan_term_years, p.original_loan_amount, p.original_interest_rate, p.monthly_payment,
             p.current_balance, p.first_payment_date::text AS first_payment_date,
             coalesce((SELECT sum(e.amount) FROM extra_payments e WHERE e.mortgage_profile_id = p.id), 0) AS extra_total
        FROM mortgage_profiles p
       WHERE (p.loan_type = '5_1_arm' AND p.loan_term_years = 5)
          OR (p.loan_type = '7_1_arm' AND p.loan_term_years = 7)
          OR (p.loan_type = '10_1_arm' AND p.loan_term_years = 10)`)) as ArmRow[];
    const today = new Date().toISOString().slice(0, 10);
    for (const row of rows) {
      const repair = repairArmProfile(row, today);
      await q.query(`UPDATE mortgage_profiles SET loan_term_years = $2, monthly_payment = $3, current_balance = $4, updated_at = now() WHERE id = $1`, [
        row.id,
        repair.loanTermYears,
        repair.monthlyPayment,
        repair.currentBalance,
      ]);
    }
    await q.query(`
      UPDATE mortgage_profiles SET loan_type = loan_term_years || '_year_fixed', updated_at = now()
       WHERE loan_type = 'fixed_rate' AND loan_term_years IN (10, 15, 20, 30)`);
  }

  async down(): Promise<void> {
    // Nothing to undo: the repaired figures are the right ones, the wrong ones are not kept.
  }
}

/** The columns the ARM repair reads (numerics as Postgres sends them: exact decimal strings). */
export interface ArmRow {
  id: string;
  loan_type: string;
  loan_term_years: number;
  original_loan_amount: string;
  original_interest_rate: string;
  monthly_payment: string;
  current_balance: string;
  first_payment_date: string | null;
  extra_total: string;
}

const ARM_TERM_YEARS = 30;

/** What an ARM row saved with its fixed period as its term becomes (see the class comment). */
export function repairArmProfile(row: ArmRow, today: string): { loanTermYears: number; monthlyPayment: number; currentBalance: number } {
  const amount = Number(row.original_loan_amount);
  const rate = Number(row.original_interest_rate);
  const wrongTermMonths = row.loan_term_years * 12;
  const storedPayment = Number(row.monthly_payment);
  const balance = Number(row.current_balance);
  const wasFormula = Math.abs(storedPayment - roundCents(monthlyPayment(amount, rate, wrongTermMonths))) <= 0.01;
  if (!wasFormula) return { loanTermYears: ARM_TERM_YEARS, monthlyPayment: storedPayment, currentBalance: balance };

  const payment = roundCents(monthlyPayment(amount, rate, ARM_TERM_YEARS * 12));
  const result = { loanTermYears: ARM_TERM_YEARS, monthlyPayment: payment, currentBalance: balance };
  if (!row.first_payment_date || !(amount > 0)) return result;

  // The balance after k payments, by each schedule (k = 0 is the original amount).
  const scheduleOf = (monthly: number, years: number) =>
    amortizationSchedule({ balance: amount, annualRate: rate, monthlyPayment: monthly, startDate: row.first_payment_date!, termMonths: years * 12, loanTermYears: years, maxPayments: 480 });
  const wrong = scheduleOf(storedPayment, row.loan_term_years);
  const right = scheduleOf(payment, ARM_TERM_YEARS);
  const after = (rows: typeof wrong, k: number) => (k === 0 ? amount : (rows[k - 1]?.balance ?? 0));
  // Payments due on or before today (a payment counts as made on its due date).
  const made = paymentsMade({ firstPaymentDate: row.first_payment_date, today });

  for (const extra of new Set([0, Number(row.extra_total)])) {
    const minus = (value: number) => roundCents(Math.max(0, value - extra));
    if (balance === 0 && minus(after(wrong, made)) === 0) {
      return { ...result, currentBalance: minus(after(right, made)) };
    }
    for (let k = 1; k <= Math.min(made, wrong.length); k++) {
      if (balance > 0 && minus(after(wrong, k)) === balance) return { ...result, currentBalance: minus(after(right, k)) };
    }
  }
  return result;
}
