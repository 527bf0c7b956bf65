import { mkdirSync, readdirSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { HousekeepingService } from '../src/housekeeping/housekeeping.service.js';
import { startTestApp, type TestApp } from './harness.js';

// The Privacy Policy ("Data retention"): contact messages and records of pages viewed are kept
// for up to 24 months, then deleted. Housekeeping runs hourly; here it is run by hand.
describe('data retention', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  const ages = { old: '24 months 1 day', young: '23 months 29 days', fresh: '0 seconds' };

  it('deletes contact messages, page views and undeliverable mail older than 24 months, and nothing younger', async () => {
    for (const [label, age] of Object.entries(ages)) {
      await t.dataSource.query(
        `INSERT INTO contact_messages (name, email, message, created_at) VALUES ($1, 'sam@example.com', 'Hello', now() - $2::interval)`,
        [label, age],
      );
      await t.dataSource.query(`INSERT INTO page_views (path, created_at) VALUES ($1, now() - $2::interval)`, [`/${label}`, age]);
      for (const status of ['failed', 'pending']) {
        await t.dataSource.query(
          // next_attempt_at tomorrow: the relay leaves the pending ones alone during the test.
          `INSERT INTO mail_outbox (to_address, subject, text_body, status, created_at, next_attempt_at)
           VALUES ('help@homewise.test', $1, 'Hello', $2, now() - $3::interval, now() + interval '1 day')`,
          [label, status, age],
        );
      }
    }

    const removed = await t.app.get(HousekeepingService).run();
    expect(removed).toMatchObject({ contactMessages: 1, pageViews: 1, failedMail: 1 });
    // Every feature's own clean-up (@HourlyCleanUp) was found and run, once each.
    expect(Object.keys(removed)).toEqual(
      expect.arrayContaining([
        'sessions', 'resetTokens', 'verificationLinks', 'loginThrottles', 'securityEvents',
        'endedTrials', 'contactMessages', 'pageViews', 'failedMail', 'sentMailFiles',
      ]),
    );

    const contact = await t.dataSource.query(`SELECT name FROM contact_messages ORDER BY name`);
    expect(contact.map((r: { name: string }) => r.name)).toEqual(['fresh', 'young']);
    const views = await t.dataSource.query(`SELECT path FROM page_views ORDER BY path`);
    expect(views.map((r: { path: string }) => r.path)).toEqual(['/fresh', '/young']);
    // A pending mail is still to be delivered, whatever its age; only failed ones expire.
    const mail = await t.dataSource.query(`SELECT subject || ':' || status AS row FROM mail_outbox WHERE to_address = 'help@homewise.test' ORDER BY 1`);
    expect(mail.map((r: { row: string }) => r.row)).toEqual(['fresh:failed', 'fresh:pending', 'old:pending', 'young:failed', 'young:pending']);

    // Idempotent: a second run (another replica, the next hour) finds nothing more.
    expect(await t.app.get(HousekeepingService).run()).toMatchObject({ contactMessages: 0, pageViews: 0, failedMail: 0 });
  });

  it('deletes the .eml files of mail sent over 7 days ago (no SMTP_URL), and nothing else in the folder', async () => {
    const outbox = join(t.config.dataDir, 'outbox');
    mkdirSync(outbox, { recursive: true });
    const daysAgo = (days: number) => new Date(Date.now() - days * 24 * 60 * 60 * 1000);
    const files: [string, number][] = [
      ['2026-01-01T00-00-00-000Z-old.eml', 7.1],
      ['2026-01-01T00-00-00-000Z-young.eml', 6.9],
      ['notes.txt', 30],
    ];
    for (const [name, days] of files) {
      writeFileSync(join(outbox, name), 'Subject: hello\n\nhello');
      utimesSync(join(outbox, name), daysAgo(days), daysAgo(days));
    }
    const removed = await t.app.get(HousekeepingService).run();
    expect(removed.sentMailFiles).toBe(1);
    expect(readdirSync(outbox).sort()).toEqual(['2026-01-01T00-00-00-000Z-young.eml', 'notes.txt']);
    expect((await t.app.get(HousekeepingService).run()).sentMailFiles).toBe(0);
  });
});
