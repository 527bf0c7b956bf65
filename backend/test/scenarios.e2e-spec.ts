// Issue 21: Cut My Costs' saved offers over the real API and Postgres — exact values, at most
// 3, bad input refused with the field's words, and each user sees and changes only their own.
import request from 'supertest';
import { startTestApp, type TestApp } from './harness.js';
import { signUp } from './helpers.js';

const OFFER = { name: 'Lender A, 1 point', newRate: 0.0575, newTermYears: 30, closingCosts: 4200, points: 1, lenderCredit: 0, cashOut: 0, rollClosingCosts: false };

describe('refinance scenarios (/api/scenarios)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  it('saves, lists oldest first, changes and deletes an offer, values exact', async () => {
    const { agent } = await signUp(t);
    expect((await agent.get('/api/scenarios').expect(200)).body).toEqual([]);
    const a = await agent.post('/api/scenarios').send(OFFER).expect(201);
    expect(a.body).toEqual({ ...OFFER, id: expect.stringMatching(/^[0-9a-f-]{36}$/), createdAt: expect.any(String), updatedAt: expect.any(String) });
    const b = await agent.post('/api/scenarios').send({ ...OFFER, name: 'Lender B, credit', newRate: '0.06125', points: 0, lenderCredit: '2500.55', cashOut: 20000, rollClosingCosts: true }).expect(201);
    expect(b.body).toMatchObject({ newRate: 0.06125, lenderCredit: 2500.55, cashOut: 20000, rollClosingCosts: true });
    const listed = await agent.get('/api/scenarios').expect(200);
    expect(listed.body.map((s: { name: string }) => s.name)).toEqual(['Lender A, 1 point', 'Lender B, credit']);

    const patched = await agent.patch(`/api/scenarios/${a.body.id}`).send({ points: 0.5, name: '  Lender A, half a point ' }).expect(200);
    expect(patched.body).toMatchObject({ points: 0.5, name: 'Lender A, half a point', newRate: 0.0575 });
    const [row] = await t.dataSource.query(`SELECT points::text, new_rate::text FROM refinance_scenarios WHERE id = $1`, [a.body.id]);
    expect(row).toEqual({ points: '0.500', new_rate: '0.057500' });

    expect((await agent.delete(`/api/scenarios/${b.body.id}`).expect(200)).body).toEqual({ message: 'Offer deleted.' });
    expect((await agent.get('/api/scenarios').expect(200)).body).toHaveLength(1);
  });

  it('keeps at most 3 offers, even when saved at once', async () => {
    const { agent } = await signUp(t);
    const answers = await Promise.all([1, 2, 3, 4, 5].map((n) => agent.post('/api/scenarios').send({ ...OFFER, name: `Offer ${n}` })));
    expect(answers.map((r) => r.status).sort()).toEqual([201, 201, 201, 409, 409]);
    expect(answers.find((r) => r.status === 409)!.body.message).toBe('You can compare up to 3 offers. Delete one to save another.');
    expect((await agent.get('/api/scenarios').expect(200)).body).toHaveLength(3);
  });

  it.each<[Record<string, unknown>, string]>([
    [{ points: 200 }, 'Points must be between 0 and 10 (percent of the loan).'],
    [{ newRate: 0.3 }, 'Interest rate must be between 0% and 25%.'],
    [{ lenderCredit: -1 }, "Lender credit can't be negative."],
    [{ newTermYears: 12 }, 'New loan term must be one of 40, 35, 30, 25, 20, 15, 10 years.'],
    [{ name: '' }, 'Name must be 1 to 60 characters long.'],
    [{ cashOut: null }, 'Cash out must be a number.'],
  ])('refuses %p with 400: %s', async (bad, message) => {
    const { agent } = await signUp(t);
    const res = await agent.post('/api/scenarios').send({ ...OFFER, ...bad }).expect(400);
    expect(res.body.message).toBe(message);
    const saved = await agent.post('/api/scenarios').send(OFFER).expect(201);
    const patch = await agent.patch(`/api/scenarios/${saved.body.id}`).send(bad).expect(400);
    expect(patch.body.message).toBe(message);
  });

  it('each user sees and changes only their own offers; signed out is 401', async () => {
    const owner = await signUp(t);
    const other = await signUp(t);
    const saved = await owner.agent.post('/api/scenarios').send(OFFER).expect(201);
    expect((await other.agent.get('/api/scenarios').expect(200)).body).toEqual([]);
    expect((await other.agent.patch(`/api/scenarios/${saved.body.id}`).send({ points: 0 }).expect(404)).body.message).toBe('Offer not found.');
    await other.agent.delete(`/api/scenarios/${saved.body.id}`).expect(404);
    expect((await owner.agent.get('/api/scenarios').expect(200)).body[0].points).toBe(1);
    await request(t.url).get('/api/scenarios').expect(401);
    await owner.agent.patch('/api/scenarios/not-an-id').send({ points: 0 }).expect(404);
  });
});
