import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { jest } from '@jest/globals';
import { Logger } from '@nestjs/common';
import { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import { MailDelivery } from '../src/mail/mail-delivery.service.js';
import { MailService } from '../src/mail/mail.service.js';
import { MailRelay } from '../src/mail/mail-relay.service.js';
import { MAIL_SETTINGS, type MailSettings } from '../src/mail/mail.settings.js';
import { JOBS_SETTINGS, type JobsSettings } from '../src/jobs/jobs.settings.js';
import { RedisHealth } from '../src/jobs/redis-health.js';
import { startTestApp, type TestApp } from './harness.js';
import { OwnRedis } from './support/redis.js';
import { withMailSink } from './support/mail-sink-app.js';
import { decodeQuotedPrintable, type SmtpSink } from './support/smtp-sink.js';
import { sleep, until } from './support/wait.js';

// Retries within a fraction of a second instead of 5 s, 10 s, ...
process.env.JOBS_RETRY_DELAY_MS = '200';



async function outboxRow(t: TestApp, id: string) {
  const [row] = await t.dataSource.query(`SELECT status, attempts, last_error, delivery_ref FROM mail_outbox WHERE id = $1`, [id]);
  return row as { status: string; attempts: number; last_error: string | null; delivery_ref: string | null } | undefined;
}

/** The mail server (or file) has the mail before the row is updated: wait for the update. */
const sentRow = (t: TestApp, id: string) =>
  until(async () => {
    const row = await outboxRow(t, id);
    return row?.status === 'sent' && row;
  }, `outbox row ${id} to be marked sent`);

const mail = (subject: string) => ({
  to: 'homeowner@example.com',
  subject,
  text: `Open https://homewise.test/reset-password?token=${subject.replace(/\W/g, '')} to continue.`,
  html: `<p>${subject}</p>`,
  replyTo: 'support@example.com',
});

describe('mail written as .eml files (SMTP_URL unset)', () => {
  let t: TestApp;
  beforeAll(async () => {
    // Only the after-commit hand-off can deliver quickly; the relay would wait a minute.
    process.env.MAIL_RELAY_INTERVAL_MS = '60000';
    t = await startTestApp({ config: (c) => (c.smtpUrl = undefined) });
  });
  afterAll(async () => {
    await t?.close();
  });

  const outboxFiles = () => {
    try {
      return readdirSync(join(t.config.dataDir, 'outbox')).filter((f) => f.endsWith('.eml'));
    } catch {
      return [];
    }
  };

  it('writes one .eml per mail under DATA_DIR/outbox and logs the file', async () => {
    const logged = jest.spyOn(Logger.prototype, 'log');
    const { id } = await t.app.get(MailService).send(mail('Reset your password'));
    const file = await until(async () => outboxFiles().find((f) => f.includes(id)), 'the .eml file');
    const eml = decodeQuotedPrintable(readFileSync(join(t.config.dataDir, 'outbox', file), 'utf8'));
    expect(eml).toMatch(/^Subject: Reset your password$/m);
    expect(eml).toMatch(/^To: homeowner@example\.com$/m);
    expect(eml).toMatch(/^Reply-To: support@example\.com$/m);
    expect(eml).toContain('https://homewise.test/reset-password?token=Resetyourpassword');
    const path = join(t.config.dataDir, 'outbox', file);
    await until(async () => logged.mock.calls.some(([message]) => String(message).includes(path)), 'the log line');
    expect(await outboxRow(t, id)).toMatchObject({ status: 'sent', attempts: 1, delivery_ref: path });
    logged.mockRestore();
  });

  it('delivers mail sent inside a transaction only after the commit', async () => {
    const mailer = t.app.get(MailService);
    let id = '';
    await t.dataSource.transaction(async (manager) => {
      ({ id } = await mailer.send(mail('Committed later'), manager));
      await sleep(300);
      expect(outboxFiles().some((f) => f.includes(id))).toBe(false);
    });
    await until(async () => outboxFiles().some((f) => f.includes(id)), 'delivery after commit', 3_000);
  });

  it('forgets mail sent inside a transaction that rolls back', async () => {
    const mailer = t.app.get(MailService);
    let id = '';
    await expect(
      t.dataSource.transaction(async (manager) => {
        ({ id } = await mailer.send(mail('Rolled back'), manager));
        throw new Error('the caller failed');
      }),
    ).rejects.toThrow('the caller failed');
    await sleep(300);
    expect(await outboxRow(t, id)).toBeUndefined();
    expect(outboxFiles().some((f) => f.includes(id))).toBe(false);
  });

  it('marks a mail failed (and keeps it) after MAIL_MAX_ATTEMPTS, and takes over a row whose sender died', async () => {
    // Only this test's senders may touch its rows: the app's own relay (first sweep 1 s after
    // boot) would otherwise deliver them through the working transport now and then.
    await t.app.get(MailRelay).onModuleDestroy();
    // A second sender on the same database, with SMTP unreachable and two attempts allowed.
    const settings = { ...t.app.get<MailSettings>(MAIL_SETTINGS), smtpUrl: 'smtp://127.0.0.1:9', maxAttempts: 2 };
    const failing = new MailDelivery(t.dataSource, settings, { ...t.app.get<JobsSettings>(JOBS_SETTINGS), firstRetryDelayMs: 10 });
    const [[{ id }]] = [
      await t.dataSource.query(`INSERT INTO mail_outbox (to_address, subject, text_body) VALUES ('a@example.com', 'x', 'y') RETURNING id`),
    ];
    await expect(failing.deliver(id)).rejects.toThrow();
    expect(await outboxRow(t, id)).toMatchObject({ status: 'pending', attempts: 1 });
    // Due again now, instead of sleeping past the retry delay.
    await t.dataSource.query(`UPDATE mail_outbox SET next_attempt_at = now() WHERE id = $1`, [id]);
    await expect(failing.deliver(id)).rejects.toThrow();
    expect(await outboxRow(t, id)).toMatchObject({ status: 'failed', attempts: 2, last_error: expect.stringMatching(/ECONNREFUSED/) });
    expect(await failing.deliver(id)).toBe('skipped');
    failing.onModuleDestroy();

    // 'sending' with an expired lock: whoever claimed it died mid-send.
    const [[{ id: orphan }]] = [
      await t.dataSource.query(
        `INSERT INTO mail_outbox (to_address, subject, text_body, status, attempts, locked_until)
         VALUES ('b@example.com', 'Orphaned', 'z', 'sending', 1, now() - interval '1 second') RETURNING id`,
      ),
    ];
    expect(await t.app.get(MailDelivery).deliver(orphan)).toBe('sent');
    expect(await outboxRow(t, orphan)).toMatchObject({ status: 'sent', attempts: 2 });
  });

  it('refuses an address that is not one (a caller bug, not an outage)', async () => {
    await expect(t.app.get(MailService).send({ ...mail('x'), to: 'not an address' })).rejects.toThrow(/Not an email address/);
  });
});

describe('mail over SMTP, and an SMTP outage', () => {
  let t: TestApp;
  let sink: SmtpSink;
  beforeAll(async () => {
    process.env.MAIL_RELAY_INTERVAL_MS = '300';
    // A one-second lease: the slow-server test outlasts it three times over.
    process.env.MAIL_SENDING_LEASE_MS = '1000';
  });
  afterAll(() => {
    delete process.env.MAIL_SENDING_LEASE_MS;
  });
  // After the hooks above: the app starts with those settings.
  withMailSink((app) => ({ t, sink } = app));

  it('keeps a row it is still delivering to a slow server past its lease: the relay (every 300 ms) never sends it twice', async () => {
    sink.received.length = 0;
    sink.replyDelayMs = 3_000;
    try {
      const { id } = await t.app.get(MailService).send(mail('Slow server'));
      await sink.waitFor(1);
      expect(await sentRow(t, id)).toMatchObject({ attempts: 1 });
      await sleep(1_500); // a lease and a half more: a takeover would have arrived by now
      expect(sink.received.map((m) => m.header('subject'))).toEqual(['Slow server']);
    } finally {
      sink.replyDelayMs = 0;
      sink.received.length = 0;
    }
  });

  it('sends the mail to a real SMTP server with its headers and a message id naming the outbox row', async () => {
    const { id } = await t.app.get(MailService).send(mail('Welcome to Homewise'));
    const [received] = await sink.waitFor(1);
    expect(received.to).toEqual(['homeowner@example.com']);
    expect(received.from).toBe('no-reply@homewise.local');
    expect(received.header('subject')).toBe('Welcome to Homewise');
    expect(received.header('reply-to')).toBe('support@example.com');
    expect(received.header('message-id')).toBe(`<${id}@homewise.local>`);
    expect(received.decoded).toContain('https://homewise.test/reset-password?token=WelcometoHomewise');
    expect((await sentRow(t, id)).delivery_ref).toBe(`<${id}@homewise.local>`);
  });

  it('keeps the mail while SMTP is down and delivers it exactly once when it is back', async () => {
    sink.received.length = 0;
    await sink.stop();
    const started = Date.now();
    const { id } = await t.app.get(MailService).send(mail('Sent during the outage'));
    expect(Date.now() - started).toBeLessThan(1_000);

    const failed = await until(async () => {
      const row = await outboxRow(t, id);
      return row && row.attempts >= 2 && row.status === 'pending' && row;
    }, 'failed attempts to be recorded');
    expect(failed.last_error).toMatch(/ECONNREFUSED|connect/i);

    await sink.start();
    await sink.waitFor(1);
    await sentRow(t, id);
    await sleep(800); // two more relay sweeps: nothing may be sent again
    expect(sink.received.map((m) => m.header('subject'))).toEqual(['Sent during the outage']);
  });

  it('sends the backlog soon after SMTP is back, not when each backoff ends (up to an hour)', async () => {
    sink.received.length = 0;
    await sink.stop();
    const { id: waiting } = await t.app.get(MailService).send(mail('Waiting out a long backoff'));
    await until(async () => ((await outboxRow(t, waiting))?.attempts ?? 0) >= 1 && (await outboxRow(t, waiting))?.status === 'pending', 'a failed attempt');
    // As after a long outage: the next try is an hour away.
    await t.dataSource.query(`UPDATE mail_outbox SET next_attempt_at = now() + interval '1 hour' WHERE id = $1`, [waiting]);
    await sink.start();
    await t.app.get(MailService).send(mail('The first mail after the outage'));
    await sentRow(t, waiting);
    expect(sink.received.map((m) => m.header('subject')).sort()).toEqual(['The first mail after the outage', 'Waiting out a long backoff']);
  });
});

describe('a Redis outage', () => {
  let t: TestApp;
  let sink: SmtpSink;
  let redis: OwnRedis;
  beforeAll(async () => {
    process.env.MAIL_RELAY_INTERVAL_MS = '300';
    // A one-second lease: the slow-server test outlasts it three times over.
    process.env.MAIL_SENDING_LEASE_MS = '1000';
    // A Redis of this test's own: the shared one is never stopped.
    redis = await OwnRedis.start();
  });
  withMailSink((app) => ({ t, sink } = app), { config: (c) => (c.redisUrl = redis.url) });
  // After withMailSink's: Redis stops once the app has closed.
  afterAll(async () => {
    await redis?.stop();
  });

  /** The mail went through the BullMQ queue: its job exists in Redis and completed. */
  async function expectCompletedJob(jobId: string): Promise<void> {
    const queue = new Queue('mail', { connection: { port: redis.port, host: '127.0.0.1' }, prefix: process.env.JOBS_PREFIX });
    try {
      const job = await until(() => queue.getJob(jobId), `job ${jobId}`);
      await until(async () => (await job.getState()) === 'completed', `job ${jobId} to complete`);
    } finally {
      await queue.close();
    }
  }

  it('sends mail through the BullMQ queue while Redis is up', async () => {
    const { id } = await t.app.get(MailService).send(mail('Queued normally'));
    await sink.waitFor(1);
    await expectCompletedJob(`mail-${id}`);
  });

  it('answers at once while Redis is down, delivers through the outbox relay, and uses the queue again once Redis is back', async () => {
    sink.received.length = 0;
    await redis.stop();
    const health = t.app.get(RedisHealth);
    await until(async () => !(await health.ping()), 'Redis to be seen down');

    const started = Date.now();
    const { id: during } = await t.app.get(MailService).send(mail('Sent while Redis is down'));
    expect(Date.now() - started).toBeLessThan(1_000);
    await sink.waitFor(1);
    expect((await sentRow(t, during)).attempts).toBe(1);

    await redis.start();
    await until(() => health.ping(), 'Redis to be back');
    // The mail queue's own connection reconnects on its own schedule: wait until Redis lists it.
    const probe = new Redis(redis.url);
    try {
      await until(async () => /name=homewise:queue:mail\b/.test(String(await probe.client('LIST'))), 'the mail queue to reconnect');
    } finally {
      probe.disconnect();
    }
    const { id: after } = await t.app.get(MailService).send(mail('Sent after Redis came back'));
    await sink.waitFor(2);
    await expectCompletedJob(`mail-${after}`);
    await sleep(700);
    expect(sink.received.map((m) => m.header('subject')).sort()).toEqual(['Sent after Redis came back', 'Sent while Redis is down']);
  });
});
