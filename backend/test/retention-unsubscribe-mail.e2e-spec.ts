import nodemailer from 'nodemailer';
import request from 'supertest';
import { errorMessage } from '../src/common/errors/error-catalogue.js';
import { DigestsService } from '../src/retention/digest/digests.service.js';
import { unsubscribeTokenOf } from '../src/retention/unsubscribe/unsubscribe-mailbox.js';
import type { TestApp } from './harness.js';
import { markEmailVerified, signUp, uniqueEmail } from './helpers.js';
import { freePort } from './support/redis.js';
import { withMailSink } from './support/mail-sink-app.js';
import type { ReceivedMail, SmtpSink } from './support/smtp-sink.js';
import { sleep, until } from './support/wait.js';

// Issue 20: the mailto half of List-Unsubscribe (RFC 2369) has a receiver. With
// UNSUBSCRIBE_SMTP_PORT set the backend listens for SMTP; a mail to the mailto's address with the
// subject it names unsubscribes that client, sent here over real SMTP with nodemailer as a mail
// client would send it.

let t: TestApp;
let sink: SmtpSink;
let mailboxPort: number;
const SECRET = 'inbound-mail-secret-of-at-least-32-characters';

/** An officer's imported client with one digest received; the digest's List-Unsubscribe mailto (address, subject). */
async function clientWithDigest() {
  const lo = await signUp(t, { email: uniqueEmail('lo'), plan: 'paid', firstName: 'Dana', lastName: 'Reyes' });
  await markEmailVerified(t, lo.user.id);
  const email = uniqueEmail('client');
  await lo.agent.post('/api/loan-officer/clients/import').send({ csv: `Email,First Name,Loan Amount,Interest Rate,Home Value\n${email},Cleo,300000,7.5,450000` }).expect(200);
  const [{ id }] = await t.dataSource.query(`SELECT id FROM users WHERE email = $1`, [email]);
  await lo.agent.post(`/api/loan-officer/clients/${id}/digest`).expect(202);
  const digest = await waitForDigest(email);
  const mailto = /<mailto:([^?>]+)\?subject=([^>]+)>/.exec(digest.header('list-unsubscribe')!)!;
  return { lo, id, email, address: mailto[1], subject: decodeURIComponent(mailto[2]) };
}

beforeAll(async () => {
  mailboxPort = await freePort();
  process.env.UNSUBSCRIBE_SMTP_PORT = String(mailboxPort);
  process.env.UNSUBSCRIBE_MAILTO = 'unsubscribe@homewise.test';
  process.env.INBOUND_MAIL_SECRET = SECRET;
});
afterAll(() => {
  delete process.env.UNSUBSCRIBE_SMTP_PORT;
  delete process.env.UNSUBSCRIBE_MAILTO;
  delete process.env.INBOUND_MAIL_SECRET;
});
// Registered after the hooks above: the app starts with those settings (and is closed after them, as before).
withMailSink((app) => ({ t, sink } = app));

const digestsTo = (email: string) => sink.received.filter((m) => m.to.includes(email) && /^Your home in /.test(m.header('subject') ?? ''));
const waitForDigest = (email: string): Promise<ReceivedMail> => until(() => digestsTo(email)[0], `a digest to ${email}`);

/** A mail client answering the mailto: over SMTP to the mailbox, from the homeowner. */
function mailTo(to: string, subject: string) {
  const client = nodemailer.createTransport({ host: '127.0.0.1', port: mailboxPort, secure: false, ignoreTLS: true });
  return client.sendMail({ from: 'homeowner@example.com', to, subject, text: 'Please stop.' }).finally(() => client.close());
}

it('a mail to the List-Unsubscribe mailto unsubscribes the client, who is never mailed again; other mail is refused', async () => {
  // The header's mailto, as a mail client reads it.
  const { lo, id, email, address, subject } = await clientWithDigest();
  expect(address).toBe('unsubscribe@homewise.test');
  const token = unsubscribeTokenOf(`Subject: ${subject}\r\n\r\n`)!;
  expect((await request(t.url).get(`/api/unsubscribe/${token}`).expect(200)).body.unsubscribed).toBe(false);

  // Refused: another address (at RCPT), a subject without a token, a token this deployment did not sign.
  await expect(mailTo('someone-else@homewise.test', subject)).rejects.toMatchObject({ responseCode: 550 });
  await expect(mailTo(address, 'Please unsubscribe me')).rejects.toMatchObject({ responseCode: 550 });
  const forged = `${Buffer.from(JSON.stringify({ c: id })).toString('base64url')}.${'A'.repeat(22)}`;
  await expect(mailTo(address, `unsubscribe ${forged}`)).rejects.toMatchObject({ responseCode: 550 });
  expect((await request(t.url).get(`/api/unsubscribe/${token}`).expect(200)).body.unsubscribed).toBe(false);

  // The homeowner's client answers the mailto (a reply prefix and an encoded subject are fine).
  const info = await mailTo(address, `Re: ${subject}`);
  expect(info.accepted).toEqual([address]);
  const status = (await request(t.url).get(`/api/unsubscribe/${token}`).expect(200)).body;
  expect(status).toMatchObject({ unsubscribed: true, loanOfficerName: 'Dana Reyes' });

  // Never mailed again: Send now, the planner.
  expect((await lo.agent.post(`/api/loan-officer/clients/${id}/digest`).expect(409)).body.message).toBe(errorMessage('CLIENT_UNSUBSCRIBED'));
  await t.dataSource.query(`UPDATE client_engagement SET next_digest_at = now() - interval '1 minute' WHERE client_id = $1`, [id]);
  await t.app.get(DigestsService).plan();
  await sleep(500);
  expect(digestsTo(email)).toHaveLength(1);

  // Once more, encoded as some clients send it: still one unsubscribe, accepted.
  const encoded = `=?UTF-8?B?${Buffer.from(subject).toString('base64')}?=`;
  expect(unsubscribeTokenOf(`Subject: ${encoded}\r\n\r\n`)).toBe(token);
  expect((await mailTo(address, subject)).accepted).toEqual([address]);
});

it('a mail provider forwarding that mail to POST /api/mail/inbound unsubscribes too, with the shared secret only', async () => {
  const { lo, id, address, subject } = await clientWithDigest();
  const token = unsubscribeTokenOf(`Subject: ${subject}\r\n\r\n`)!;
  const inbound = () => request(t.url).post('/api/mail/inbound');
  expect((await inbound().send({ to: address, subject }).expect(401)).body.message).toBe(errorMessage('INBOUND_MAIL_UNAUTHORIZED'));
  await inbound().set('Authorization', `Bearer ${SECRET}x`).send({ to: address, subject }).expect(401);
  expect((await inbound().set('Authorization', `Bearer ${SECRET}`).send({ to: 'sales@homewise.test', subject }).expect(400)).body.message).toBe(
    errorMessage('NOT_AN_UNSUBSCRIBE_MAIL'),
  );
  await inbound().set('Authorization', `Bearer ${SECRET}`).send({ to: address, subject: 'hello' }).expect(400);
  await inbound().set('Authorization', `Bearer ${SECRET}`).send({ to: address }).expect(400);
  expect((await request(t.url).get(`/api/unsubscribe/${token}`).expect(200)).body.unsubscribed).toBe(false);

  const res = await inbound().set('Authorization', `Bearer ${SECRET}`).send({ to: `Unsubscribe <${address.toUpperCase()}>`, subject: `Re: ${subject}` }).expect(200);
  expect(res.body).toMatchObject({ unsubscribed: true, loanOfficerName: 'Dana Reyes' });
  expect((await lo.agent.post(`/api/loan-officer/clients/${id}/digest`).expect(409)).body.message).toBe(errorMessage('CLIENT_UNSUBSCRIBED'));
});
