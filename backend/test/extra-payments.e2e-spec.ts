import request from 'supertest';
import { startTestApp, type TestApp } from './harness.js';
import { signUp, type SignedIn } from './helpers.js';
import { ExtraPaymentsService } from '../src/extra-payments/extra-payments.service.js';
import { HousekeepingService } from '../src/housekeeping/housekeeping.service.js';

describe('extra payments', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  async function homeowner(): Promise<SignedIn & { profileId: string }> {
    const user = await signUp(t);
    const res = await user.agent
      .post('/api/mortgage-profile')
      .send({ propertyAddress: '1 Oak Ave', originalLoanAmount: 200000, originalInterestRate: 0.05, monthlyPayment: 1073.64, currentHomeValue: 250000 })
      .expect(201);
    return { ...user, profileId: res.body.id };
  }

  it('records, lists newest first, updates and deletes payments', async () => {
    const { agent, profileId } = await homeowner();
    const first = await agent.post('/api/extra-payments').send({ mortgageProfileId: profileId, paymentDate: '2024-01-15', amount: 250 }).expect(201);
    expect(first.body).toEqual({
      id: expect.any(String),
      mortgageProfileId: profileId,
      paymentDate: '2024-01-15',
      amount: 250,
      createdAt: expect.any(String),
    });
    const second = await agent.post('/api/extra-payments').send({ mortgageProfileId: profileId, paymentDate: '2024-03-01', amount: '100.55' }).expect(201);
    expect(second.body.amount).toBe(100.55);

    const list = await agent.get(`/api/mortgage-profile/${profileId}/extra-payments`).expect(200);
    expect(list.body.map((p: { id: string }) => p.id)).toEqual([second.body.id, first.body.id]);

    const updated = await agent.patch(`/api/extra-payments/${first.body.id}`).send({ paymentDate: '2024-02-01', amount: '300.10' }).expect(200);
    expect(updated.body).toMatchObject({ id: first.body.id, paymentDate: '2024-02-01', amount: 300.1 });

    const deleted = await agent.delete(`/api/extra-payments/${second.body.id}`).expect(200);
    expect(deleted.body).toEqual({ message: 'Extra payment deleted.' });
    const after = await agent.get(`/api/mortgage-profile/${profileId}/extra-payments`).expect(200);
    expect(after.body).toHaveLength(1);
    expect(after.body[0]).toMatchObject({ id: first.body.id, amount: 300.1 });
  });

  it.each([
    [{ paymentDate: '2024-01-15' }, 'Amount must be a number.'],
    [{ amount: 100 }, 'Payment date must be a real date'],
    [{ paymentDate: '2024-01-15', amount: 0 }, 'Amount must be greater than 0.'],
    [{ paymentDate: '2024-01-15', amount: -5 }, 'Amount must be greater than 0.'],
    [{ paymentDate: '2024-13-01', amount: 5 }, 'Payment date must be a real date'],
    [{ paymentDate: '2024-01-15', amount: 'ten' }, 'Amount must be a number.'],
  ])('rejects bad value #%# with 400 naming the field', async (patch, message) => {
    const { agent, profileId } = await homeowner();
    const res = await agent.post('/api/extra-payments').send({ mortgageProfileId: profileId, ...patch }).expect(400);
    expect(res.body.message).toContain(message);
    expect((await agent.get(`/api/mortgage-profile/${profileId}/extra-payments`)).body).toEqual([]);
  });

  it('rejects a malformed profile id with 400 and an update to a non-positive amount', async () => {
    const { agent, profileId } = await homeowner();
    const bad = await agent.post('/api/extra-payments').send({ mortgageProfileId: 'abc', paymentDate: '2024-01-15', amount: 5 }).expect(400);
    expect(bad.body.message).toContain('Mortgage profile id must be a valid id.');
    const created = await agent.post('/api/extra-payments').send({ mortgageProfileId: profileId, paymentDate: '2024-01-15', amount: 5 }).expect(201);
    const res = await agent.patch(`/api/extra-payments/${created.body.id}`).send({ amount: 0 }).expect(400);
    expect(res.body.message).toBe('Amount must be greater than 0.');
    const list = await agent.get(`/api/mortgage-profile/${profileId}/extra-payments`).expect(200);
    expect(list.body[0].amount).toBe(5);
  });

  it('another user cannot list, add to, change or delete someone’s payments (404), and nothing changes', async () => {
    const owner = await homeowner();
    const intruder = await homeowner();
    const payment = await owner.agent
      .post('/api/extra-payments')
      .send({ mortgageProfileId: owner.profileId, paymentDate: '2024-05-05', amount: 500 })
      .expect(201);
    const list = await intruder.agent.get(`/api/mortgage-profile/${owner.profileId}/extra-payments`).expect(404);
    expect(list.body.message).toBe('Mortgage profile not found.');
    await intruder.agent.post('/api/extra-payments').send({ mortgageProfileId: owner.profileId, paymentDate: '2024-05-05', amount: 1 }).expect(404);
    const patch = await intruder.agent.patch(`/api/extra-payments/${payment.body.id}`).send({ amount: 1 }).expect(404);
    expect(patch.body.message).toBe('Extra payment not found.');
    await intruder.agent.delete(`/api/extra-payments/${payment.body.id}`).expect(404);
    const mine = await owner.agent.get(`/api/mortgage-profile/${owner.profileId}/extra-payments`).expect(200);
    expect(mine.body).toEqual([expect.objectContaining({ id: payment.body.id, amount: 500 })]);
  });

  describe('the current balance the pages use', () => {
    // The homeowner() loan: $200,000 owed. Payments dated up to today are made; 2099 is scheduled.
    const balanceOf = async (agent: SignedIn['agent']) => (await agent.get('/api/mortgage-profile').expect(200)).body.currentBalance as number;

    it('a payment made comes off as it is recorded; changing it moves the balance by the difference; deleting gives it back', async () => {
      const { agent, profileId } = await homeowner();
      const made = await agent.post('/api/extra-payments').send({ mortgageProfileId: profileId, paymentDate: '2024-01-15', amount: '1000.55' }).expect(201);
      expect(await balanceOf(agent)).toBe(198_999.45);
      await agent.patch(`/api/extra-payments/${made.body.id}`).send({ amount: 1500 }).expect(200);
      expect(await balanceOf(agent)).toBe(198_500);
      await agent.delete(`/api/extra-payments/${made.body.id}`).expect(200);
      expect(await balanceOf(agent)).toBe(200_000);
    });

    it('a future-dated payment is scheduled: the balance waits for its date, then housekeeping takes it off', async () => {
      const { agent, profileId } = await homeowner();
      const scheduled = await agent.post('/api/extra-payments').send({ mortgageProfileId: profileId, paymentDate: '2099-01-01', amount: 2500 }).expect(201);
      expect(await balanceOf(agent)).toBe(200_000);
      // Moved to the future, a made payment is given back until then.
      const made = await agent.post('/api/extra-payments').send({ mortgageProfileId: profileId, paymentDate: '2024-02-01', amount: 100 }).expect(201);
      expect(await balanceOf(agent)).toBe(199_900);
      await agent.patch(`/api/extra-payments/${made.body.id}`).send({ paymentDate: '2099-02-01' }).expect(200);
      expect(await balanceOf(agent)).toBe(200_000);
      // Their day comes (the housekeeping's "today" is later): both come off, once, however often it runs.
      const service = t.app.get(ExtraPaymentsService);
      expect(await service.applyDueScheduled('2099-06-01')).toBeGreaterThanOrEqual(2);
      expect(await service.applyDueScheduled('2099-06-01')).toBe(0);
      expect(await balanceOf(agent)).toBe(197_400);
      // Deleting one given back; a scheduled one's date reached through housekeeping's own run.
      await agent.delete(`/api/extra-payments/${scheduled.body.id}`).expect(200);
      expect(await balanceOf(agent)).toBe(199_900);
      const later = await agent.post('/api/extra-payments').send({ mortgageProfileId: profileId, paymentDate: '2099-03-01', amount: 400 }).expect(201);
      await t.dataSource.query(`UPDATE extra_payments SET payment_date = '2024-03-01' WHERE id = $1`, [later.body.id]);
      expect((await t.app.get(HousekeepingService).run()).scheduledExtraPayments).toBeGreaterThanOrEqual(1);
      expect(await balanceOf(agent)).toBe(199_500);
    });

    it('a balance the homeowner sets holds the payments made by then: deleting one later leaves it alone', async () => {
      const { agent, profileId } = await homeowner();
      const made = await agent.post('/api/extra-payments').send({ mortgageProfileId: profileId, paymentDate: '2024-01-15', amount: 5000 }).expect(201);
      expect(await balanceOf(agent)).toBe(195_000);
      await agent.patch(`/api/mortgage-profile/${profileId}`).send({ currentBalance: '190000' }).expect(200);
      await agent.patch(`/api/extra-payments/${made.body.id}`).send({ amount: 6000 }).expect(200);
      await agent.delete(`/api/extra-payments/${made.body.id}`).expect(200);
      expect(await balanceOf(agent)).toBe(190_000);
      // Saving the form with the balance unchanged sets nothing: a payment made after still gives back.
      const next = await agent.post('/api/extra-payments').send({ mortgageProfileId: profileId, paymentDate: '2024-02-15', amount: 1000 }).expect(201);
      await agent.patch(`/api/mortgage-profile/${profileId}`).send({ currentBalance: 189000, currentHomeValue: 300000 }).expect(200);
      await agent.delete(`/api/extra-payments/${next.body.id}`).expect(200);
      expect(await balanceOf(agent)).toBe(190_000);
    });

    it('never goes below $0, and two payments recorded at once both come off', async () => {
      const { agent, profileId } = await homeowner();
      await Promise.all(
        [700, 300].map((amount) => agent.post('/api/extra-payments').send({ mortgageProfileId: profileId, paymentDate: '2024-04-01', amount }).expect(201)),
      );
      expect(await balanceOf(agent)).toBe(199_000);
      await agent.post('/api/extra-payments').send({ mortgageProfileId: profileId, paymentDate: '2024-05-01', amount: 500_000 }).expect(201);
      expect(await balanceOf(agent)).toBe(0);
    });
  });

  it('every route answers 401 when signed out', async () => {
    const id = '00000000-0000-4000-8000-000000000000';
    await request(t.url).get(`/api/mortgage-profile/${id}/extra-payments`).expect(401);
    await request(t.url).post('/api/extra-payments').send({}).expect(401);
    await request(t.url).patch(`/api/extra-payments/${id}`).send({}).expect(401);
    await request(t.url).delete(`/api/extra-payments/${id}`).expect(401);
  });
});
