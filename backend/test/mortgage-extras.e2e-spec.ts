// Issue 21: a profile's optional escrow and ARM terms over the real API and database — stored
// exactly, cleared with null, bad values refused with the field's words, each user's own.
import { MortgageProfileEntity } from '../src/mortgage-profiles/mortgage-profile.entity.js';
import { toMortgageProfile } from '../src/mortgage-profiles/mortgage-profile.mapper.js';
import { startTestApp, type TestApp } from './harness.js';
import { signUp } from './helpers.js';

const ARM_LOAN = {
  propertyAddress: '8 Oak Ave, Portland, OR 97201',
  purchasePrice: 500000,
  originalLoanAmount: 400000,
  originalInterestRate: 0.055,
  loanTermYears: 30,
  loanType: '5_1_arm',
  monthlyPayment: 2271.16,
  firstPaymentDate: '2022-03-01',
  currentHomeValue: 520000,
};

describe('mortgage profile escrow and ARM terms', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  // GET's JSON is written by Postgres (mortgage-profile.mapper.ts PROFILE_OF_SESSION), every
  // other answer by toMortgageProfile(): the two must be the same object, field for field.
  it('answers GET with exactly the object the writes answer, every field and timestamp alike', async () => {
    const { agent } = await signUp(t);
    const address = 'Apt "4", 12 Rue de l’Église\\\nMontréal 🏠';
    const extras = { propertyTaxYearly: 6123.45, insuranceYearly: 1800.1, hoaMonthly: 0.01, pmiMonthly: 187.33, armMargin: 0.0275, armIndexRate: 0.043125, armInitialCap: 0.02, armPeriodicCap: 0.01, armLifetimeCap: 0.05 };
    const created = await agent.post('/api/mortgage-profile').send({ ...ARM_LOAN, purchaseDate: '2021-12-31', propertyAddress: address, currentBalance: 399999.99, ...extras }).expect(201);
    const fetched = await agent.get('/api/mortgage-profile').expect(200);
    expect(fetched.body).toEqual(created.body);
    expect(Object.keys(fetched.body).sort()).toEqual(Object.keys(created.body).sort());
    expect(fetched.body).toMatchObject({ propertyAddress: address, purchaseDate: '2021-12-31', currentBalance: 399999.99, armIndexRate: 0.043125 });
    const patched = await agent.patch(`/api/mortgage-profile/${created.body.id}`).send({ hoaMonthly: null, currentHomeValue: 612345.67 }).expect(200);
    expect((await agent.get('/api/mortgage-profile').expect(200)).body).toEqual(patched.body);
  });

  // The answer is kept in the row by a trigger (migration ProfileAnswerJson): every write,
  // whoever makes it, must leave GET answering what the row now holds.
  it('answers GET with the row as it is after every kind of write: an extra payment, a raw UPDATE', async () => {
    const { agent } = await signUp(t);
    const created = await agent.post('/api/mortgage-profile').send({ ...ARM_LOAN, currentBalance: 350000 }).expect(201);
    const id = created.body.id as string;
    const fromRow = async () => toMortgageProfile(await t.dataSource.getRepository(MortgageProfileEntity).findOneByOrFail({ id }));

    await agent.post('/api/extra-payments').send({ mortgageProfileId: id, paymentDate: '2024-01-15', amount: 250.25 }).expect(201);
    const afterPayment = (await agent.get('/api/mortgage-profile').expect(200)).body;
    expect(afterPayment.currentBalance).toBe(349749.75);
    expect(afterPayment).toEqual(await fromRow());

    await t.dataSource.query(
      `UPDATE mortgage_profiles SET property_address = $2, loan_term_years = 15, arm_margin = 0.031, updated_at = '2025-06-30T23:59:59.123456Z' WHERE id = $1`,
      [id, 'Moved 🏠 "2"'],
    );
    const afterUpdate = (await agent.get('/api/mortgage-profile').expect(200)).body;
    expect(afterUpdate).toMatchObject({ propertyAddress: 'Moved 🏠 "2"', loanTermYears: 15, armMargin: 0.031, updatedAt: '2025-06-30T23:59:59.123Z' });
    expect(afterUpdate).toEqual(await fromRow());
    const [row] = await t.dataSource.query(`SELECT answer_json FROM mortgage_profiles WHERE id = $1`, [id]);
    expect(JSON.parse(row.answer_json)).toEqual(afterUpdate);
  });

  it('stores escrow and ARM terms exactly, returns them on GET, and clears one with null', async () => {
    const { agent } = await signUp(t);
    const extras = { propertyTaxYearly: 6123.45, insuranceYearly: '1800', hoaMonthly: 45.5, pmiMonthly: 187.33, armMargin: 0.0275, armIndexRate: 0.0431, armInitialCap: 0.02, armPeriodicCap: 0.01, armLifetimeCap: 0.05 };
    const created = await agent.post('/api/mortgage-profile').send({ ...ARM_LOAN, ...extras }).expect(201);
    expect(created.body).toMatchObject({ ...extras, insuranceYearly: 1800 });
    const fetched = await agent.get('/api/mortgage-profile').expect(200);
    expect(fetched.body).toMatchObject({ ...extras, insuranceYearly: 1800 });

    const patched = await agent.patch(`/api/mortgage-profile/${created.body.id}`).send({ hoaMonthly: null, armPeriodicCap: 0.02 }).expect(200);
    expect(patched.body).toMatchObject({ hoaMonthly: null, armPeriodicCap: 0.02, pmiMonthly: 187.33 });
    const [row] = await t.dataSource.query(`SELECT hoa_monthly, arm_periodic_cap::text, property_tax_yearly::text FROM mortgage_profiles WHERE id = $1`, [created.body.id]);
    expect(row).toEqual({ hoa_monthly: null, arm_periodic_cap: '0.020000', property_tax_yearly: '6123.45' });
  });

  it.each<[Record<string, unknown>, string]>([
    [{ armMargin: 0.4 }, 'Margin must be between 0% and 10%.'],
    [{ armInitialCap: -0.02 }, "Initial adjustment cap can't be negative."],
    [{ propertyTaxYearly: 'a lot' }, 'Property tax must be a number.'],
    [{ pmiMonthly: 100_001 }, 'PMI must be at most $100,000.'],
  ])('refuses %p with 400: %s', async (bad, message) => {
    const { agent } = await signUp(t);
    const created = await agent.post('/api/mortgage-profile').send(ARM_LOAN).expect(201);
    const res = await agent.patch(`/api/mortgage-profile/${created.body.id}`).send(bad).expect(400);
    expect(res.body.message).toBe(message);
    const onCreate = await (await signUp(t)).agent.post('/api/mortgage-profile').send({ ...ARM_LOAN, ...bad }).expect(400);
    expect(onCreate.body.message).toBe(message);
  });

  it("one user cannot change another's escrow", async () => {
    const owner = await signUp(t);
    const created = await owner.agent.post('/api/mortgage-profile').send({ ...ARM_LOAN, pmiMonthly: 150 }).expect(201);
    const other = await signUp(t);
    await other.agent.patch(`/api/mortgage-profile/${created.body.id}`).send({ pmiMonthly: 0 }).expect(404);
    expect((await owner.agent.get('/api/mortgage-profile').expect(200)).body.pmiMonthly).toBe(150);
  });
});
