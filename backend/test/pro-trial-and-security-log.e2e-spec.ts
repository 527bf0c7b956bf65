import request from 'supertest';
import { HousekeepingService } from '../src/housekeeping/housekeeping.service.js';
import { startTestApp, type TestApp } from './harness.js';
import { signUp, signUpAdmin, signUpOfficer } from './helpers.js';
import { linkTokenIn } from './support/mailbox.js';

// plan=paid is an honest 14-day Pro trial that ends back at Free unless an admin marks it paid;
// admins read the security audit log (role and plan changes included), kept 12 months.

describe('the Pro trial', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  const endTrial = (userId: string) => t.dataSource.query(`UPDATE users SET plan_trial_ends_at = now() - interval '1 minute' WHERE id = $1`, [userId]);

  it('plan=paid starts a 14-day Pro trial, shown on the user and on Clients', async () => {
    const officer = await signUpOfficer(t, { plan: 'paid' });
    expect(officer.user.plan).toBe('pro');
    const ends = Date.parse(officer.user.planTrialEndsAt!);
    expect(ends).toBeGreaterThan(Date.now() + 14 * 86_400_000 - 60_000);
    expect(ends).toBeLessThanOrEqual(Date.now() + 14 * 86_400_000);
    const clients = (await officer.agent.get('/api/loan-officer/clients').expect(200)).body;
    expect(clients).toMatchObject({ plan: 'pro', clientLimit: 5000, planTrialEndsAt: officer.user.planTrialEndsAt });
    const free = await signUpOfficer(t, { plan: 'free' });
    expect(free.user).toMatchObject({ plan: 'free', planTrialEndsAt: null });
  });

  it('an ended trial is Free at once — 5 clients — and housekeeping writes it down', async () => {
    const officer = await signUpOfficer(t, { plan: 'paid' });
    await endTrial(officer.user.id);
    expect((await officer.agent.get('/api/auth/user').expect(200)).body).toMatchObject({ plan: 'free', planTrialEndsAt: null });
    expect((await officer.agent.get('/api/loan-officer/clients').expect(200)).body).toMatchObject({ plan: 'free', clientLimit: 5, planTrialEndsAt: null });
    for (let i = 0; i < 5; i++) expect((await signUp(t, { lo: officer.user.referralCode, shareConsent: true })).user.loanOfficerId).toBe(officer.user.id);
    expect((await signUp(t, { lo: officer.user.referralCode, shareConsent: true })).user.loanOfficerId).toBeNull();
    await t.app.get(HousekeepingService).run();
    const [row] = await t.dataSource.query(`SELECT plan FROM users WHERE id = $1`, [officer.user.id]);
    expect(row.plan).toBe('free');
  });

  it('an admin marks Pro paid (no end) or sets Free; others cannot; customers have no plan to set', async () => {
    const admin = await signUpAdmin(t);
    const officer = await signUpOfficer(t, { plan: 'paid' });
    await officer.agent.patch(`/api/admin/users/${officer.user.id}/plan`).send({ plan: 'pro' }).expect(403);
    const paid = await admin.agent.patch(`/api/admin/users/${officer.user.id}/plan`).send({ plan: 'pro' }).expect(200);
    expect(paid.body).toMatchObject({ plan: 'pro', planTrialEndsAt: null });
    const listed = (await admin.agent.get(`/api/admin/users?search=${encodeURIComponent(officer.email)}`).expect(200)).body.users[0];
    expect(listed).toMatchObject({ plan: 'pro', planTrialEndsAt: null });
    expect((await admin.agent.patch(`/api/admin/users/${officer.user.id}/plan`).send({ plan: 'free' }).expect(200)).body.plan).toBe('free');
    await admin.agent.patch(`/api/admin/users/${officer.user.id}/plan`).send({ plan: 'gold' }).expect(400);
    const customer = await signUp(t);
    const refused = await admin.agent.patch(`/api/admin/users/${customer.user.id}/plan`).send({ plan: 'pro' }).expect(400);
    expect(refused.body.message).toBe('Only loan officers have a plan. Make this user a loan officer first.');
  });
});

describe('the security audit log (admin view)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  it('records role and plan changes with the acting admin; admins read it newest first, filtered; others get 403', async () => {
    const admin = await signUpAdmin(t);
    const user = await signUp(t);
    await admin.agent.patch(`/api/admin/users/${user.user.id}/role`).set('x-forwarded-for', '203.0.113.5').send({ role: 'loan_officer' }).expect(200);
    await admin.agent.patch(`/api/admin/users/${user.user.id}/plan`).send({ plan: 'pro' }).expect(200);
    await request(t.url).post('/api/auth/login').send({ email: user.email, password: 'wrong password' }).expect(401);

    const all = (await admin.agent.get(`/api/admin/security-events?userId=${user.user.id}`).expect(200)).body;
    expect(all.events.map((e: { type: string }) => e.type)).toEqual(['sign_in_failed', 'plan_changed', 'role_changed']);
    const role = all.events[2];
    expect(role).toMatchObject({ userId: user.user.id, userEmail: user.email, actorId: admin.user.id, actorEmail: admin.email, details: { from: 'customer', to: 'loan_officer' } });
    expect(role.ipAddress).toBe('203.0.113.5'); // the admin's client address, through the trusted loopback proxy
    expect(all.events[1].details).toEqual({ from: 'free', to: 'pro_paid' });
    const failures = (await admin.agent.get('/api/admin/security-events?type=sign_in_failed').expect(200)).body;
    expect(failures.events.every((e: { type: string }) => e.type === 'sign_in_failed')).toBe(true);
    // The admin view's user search: part of the account's email, any case, with LIKE's wildcards literal.
    const found = (await admin.agent.get('/api/admin/security-events').query({ search: user.email.slice(1).toUpperCase(), type: 'plan_changed' }).expect(200)).body;
    expect(found.events.map((e: { userEmail: string }) => e.userEmail)).toEqual([user.email]);
    expect(found.total).toBe(1);
    expect((await admin.agent.get('/api/admin/security-events').query({ search: '%' }).expect(200)).body).toEqual({ events: [], total: 0 });
    await admin.agent.get('/api/admin/security-events').query({ search: 'x'.repeat(201) }).expect(400);
    await admin.agent.get('/api/admin/security-events?type=nonsense').expect(400);
    await user.agent.get('/api/admin/security-events').expect(403);
    await request(t.url).get('/api/admin/security-events').expect(401);
  });

  it('records a password reset through a link with the client address (and nothing of the link)', async () => {
    const admin = await signUpAdmin(t);
    const user = await signUp(t);
    await request(t.url).post('/api/auth/request-reset').send({ email: user.email }).expect(200);
    const token = await linkTokenIn(t, user.email, /reset-password\?token=([A-Za-z0-9_%-]+)/, 1);
    await request(t.url).post('/api/auth/reset-password').set('x-forwarded-for', '2001:db8:77::5').send({ token, password: 'a brand new password' }).expect(200);
    const { events } = (await admin.agent.get(`/api/admin/security-events?userId=${user.user.id}&type=password_reset`).expect(200)).body;
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ type: 'password_reset', userEmail: user.email, ipAddress: '2001:db8:77::5', actorId: null });
    expect(JSON.stringify(events[0])).not.toContain(token);
  });

  it('keeps events 12 months, also after the account is deleted', async () => {
    const user = await signUp(t);
    await user.agent.delete('/api/user').send({ password: user.password }).expect(200);
    const [deleted] = await t.dataSource.query(`SELECT user_id FROM security_events WHERE type = 'account_deleted' AND user_id = $1`, [user.user.id]);
    expect(deleted).toBeDefined();
    await t.dataSource.query(`INSERT INTO security_events (type, occurred_at) VALUES ('sign_in', now() - interval '13 months'), ('sign_in', now() - interval '11 months')`);
    await t.app.get(HousekeepingService).run();
    const [{ old }] = await t.dataSource.query(`SELECT count(*)::int AS old FROM security_events WHERE occurred_at < now() - interval '12 months'`);
    const [{ kept }] = await t.dataSource.query(`SELECT count(*)::int AS kept FROM security_events WHERE occurred_at < now() - interval '10 months'`);
    expect(old).toBe(0);
    expect(kept).toBe(1);
  });
});
