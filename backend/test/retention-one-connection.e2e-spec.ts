import type { TestApp } from './harness.js';
import { markEmailVerified, signUp, uniqueEmail } from './helpers.js';
import { withMailSink } from './support/mail-sink-app.js';
import type { SmtpSink } from './support/smtp-sink.js';
import { until } from './support/wait.js';

// Issue 20: after an import the Clients list (and every other request) hung for 10 s on embedded
// Postgres, then answered 503. The invitation's send held the one pooled connection in its
// transaction while the link signer read its key through a second one, which waited for the
// pool's connect timeout and then failed the send, again at each retry. Here: one pooled connection, as `npm start` runs,
// and the key kept in the database (no LINK_SIGNING_SECRET), read for the first time by a send.

let t: TestApp;
let sink: SmtpSink;
withMailSink((app) => ({ t, sink } = app), {
  config: (c) => {
    c.dbPoolSize = 1;
    c.retention.linkSigningSecret = undefined;
  },
});

it('mails the first invitation of a one-connection backend at its first try, and the list answers meanwhile', async () => {
  const lo = await signUp(t, { email: uniqueEmail('lo'), plan: 'paid', firstName: 'Dana', lastName: 'Reyes' });
  await markEmailVerified(t, lo.user.id);
  const cleo = uniqueEmail('cleo');
  await lo.agent.post('/api/loan-officer/clients/import').send({ csv: `Email,First Name,Last Name\n${cleo},Cleo,Client` }).expect(200);
  const list = await lo.agent.get('/api/loan-officer/clients').expect(200);
  expect(list.body.clients.map((c: { email: string }) => c.email)).toEqual([cleo]);
  const mail = await until(() => sink.received.find((m) => m.to.includes(cleo)), `the invitation to ${cleo}`, 8_000);
  expect(mail.header('subject')).toMatch(/Dana Reyes/);
  const sends = await t.dataSource.query(`SELECT s.status FROM retention_sends s JOIN users u ON u.id = s.recipient_id WHERE u.email = $1`, [cleo]);
  expect(sends).toEqual([{ status: 'mailed' }]);
});
