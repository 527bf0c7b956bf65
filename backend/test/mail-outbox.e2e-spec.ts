import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { jest } from '@jest/globals';
import { Logger } from '@nestjs/common';
import { Queue } from 'bullmq';
import { MailService } from '../src/mail/mail.service.js';
import { RedisHealth } from '../src/jobs/redis-health.js';
import { startTestApp, type TestApp } from './harness.js';
import { OwnRedis } from './support/redis.js';
import { decodeQuotedPrintable, SmtpSink } from './support/smtp-sink.js';

// Retries within a fraction of a second instead of 5 s, 10 s, ...
process.env.JOBS_RETRY_DELAY_MS = '200';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function until<T>(probe: () => Promise<T | undefined | false>, what: string, ms = 10_000): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await sleep(25);
  }
}

async function outboxRow(t: TestApp, id: string) {
  const [row] = await t.dataSource.query(`SELECT status, attempts, last_error, delivery_ref FROM mail_outbox WHERE id = $1`, [id]);
  return row as { status: string; attempts: number; last_error: string | null; delivery_ref: string | null } | undefined;
}

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

  it('refuses an address that is not one (a caller bug, not an outage)', async () => {
    await expect(t.app.get(MailService).send({ ...mail('x'), to: 'not an address' })).rejects.toThrow(/Not an email address/);
  });
});

describe('mail over SMTP, and an SMTP outage', () => {
  let t: TestApp;
  let sink: SmtpSink;
  beforeAll(async () => {
    process.env.MAIL_RELAY_INTERVAL_MS = '300';
    sink = await SmtpSink.start();
    t = await startTestApp({ config: (c) => (c.smtpUrl = sink.url) });
  });
  afterAll(async () => {
    await t?.close();
    await sink?.stop();
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
    const row = await until(async () => {
      const found = await outboxRow(t, id);
      return found?.status === 'sent' && found;
    }, 'the row to be marked sent');
    expect(row.delivery_ref).toBe(`<${id}@homewise.local>`);
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
    await until(async () => (await outboxRow(t, id))?.status === 'sent', 'the row to be marked sent');
    await sleep(800); // two more relay sweeps: nothing may be sent again
    expect(sink.received.map((m) => m.header('subject'))).toEqual(['Sent during the outage']);
  });
});

describe('a Redis outage', () => {
  let t: TestApp;
  let sink: SmtpSink;
  let redis: OwnRedis;
  beforeAll(async () => {
    process.env.MAIL_RELAY_INTERVAL_MS = '300';
    sink = await SmtpSink.start();
    // A Redis of this test's own: the shared one is never stopped.
    redis = await OwnRedis.start();
    t = await startTestApp({
      config: (c) => {
        c.smtpUrl = sink.url;
        c.redisUrl = redis.url;
      },
    });
  });
  afterAll(async () => {
    await t?.close();
    await redis?.stop();
    await sink?.stop();
  });

  it('sends mail through the BullMQ queue while Redis is up', async () => {
    const { id } = await t.app.get(MailService).send(mail('Queued normally'));
    await sink.waitFor(1);
    const queue = new Queue('mail', { connection: { port: redis.port, host: '127.0.0.1' }, prefix: process.env.JOBS_PREFIX });
    try {
      const job = await until(async () => queue.getJob(`mail-${id}`), 'the job');
      await until(async () => (await job.getState()) === 'completed', 'the job to complete');
    } finally {
      await queue.close();
    }
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
    expect(await outboxRow(t, during)).toMatchObject({ status: 'sent', attempts: 1 });

    await redis.start();
    await until(() => health.ping(), 'Redis to be back');
    await sleep(1_500); // the queue's own connection reconnects on the same schedule
    const { id: after } = await t.app.get(MailService).send(mail('Sent after Redis came back'));
    await sink.waitFor(2);
    const queue = new Queue('mail', { connection: { port: redis.port, host: '127.0.0.1' }, prefix: process.env.JOBS_PREFIX });
    try {
      const job = await until(async () => queue.getJob(`mail-${after}`), 'the job after the outage');
      await until(async () => (await job.getState()) === 'completed', 'that job to complete');
    } finally {
      await queue.close();
    }
    await sleep(700);
    expect(sink.received.map((m) => m.header('subject')).sort()).toEqual(['Sent after Redis came back', 'Sent while Redis is down']);
  });
});
