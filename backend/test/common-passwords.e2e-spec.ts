import request from 'supertest';
import { commonPasswordCount, COMMON_PASSWORD_MESSAGE, isCommonPassword } from '../src/identity/auth/common-passwords.js';
import { startTestApp, type TestApp } from './harness.js';
import { PASSWORD, signUp, uniqueEmail } from './helpers.js';
import { linkTokenIn } from './support/mailbox.js';

/** Passwords of 8+ characters that people pick first: each is on the offline list. */
const COMMON = ['password', 'Password', '12345678', 'iloveyou', 'sunshine1', 'qwertyuiop'];
/**
 * From deep in the list: among the last of the 100,000 taken from the xato-net ranking (ranks
 * ~250,000 to ~264,000 of it) or near the 95,000th, and not on zxcvbn-ts's shorter list.
 */
const DEEP = ['smokey24', 'Smokie247', 'smokingteens', 'warlock1979', 'warheads', 'warezart'];

describe('common passwords are refused (signup, reset, change)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  it('holds the 100,000 most common passwords of 8+ characters, read offline', () => {
    expect(commonPasswordCount()).toBeGreaterThanOrEqual(100_000);
    expect(DEEP.filter((password) => !isCommonPassword(password))).toEqual([]);
    expect(isCommonPassword('tulip ledger orbit')).toBe(false);
  });

  it.each(DEEP)('signup refuses %s, from deep in the list, with the clear 400', async (password) => {
    const res = await request(t.url).post('/api/auth/signup').send({ email: uniqueEmail('deep'), password }).expect(400);
    expect(res.body.message).toBe(COMMON_PASSWORD_MESSAGE);
  });

  it.each(COMMON)('signup refuses %s with a clear 400 and creates no account', async (password) => {
    const email = uniqueEmail('common');
    const res = await request(t.url).post('/api/auth/signup').send({ email, password }).expect(400);
    expect(res.body.message).toBe(COMMON_PASSWORD_MESSAGE);
    const rows = await t.dataSource.query(`SELECT 1 FROM users WHERE email = $1`, [email]);
    expect(rows).toHaveLength(0);
  });

  it('keeps the minimum of 8 characters as the first word on short passwords', async () => {
    const res = await request(t.url).post('/api/auth/signup').send({ email: uniqueEmail(), password: 'qwerty' }).expect(400);
    expect(res.body.message).toBe('Password must be at least 8 characters long.');
  });

  it('accepts an uncommon password', async () => {
    await request(t.url).post('/api/auth/signup').send({ email: uniqueEmail(), password: 'tulip ledger orbit' }).expect(201);
  });

  it('reset refuses a common password and the link still works for a good one', async () => {
    const { email } = await signUp(t);
    await request(t.url).post('/api/auth/request-reset').send({ email }).expect(200);
    const token = await linkTokenIn(t, email, /reset-password\?token=([A-Za-z0-9_%-]+)/);
    const res = await request(t.url).post('/api/auth/reset-password').send({ token, password: 'password1' }).expect(400);
    expect(res.body.message).toBe(COMMON_PASSWORD_MESSAGE);
    await request(t.url).post('/api/auth/reset-password').send({ token, password: 'a far less common one' }).expect(200);
  });

  it('change refuses a common password and keeps the old one', async () => {
    const { agent, email } = await signUp(t);
    const res = await agent.post('/api/auth/change-password').send({ currentPassword: PASSWORD, newPassword: 'football' }).expect(400);
    expect(res.body.message).toBe(COMMON_PASSWORD_MESSAGE);
    await request(t.url).post('/api/auth/login').send({ email, password: PASSWORD }).expect(200);
  });
});
