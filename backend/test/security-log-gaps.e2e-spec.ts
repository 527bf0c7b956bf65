import request from 'supertest';
import { startTestApp, type TestApp } from './harness.js';
import { PASSWORD, signUp, signUpAdmin, signUpOfficer } from './helpers.js';

interface EventRow {
  type: string;
  user_id: string | null;
  actor_id: string | null;
  ip: string | null;
  details: Record<string, unknown>;
}

/** The audit log's events of `type` for `userId`, oldest first. */
const eventsOf = (t: TestApp, userId: string, type: string): Promise<EventRow[]> =>
  t.dataSource.query(`SELECT type, user_id, actor_id, ip, details FROM security_events WHERE user_id = $1 AND type = $2 ORDER BY occurred_at`, [
    userId,
    type,
  ]);

describe('security log: sign-outs, brand, sharing and rate changes', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  it('notes a logout with who and from where, and nothing for a logout without a session', async () => {
    const { agent, user } = await signUp(t);
    await agent.post('/api/auth/logout').set('user-agent', 'LogoutTest/1').expect(200);
    const [event] = await eventsOf(t, user.id, 'sign_out');
    expect(event).toMatchObject({ user_id: user.id, ip: expect.any(String) });
    await agent.post('/api/auth/logout').expect(200);
    await request(t.url).post('/api/auth/logout').expect(200);
    expect(await eventsOf(t, user.id, 'sign_out')).toHaveLength(1);
  });

  it('notes signing out one device, naming the session', async () => {
    const { agent, user, email } = await signUp(t);
    const other = request.agent(t.url);
    await other.post('/api/auth/login').send({ email, password: PASSWORD }).expect(200);
    const { sessions } = (await agent.get('/api/auth/sessions').expect(200)).body as { sessions: { id: string; current: boolean }[] };
    const otherSession = sessions.find((s) => !s.current)!;
    await agent.delete(`/api/auth/sessions/${otherSession.id}`).expect(200);
    const events = await eventsOf(t, user.id, 'sign_out_device');
    expect(events).toHaveLength(1);
    expect(events[0].details).toEqual({ sessionId: otherSession.id });
    await agent.delete(`/api/auth/sessions/${otherSession.id}`).expect(404);
    expect(await eventsOf(t, user.id, 'sign_out_device')).toHaveLength(1);
  });

  it('notes brand changes with the fields changed, and not a save that changed nothing', async () => {
    const officer = await signUp(t, { plan: 'free' });
    await officer.agent.patch('/api/loan-officer/brand').send({ companyName: 'Acme Home Loans', primaryColor: '#112233' }).expect(200);
    await officer.agent.patch('/api/loan-officer/brand').send({ companyName: 'Acme Home Loans' }).expect(200);
    const events = await eventsOf(t, officer.user.id, 'brand_changed');
    expect(events.map((e) => e.details)).toEqual([{ fields: ['companyName', 'primaryColor'] }]);
  });

  it('notes sharing started (signup through a link) and stopped, naming the officer', async () => {
    const officer = await signUpOfficer(t, { plan: 'free' });
    const homeowner = await signUp(t, { lo: officer.user.referralCode, shareConsent: true });
    expect((await eventsOf(t, homeowner.user.id, 'sharing_started')).map((e) => e.details)).toEqual([{ loanOfficerId: officer.user.id }]);
    await homeowner.agent.delete('/api/user/loan-officer').expect(200);
    await homeowner.agent.delete('/api/user/loan-officer').expect(404);
    expect((await eventsOf(t, homeowner.user.id, 'sharing_stopped')).map((e) => e.details)).toEqual([{ loanOfficerId: officer.user.id }]);
    const unlinked = await signUp(t, { lo: 'NOSUCHCD', shareConsent: true });
    expect(await eventsOf(t, unlinked.user.id, 'sharing_started')).toHaveLength(0);
  });

  it('notes every rate added, changed and deleted, with the admin and both rates', async () => {
    const admin = await signUpAdmin(t);
    const existing = (await admin.agent.get('/api/rates').expect(200)).body as { id: string; loanType: string; rate: number }[];
    await t.dataSource.query(`DELETE FROM rate_entries`);
    const created = (await admin.agent.post('/api/rates').send({ loanType: existing[0].loanType, rate: 0.065 }).expect(201)).body;
    await admin.agent.patch(`/api/rates/${created.id}`).send({ rate: 0.0625 }).expect(200);
    await admin.agent.delete(`/api/rates/${created.id}`).expect(200);
    await admin.agent.delete(`/api/rates/${created.id}`).expect(404);
    const events = await eventsOf(t, admin.user.id, 'rate_changed');
    expect(events.map((e) => [e.actor_id, e.details])).toEqual([
      [admin.user.id, { loanType: existing[0].loanType, from: null, to: 0.065 }],
      [admin.user.id, { loanType: existing[0].loanType, from: 0.065, to: 0.0625 }],
      [admin.user.id, { loanType: existing[0].loanType, from: 0.0625, to: null }],
    ]);
    const listed = (await admin.agent.get('/api/admin/security-events?type=rate_changed').expect(200)).body;
    expect(listed.total).toBe(3);
  });
});
