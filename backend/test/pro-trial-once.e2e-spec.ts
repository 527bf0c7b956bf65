import request from 'supertest';
import { errorMessage } from '../src/common/errors/error-catalogue.js';
import { startTestApp, type TestApp } from './harness.js';
import { PASSWORD, uniqueEmail } from './helpers.js';

// Issue 23: closing the account and signing up again with plan=paid restarted the Pro trial
// without limit. One trial per email (its mailbox: case and "+tag" do not make another).
describe('a Pro trial once per officer', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  const signupAs = (email: string, plan: 'free' | 'paid') => request.agent(t.url).post('/api/auth/signup').send({ email, password: PASSWORD, plan });

  it('refuses a second trial after the account is closed, with a clear 409, and offers Free', async () => {
    const email = uniqueEmail('officer');
    const first = await signupAs(email, 'paid').expect(201);
    expect(first.body).toMatchObject({ plan: 'pro', planTrialEndsAt: expect.any(String) });
    const cookie = ([] as string[]).concat(first.headers['set-cookie']).map((c) => c.split(';')[0]).join('; ');
    await request(t.url).delete('/api/user').set('cookie', cookie).send({ password: PASSWORD }).expect(200);

    const again = await signupAs(email, 'paid').expect(409);
    expect(again.body.message).toBe(errorMessage('PRO_TRIAL_USED'));
    expect(await t.dataSource.query(`SELECT 1 FROM users WHERE email = $1`, [email])).toHaveLength(0);
    const [local, domain] = email.split('@');
    await signupAs(`${local.toUpperCase()}+again@${domain}`, 'paid').expect(409);
    const free = await signupAs(email, 'free').expect(201);
    expect(free.body).toMatchObject({ plan: 'free', planTrialEndsAt: null });
  });

  it('gives two parallel signups of one mailbox one trial at most', async () => {
    const email = uniqueEmail('race');
    const [local, domain] = email.split('@');
    const answers = await Promise.all([signupAs(email, 'paid'), signupAs(`${local}+b@${domain}`, 'paid'), signupAs(`${local}+c@${domain}`, 'paid')]);
    expect(answers.map((r) => r.status).sort()).toEqual([201, 409, 409]);
  });

  it('still answers "already exists" for a taken email, and keeps the trial for a new one', async () => {
    const email = uniqueEmail('taken');
    await signupAs(email, 'paid').expect(201);
    expect((await signupAs(email, 'paid').expect(409)).body.message).toBe(errorMessage('EMAIL_TAKEN'));
    await signupAs(uniqueEmail('fresh'), 'paid').expect(201);
  });
});
