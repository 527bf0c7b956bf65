import { DataSource } from 'typeorm';
import type { LoanOfficerClientList } from '@homewise/contracts';
import { createTestDatabase, startTestApp, type TestApp } from './harness.js';
import { signUp, uniqueEmail, type SignedIn } from './helpers.js';
import { loadMigrations } from '../src/database/migrations.js';

// The client list's orders that read a kept figure or an index (migration ClientListOrders;
// src/loan-officers/client-list.ts pageIdsSql): last activity (client_activity, kept by
// triggers), the engagement columns (client_engagement.officer_id), name and email. Each must
// page exactly as the general sort of the same clients (a search that matches everyone sorts
// them all), and the kept figures must follow every change.

const list = async (officer: SignedIn, query: Record<string, string | number> = {}): Promise<LoanOfficerClientList> =>
  (await officer.agent.get('/api/loan-officer/clients').query(query).expect(200)).body;

/** Every id of the list read 7 at a time (deep pages included). */
async function paged(officer: SignedIn, query: Record<string, string>): Promise<string[]> {
  const seen: string[] = [];
  for (let offset = 0; ; offset += 7) {
    const page = await list(officer, { ...query, limit: 7, offset });
    seen.push(...page.clients.map((c) => c.id));
    if (page.clients.length < 7) return seen;
  }
}

/** The kept last activity against the figure the rows show (sign-in, profile edit, extra payment change), for every linked client. */
const STALE_ACTIVITY = `
SELECT u.id, a.last_activity_at AS kept, client_last_activity(u.id) AS figured, a.loan_officer_id, u.loan_officer_id AS officer
  FROM users u FULL JOIN client_activity a ON a.client_id = u.id
 WHERE (u.loan_officer_id IS NOT NULL OR a.client_id IS NOT NULL)
   AND (a.client_id IS NULL OR u.id IS NULL OR a.last_activity_at IS DISTINCT FROM client_last_activity(u.id) OR a.loan_officer_id IS DISTINCT FROM u.loan_officer_id)`;

describe('client list orders from kept figures and indexes', () => {
  let t: TestApp;
  let officer: SignedIn;
  let ids: string[];

  beforeAll(async () => {
    t = await startTestApp();
    officer = await signUp(t, { plan: 'paid' });
    // 45 clients: every third without a profile; engagement rows for all but every fifth, with
    // repeated timestamps (ties broken by id), some clicked, written, unread, invited, unsubscribed.
    const rows = await t.dataSource.query(
      `INSERT INTO users (email, password_hash, full_name, first_name, last_name, loan_officer_id, created_at, last_sign_in_at)
       SELECT 'order' || g || '.' || $2 || '@example.com', 'x', CASE WHEN g % 4 = 0 THEN '' ELSE 'Client ' || (g % 9) END,
              CASE WHEN g % 8 = 0 THEN 'first' || g END, NULL, $1, now() - make_interval(days => g),
              CASE WHEN g % 5 <> 0 THEN timestamptz '2026-01-01' + make_interval(days => g % 7) END
         FROM generate_series(1, 45) g RETURNING id`,
      [officer.user.id, Date.now()],
    );
    ids = rows.map((r: { id: string }) => r.id);
    await t.dataSource.query(
      `INSERT INTO mortgage_profiles (user_id, current_balance, original_loan_amount, original_interest_rate, monthly_payment, current_home_value)
       SELECT id, 200000, 200000, 0.06, 1500, 300000 FROM unnest($1::uuid[]) WITH ORDINALITY AS c(id, n) WHERE n % 3 <> 0`,
      [ids],
    );
    await t.dataSource.query(
      `UPDATE mortgage_profiles p SET updated_at = timestamptz '2026-01-03' + make_interval(days => (c.n % 6)::int)
         FROM unnest($1::uuid[]) WITH ORDINALITY AS c(id, n) WHERE p.user_id = c.id`,
      [ids],
    );
    await t.dataSource.query(
      `INSERT INTO client_engagement (client_id, next_digest_at, invited_at, claimed_at, last_digest_at, last_clicked_at, unsubscribed_at,
                                      message_count, unread_messages, last_message_at)
       SELECT id, now() + interval '1 day',
              CASE WHEN n % 4 = 1 THEN timestamptz '2026-02-01' END, CASE WHEN n % 8 = 1 THEN timestamptz '2026-02-02' END,
              CASE WHEN n % 3 <> 2 THEN timestamptz '2026-03-01' + make_interval(days => (n % 4)::int) END,
              CASE WHEN n % 3 = 0 THEN timestamptz '2026-04-01' + make_interval(days => (n % 5)::int) END,
              CASE WHEN n % 6 = 1 THEN timestamptz '2026-05-01' END,
              (n % 4)::int, (n % 3)::int,
              CASE WHEN n % 4 <> 0 THEN timestamptz '2026-06-01' + make_interval(days => (n % 3)::int) END
         FROM unnest($1::uuid[]) WITH ORDINALITY AS c(id, n) WHERE n % 5 <> 0`,
      [ids],
    );
  });
  afterAll(async () => {
    await t?.close();
  });

  it('pages every order and filter as the general sort of the same clients, both ways, ties by id', async () => {
    const sorts = ['lastActivity', 'lastDigest', 'lastClicked', 'lastMessage', 'unreadMessages', 'name', 'email', 'joined'];
    const filters = ['all', 'invited', 'active', 'unsubscribed', 'unread', 'neverClicked'];
    for (const field of sorts) {
      for (const sort of [field, `-${field}`]) {
        for (const filter of filters) {
          const seen = await paged(officer, { sort, filter });
          // '@' matches every email: the search's general sort of the matching clients.
          const everyone = (await list(officer, { sort, filter, q: '@', limit: 200 })).clients.map((c) => c.id);
          expect({ sort, filter, seen }).toEqual({ sort, filter, seen: everyone });
          if (filter === 'all') expect(seen).toHaveLength(45);
        }
      }
    }
  });

  it('counts each filter from the kept count and the engagement indexes as the search counts the same clients', async () => {
    for (const filter of ['all', 'invited', 'active', 'unsubscribed', 'unread', 'neverClicked']) {
      const { total } = await list(officer, { filter });
      expect({ filter, total }).toEqual({ filter, total: (await list(officer, { filter, q: '@' })).total });
      expect(total).toBeGreaterThan(0);
      expect(total).toBe((await paged(officer, { filter })).length);
    }
  });

  it('orders by the last activity the rows show, most recent first, no activity last', async () => {
    const clients = (await list(officer, { sort: '-lastActivity', limit: 200 })).clients;
    const shown = clients.map((c) => (c.lastActivityAt ? Date.parse(c.lastActivityAt) : -Infinity));
    expect(shown).toEqual([...shown].sort((a, b) => b - a));
    // Every fifth never signed in; every fifteenth has no profile either: no activity at all.
    expect(shown.filter((at) => at === -Infinity)).toHaveLength(3);
  });

  it('keeps each client’s last activity as sign-ins, profile edits, extra payments and links change', async () => {
    const other = await signUp(t, { plan: 'paid' });
    const [withProfile, withoutProfile] = [ids[0], ids[2]];
    const [{ id: profileId }] = await t.dataSource.query(`SELECT id FROM mortgage_profiles WHERE user_id = $1`, [withProfile]);
    const stale = async () => t.dataSource.query(STALE_ACTIVITY);
    expect(await stale()).toEqual([]);

    await t.dataSource.query(`UPDATE users SET last_sign_in_at = now() WHERE id = $1`, [withoutProfile]);
    await t.dataSource.query(`UPDATE mortgage_profiles SET updated_at = now() + interval '1 hour' WHERE id = $1`, [profileId]);
    const [{ id: payment }] = await t.dataSource.query(
      `INSERT INTO extra_payments (mortgage_profile_id, payment_date, amount, updated_at) VALUES ($1, '2024-03-01', 100, now() + interval '2 hours') RETURNING id`,
      [profileId],
    );
    expect(await stale()).toEqual([]);
    expect((await list(officer, { sort: '-lastActivity', limit: 2 })).clients.map((c) => c.id)).toEqual([withProfile, withoutProfile]);
    // The payment deleted: its change no longer counts, the profile's edit does.
    await t.dataSource.query(`DELETE FROM extra_payments WHERE id = $1`, [payment]);
    expect(await stale()).toEqual([]);

    // Moved to another officer, unlinked, linked again, a new client, a profile deleted, a client deleted.
    await t.dataSource.query(`UPDATE users SET loan_officer_id = $2 WHERE id = $1`, [withProfile, other.user.id]);
    expect((await list(other, { sort: '-lastActivity' })).clients.map((c) => c.id)).toEqual([withProfile]);
    expect((await list(officer, { sort: '-lastActivity', limit: 200 })).clients.map((c) => c.id)).not.toContain(withProfile);
    await t.dataSource.query(`UPDATE users SET loan_officer_id = NULL WHERE id = $1`, [withProfile]);
    expect(await stale()).toEqual([]);
    await t.dataSource.query(`UPDATE users SET loan_officer_id = $2 WHERE id = $1`, [withProfile, officer.user.id]);
    const [{ id: newcomer }] = await t.dataSource.query(
      `INSERT INTO users (email, password_hash, loan_officer_id, last_sign_in_at) VALUES ($1, 'x', $2, now() + interval '3 hours') RETURNING id`,
      [uniqueEmail('newcomer'), officer.user.id],
    );
    expect((await list(officer, { sort: '-lastActivity', limit: 1 })).clients.map((c) => c.id)).toEqual([newcomer]);
    await t.dataSource.query(`DELETE FROM mortgage_profiles WHERE user_id = $1`, [ids[1]]);
    expect(await stale()).toEqual([]);
    await t.dataSource.query(`DELETE FROM users WHERE id = $1`, [newcomer]);
    expect(await stale()).toEqual([]);
    expect(await t.dataSource.query(`SELECT 1 FROM client_activity WHERE client_id = $1`, [newcomer])).toEqual([]);
  });

  it('keeps the engagement row’s officer with the client: a new row, a move, an unlink', async () => {
    const other = await signUp(t, { plan: 'paid' });
    const client = ids[4]; // n = 5: no engagement row yet
    const officerOf = async () => (await t.dataSource.query(`SELECT officer_id FROM client_engagement WHERE client_id = $1`, [client]))[0]?.officer_id;
    expect(await officerOf()).toBeUndefined();
    await t.dataSource.query(`INSERT INTO client_engagement (client_id, next_digest_at, last_message_at) VALUES ($1, now(), now() + interval '1 day')`, [client]);
    expect(await officerOf()).toBe(officer.user.id);
    expect((await list(officer, { sort: '-lastMessage', limit: 1 })).clients[0].id).toBe(client);
    await t.dataSource.query(`UPDATE users SET loan_officer_id = $2 WHERE id = $1`, [client, other.user.id]);
    expect(await officerOf()).toBe(other.user.id);
    expect((await list(other, { sort: '-lastMessage' })).clients.map((c) => c.id)).toEqual([client]);
    expect((await list(officer, { sort: '-lastMessage', limit: 1 })).clients[0].id).not.toBe(client);
    await t.dataSource.query(`UPDATE users SET loan_officer_id = NULL WHERE id = $1`, [client]);
    expect(await officerOf()).toBeNull();
    await t.dataSource.query(`UPDATE users SET loan_officer_id = $2 WHERE id = $1`, [client, officer.user.id]);
    expect(await officerOf()).toBe(officer.user.id);
  });

  it('a sign-in that waits for a profile edit’s lock keeps the latest of both; a link waits for it without a deadlock', async () => {
    const client = ids[6];
    const other = await signUp(t, { plan: 'paid' });
    const editor = t.dataSource.createQueryRunner();
    await editor.connect();
    const activity = async () =>
      (await t.dataSource.query(`SELECT last_activity_at, loan_officer_id FROM client_activity WHERE client_id = $1`, [client]))[0] as {
        last_activity_at: Date;
        loan_officer_id: string;
      };
    try {
      // The edit holds the profile and the client's activity row until it commits.
      await editor.startTransaction();
      await editor.query(`UPDATE mortgage_profiles SET updated_at = timestamptz '2030-01-01' WHERE user_id = $1`, [client]);
      const signIn = t.dataSource.query(`UPDATE users SET last_sign_in_at = timestamptz '2029-01-01' WHERE id = $1`, [client]);
      await waitForLockWaits(t, 1);
      await editor.commitTransaction();
      await signIn;
      // Figured again after the wait: the edit committed meanwhile is the latest, not the sign-in it saw before.
      expect((await activity()).last_activity_at.toISOString()).toBe('2030-01-01T00:00:00.000Z');

      // Users, then the profile, then the activity row: a link waits for the edit, which never waits for the link.
      await editor.startTransaction();
      await editor.query(`UPDATE mortgage_profiles SET updated_at = timestamptz '2031-01-01' WHERE user_id = $1`, [client]);
      const link = t.dataSource.query(`UPDATE users SET loan_officer_id = $2 WHERE id = $1`, [client, other.user.id]);
      await waitForLockWaits(t, 1);
      await editor.query(`UPDATE mortgage_profiles SET updated_at = timestamptz '2032-01-01' WHERE user_id = $1`, [client]);
      await editor.commitTransaction();
      await link;
      expect(await activity()).toEqual({ last_activity_at: new Date('2032-01-01T00:00:00.000Z'), loan_officer_id: other.user.id });
      await t.dataSource.query(`UPDATE users SET loan_officer_id = $2 WHERE id = $1`, [client, officer.user.id]);
    } finally {
      if (editor.isTransactionActive) await editor.rollbackTransaction();
      await editor.release();
    }
  });

  it('exports a book larger than a batch whole, in the list’s order', async () => {
    const big = await signUp(t, { plan: 'paid' });
    await t.dataSource.query(
      `INSERT INTO users (email, password_hash, full_name, loan_officer_id, created_at)
       SELECT 'big' || g || '.' || $2 || '@example.com', 'x', 'Big ' || g, $1, now() - make_interval(mins => g) FROM generate_series(1, 1234) g`,
      [big.user.id, Date.now()],
    );
    const res = await big.agent.get('/api/loan-officer/clients/export').query({ sort: 'name' }).expect(200);
    const emails = res.text
      .trimEnd()
      .split('\r\n')
      .slice(1)
      .map((line) => line.split(',')[1].replaceAll('"', ''));
    const listed: string[] = [];
    for (let offset = 0; offset < 1234; offset += 200) listed.push(...(await list(big, { sort: 'name', limit: 200, offset })).clients.map((c) => c.email));
    expect(emails).toHaveLength(1234);
    expect(emails).toEqual(listed);
  });
});

/** Until `count` statements of this database wait for a lock (the concurrency the test sets up, not a timing). */
async function waitForLockWaits(t: TestApp, count: number): Promise<void> {
  for (;;) {
    const [{ waiting }] = await t.dataSource.query(
      `SELECT count(*)::int AS waiting FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'`,
    );
    if (waiting >= count) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('migration ClientListOrders on existing data', () => {
  it('fills last activity and the engagement officer from what is there, and reverts', async () => {
    const database = await createTestDatabase();
    const dataSource = await new DataSource({ type: 'postgres', url: database.url, migrations: await loadMigrations(), migrationsTransactionMode: 'each', extra: { max: 2 } }).initialize();
    try {
      await dataSource.runMigrations({ transaction: 'each' });
      // Back to before the migration (and any later one), with data written meanwhile.
      while ((await dataSource.query(`SELECT name FROM migrations ORDER BY id DESC LIMIT 1`))[0].name !== 'ClientFigureOrders1763700004100') {
        await dataSource.undoLastMigration({ transaction: 'each' });
      }
      const [{ id: officerId }] = await dataSource.query(`INSERT INTO users (email, password_hash, role) VALUES ('lo@example.com', 'x', 'loan_officer') RETURNING id`);
      const clients = await dataSource.query(
        `INSERT INTO users (email, password_hash, loan_officer_id, last_sign_in_at)
         SELECT 'c' || g || '@example.com', 'x', $1, CASE WHEN g > 1 THEN timestamptz '2026-01-01' + make_interval(days => g) END
           FROM generate_series(1, 3) g RETURNING id`,
        [officerId],
      );
      await dataSource.query(
        `INSERT INTO mortgage_profiles (user_id, current_balance, original_loan_amount, original_interest_rate, monthly_payment, current_home_value, updated_at)
         VALUES ($1, 1, 1, 0.05, 1, 1, '2027-01-01')`,
        [clients[2].id],
      );
      await dataSource.query(`INSERT INTO client_engagement (client_id, next_digest_at) VALUES ($1, now()), ($2, now())`, [clients[0].id, clients[1].id]);
      await dataSource.runMigrations({ transaction: 'each' });
      const activity = await dataSource.query(`SELECT client_id, last_activity_at::text FROM client_activity ORDER BY last_activity_at NULLS FIRST`);
      expect(activity.map((a: { client_id: string }) => a.client_id)).toEqual(clients.map((c: { id: string }) => c.id));
      expect(activity.map((a: { last_activity_at: string | null }) => a.last_activity_at?.slice(0, 10) ?? null)).toEqual([null, '2026-01-03', '2027-01-01']);
      expect(await dataSource.query(`SELECT DISTINCT officer_id FROM client_engagement`)).toEqual([{ officer_id: officerId }]);
      while ((await dataSource.query(`SELECT name FROM migrations ORDER BY id DESC LIMIT 1`))[0].name !== 'ClientFigureOrders1763700004100') {
        await dataSource.undoLastMigration({ transaction: 'each' });
      }
      expect(await dataSource.query(`SELECT to_regclass('client_activity') AS t`)).toEqual([{ t: null }]);
    } finally {
      await dataSource.destroy();
      await database.drop();
    }
  });
});
