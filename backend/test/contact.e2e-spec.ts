import request from 'supertest';
import type { TestApp } from './harness.js';
import { PASSWORD, signUp } from './helpers.js';
import type { SmtpSink } from './support/smtp-sink.js';
import { withMailSink } from './support/mail-sink-app.js';

/** The first mail received for `to` (mails of earlier tests may still be arriving). */
async function mailTo(sink: SmtpSink, to: string, subject?: string, ms = 20000) {
  const until = Date.now() + ms;
  for (;;) {
    const found = sink.received.find((m) => m.to.includes(to) && (!subject || m.header('subject') === subject));
    if (found) return found;
    if (Date.now() > until) throw new Error(`no mail to ${to} within ${ms} ms`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

// Mail leaves through a real SMTP server on loopback, as in production with SMTP_URL set.
describe('contact and reset mail, received over SMTP', () => {
  let t: TestApp;
  let sink: SmtpSink;
  withMailSink((app) => ({ t, sink } = app), {
    config: (c) => {
      c.supportEmail = 'help@homewise.test';
      c.appUrl = 'http://homewise.test';
    },
  });

  it('stores a visitor’s message and mails it to the support inbox with Reply-To the sender', async () => {
    const res = await request(t.url)
      .post('/api/contact')
      .send({ name: '  Sam Visitor ', email: 'Sam@Example.com', message: 'How do I record an extra payment?' })
      .expect(201);
    expect(res.body).toEqual({
      id: expect.any(String),
      message: 'Your message has been sent successfully. We will get back to you as soon as possible.',
    });
    const [row] = await t.dataSource.query(`SELECT name, email, message, user_id, mail_id FROM contact_messages WHERE id = $1`, [res.body.id]);
    expect(row).toMatchObject({ name: 'Sam Visitor', email: 'sam@example.com', message: 'How do I record an extra payment?', user_id: null });
    expect(row.mail_id).toEqual(expect.any(String));
    const mail = await mailTo(sink, 'help@homewise.test');
    expect(mail.header('reply-to')).toBe('sam@example.com');
    expect(mail.header('subject')).toBe('Contact form: Sam Visitor');
    expect(mail.decoded).toContain('How do I record an extra payment?');
  });

  it('links the message to the signed-in user', async () => {
    const { agent, user } = await signUp(t);
    const res = await agent.post('/api/contact').send({ name: 'Member', email: user.email, message: 'Hi' }).expect(201);
    const [row] = await t.dataSource.query(`SELECT user_id FROM contact_messages WHERE id = $1`, [res.body.id]);
    expect(row.user_id).toBe(user.id);
  });

  it.each([
    [{ email: 'a@b.co', message: 'x' }, 'Full name is required.'],
    [{ name: 'A', message: 'x' }, 'Email address is required.'],
    [{ name: 'A', email: 'nope', message: 'x' }, 'Email address must be a valid email address.'],
    [{ name: 'A', email: 'a@b.co', message: '   ' }, 'Message is required.'],
  ])('rejects bad contact form #%# with 400 and stores nothing', async (body, message) => {
    const [{ count: before }] = await t.dataSource.query(`SELECT count(*)::int AS count FROM contact_messages`);
    const res = await request(t.url).post('/api/contact').send(body).expect(400);
    expect(res.body.message).toContain(message);
    const [{ count: after }] = await t.dataSource.query(`SELECT count(*)::int AS count FROM contact_messages`);
    expect(after).toBe(before);
  });

  it('mails a working reset link to the account’s address', async () => {
    const { email } = await signUp(t);
    await request(t.url).post('/api/auth/request-reset').send({ email }).expect(200);
    const mail = await mailTo(sink, email, 'Reset your Homewise password');
    expect(mail.to).toEqual([email]);
    const link = /http:\/\/homewise\.test\/reset-password\?token=([A-Za-z0-9_-]+)/.exec(mail.decoded);
    expect(link).not.toBeNull();
    expect(mail.decoded).toContain('within 1 hour');
    await request(t.url).post('/api/auth/reset-password').send({ token: link![1], password: 'my new password' }).expect(200);
    await request(t.url).post('/api/auth/login').send({ email, password: 'my new password' }).expect(200);
    await request(t.url).post('/api/auth/login').send({ email, password: PASSWORD }).expect(401);
  });
});
