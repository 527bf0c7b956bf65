import type { LoanOfficerClientList } from '@homewise/contracts';
import type { TestApp } from './harness.js';
import { signUpOfficer, uniqueEmail, type SignedIn } from './helpers.js';
import { withMailSink } from './support/mail-sink-app.js';

// The number of clients the Clients page shows is kept in officer_client_counts by triggers on
// users (migration OfficerClientCounts), not counted per request. It must stay exact when links
// change at the same time on many connections: clients added, deleted, moved, unlinked, a book
// imported twice at once, an officer deleted.

let t: TestApp;
// An import invites its new clients: their mail goes to a real SMTP server on loopback.
withMailSink((app) => ({ t } = app));

const kept = async (officerId: string): Promise<number | null> => {
  const [row] = (await t.dataSource.query(`SELECT clients FROM officer_client_counts WHERE officer_id = $1`, [officerId])) as { clients: number }[];
  return row ? row.clients : null;
};
const counted = async (officerId: string): Promise<number> => {
  const [row] = (await t.dataSource.query(`SELECT count(*)::int AS count FROM users WHERE loan_officer_id = $1`, [officerId])) as { count: number }[];
  return row.count;
};
const listed = async (officer: SignedIn): Promise<LoanOfficerClientList> => (await officer.agent.get('/api/loan-officer/clients').expect(200)).body;

/** A client of `officerId` written straight in the database (as the bench seeds them), each in its own transaction. */
const addClient = (officerId: string | null) =>
  t.dataSource.transaction(async (manager) => {
    const [row] = (await manager.query(`INSERT INTO users (email, password_hash, loan_officer_id) VALUES ($1, 'not-a-login', $2) RETURNING id`, [
      uniqueEmail('client'),
      officerId,
    ])) as { id: string }[];
    return row.id;
  });

describe('officer_client_counts', () => {
  it('stays the number of linked clients under concurrent adds, deletes, moves, unlinks and a rolled-back add', async () => {
    const a = await signUpOfficer(t, { plan: 'paid' });
    const b = await signUpOfficer(t, { plan: 'paid' });
    expect((await listed(a)).clientCount).toBe(0);

    const first = await Promise.all(Array.from({ length: 40 }, () => addClient(a.user.id)));
    const loose = await Promise.all(Array.from({ length: 10 }, () => addClient(null)));
    expect(await kept(a.user.id)).toBe(40);

    // Everything at once, each change in its own transaction on the pool's connections.
    const work: Promise<unknown>[] = [];
    for (let i = 0; i < 40; i++) work.push(addClient(i % 2 ? a.user.id : b.user.id));
    for (const id of first.slice(0, 10)) work.push(t.dataSource.query(`DELETE FROM users WHERE id = $1`, [id]));
    for (const id of first.slice(10, 20)) work.push(t.dataSource.query(`UPDATE users SET loan_officer_id = $2 WHERE id = $1`, [id, b.user.id]));
    for (const id of first.slice(20, 25)) work.push(t.dataSource.query(`UPDATE users SET loan_officer_id = NULL WHERE id = $1`, [id]));
    // Linked to the officer it already has: no change to count.
    for (const id of first.slice(25, 30)) work.push(t.dataSource.query(`UPDATE users SET loan_officer_id = $2 WHERE id = $1`, [id, a.user.id]));
    for (const id of loose.slice(0, 6)) work.push(t.dataSource.query(`UPDATE users SET loan_officer_id = $2 WHERE id = $1`, [id, a.user.id]));
    // An add rolled back leaves no trace in the count.
    work.push(
      t.dataSource
        .transaction(async (manager) => {
          await manager.query(`INSERT INTO users (email, password_hash, loan_officer_id) VALUES ($1, 'x', $2)`, [uniqueEmail('gone'), a.user.id]);
          throw new Error('rolled back');
        })
        .catch((e: Error) => e.message),
    );
    await Promise.all(work);

    // a: 40 - 10 deleted - 10 moved - 5 unlinked + 20 added + 6 linked = 41; b: 20 added + 10 moved = 30.
    expect(await counted(a.user.id)).toBe(41);
    expect(await counted(b.user.id)).toBe(30);
    expect(await kept(a.user.id)).toBe(41);
    expect(await kept(b.user.id)).toBe(30);
    const list = await listed(a);
    expect(list.clientCount).toBe(41);
    expect(list.total).toBe(41);
    expect((await listed(b)).clientCount).toBe(30);
  });

  it('counts a book imported twice once', async () => {
    const lo = await signUpOfficer(t, { plan: 'paid' });
    const emails = Array.from({ length: 25 }, (_, i) => uniqueEmail(`import${i}`));
    const csv = ['Email,First Name', ...emails.map((email, i) => `${email},Client${i}`)].join('\n');
    await lo.agent.post('/api/loan-officer/clients/import').send({ csv }).expect(200);
    await lo.agent.post('/api/loan-officer/clients/import').send({ csv }).expect(200);
    expect(await counted(lo.user.id)).toBe(25);
    expect(await kept(lo.user.id)).toBe(25);
    expect((await listed(lo)).clientCount).toBe(25);

  });

  it("forgets a deleted officer's count; their clients are unlinked", async () => {
    const lo = await signUpOfficer(t, { plan: 'paid' });
    const clients = await Promise.all(Array.from({ length: 3 }, () => addClient(lo.user.id)));
    expect(await kept(lo.user.id)).toBe(3);
    await t.dataSource.query(`DELETE FROM users WHERE id = $1`, [lo.user.id]);
    expect(await kept(lo.user.id)).toBeNull();
    const [{ linked }] = (await t.dataSource.query(`SELECT count(*)::int AS linked FROM users WHERE id = ANY($1) AND loan_officer_id IS NOT NULL`, [clients])) as {
      linked: number;
    }[];
    expect(linked).toBe(0);
  });

  it('matches a count made from scratch for every officer', async () => {
    const drift = (await t.dataSource.query(`
      SELECT o.officer_id FROM officer_client_counts o
        FULL JOIN (SELECT loan_officer_id AS officer_id, count(*)::int AS clients FROM users WHERE loan_officer_id IS NOT NULL GROUP BY 1) c
          USING (officer_id)
       WHERE o.clients IS DISTINCT FROM c.clients AND coalesce(o.clients, 0) + coalesce(c.clients, 0) > 0`)) as unknown[];
    expect(drift).toEqual([]);
  });
});
