import request from 'supertest';
import { startTestApp, type TestApp } from './harness.js';
import { PHONE_FORMAT_MESSAGE } from '../src/identity/users/phone.js';
import { signUp, signUpAdmin } from './helpers.js';

describe('users, roles and admin', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  it('PATCH /api/user/profile changes full name and phone only', async () => {
    const { agent, user } = await signUp(t);
    const res = await agent.patch('/api/user/profile').send({ fullName: '  Jane Q. Doe ', phone: '+1 (555) 123-4567' }).expect(200);
    expect(res.body).toMatchObject({ id: user.id, fullName: 'Jane Q. Doe', phone: '+1 (555) 123-4567', email: user.email });
    const cleared = await agent.patch('/api/user/profile').send({ phone: '' }).expect(200);
    expect(cleared.body.phone).toBeNull();
    expect(cleared.body.fullName).toBe('Jane Q. Doe');
    const me = await agent.get('/api/auth/user').expect(200);
    expect(me.body.fullName).toBe('Jane Q. Doe');
  });

  it('accepts the phone formats people type, as typed', async () => {
    const { agent } = await signUp(t);
    for (const phone of ['(555) 010-2030', '555.010.2030', '+44 (0)20 7946 0958', '555-010-2030 ext. 12', '(555) 010-2030 x12']) {
      const res = await agent.patch('/api/user/profile').send({ phone }).expect(200);
      expect(res.body.phone).toBe(phone);
    }
  });

  it('refuses a bad phone, an email change and a role change through the profile', async () => {
    const { agent } = await signUp(t);
    for (const phone of ['call me maybe', '555-12', '(555 010-2030', '555/010/2030']) {
      const refused = await agent.patch('/api/user/profile').send({ phone }).expect(400);
      expect(refused.body.message).toBe(PHONE_FORMAT_MESSAGE);
    }
    expect((await agent.get('/api/auth/user')).body.phone).toBeNull();
    expect((await agent.patch('/api/user/profile').send({ email: 'x@y.z' }).expect(400)).body.message).toBe('Property email should not exist.');
    expect((await agent.patch('/api/user/profile').send({ role: 'admin' }).expect(400)).body.message).toBe('Property role should not exist.');
    expect((await agent.get('/api/auth/user')).body.role).toBe('customer');
  });

  it('PATCH /api/user/onboarding marks onboarding completed', async () => {
    const { agent } = await signUp(t);
    const res = await agent.patch('/api/user/onboarding').expect(200);
    expect(res.body.onboardingCompleted).toBe(true);
    expect((await agent.get('/api/auth/user')).body.onboardingCompleted).toBe(true);
    await request(t.url).patch('/api/user/onboarding').expect(401);
  });

  it('an unknown stored role behaves as customer', async () => {
    const { agent, user } = await signUp(t);
    await t.dataSource.query(`UPDATE users SET role = 'superuser' WHERE id = $1`, [user.id]);
    expect((await agent.get('/api/auth/user').expect(200)).body.role).toBe('customer');
    await agent.get('/api/admin/users').expect(403);
  });

  it('admin-only routes answer 403 to customers and loan officers, 401 to visitors', async () => {
    const customer = await signUp(t);
    const officer = await signUp(t, { plan: 'free' });
    const id = customer.user.id;
    for (const { agent } of [customer, officer]) {
      const list = await agent.get('/api/admin/users').expect(403);
      expect(list.body).toEqual({ statusCode: 403, message: 'You do not have permission to do this.', error: 'Forbidden', code: 'NO_PERMISSION' });
      await agent.patch(`/api/admin/users/${id}/role`).send({ role: 'admin' }).expect(403);
      await agent.post('/api/rates').send({ loanType: '30_year_fixed', rate: 0.07 }).expect(403);
      await agent.patch(`/api/rates/${id}`).send({ rate: 0.07 }).expect(403);
      await agent.delete(`/api/rates/${id}`).expect(403);
    }
    await request(t.url).get('/api/admin/users').expect(401);
    expect((await customer.agent.get('/api/auth/user')).body.role).toBe('customer');
  });

  it('admins list users newest first, search them, and page through them', async () => {
    const admin = await signUpAdmin(t);
    const a = await signUp(t, { firstName: 'Zelda', lastName: 'Searchable' });
    const b = await signUp(t, { firstName: 'Link', lastName: 'Searchable' });
    const all = await admin.agent.get('/api/admin/users').expect(200);
    expect(all.body.total).toBeGreaterThanOrEqual(3);
    expect(all.body.users[0].id).toBe(b.user.id);
    expect(all.body.users[0].passwordHash).toBeUndefined();
    const found = await admin.agent.get('/api/admin/users').query({ search: 'searchable' }).expect(200);
    expect(found.body).toEqual({
      total: 2,
      limit: 50,
      offset: 0,
      users: [expect.objectContaining({ id: b.user.id }), expect.objectContaining({ id: a.user.id })],
    });
    const page = await admin.agent.get('/api/admin/users').query({ search: 'searchable', limit: 1, offset: 1 }).expect(200);
    expect(page.body.users.map((u: { id: string }) => u.id)).toEqual([a.user.id]);
    expect((await admin.agent.get('/api/admin/users').query({ search: '%' }).expect(200)).body.total).toBe(0);
    expect((await admin.agent.get('/api/admin/users').query({ limit: 0 }).expect(400)).body.message).toBe('Limit must be at least 1.');
  });

  it('admins change roles; a new loan officer gets a plan and a referral code', async () => {
    const admin = await signUpAdmin(t);
    const target = await signUp(t);
    const res = await admin.agent.patch(`/api/admin/users/${target.user.id}/role`).send({ role: 'loan_officer' }).expect(200);
    expect(res.body).toMatchObject({ id: target.user.id, role: 'loan_officer', plan: 'free', referralCode: expect.stringMatching(/^[A-Z2-9]{8}$/) });
    expect((await target.agent.get('/api/auth/user')).body.role).toBe('loan_officer');
    await target.agent.get('/api/loan-officer/clients').expect(200);
    const bad = await admin.agent.patch(`/api/admin/users/${target.user.id}/role`).send({ role: 'owner' }).expect(400);
    expect(bad.body.message).toBe('Role must be one of: customer, loan_officer, admin.');
    await admin.agent.patch('/api/admin/users/00000000-0000-4000-8000-000000000000/role').send({ role: 'admin' }).expect(404);
    const self = await admin.agent.patch(`/api/admin/users/${admin.user.id}/role`).send({ role: 'customer' }).expect(400);
    expect(self.body.message).toMatch(/cannot remove your own admin role/);
  });
});
