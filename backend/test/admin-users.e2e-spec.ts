import type { AdminUserList } from '@homewise/contracts';
import { startTestApp, type TestApp } from './harness.js';
import { signUp, signUpAdmin, type SignedIn } from './helpers.js';

// User Management at scale: any one user among 20,000 by a piece of their name or email, role
// filter, pages with totals. (How fast among 100,000: `npm run bench -- backend`.)

describe('GET /api/admin/users at scale', () => {
  let t: TestApp;
  let admin: SignedIn;
  const list = async (query: Record<string, string | number>): Promise<AdminUserList> =>
    (await admin.agent.get('/api/admin/users').query(query).expect(200)).body;

  beforeAll(async () => {
    t = await startTestApp();
    admin = await signUpAdmin(t);
    // 20,000 people: every 100th a loan officer, names and emails on a pattern the tests can count.
    await t.dataSource.query(
      `INSERT INTO users (email, password_hash, first_name, last_name, full_name, role, plan, created_at)
       SELECT 'person' || g || '@' || CASE WHEN g % 10 = 0 THEN 'acme-lending.com' ELSE 'example.org' END,
              'not-a-login', 'First' || g, 'Family' || (g % 500), 'First' || g || ' Family' || (g % 500),
              CASE WHEN g % 100 = 0 THEN 'loan_officer' ELSE 'customer' END,
              CASE WHEN g % 100 = 0 THEN 'free' END,
              now() - make_interval(mins => g)
         FROM generate_series(1, 20000) AS g`,
    );
    await t.dataSource.query('ANALYZE users');
  });
  afterAll(async () => {
    await t?.close();
  });

  it('finds one user by a piece of their email or name, case-insensitively', async () => {
    const byEmail = await list({ search: 'PERSON12345@' });
    expect(byEmail.users.map((u) => u.email)).toEqual(['person12345@example.org']);
    const byName = await list({ search: 'first12345 family345' });
    expect(byName.users.map((u) => u.email)).toEqual(['person12345@example.org']);
    expect(byName.total).toBe(1);
  });

  it('counts every match of a broad search and pages through it in order', async () => {
    const first = await list({ search: 'acme-lending', limit: 200 });
    expect(first).toMatchObject({ total: 2000, limit: 200, offset: 0 });
    const tenth = await list({ search: 'acme-lending', limit: 200, offset: 1800 });
    expect(tenth.users).toHaveLength(200);
    // Newest first: person10@ joined 10 minutes ago, person20000@ 20,000 minutes ago.
    expect(first.users[0].email).toBe('person10@acme-lending.com');
    expect(tenth.users.at(-1)!.email).toBe('person20000@acme-lending.com');
    const ids = new Set([...first.users, ...tenth.users].map((u) => u.id));
    expect(ids.size).toBe(400);
  });

  it('filters by role, alone and with a search', async () => {
    const officers = await list({ role: 'loan_officer', limit: 5 });
    expect(officers.total).toBe(200);
    expect(officers.users.every((u) => u.role === 'loan_officer')).toBe(true);
    expect((await list({ role: 'loan_officer', search: 'acme-lending' })).total).toBe(200);
    expect((await list({ role: 'admin' })).users.map((u) => u.id)).toContain(admin.user.id);
    const customers = await list({ role: 'customer', limit: 1 });
    expect(customers.total).toBe(20000 - 200);
  });

  it('counts a stored role it does not know as a customer, as the rest of the product does', async () => {
    const odd = await signUp(t, { email: 'odd-role@example.net' });
    await t.dataSource.query(`UPDATE users SET role = 'superuser' WHERE id = $1`, [odd.user.id]);
    expect((await list({ role: 'customer', search: 'odd-role' })).users.map((u) => u.role)).toEqual(['customer']);
  });

  it.each([
    [{ role: 'owner' }, 'Role must be one of: customer, loan_officer, admin.'],
    [{ limit: 201 }, 'Limit must be at most 200.'],
    [{ offset: -5 }, 'Offset must not be negative.'],
    [{ search: 'x'.repeat(201) }, 'Search must be at most 200 characters long.'],
  ])('answers 400 with a clear message for %o', async (query, message) => {
    expect((await admin.agent.get('/api/admin/users').query(query).expect(400)).body.message).toBe(message);
  });
});
