import { amortizationSchedule, paymentsMade } from '@homewise/finance';
import { startTestApp, type TestApp } from './harness.js';
import { signUp } from './helpers.js';
import { RepairLoanTerms1763700001800 } from '../src/database/migrations/1763700001800-RepairLoanTerms.js';

/** The loan of issue 18: $388,000 at 3.125%, first payment 2021-08-01. */
const LOAN = {
  propertyAddress: '7 Birch Lane, Springfield',
  purchasePrice: 485000,
  originalLoanAmount: 388000,
  currentBalance: 388000,
  originalInterestRate: 0.03125,
  loanTermYears: 30,
  loanType: '5_1_arm',
  monthlyPayment: 1662.1,
  firstPaymentDate: '2021-08-01',
  currentHomeValue: 520000,
};

/**
 * An independent bank ledger in whole cents: each month's interest is the balance × rate / 12
 * rounded to the cent, the rest of the payment is principal. The balance after `payments`.
 */
function ledgerBalance(amount: number, annualRate: number, payment: number, payments: number): number {
  let owed = Math.round(amount * 100);
  for (let n = 1; n <= payments && owed > 0; n++) {
    const interest = Math.round((owed * annualRate) / 12);
    owed = Math.max(0, owed + interest - Math.round(payment * 100));
  }
  return owed / 100;
}

describe('loan type and term', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  it('refuses an ARM whose term is its fixed period, and a fixed type with another term (400, nothing stored)', async () => {
    const { agent } = await signUp(t);
    const arm = await agent.post('/api/mortgage-profile').send({ ...LOAN, loanTermYears: 5, monthlyPayment: 6993.43 }).expect(400);
    expect(arm.body.message).toBe('A 5/1 ARM is a loan of 15, 20, 25, 30 or 40 years whose rate is fixed for its first 5 years: choose one of those terms.');
    const fixed = await agent.post('/api/mortgage-profile').send({ ...LOAN, loanType: '15_year_fixed', loanTermYears: 30 }).expect(400);
    expect(fixed.body.message).toBe('A 15-Year Fixed loan has a 15-year term.');
    expect((await agent.get('/api/mortgage-profile').expect(200)).text).toBe('null');
  });

  it('takes an ARM of 15 to 40 years; a fixed type sent without a term gets its own', async () => {
    const arm = await signUp(t);
    const created = await arm.agent.post('/api/mortgage-profile').send(LOAN).expect(201);
    expect(created.body).toMatchObject({ loanType: '5_1_arm', loanTermYears: 30, monthlyPayment: 1662.1 });
    const id = created.body.id as string;
    const loanEdit = { loanType: '7_1_arm', originalLoanAmount: '388000', originalInterestRate: '0.03125', firstPaymentDate: '2021-08-01', monthlyPayment: '1387.56' };
    await arm.agent.patch(`/api/mortgage-profile/${id}/loan`).send({ ...loanEdit, loanTermYears: 7 }).expect(400);
    await arm.agent.patch(`/api/mortgage-profile/${id}/loan`).send({ ...loanEdit, loanTermYears: 40 }).expect(200);

    const fixed = await signUp(t);
    const { loanTermYears: _ignored, ...withoutTerm } = LOAN;
    const fifteen = await fixed.agent.post('/api/mortgage-profile').send({ ...withoutTerm, loanType: '15_year_fixed' }).expect(201);
    expect(fifteen.body.loanTermYears).toBe(15);
  });

  it('still saves the other fields of a row saved before the rule', async () => {
    const { agent } = await signUp(t);
    const { id } = (await agent.post('/api/mortgage-profile').send(LOAN).expect(201)).body as { id: string };
    await t.dataSource.query(`UPDATE mortgage_profiles SET loan_term_years = 5 WHERE id = $1`, [id]);
    const res = await agent.patch(`/api/mortgage-profile/${id}`).send({ currentHomeValue: '530000', currentBalance: '380000' }).expect(200);
    expect(res.body).toMatchObject({ loanTermYears: 5, currentHomeValue: 530000 });
  });

  describe('migration RepairLoanTerms', () => {
    /** A profile saved through the API, then given the columns an older release stored. */
    async function storedProfile(columns: Record<string, unknown>, extraPayments: number[] = []): Promise<string> {
      const { agent } = await signUp(t);
      const { id } = (await agent.post('/api/mortgage-profile').send(LOAN).expect(201)).body as { id: string };
      // The payments first: recording one takes it off the balance, and the columns set after are what was stored.
      for (const amount of extraPayments) await agent.post('/api/extra-payments').send({ mortgageProfileId: id, paymentDate: '2022-03-01', amount }).expect(201);
      const names = Object.keys(columns);
      await t.dataSource.query(`UPDATE mortgage_profiles SET ${names.map((name, i) => `${name} = $${i + 2}`).join(', ')} WHERE id = $1`, [
        id,
        ...Object.values(columns),
      ]);
      return id;
    }

    async function repairedRow(id: string) {
      const [row] = (await t.dataSource.query(
        `SELECT loan_type, loan_term_years, monthly_payment::float8 AS payment, current_balance::float8 AS balance FROM mortgage_profiles WHERE id = $1`,
        [id],
      )) as { loan_type: string; loan_term_years: number; payment: number; balance: number }[];
      return row;
    }

    it('makes a 5/1 ARM saved as a 5-year loan a 30-year one: $6,993.43 → $1,662.10; an "Auto" balance follows, a typed one stays', async () => {
      // By hand: r = 0.03125 / 12; 388,000 · r / (1 − (1 + r)^−60) = 6,993.4255 and over 360 months 1,662.0968.
      const wrong = { loan_term_years: 5, monthly_payment: 6993.43 };
      const untouched = await storedProfile(wrong);
      const auto = await storedProfile({ ...wrong, current_balance: ledgerBalance(388000, 0.03125, 6993.43, 12) });
      const autoWithExtras = await storedProfile({ ...wrong, current_balance: ledgerBalance(388000, 0.03125, 6993.43, 20) - 2500 }, [1000, 1500]);
      const typed = await storedProfile({ ...wrong, current_balance: 301234.56 });
      // The 7/1 ARM's wrong schedule ran out after 84 payments: "Auto" said $0.
      const ranOut = await storedProfile({ loan_type: '7_1_arm', first_payment_date: '2015-01-01', loan_term_years: 7, monthly_payment: 5148.65, current_balance: 0 });
      const right = await storedProfile({ loan_type: '10_1_arm' });

      await t.dataSource.transaction((manager) => new RepairLoanTerms1763700001800().up(manager.queryRunner!));

      expect(await repairedRow(untouched)).toEqual({ loan_type: '5_1_arm', loan_term_years: 30, payment: 1662.1, balance: 388000 });
      expect(await repairedRow(auto)).toMatchObject({ loan_term_years: 30, payment: 1662.1, balance: ledgerBalance(388000, 0.03125, 1662.1, 12) });
      expect((await repairedRow(auto)).balance).toBe(380_066.82);
      expect(await repairedRow(autoWithExtras)).toMatchObject({ payment: 1662.1, balance: ledgerBalance(388000, 0.03125, 1662.1, 20) - 2500 });
      expect(await repairedRow(typed)).toMatchObject({ loan_term_years: 30, payment: 1662.1, balance: 301234.56 });
      const today = new Date().toISOString().slice(0, 10);
      const made = paymentsMade({ firstPaymentDate: '2015-01-01', today });
      const schedule = amortizationSchedule({ balance: 388000, annualRate: 0.03125, monthlyPayment: 1662.1, startDate: '2015-01-01', termMonths: 360, loanTermYears: 30 });
      expect(await repairedRow(ranOut)).toEqual({ loan_type: '7_1_arm', loan_term_years: 30, payment: 1662.1, balance: schedule[made - 1].balance });
      expect((await repairedRow(ranOut)).balance).toBe(ledgerBalance(388000, 0.03125, 1662.1, made));
      expect(await repairedRow(right)).toEqual({ loan_type: '10_1_arm', loan_term_years: 30, payment: 1662.1, balance: 388000 });
    });

    it('gives a "Fixed Rate" row whose term names a fixed type that type back; other older types keep theirs', async () => {
      const thirty = await storedProfile({ loan_type: 'fixed_rate' });
      const fifteen = await storedProfile({ loan_type: 'fixed_rate', loan_term_years: 15 });
      const twentyFive = await storedProfile({ loan_type: 'fixed_rate', loan_term_years: 25 });
      const variable = await storedProfile({ loan_type: 'variable_rate' });
      await t.dataSource.transaction((manager) => new RepairLoanTerms1763700001800().up(manager.queryRunner!));
      expect((await repairedRow(thirty)).loan_type).toBe('30_year_fixed');
      expect((await repairedRow(fifteen)).loan_type).toBe('15_year_fixed');
      expect((await repairedRow(twentyFive)).loan_type).toBe('fixed_rate');
      expect((await repairedRow(variable)).loan_type).toBe('variable_rate');
    });
  });
});
