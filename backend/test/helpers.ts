import request from 'supertest';
import type TestAgent from 'supertest/lib/agent.js';
import type { User } from '@homewise/contracts';
import type { TestApp } from './harness.js';

let counter = 0;

/** A unique email per call (tests share one database per file). */
export const uniqueEmail = (prefix = 'user'): string => `${prefix}.${Date.now().toString(36)}.${++counter}@example.com`;

export const PASSWORD = 'correct horse battery';

export interface SignedIn {
  agent: TestAgent;
  user: User;
  email: string;
  password: string;
}

/**
 * Signs a new user up; the returned agent carries the session cookie. `ip` signs up as that client
 * (X-Forwarded-For; needs a trusted proxy in the test's config), e.g. to stay under the signup limit.
 */
export async function signUp(t: TestApp, extra: Record<string, unknown> = {}, { ip }: { ip?: string } = {}): Promise<SignedIn> {
  const email = (extra.email as string | undefined) ?? uniqueEmail();
  const agent = request.agent(t.url);
  const signup = agent.post('/api/auth/signup');
  if (ip) signup.set('x-forwarded-for', ip);
  const res = await signup.send({ email, password: PASSWORD, firstName: 'Test', lastName: 'User', ...extra }).expect(201);
  return { agent, user: res.body as User, email, password: PASSWORD };
}

/** Gives a user a role directly in the database (admins are bootstrapped by the CLI). */
export async function setRole(t: TestApp, userId: string, role: string): Promise<void> {
  await t.dataSource.query(`UPDATE users SET role = $2 WHERE id = $1`, [userId, role]);
}

/** Signs up a user and makes them an admin. */
export async function signUpAdmin(t: TestApp): Promise<SignedIn> {
  const admin = await signUp(t, { email: uniqueEmail('admin') });
  await setRole(t, admin.user.id, 'admin');
  return admin;
}

/**
 * Marks the user's email confirmed, as if they had opened the verification mail's link (the link
 * itself is tested in email-verification.e2e-spec.ts).
 */
export async function markEmailVerified(t: TestApp, userId: string): Promise<void> {
  await t.dataSource.query(`UPDATE users SET email_verified_at = now() WHERE id = $1`, [userId]);
}

/**
 * Signs a loan officer up and confirms their email: only a confirmed officer's signup link links
 * homeowners, and only they import clients (issue 20).
 */
export async function signUpOfficer(t: TestApp, extra: Record<string, unknown> = {}): Promise<SignedIn> {
  const officer = await signUp(t, { plan: 'free', ...extra });
  await markEmailVerified(t, officer.user.id);
  return officer;
}
