import request from 'supertest';
import { startTestApp, type TestApp } from './harness.js';
import { signUp, type SignedIn } from './helpers.js';

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
      .send({ propertyAddress: '1 Oak Ave', originalLoanAmount: 200000, originalInterestRate: 0.05, monthlyPayment: 1073.64 })
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

  it('every route answers 401 when signed out', async () => {
    const id = '00000000-0000-4000-8000-000000000000';
    await request(t.url).get(`/api/mortgage-profile/${id}/extra-payments`).expect(401);
    await request(t.url).post('/api/extra-payments').send({}).expect(401);
    await request(t.url).patch(`/api/extra-payments/${id}`).send({}).expect(401);
    await request(t.url).delete(`/api/extra-payments/${id}`).expect(401);
  });
});
