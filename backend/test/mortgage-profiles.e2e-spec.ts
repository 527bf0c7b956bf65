import request from 'supertest';
import { startTestApp, type TestApp } from './harness.js';
import { signUp, type SignedIn } from './helpers.js';

const ONBOARDING = {
  propertyAddress: '123 Main St, Springfield, IL 62701',
  purchaseDate: '2021-06-15',
  purchasePrice: 400000,
  originalLoanAmount: 320000,
  currentBalance: 301234.56,
  originalInterestRate: 0.06875,
  loanTermYears: 30,
  loanType: '30_year_fixed',
  monthlyPayment: 2102.17,
  firstPaymentDate: '2021-08-01',
  currentHomeValue: 450000,
};

describe('mortgage profiles', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  async function withProfile(body: Record<string, unknown> = ONBOARDING): Promise<SignedIn & { profileId: string }> {
    const user = await signUp(t);
    const res = await user.agent.post('/api/mortgage-profile').send(body).expect(201);
    return { ...user, profileId: res.body.id };
  }

  it('GET answers JSON null before onboarding, 401 when signed out', async () => {
    const { agent } = await signUp(t);
    const res = await agent.get('/api/mortgage-profile').expect(200);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    expect(res.text).toBe('null');
    await request(t.url).get('/api/mortgage-profile').expect(401);
  });

  it('GET answers 401 with a forged cookie, an expired session and after logout', async () => {
    const { agent, user } = await withProfile();
    await agent.get('/api/mortgage-profile').expect(200);
    const forged = await request(t.url).get('/api/mortgage-profile').set('cookie', 'hw_session=forged').expect(401);
    expect(forged.body).toEqual({ statusCode: 401, message: 'You are not signed in. Please log in.', error: 'Unauthorized', code: 'NOT_SIGNED_IN' });
    await t.dataSource.query(`UPDATE sessions SET expires_at = now() - interval '1 second' WHERE user_id = $1`, [user.id]);
    await agent.get('/api/mortgage-profile').expect(401);
    await agent.post('/api/auth/login').send({ email: user.email, password: 'correct horse battery' }).expect(200);
    await agent.get('/api/mortgage-profile').expect(200);
    await agent.post('/api/auth/logout').expect(200);
    await agent.get('/api/mortgage-profile').expect(401);
  });

  it('creates the profile with exact money and rate values as numbers, and GET returns it', async () => {
    const { agent } = await signUp(t);
    const created = await agent.post('/api/mortgage-profile').send(ONBOARDING).expect(201);
    expect(created.body).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      ...ONBOARDING,
      // Issue 21's optional escrow and ARM terms: not given.
      propertyTaxYearly: null,
      insuranceYearly: null,
      hoaMonthly: null,
      pmiMonthly: null,
      armMargin: null,
      armIndexRate: null,
      armInitialCap: null,
      armPeriodicCap: null,
      armLifetimeCap: null,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    const fetched = await agent.get('/api/mortgage-profile').expect(200);
    expect(fetched.body).toEqual(created.body);
  });

  it('fills the spec fallbacks on a create without balance, home value, type, term or dates', async () => {
    const { agent } = await signUp(t);
    const res = await agent
      .post('/api/mortgage-profile')
      .send({ originalLoanAmount: '250000', purchasePrice: '300000', originalInterestRate: '0.05', monthlyPayment: '1342.05' })
      .expect(201);
    expect(res.body).toMatchObject({
      propertyAddress: '',
      purchaseDate: null,
      purchasePrice: 300000,
      originalLoanAmount: 250000,
      currentBalance: 250000,
      currentHomeValue: 300000,
      originalInterestRate: 0.05,
      loanTermYears: 30,
      loanType: '30_year_fixed',
      monthlyPayment: 1342.05,
      firstPaymentDate: null,
    });
  });

  it("refuses a bare create's 0% rate, $0 payment and $0 home value, in the forms' words", async () => {
    const { agent } = await signUp(t);
    const res = await agent.post('/api/mortgage-profile').send({ originalLoanAmount: '250000' }).expect(400);
    expect(res.body.message).toBe(
      'Current home value must be between $1,000 and $100,000,000. Interest rate must be more than 0% and at most 25%. Monthly payment must be more than $0.',
    );
    expect((await agent.get('/api/mortgage-profile').expect(200)).text).toBe('null');
  });

  it('answers 409 on a second profile (one primary mortgage per user)', async () => {
    const { agent } = await withProfile();
    const res = await agent.post('/api/mortgage-profile').send(ONBOARDING).expect(409);
    expect(res.body.message).toMatch(/already have a mortgage profile/);
  });

  it.each([
    // Issue 18: each value a form used to take, refused with the words the form shows.
    [{ purchasePrice: -1 }, "Purchase price can't be negative."],
    [{ currentHomeValue: 0 }, 'Current home value must be between $1,000 and $100,000,000.'],
    [{ originalInterestRate: 0 }, 'Interest rate must be more than 0% and at most 25%.'],
    [{ originalInterestRate: 1.25 }, 'Interest rate must be more than 0% and at most 25%.'],
    [{ originalInterestRate: 6.875 }, 'Interest rate must be more than 0% and at most 25%.'],
    [{ monthlyPayment: 0 }, 'Monthly payment must be more than $0.'],
    [{ monthlyPayment: 1000 }, "Monthly payment must be more than the first month's interest ($1,833.33), or the loan is never paid off."],
    [{ currentBalance: 320000.01 }, "Current balance can't be more than the original loan amount ($320,000)."],
    [{ firstPaymentDate: '1969-12-31' }, "First payment date can't be before Jan 1, 1970."],
    [{ firstPaymentDate: '2100-01-01' }, "First payment date can't be more than 3 months from today."],
    [{ currentBalance: 'lots' }, 'Current balance must be a number.'],
    [{ monthlyPayment: 1e12 }, 'Monthly payment must be at most $1,000,000.'],
    [{ loanTermYears: 0 }, 'Loan term must be a whole number of years from 1 to 40.'],
    [{ loanTermYears: 41 }, 'Loan term must be a whole number of years from 1 to 40.'],
    [{ loanTermYears: 12.5 }, 'Loan term must be a whole number of years from 1 to 40.'],
    [{ loanType: 'balloon' }, 'Loan type must be one of'],
    [{ purchaseDate: '2021-02-30' }, 'Purchase date must be a real date.'],
    [{ firstPaymentDate: 'soon' }, 'First payment date must be a real date.'],
    [{ propertyAddress: 'x'.repeat(501) }, 'Property address must be at most 500 characters long.'],
    [{ userId: '00000000-0000-0000-0000-000000000000' }, 'Property userId should not exist.'],
  ])('rejects bad value #%# with 400 naming the field and stores nothing', async (patch, message) => {
    const { agent } = await signUp(t);
    const res = await agent.post('/api/mortgage-profile').send({ ...ONBOARDING, ...patch }).expect(400);
    expect(res.body.statusCode).toBe(400);
    expect(res.body.message).toContain(message);
    expect(res.body.message).not.toMatch(/fraction|\.\./);
    expect((await agent.get('/api/mortgage-profile').expect(200)).text).toBe('null');
  });

  it('refuses the same values on the Dashboard edits and the Profile PATCH, and changes nothing', async () => {
    const { agent, profileId } = await withProfile();
    const property = await agent.patch('/api/mortgage-profile/property').send({ purchasePrice: -5, currentHomeValue: 0 }).expect(400);
    expect(property.body.message).toBe("Purchase price can't be negative. Current home value must be between $1,000 and $100,000,000.");
    const loan = await agent
      .patch(`/api/mortgage-profile/${profileId}/loan`)
      .send({ loanType: '30_year_fixed', originalLoanAmount: '320000', originalInterestRate: '1.25', loanTermYears: 30, firstPaymentDate: '1960-01-01', monthlyPayment: '0' })
      .expect(400);
    expect(loan.body.message).toBe(
      "Interest rate must be more than 0% and at most 25%. First payment date can't be before Jan 1, 1970. Monthly payment must be more than $0.",
    );
    const balance = await agent.patch(`/api/mortgage-profile/${profileId}`).send({ currentBalance: '400000' }).expect(400);
    expect(balance.body.message).toBe("Current balance can't be more than the original loan amount ($320,000).");
    // Lowering the amount under the stored balance is the same rule, said on the field that changed.
    const amount = await agent
      .patch(`/api/mortgage-profile/${profileId}/loan`)
      .send({ loanType: '30_year_fixed', originalLoanAmount: '300000', originalInterestRate: '0.06875', loanTermYears: 30, firstPaymentDate: '2021-08-01', monthlyPayment: '1970.79' })
      .expect(400);
    expect(amount.body.message).toBe("Original loan amount can't be less than the current balance ($301,234.56).");
    expect((await agent.get('/api/mortgage-profile').expect(200)).body).toMatchObject(ONBOARDING);
  });

  it('a loan that just closed, its first payment two months ahead, is taken', async () => {
    const { agent } = await signUp(t);
    const inTwoMonths = new Date(Date.UTC(new Date().getUTCFullYear(), new Date().getUTCMonth() + 2, 1)).toISOString().slice(0, 10);
    const res = await agent
      .post('/api/mortgage-profile')
      .send({ ...ONBOARDING, currentBalance: ONBOARDING.originalLoanAmount, firstPaymentDate: inTwoMonths })
      .expect(201);
    expect(res.body.firstPaymentDate).toBe(inTwoMonths);
  });

  it('a stored profile that breaks the bounds still loads, keeps its values, and is fixed one edit at a time', async () => {
    const { agent, profileId } = await withProfile();
    // As saved before the bounds: balance above the amount, a 0% rate, a $0 payment, a $0 home value.
    await t.dataSource.query(
      `UPDATE mortgage_profiles SET current_balance = 350000, original_interest_rate = 0, monthly_payment = 0, current_home_value = 0 WHERE id = $1`,
      [profileId],
    );
    const stored = await agent.get('/api/mortgage-profile').expect(200);
    expect(stored.body).toMatchObject({ currentBalance: 350000, originalInterestRate: 0, monthlyPayment: 0, currentHomeValue: 0 });
    // An edit of other fields goes through; the broken ones stay as they were until fixed.
    await agent.patch('/api/mortgage-profile/property').send({ purchasePrice: 400000, currentHomeValue: 455000 }).expect(200);
    const fixed = await agent.patch(`/api/mortgage-profile/${profileId}`).send({ currentBalance: '300000' }).expect(200);
    expect(fixed.body).toMatchObject({ currentBalance: 300000, currentHomeValue: 455000, originalInterestRate: 0, monthlyPayment: 0 });
  });

  it('PATCH /:id updates every field of the profile screen; empty dates clear', async () => {
    const { agent, profileId } = await withProfile();
    const res = await agent
      .patch(`/api/mortgage-profile/${profileId}`)
      .send({ ...ONBOARDING, propertyAddress: '9 Elm St, Shelbyville', purchaseDate: '', originalInterestRate: '0.0425', loanType: '15_year_fixed', loanTermYears: '15' })
      .expect(200);
    expect(res.body).toMatchObject({
      id: profileId,
      propertyAddress: '9 Elm St, Shelbyville',
      purchaseDate: null,
      originalInterestRate: 0.0425,
      loanType: '15_year_fixed',
      loanTermYears: 15,
    });
  });

  it('PATCH /:id with only the equity screen fields (as strings) changes only those', async () => {
    const { agent, profileId } = await withProfile();
    const res = await agent.patch(`/api/mortgage-profile/${profileId}`).send({ currentHomeValue: '512345.67', currentBalance: '298000.1' }).expect(200);
    expect(res.body).toMatchObject({ ...ONBOARDING, currentHomeValue: 512345.67, currentBalance: 298000.1 });
  });

  it('PATCH /:id refuses null for a field that must have a value, and changes nothing', async () => {
    const { agent, profileId } = await withProfile();
    const res = await agent.patch(`/api/mortgage-profile/${profileId}`).send({ purchasePrice: null, propertyAddress: null, loanType: null }).expect(400);
    expect(res.body.message).toBe('Property address must be text. Purchase price must be a number. Loan type must be one of: ' +
      '30_year_fixed, 20_year_fixed, 15_year_fixed, 10_year_fixed, 5_1_arm, 7_1_arm, 10_1_arm, fixed_rate, variable_rate.');
    expect((await agent.get('/api/mortgage-profile').expect(200)).body).toMatchObject(ONBOARDING);
  });

  it('PATCH /property updates purchase price and home value of the user’s own profile', async () => {
    const { agent } = await withProfile();
    const res = await agent.patch('/api/mortgage-profile/property').send({ purchasePrice: 410000, currentHomeValue: '475000' }).expect(200);
    expect(res.body).toMatchObject({ purchasePrice: 410000, currentHomeValue: 475000, currentBalance: ONBOARDING.currentBalance });
    const bad = await agent.patch('/api/mortgage-profile/property').send({ purchasePrice: 410000 }).expect(400);
    expect(bad.body.message).toContain('Current home value must be a number.');
  });

  it('PATCH /property without a profile answers 404 with a message', async () => {
    const { agent } = await signUp(t);
    const res = await agent.patch('/api/mortgage-profile/property').send({ purchasePrice: 250000, currentHomeValue: 260000 }).expect(404);
    expect(res.body.message).toMatch(/no mortgage profile/);
  });

  it('PATCH /:id/loan takes the dashboard loan edit with strings and the dashboard loan types', async () => {
    const { agent, profileId } = await withProfile();
    const res = await agent
      .patch(`/api/mortgage-profile/${profileId}/loan`)
      .send({
        loanType: 'variable_rate',
        originalLoanAmount: '330000.5',
        originalInterestRate: '0.0599',
        loanTermYears: 25,
        firstPaymentDate: '2021-09-01',
        monthlyPayment: '2125.99',
      })
      .expect(200);
    expect(res.body).toMatchObject({
      loanType: 'variable_rate',
      originalLoanAmount: 330000.5,
      originalInterestRate: 0.0599,
      loanTermYears: 25,
      firstPaymentDate: '2021-09-01',
      monthlyPayment: 2125.99,
      propertyAddress: ONBOARDING.propertyAddress,
    });
    const missing = await agent.patch(`/api/mortgage-profile/${profileId}/loan`).send({ loanType: 'fixed_rate' }).expect(400);
    expect(missing.body.message).toContain('Original loan amount must be a number.');
  });

  it('another user’s profile id answers 404 on every route and changes nothing', async () => {
    const owner = await withProfile();
    const intruder = await withProfile();
    const id = owner.profileId;
    const checks = [
      intruder.agent.patch(`/api/mortgage-profile/${id}`).send({ currentBalance: 1 }),
      intruder.agent.patch(`/api/mortgage-profile/${id}/loan`).send({
        loanType: 'fixed_rate',
        originalLoanAmount: 100000,
        originalInterestRate: 0.05,
        loanTermYears: 10,
        firstPaymentDate: null,
        monthlyPayment: 1060.66,
      }),
      intruder.agent.get(`/api/mortgage-profile/${id}/extra-payments`),
      intruder.agent.post('/api/extra-payments').send({ mortgageProfileId: id, paymentDate: '2024-01-01', amount: 100 }),
    ];
    for (const res of await Promise.all(checks)) {
      expect(res.status).toBe(404);
      expect(res.body.message).toBe('Mortgage profile not found.');
    }
    const mine = await owner.agent.get('/api/mortgage-profile').expect(200);
    expect(mine.body.currentBalance).toBe(ONBOARDING.currentBalance);
    const theirs = await intruder.agent.get('/api/mortgage-profile').expect(200);
    expect(theirs.body.id).toBe(intruder.profileId);
  });

  it('a malformed id answers 404, never a database error', async () => {
    const { agent } = await withProfile();
    const res = await agent.patch('/api/mortgage-profile/not-a-uuid').send({ currentBalance: 1 }).expect(404);
    expect(res.body.message).toBe('Mortgage profile not found.');
  });
});
