import request from 'supertest';
import type { LoanOfficerClient, LoanOfficerClientList } from '@homewise/contracts';
import { startTestApp, type TestApp } from './harness.js';
import { signUp, uniqueEmail, type SignedIn } from './helpers.js';
import { todayUtc } from '../src/common/today.js';
import { QUEUES } from '../src/jobs/job-policies.js';
import { JobsService } from '../src/jobs/jobs.service.js';
import { LoanOfficersService } from '../src/loan-officers/loan-officers.service.js';
import { DIGEST_PLAN_JOB } from '../src/retention/digest/digests.service.js';
import { until } from './support/wait.js';

// The Clients page's API at scale: paging with totals, sorting, search, refinance opportunities
// measured against the newest 30-year market rate (the seed snapshot: 6.90 %), and the CSV export.

interface ClientSeed {
  name?: string | null;
  email?: string;
  phone?: string | null;
  /** Days before now the client joined (their order in the default newest-first list). */
  joinedDaysAgo: number;
  profile?: { balance: number; rate: number; payment: number; value: number; firstPaymentDate?: string };
}

/** Links clients to the officer straight in the database (signing up 60 homeowners would take minutes). */
async function addClients(t: TestApp, officerId: string, seeds: ClientSeed[]): Promise<string[]> {
  const ids: string[] = [];
  for (const seed of seeds) {
    const [{ id }] = await t.dataSource.query(
      `INSERT INTO users (email, password_hash, full_name, phone, loan_officer_id, created_at)
       VALUES ($1, 'not-a-login', $2, $3, $4, now() - make_interval(days => $5)) RETURNING id`,
      [seed.email ?? uniqueEmail('client'), seed.name ?? null, seed.phone ?? null, officerId, seed.joinedDaysAgo],
    );
    if (seed.profile) {
      const p = seed.profile;
      await t.dataSource.query(
        `INSERT INTO mortgage_profiles (user_id, current_balance, original_loan_amount, original_interest_rate, monthly_payment, current_home_value, first_payment_date)
         VALUES ($1, $2, $2, $3, $4, $5, $6)`,
        [id, p.balance, p.rate, p.payment, p.value, p.firstPaymentDate ?? '2024-01-01'],
      );
    }
    ids.push(id);
  }
  return ids;
}

const list = async (officer: SignedIn, query: Record<string, string | number> = {}): Promise<LoanOfficerClientList> =>
  (await officer.agent.get('/api/loan-officer/clients').query(query).expect(200)).body;

describe('GET /api/loan-officer/clients at scale', () => {
  let t: TestApp;
  let officer: SignedIn;
  let ids: string[];
  const seeds: ClientSeed[] = [];

  beforeAll(async () => {
    t = await startTestApp();
    officer = await signUp(t, { plan: 'paid' });
    // 60 clients joined one a day; every third (1, 4, 7, …) without a profile; rates from 5.00 % up by 0.05 point.
    for (let i = 0; i < 60; i++) {
      seeds.push({
        name: `Client ${String(i).padStart(2, '0')}`,
        phone: i === 7 ? '(555) 010-7777' : null,
        joinedDaysAgo: i,
        profile:
          i % 3 === 1
            ? undefined
            : { balance: 200000 + i * 1000, rate: Number((0.05 + i * 0.0005).toFixed(6)), payment: 1500 + i * 10, value: 300000 + i * 500 },
      });
    }
    ids = await addClients(t, officer.user.id, seeds);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('pages newest first with totals: pages never overlap and add up to every client', async () => {
    const first = await list(officer, { limit: 25 });
    expect(first).toMatchObject({ clientCount: 60, total: 60, limit: 25, offset: 0, sort: '-joined', threshold: 0.0075 });
    const pages = [first, await list(officer, { limit: 25, offset: 25 }), await list(officer, { limit: 25, offset: 50 })];
    expect(pages.map((p) => p.clients.length)).toEqual([25, 25, 10]);
    expect(pages.flatMap((p) => p.clients.map((c) => c.id))).toEqual(ids);
    const past = await list(officer, { limit: 25, offset: 100 });
    expect(past).toMatchObject({ clients: [], total: 60, clientCount: 60 });
    // The default page is 50.
    expect((await list(officer)).clients).toHaveLength(50);
  });

  it.each([
    ['balance', (c: LoanOfficerClient) => c.currentBalance],
    ['rate', (c: LoanOfficerClient) => c.interestRate],
    ['payment', (c: LoanOfficerClient) => c.monthlyPayment],
    ['equity', (c: LoanOfficerClient) => c.equity],
  ])('sorts by %s both ways, clients without a mortgage profile last', async (field, value) => {
    for (const descending of [false, true]) {
      const body = await list(officer, { sort: descending ? `-${field}` : field, limit: 200 });
      const figures = body.clients.map(value);
      const known = figures.filter((f): f is number => f !== null);
      expect(known).toHaveLength(40);
      expect(figures.slice(40)).toEqual(Array(20).fill(null));
      expect(known).toEqual([...known].sort((a, b) => (descending ? b - a : a - b)));
    }
  });

  it('pages every client by a loan figure, and opportunities by a figure, in the same order as the sorted search of everyone', async () => {
    // Without a search these read the figure indexes (client-list.ts pageIdsSql); a search that
    // matches every client ('@': every email) sorts the joined clients: both orders must agree,
    // page by page, with the clients without a loan last, by id.
    const everyone = async (query: Record<string, string>) => (await list(officer, { ...query, q: '@', limit: 100 })).clients.map((c) => c.id);
    const paged = async (query: Record<string, string>) => {
      const seen: string[] = [];
      for (let offset = 0; ; offset += 7) {
        const page = await list(officer, { ...query, limit: 7, offset });
        seen.push(...page.clients.map((c) => c.id));
        if (page.clients.length < 7) return { seen, total: page.total };
      }
    };
    for (const field of ['balance', 'rate', 'payment', 'equity', 'equityPercent']) {
      for (const sort of [field, `-${field}`]) {
        const { seen, total } = await paged({ sort });
        expect({ sort, seen }).toEqual({ sort, seen: await everyone({ sort }) });
        expect(total).toBe(60);
        // The 20 clients without a loan close the list, by id.
        expect(seen.slice(40)).toEqual(ids.filter((_, i) => i % 3 === 1).sort());
      }
    }
    for (const sort of ['-savings', 'savings', '-balance', 'equityPercent']) {
      const { seen, total } = await paged({ sort, filter: 'opportunities' });
      expect({ sort, seen }).toEqual({ sort, seen: await everyone({ sort, filter: 'opportunities' }) });
      expect(total).toBe(seen.length);
      expect(seen.length).toBeGreaterThan(0);
    }
  });

  it('sorts by name and by joined date', async () => {
    const byName = (await list(officer, { sort: 'name', limit: 5 })).clients.map((c) => c.fullName);
    expect(byName).toEqual(['Client 00', 'Client 01', 'Client 02', 'Client 03', 'Client 04']);
    const oldest = (await list(officer, { sort: 'joined', limit: 1 })).clients[0];
    expect(oldest.id).toBe(ids[59]);
  });

  it('searches name, email and phone, case-insensitively, with totals for the search', async () => {
    const byName = await list(officer, { q: 'client 1' });
    expect(byName.total).toBe(10);
    expect(byName.clientCount).toBe(60);
    expect((await list(officer, { q: '010-7777' })).clients.map((c) => c.fullName)).toEqual(['Client 07']);
    const email = (await list(officer, { limit: 1 })).clients[0].email;
    expect((await list(officer, { q: email.toUpperCase() })).clients.map((c) => c.email)).toEqual([email]);
    // LIKE's wildcards are searched for as written.
    expect((await list(officer, { q: '%' })).total).toBe(0);
    expect((await list(officer, { q: '_' })).total).toBe(0);
  });

  it('finds a client by what they changed since: a new name, phone or email (the stored search text follows)', async () => {
    const [changer] = await addClients(t, officer.user.id, [{ joinedDaysAgo: 0, name: 'Before Rename' }]);
    try {
      expect((await list(officer, { q: 'before rename' })).clients.map((c) => c.id)).toEqual([changer]);
      await t.dataSource.query(`UPDATE users SET full_name = NULL, first_name = 'Zelda', last_name = 'Quill', phone = '(555) 012-3456', email = $2 WHERE id = $1`, [
        changer,
        uniqueEmail('renamed'),
      ]);
      expect((await list(officer, { q: 'before rename' })).total).toBe(0);
      for (const q of ['zelda quill', '012-3456', 'renamed']) expect((await list(officer, { q })).clients.map((c) => c.id)).toEqual([changer]);
    } finally {
      await t.dataSource.query(`DELETE FROM users WHERE id = $1`, [changer]);
    }
  });

  it('flags clients at least the threshold above the 30-year market rate, counts them, and filters to them', async () => {
    // 6.90 % + 0.75 point = 7.65 %: clients 53 (exactly 7.65 %), 54, 56, 57 and 59 have profiles at or above it.
    const flagged = await list(officer, { filter: 'opportunities', limit: 200 });
    expect(flagged).toMatchObject({ total: 5, opportunityCount: 5, clientCount: 60, marketRate: { rate: 0.069, source: 'seed', asOf: '2024-11-15' } });
    // The first-run snapshot is years old (the weekly read never worked here): the flags say so.
    expect(flagged.marketRate).toMatchObject({ stale: true, ageDays: expect.any(Number) });
    expect(flagged.marketRate!.ageDays).toBeGreaterThan(10);
    expect(flagged.clients.map((c) => c.fullName).sort()).toEqual(['Client 53', 'Client 54', 'Client 56', 'Client 57', 'Client 59']);
    for (const client of flagged.clients) {
      expect(client.opportunity).toEqual({
        monthlySavings: expect.any(Number),
        newMonthlyPayment: expect.any(Number),
        breakEvenMonths: expect.any(Number),
        rateGap: Number((client.interestRate! - 0.069).toFixed(6)),
      });
      expect(client.opportunity!.monthlySavings).toBeCloseTo(client.monthlyPayment! - client.opportunity!.newMonthlyPayment, 2);
    }
    // Everyone else on the full list carries no flag.
    const all = await list(officer, { limit: 200 });
    expect(all.clients.filter((c) => c.opportunity).map((c) => c.id).sort()).toEqual(flagged.clients.map((c) => c.id).sort());

    // The officer's own threshold: 1 point → 7.90 % and above.
    const strict = await list(officer, { filter: 'opportunities', threshold: 0.01 });
    expect(strict.clients.map((c) => c.fullName)).toEqual(['Client 59']);
    expect(strict).toMatchObject({ total: 1, opportunityCount: 1, threshold: 0.01 });
    // 0 points: every client with a profile at 6.90 % or more (clients 38 to 59 with a profile).
    expect((await list(officer, { filter: 'opportunities', threshold: '0' })).total).toBe(15);
  });

  it('sorts opportunities by monthly savings and pages that order', async () => {
    const bySavings = await list(officer, { filter: 'opportunities', sort: '-savings', limit: 2 });
    const rest = await list(officer, { filter: 'opportunities', sort: '-savings', limit: 2, offset: 2 });
    const savings = [...bySavings.clients, ...rest.clients].map((c) => c.opportunity!.monthlySavings);
    expect(savings).toEqual([...savings].sort((a, b) => b - a));
    expect(bySavings.total).toBe(5);
    // On the full list, clients without an opportunity come after the flagged ones.
    const mixed = (await list(officer, { sort: '-savings', limit: 200 })).clients;
    expect(mixed.slice(0, 5).every((c) => c.opportunity)).toBe(true);
    expect(mixed.slice(5).every((c) => !c.opportunity)).toBe(true);
  });

  it('keeps the stored savings current: an edited loan, a new market rate and today re-figure them', async () => {
    const top = async () => (await list(officer, { filter: 'opportunities', sort: '-savings', limit: 200 })).clients;
    const before = await top();
    // The order follows the savings each row shows (the stored column and `refinance` agree).
    expect(before.map((c) => c.opportunity!.monthlySavings)).toEqual(before.map((c) => c.opportunity!.monthlySavings).sort((a, b) => b - a));
    // The least saving opportunity pays $3,000 more a month: it now saves the most.
    const last = before[before.length - 1];
    await t.dataSource.query(`UPDATE mortgage_profiles SET monthly_payment = monthly_payment + 3000 WHERE user_id = $1`, [last.id]);
    try {
      const after = await top();
      expect(after[0].id).toBe(last.id);
      expect(after[0].opportunity!.monthlySavings).toBeCloseTo(last.opportunity!.monthlySavings + 3000, 2);
      // Figured for the newest rate and today: a row figured for anything else is stale.
      const keys: { savings_key: string }[] = await t.dataSource.query(
        `SELECT DISTINCT p.savings_key FROM mortgage_profiles p JOIN users u ON u.id = p.user_id WHERE u.loan_officer_id = $1`,
        [officer.user.id],
      );
      expect(keys).toEqual([{ savings_key: expect.stringMatching(/^0\.0690+\|\d{4}-\d{2}-\d{2}$/) }]);
      await t.dataSource.query(
        `INSERT INTO market_rate_snapshots (source, thirty_year_fixed, fifteen_year_fixed, as_of, scraped_at) VALUES ('mba', 0.06, 0.055, '2026-01-03', now())`,
      );
      try {
        const lower = await top();
        // Savings at 6.00 % are larger than at 6.90 % for the same loan.
        expect(lower.find((c) => c.id === before[0].id)!.opportunity!.monthlySavings).toBeGreaterThan(before[0].opportunity!.monthlySavings);
        expect(lower.map((c) => c.opportunity!.monthlySavings)).toEqual(lower.map((c) => c.opportunity!.monthlySavings).sort((a, b) => b - a));
      } finally {
        await t.dataSource.query(`DELETE FROM market_rate_snapshots WHERE as_of = '2026-01-03'`);
      }
    } finally {
      await t.dataSource.query(`UPDATE mortgage_profiles SET monthly_payment = monthly_payment - 3000 WHERE user_id = $1`, [last.id]);
    }
  });

  it('figures the savings of a client newly linked to the officer, or of a new profile', async () => {
    const top = async () => (await list(officer, { filter: 'opportunities', sort: '-savings', limit: 200 })).clients;
    await top();
    // A homeowner of nobody's book, with a loan saving more than any client's, then linked.
    const [newcomer] = await addClients(t, officer.user.id, [{ joinedDaysAgo: 100, name: 'Newcomer', profile: { balance: 400000, rate: 0.09, payment: 9000, value: 500000 } }]);
    const [linked] = await t.dataSource.query(`INSERT INTO users (email, password_hash, full_name) VALUES ($1, 'not-a-login', 'Linked Later') RETURNING id`, [uniqueEmail('linked')]);
    await t.dataSource.query(
      `INSERT INTO mortgage_profiles (user_id, current_balance, original_loan_amount, original_interest_rate, monthly_payment, current_home_value, first_payment_date)
       VALUES ($1, 400000, 400000, 0.09, 9500, 500000, '2024-01-01')`,
      [linked.id],
    );
    try {
      expect((await top())[0].id).toBe(newcomer);
      await t.dataSource.query(`UPDATE users SET loan_officer_id = $1 WHERE id = $2`, [officer.user.id, linked.id]);
      const after = await top();
      expect(after.slice(0, 2).map((c) => c.id)).toEqual([linked.id, newcomer]);
      expect(after[0].opportunity!.monthlySavings).toBeGreaterThan(after[1].opportunity!.monthlySavings);
    } finally {
      await t.dataSource.query(`DELETE FROM users WHERE id = ANY($1)`, [[newcomer, linked.id]]);
    }
  });

  it('has the book figured in the background by the retention planner for a new day or rate, before the officer asks', async () => {
    const officers = t.app.get(LoanOfficersService);
    /** The officer's note and each refinanceable loan's stored key and savings. */
    const stored = async () => ({
      note: (await t.dataSource.query(`SELECT savings_key FROM officer_savings_figured WHERE officer_id = $1`, [officer.user.id]))[0]?.savings_key as string | undefined,
      loans: (await t.dataSource.query(
        `SELECT user_id, savings_key, monthly_savings FROM mortgage_profiles WHERE loan_officer_id = $1 AND current_balance > 0 AND monthly_payment > 0 ORDER BY user_id`,
        [officer.user.id],
      )) as { user_id: string; savings_key: string | null; monthly_savings: number | null }[],
    });
    // As on a new day: the note and every stored figure are of another day.
    const forgetTheBook = () =>
      Promise.all([
        t.dataSource.query(`DELETE FROM officer_savings_figured WHERE officer_id = $1`, [officer.user.id]),
        t.dataSource.query(`UPDATE mortgage_profiles SET savings_key = '0.069|2000-01-01', monthly_savings = NULL WHERE loan_officer_id = $1`, [officer.user.id]),
      ]);
    await forgetTheBook();
    // The planner's own job, as its schedule queues it.
    await t.app.get(JobsService).add(QUEUES.retentionPlan, DIGEST_PLAN_JOB, {}, { jobId: `figure-books-${Date.now()}` });
    const figured = await until(async () => {
      const now = await stored();
      return now.note?.endsWith(`|${todayUtc()}`) && now.loans.every((loan) => loan.savings_key === now.note) && now;
    }, 'the planner to figure the book');
    expect(figured.loans.length).toBeGreaterThan(30);
    // The figures are the list's own (Cut My Costs' savings for each opportunity).
    const shown = (await list(officer, { filter: 'opportunities', sort: '-savings', limit: 200 })).clients;
    for (const client of shown) expect(Number(figured.loans.find((loan) => loan.user_id === client.id)!.monthly_savings)).toBeCloseTo(client.opportunity!.monthlySavings, 2);
    // Figured once: the next run finds nothing of this book to do.
    expect(await officers.figureStaleBooks()).toBe(0);

    // A new market rate: the next run figures the book again, at that rate.
    await t.dataSource.query(
      `INSERT INTO market_rate_snapshots (source, thirty_year_fixed, fifteen_year_fixed, as_of, scraped_at) VALUES ('mba', 0.06, 0.055, '2026-01-04', now())`,
    );
    try {
      expect(await officers.figureStaleBooks()).toBeGreaterThanOrEqual(1);
      const atNewRate = await stored();
      expect(atNewRate.note).toMatch(/^0\.060*\|/);
      expect(atNewRate.loans.every((loan) => loan.savings_key === atNewRate.note)).toBe(true);
      const first = figured.loans.find((loan) => loan.monthly_savings !== null)!;
      expect(Number(atNewRate.loans.find((loan) => loan.user_id === first.user_id)!.monthly_savings)).toBeGreaterThan(Number(first.monthly_savings));
    } finally {
      await t.dataSource.query(`DELETE FROM market_rate_snapshots WHERE as_of = '2026-01-04'`);
    }
  });

  it('sorts by last activity, an extra payment added or removed included', async () => {
    const client = ids[2];
    const [{ id: profileId }] = await t.dataSource.query(`SELECT id FROM mortgage_profiles WHERE user_id = $1`, [client]);
    await t.dataSource.query(`UPDATE users SET last_sign_in_at = now() - interval '400 days' WHERE loan_officer_id = $1`, [officer.user.id]);
    await t.dataSource.query(`UPDATE mortgage_profiles p SET updated_at = now() - interval '400 days' FROM users u WHERE u.id = p.user_id AND u.loan_officer_id = $1`, [officer.user.id]);
    const [{ id: payment }] = await t.dataSource.query(
      `INSERT INTO extra_payments (mortgage_profile_id, payment_date, amount, updated_at) VALUES ($1, '2024-03-01', 100, now() - interval '1 day') RETURNING id`,
      [profileId],
    );
    const first = (await list(officer, { sort: '-lastActivity', limit: 1 })).clients[0];
    expect(first.id).toBe(client);
    expect(Date.now() - new Date(first.lastActivityAt!).getTime()).toBeLessThan(2 * 86_400_000);
    await t.dataSource.query(`DELETE FROM extra_payments WHERE id = $1`, [payment]);
    const after = (await list(officer, { sort: '-lastActivity', limit: 200 })).clients.find((c) => c.id === client)!;
    // The payment is gone, so is its activity: back to the sign-in and the profile's edit.
    expect(Date.now() - new Date(after.lastActivityAt!).getTime()).toBeGreaterThan(399 * 86_400_000);
  });

  it('measures against the newest snapshot: a lower market rate flags more clients', async () => {
    const before = (await list(officer)).opportunityCount;
    await t.dataSource.query(
      `INSERT INTO market_rate_snapshots (source, thirty_year_fixed, fifteen_year_fixed, as_of, scraped_at) VALUES ('mba', 0.06, 0.055, '2026-01-02', now())`,
    );
    try {
      const after = await list(officer);
      // Read just now: this week's rates, not stale.
      expect(after.marketRate).toMatchObject({ rate: 0.06, source: 'mba', asOf: '2026-01-02', stale: false, ageDays: 0 });
      // 6.00 % + 0.75 = 6.75 %: clients 35 to 59 with a profile.
      expect(after.opportunityCount).toBe(17);
      expect(after.opportunityCount).toBeGreaterThan(before);
    } finally {
      await t.dataSource.query(`DELETE FROM market_rate_snapshots WHERE as_of = '2026-01-02'`);
    }
  });

  it.each([
    [{ limit: 0 }, 'Limit must be at least 1.'],
    [{ limit: 201 }, 'Limit must be at most 200.'],
    [{ limit: 'ten' }, 'Limit must be a whole number.'],
    [{ offset: -1 }, 'Offset must not be negative.'],
    [{ sort: 'age' }, 'Sort must be one of: name, -name, email, -email'],
    [{ threshold: 0.2 }, 'Threshold must be between 0 and 0.05 (a fraction: 0.0075 for 0.75 point).'],
    [{ threshold: 'high' }, 'Threshold must be a number'],
    [{ filter: 'vip' }, 'Filter must be one of: all, opportunities, invited, active, unsubscribed, unread, neverClicked.'],
    [{ q: 'x'.repeat(201) }, 'Search must be at most 200 characters long.'],
    [{ page: 2 }, 'Property page should not exist.'],
  ])('answers 400 with a clear message for %o', async (query, message) => {
    const res = await officer.agent.get('/api/loan-officer/clients').query(query).expect(400);
    expect(res.body.message).toContain(message);
  });

  it('exports every matching client as CSV, in the list’s order', async () => {
    const res = await officer.agent.get('/api/loan-officer/clients/export').query({ filter: 'opportunities', sort: '-rate' }).expect(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    expect(res.headers['content-disposition']).toBe('attachment; filename="homewise-clients.csv"');
    const lines = res.text.trimEnd().split('\r\n');
    expect(lines[0]).toMatch(/^"Name","Email","Phone","Current Balance"/);
    expect(lines.slice(1).map((l) => l.split(',')[0])).toEqual(['"Client 59"', '"Client 57"', '"Client 56"', '"Client 54"', '"Client 53"']);
    expect(lines.slice(1).every((l) => l.includes(',"Yes",'))).toBe(true);
    const everyone = await officer.agent.get('/api/loan-officer/clients/export').expect(200);
    expect(everyone.text.trimEnd().split('\r\n')).toHaveLength(61);
    // Streamed as it is written: no length known up front, the answer comes in chunks.
    expect(everyone.headers['transfer-encoding']).toBe('chunked');
    expect(everyone.headers['content-length']).toBeUndefined();
    expect(everyone.headers['cache-control']).toBe('no-store');
  });

  it('moves a client’s loan with them to another officer, and drops it from an unlinked client', async () => {
    const other = await signUp(t, { plan: 'paid' });
    const [mover] = await addClients(t, officer.user.id, [{ joinedDaysAgo: 0, name: 'Mover', profile: { balance: 300000, rate: 0.09, payment: 2500, value: 450000 } }]);
    try {
      const before = await list(officer, { q: 'mover' });
      expect(before.clients.map((c) => [c.id, c.currentBalance])).toEqual([[mover, 300000]]);
      await t.dataSource.query(`UPDATE users SET loan_officer_id = $1 WHERE id = $2`, [other.user.id, mover]);
      expect(await list(officer, { q: 'mover' })).toMatchObject({ total: 0, clients: [] });
      const theirs = await list(other);
      expect(theirs).toMatchObject({ clientCount: 1, opportunityCount: 1 });
      expect(theirs.clients.map((c) => [c.id, c.currentBalance, c.interestRate])).toEqual([[mover, 300000, 0.09]]);
      await t.dataSource.query(`UPDATE users SET loan_officer_id = NULL WHERE id = $1`, [mover]);
      expect(await list(other)).toMatchObject({ clientCount: 0, opportunityCount: 0, clients: [] });
      const [{ loan_officer_id }] = await t.dataSource.query(`SELECT loan_officer_id FROM mortgage_profiles WHERE user_id = $1`, [mover]);
      expect(loan_officer_id).toBeNull();
    } finally {
      await t.dataSource.query(`DELETE FROM users WHERE id = $1`, [mover]);
    }
  });

  it('shows another officer none of these clients, in the list or the export; customers get 403', async () => {
    const other = await signUp(t, { plan: 'free' });
    expect(await list(other)).toMatchObject({ clientCount: 0, total: 0, opportunityCount: 0, clients: [] });
    expect((await list(other, { q: 'Client' })).clients).toEqual([]);
    expect((await other.agent.get('/api/loan-officer/clients/export').expect(200)).text.trimEnd().split('\r\n')).toHaveLength(1);
    const customer = await signUp(t);
    await customer.agent.get('/api/loan-officer/clients').expect(403);
    await customer.agent.get('/api/loan-officer/clients/export').expect(403);
    await request(t.url).get('/api/loan-officer/clients/export').expect(401);
  });

  it('gives an officer the same equity as the homeowner’s Dashboard, also under water', async () => {
    const underwater = await signUp(t, { plan: 'free' });
    await addClients(t, underwater.user.id, [
      { name: 'Under Water', joinedDaysAgo: 0, profile: { balance: 550000, rate: 0.06, payment: 3000, value: 400000 } },
    ]);
    const [client] = (await list(underwater)).clients;
    // finance: −150,000 / 400,000 = −37.5 % → −38 % (halves away from zero, as the Dashboard rounds).
    expect(client).toMatchObject({ equity: -150000, equityPercent: -38 });
  });
});
