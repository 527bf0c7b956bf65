import request from 'supertest';
import type { TestApp } from './harness.js';
import { signUp } from './helpers.js';
import type { SmtpSink } from './support/smtp-sink.js';
import { withMailSink } from './support/mail-sink-app.js';
import { until } from './support/wait.js';

// Reset and confirmation links are not kept readable after sending: once a mail is delivered (or
// given up on), its outbox row keeps who, what and when, but no body.

describe('mail bodies after delivery', () => {
  let t: TestApp;
  let sink: SmtpSink;
  withMailSink((app) => ({ t, sink } = app));

  it('the outbox keeps no live token once the reset mail is delivered, and the delivered link works', async () => {
    const me = await signUp(t);
    await request(t.url).post('/api/auth/request-reset').send({ email: me.email }).expect(200);
    const mail = await until(() => sink.received.find((m) => m.to.includes(me.email) && m.header('subject') === 'Reset your Homewise password'), 'the reset mail');
    const token = /reset-password\?token=([A-Za-z0-9_-]+)/.exec(mail.decoded)![1];
    await until(async () => {
      const rows: { status: string }[] = await t.dataSource.query(`SELECT status FROM mail_outbox WHERE to_address = $1`, [me.email]);
      return rows.length >= 2 && rows.every((row) => row.status === 'sent');
    }, 'both mails marked sent');
    const rows: { text_body: string; html_body: string | null; subject: string }[] = await t.dataSource.query(
      `SELECT text_body, html_body, subject FROM mail_outbox WHERE to_address = $1`,
      [me.email],
    );
    expect(rows.map((r) => r.subject).sort()).toEqual(['Confirm your email address for Homewise', 'Reset your Homewise password']);
    for (const row of rows) {
      expect(row.text_body).toBe('(removed after delivery)');
      expect(row.html_body).toBeNull();
    }
    const [{ found }] = await t.dataSource.query(`SELECT count(*)::int AS found FROM mail_outbox WHERE text_body LIKE $1 OR html_body LIKE $1`, [`%${token}%`]);
    expect(found).toBe(0);
    await request(t.url).post('/api/auth/reset-password').send({ token, password: 'my new password' }).expect(200);
  });
});
