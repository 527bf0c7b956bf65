import request from 'supertest';
import type TestAgent from 'supertest/lib/agent.js';
import { DEVICE_COOKIE, DEVICE_FAILURES_BEFORE_PAUSE } from '../src/identity/auth/trusted-devices.js';
import { startTestApp, type TestApp } from './harness.js';
import { PASSWORD, signUp } from './helpers.js';

const ACCOUNT_MAX = 3;
const PAUSED = /Too many failed sign-ins for this account/;

// OWASP device cookies: a stranger's wrong passwords pause the account for strangers, but the
// owner's browser that signed in before still signs in, on a budget of its own.
describe('device cookies: the owner is not locked out by a stranger', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({
      config: (c) => {
        c.rateLimits.loginFailuresPerAccount.max = ACCOUNT_MAX;
        c.rateLimits.loginPerIp.max = 1000;
      },
    });
  });
  afterAll(async () => {
    await t?.close();
  });

  const stranger = (email: string, password: string) => request(t.url).post('/api/auth/login').send({ email, password });
  const from = (agent: TestAgent, email: string, password: string) => agent.post('/api/auth/login').send({ email, password });
  /** A stranger guesses until the account is paused. */
  async function pauseByStranger(email: string): Promise<void> {
    for (let i = 0; i < ACCOUNT_MAX; i++) await stranger(email, `wrong guess ${i}`).expect(401);
    expect((await stranger(email, PASSWORD).expect(429)).body.message).toMatch(PAUSED);
  }

  it('gives a signed-in browser an httpOnly device cookie', async () => {
    const email = `device.${Date.now()}@example.com`;
    const res = await request(t.url).post('/api/auth/signup').send({ email, password: PASSWORD }).expect(201);
    const cookie = ([] as string[]).concat(res.headers['set-cookie'] ?? []).find((c) => c.startsWith(`${DEVICE_COOKIE}=`));
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    const [{ count }] = await t.dataSource.query(`SELECT count(*)::int AS count FROM trusted_devices WHERE user_id = $1`, [res.body.id]);
    expect(count).toBe(1);
  });

  it('lets the owner in from a device that signed in before while strangers stay paused', async () => {
    const owner = await signUp(t);
    await pauseByStranger(owner.email);
    const res = await from(owner.agent, owner.email, PASSWORD).expect(200);
    expect(res.body.id).toBe(owner.user.id);
    // The stranger is still paused, even with the right password.
    expect((await stranger(owner.email, PASSWORD).expect(429)).body.message).toMatch(PAUSED);
  });

  it('trusts a device cookie only for its own account', async () => {
    const owner = await signUp(t);
    const other = await signUp(t);
    await pauseByStranger(other.email);
    // owner's browser holds a device cookie, but of owner's account, not other's
    expect((await from(owner.agent, other.email, PASSWORD).expect(429)).body.message).toMatch(PAUSED);
  });

  it('ignores a forged device cookie', async () => {
    const owner = await signUp(t);
    await pauseByStranger(owner.email);
    const forged = await stranger(owner.email, PASSWORD).set('cookie', `${DEVICE_COOKIE}=${'A'.repeat(43)}`);
    expect(forged.status).toBe(429);
  });

  it('counts a known device’s wrong passwords on its own budget, then treats it as a stranger', async () => {
    const owner = await signUp(t);
    for (let i = 0; i < DEVICE_FAILURES_BEFORE_PAUSE; i++) await from(owner.agent, owner.email, `not it ${i}`).expect(401);
    // The device's guesses did not pause the account for others...
    const [throttle] = await t.dataSource.query(`SELECT locked_until FROM login_throttles WHERE account = $1`, [owner.email]);
    expect(throttle?.locked_until ?? null).toBeNull();
    // ...but the device itself is paused, and now signs in as a stranger would (the account's budget).
    const [device] = await t.dataSource.query(`SELECT locked_until > now() AS paused FROM trusted_devices WHERE user_id = $1`, [owner.user.id]);
    expect(device.paused).toBe(true);
    for (let i = 0; i < ACCOUNT_MAX; i++) await from(owner.agent, owner.email, `still not ${i}`).expect(401);
    expect((await from(owner.agent, owner.email, PASSWORD).expect(429)).body.message).toMatch(PAUSED);
  });
});
