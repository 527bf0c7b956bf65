import request from 'supertest';
import { equity, REFINANCE_DEFAULTS, refinance } from '@homewise/finance';
import type { DigestPreview, LoanOfficerClientList } from '@homewise/contracts';
import { errorMessage } from '../src/common/errors/error-catalogue.js';
import { todayUtc } from '../src/common/today.js';
import { DigestsService } from '../src/retention/digest/digests.service.js';
import { RetentionSender } from '../src/retention/sending/retention-sender.service.js';
import type { TestApp } from './harness.js';
import { markEmailVerified, signUp, uniqueEmail, type SignedIn } from './helpers.js';
import { withMailSink } from './support/mail-sink-app.js';
import type { ReceivedMail, SmtpSink } from './support/smtp-sink.js';
import { sleep, until } from './support/wait.js';

// Issue 20: the monthly digest over real Postgres, Redis and SMTP — planned once per client and
// period, figures from @homewise/finance, one-click unsubscribe (RFC 8058), signed click links.

let t: TestApp;
let sink: SmtpSink;
let digests: DigestsService;

withMailSink((app) => {
  ({ t, sink } = app);
  digests = t.app.get(DigestsService);
});

const HIGH_RATE = { balance: 300000, rate: 0.0825, payment: 2253.8, value: 420000, loan: 320000, first: '2024-07-01' };

async function officerWithClients(count = 1): Promise<{ lo: SignedIn; clients: Array<{ id: string; email: string }> }> {
  const lo = await signUp(t, { email: uniqueEmail('lo'), plan: 'paid', firstName: 'Dana', lastName: 'Reyes' });
  await markEmailVerified(t, lo.user.id);
  await lo.agent.patch('/api/loan-officer/brand').send({ companyName: 'Reyes Home Loans', primaryColor: '#0f766e' }).expect(200);
  const emails = Array.from({ length: count }, (_, i) => uniqueEmail(`client${i}`));
  const rows = emails.map((email, i) => `${email},Cleo${i},${HIGH_RATE.loan},${HIGH_RATE.rate * 100}%,30,${HIGH_RATE.first},${HIGH_RATE.balance},${HIGH_RATE.value}`);
  await lo.agent
    .post('/api/loan-officer/clients/import')
    .send({ csv: ['Email,First Name,Loan Amount,Interest Rate,Term,First Payment Date,Current Balance,Home Value', ...rows].join('\n') })
    .expect(200);
  const clients = await t.dataSource.query(`SELECT id, email FROM users WHERE loan_officer_id = $1 ORDER BY email`, [lo.user.id]);
  // The import's invitations are not what these tests look at.
  await until(() => sink.received.filter((m) => emails.some((e) => m.to.includes(e))).length >= count, 'invitations');
  return { lo, clients };
}

/** Makes the clients' digests due now. */
const makeDue = (ids: string[]) => t.dataSource.query(`UPDATE client_engagement SET next_digest_at = now() - interval '1 minute' WHERE client_id = ANY($1::uuid[])`, [ids]);

/** Claims the imported client's account through the link in their newest mail that has one, sharing with the officer. */
async function claimThroughMail(email: string): Promise<void> {
  const mail = [...sink.received].reverse().find((m) => m.to.includes(email) && /\/claim\?token=/.test(m.decoded))!;
  const token = /\/claim\?token=([\w-]+)/.exec(mail.decoded)![1];
  await request(t.url).post('/api/auth/claim').send({ token, password: 'a long claim password 1', shareConsent: true }).expect(200);
}

/** Where a signed click link in a mail leads. */
const clickTarget = async (url: string) => (await request(t.url).get(new URL(url).pathname).expect(302)).headers.location as string;

const digestsTo = (email: string) => sink.received.filter((m) => m.to.includes(email) && /^Your home in /.test(m.header('subject') ?? ''));
const waitForDigest = (email: string, nth = 1): Promise<ReceivedMail> => until(() => digestsTo(email)[nth - 1], `digest ${nth} to ${email}`);

describe('the monthly digest', () => {
  it('is planned once per client and period however often the planner runs, and carries Cut My Costs’ figures', async () => {
    const { clients } = await officerWithClients(2);
    await makeDue(clients.map((c) => c.id));
    // Two planners at once (two replicas) and a retry: one send per client.
    await Promise.all([digests.plan(), digests.plan()]);
    await digests.plan();
    const sends = await t.dataSource.query(`SELECT recipient_id, count(*)::int AS n FROM retention_sends WHERE kind = 'digest' AND recipient_id = ANY($1::uuid[]) GROUP BY recipient_id`, [
      clients.map((c) => c.id),
    ]);
    expect(sends.map((s: { n: number }) => s.n)).toEqual([1, 1]);

    const mail = await waitForDigest(clients[0].email);
    const [market] = await t.dataSource.query(`SELECT thirty_year_fixed FROM market_rate_snapshots ORDER BY scraped_at DESC LIMIT 1`);
    const refi = refinance({
      ...REFINANCE_DEFAULTS,
      balance: HIGH_RATE.balance,
      currentMonthlyPayment: Number((await t.dataSource.query(`SELECT monthly_payment FROM mortgage_profiles WHERE user_id = $1`, [clients[0].id]))[0].monthly_payment),
      currentRate: HIGH_RATE.rate,
      loanTermYears: 30,
      firstPaymentDate: HIGH_RATE.first,
      today: todayUtc(),
      newRate: Number(market.thirty_year_fixed),
    });
    const usd = (n: number) => new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 }).format(n);
    const owned = equity({ homeValue: HIGH_RATE.value, balance: HIGH_RATE.balance });
    expect(mail.header('subject')).toMatch(new RegExp(`^Your home in \\w+ \\d{4}: equity ${usd(owned.equity).replace('$', '\\$')}$`));
    expect(mail.decoded).toContain(`Equity: ${usd(owned.equity)}, ${owned.percent}% of your home`);
    expect(mail.decoded).toContain(`Home value: ${usd(HIGH_RATE.value)}`);
    expect(refi.savings.monthly).toBeGreaterThan(0);
    expect(mail.decoded).toContain(`could save you ${usd(refi.savings.monthly)} a month; the closing costs would be paid back in ${refi.chartBreakEvenMonths} months`);
    expect(mail.decoded).toContain('Ask Dana');
    expect(mail.decoded).toContain('#0f766e');
    expect(mail.header('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
    // HTML and plain text both.
    expect(mail.raw).toMatch(/Content-Type: text\/plain/i);
    expect(mail.raw).toMatch(/Content-Type: text\/html/i);

    // Nothing more arrives for this period.
    await waitForDigest(clients[1].email);
    await digests.plan();
    await sleep(500);
    expect([digestsTo(clients[0].email).length, digestsTo(clients[1].email).length]).toEqual([1, 1]);
    const [engagement] = await t.dataSource.query(`SELECT last_digest_at, next_digest_at - now() AS next FROM client_engagement WHERE client_id = $1`, [clients[0].id]);
    expect(engagement.last_digest_at).not.toBeNull();
    expect(engagement.next.days).toBe(29);
  });

  it('a send run twice (retry, second replica) mails once', async () => {
    const { lo, clients } = await officerWithClients(1);
    await lo.agent.post(`/api/loan-officer/clients/${clients[0].id}/digest`).expect(202);
    const [send] = await t.dataSource.query(`SELECT id FROM retention_sends WHERE kind = 'digest' AND recipient_id = $1`, [clients[0].id]);
    const sender = t.app.get(RetentionSender);
    const outcomes = await Promise.all([sender.send(send.id), sender.send(send.id), sender.send(send.id)]);
    expect(outcomes.filter((o) => o === 'mailed').length).toBeLessThanOrEqual(1);
    await waitForDigest(clients[0].email);
    await sleep(500);
    expect(digestsTo(clients[0].email)).toHaveLength(1);
    // "Send now" again the same day: refused in words.
    expect((await lo.agent.post(`/api/loan-officer/clients/${clients[0].id}/digest`).expect(409)).body.message).toBe(errorMessage('DIGEST_ALREADY_SENT_TODAY'));
  });

  it('one click unsubscribes (RFC 8058); no path mails them again; the page resubscribes', async () => {
    const { lo, clients } = await officerWithClients(1);
    await lo.agent.post(`/api/loan-officer/clients/${clients[0].id}/digest`).expect(202);
    const mail = await waitForDigest(clients[0].email);
    const oneClick = /<(http[^>]+\/api\/unsubscribe\/one-click\/([^>]+))>/.exec(mail.header('list-unsubscribe')!)!;
    const token = oneClick[2];
    const res = await request(t.url)
      .post(`/api/unsubscribe/one-click/${token}`)
      .set('Content-Type', 'application/x-www-form-urlencoded')
      .send('List-Unsubscribe=One-Click')
      .expect(200);
    expect(res.body).toMatchObject({ unsubscribed: true, loanOfficerName: 'Dana Reyes', email: expect.stringMatching(/^c\*\*\*@example\.com$/) });
    // Forms are still refused everywhere else.
    await request(t.url).post('/api/auth/login').set('Content-Type', 'application/x-www-form-urlencoded').send('email=a&password=b').expect(415);

    // Send now, the planner and a resend all stop at the unsubscribe.
    expect((await lo.agent.post(`/api/loan-officer/clients/${clients[0].id}/digest`).expect(409)).body.message).toBe(errorMessage('CLIENT_UNSUBSCRIBED'));
    expect((await lo.agent.post(`/api/loan-officer/clients/${clients[0].id}/invitation`).expect(409)).body.message).toBe(errorMessage('CLIENT_UNSUBSCRIBED'));
    await makeDue([clients[0].id]);
    await digests.plan();
    await sleep(500);
    expect(digestsTo(clients[0].email)).toHaveLength(1);
    const list = (await lo.agent.get('/api/loan-officer/clients?filter=unsubscribed').expect(200)).body as LoanOfficerClientList;
    expect(list.clients.map((c) => c.email)).toEqual([clients[0].email]);

    // The page: status, then resubscribe.
    expect((await request(t.url).get(`/api/unsubscribe/${token}`).expect(200)).body.unsubscribed).toBe(true);
    expect((await request(t.url).delete(`/api/unsubscribe/${token}`).expect(200)).body.unsubscribed).toBe(false);
    await request(t.url).get('/api/unsubscribe/not.a-token').expect(400);
    // A person following the header's link gets the page, which asks first.
    const page = await request(t.url).get(`/api/unsubscribe/one-click/${token}`).expect(303);
    expect(page.headers.location).toBe(`${t.config.appUrl}/unsubscribe?token=${token}`);
  });

  it('clicks go through signed links into the app and are recorded; a forged link only reaches the Dashboard', async () => {
    const { lo, clients } = await officerWithClients(1);
    await claimThroughMail(clients[0].email);
    await lo.agent.post(`/api/loan-officer/clients/${clients[0].id}/digest`).expect(202);
    const mail = await waitForDigest(clients[0].email);
    const ask = /(http[^\s"<>]+\/api\/r\/([\w.-]+))/.exec(mail.decoded.split('Ask Dana:')[1])!;
    const res = await request(t.url).get(`/api/r/${ask[2]}`).expect(302);
    expect(res.headers.location).toBe(`${t.config.appUrl}/dashboard?ask=1`);
    const list = (await lo.agent.get('/api/loan-officer/clients').expect(200)).body as LoanOfficerClientList;
    expect(list.clients[0].engagement.lastClickedAt).not.toBeNull();
    // Another path with the same signature: the signature no longer matches.
    const forged = Buffer.from(JSON.stringify({ s: 'x', p: '//evil.example' })).toString('base64url');
    expect((await request(t.url).get(`/api/r/${forged}.${ask[2].split('.')[1]}`).expect(302)).headers.location).toBe(`${t.config.appUrl}/dashboard`);
  });

  it('reaches an imported client before they claim, every link into the app leading to the claim page; after the claim, to the app', async () => {
    const { lo, clients } = await officerWithClients(1);
    const invitation = [...sink.received].reverse().find((m) => m.to.includes(clients[0].email))!;
    const invitationToken = /\/claim\?token=([\w-]+)/.exec(invitation.decoded)![1];
    await makeDue([clients[0].id]);
    await digests.plan();
    const mail = await waitForDigest(clients[0].email);
    expect(mail.decoded).toContain('Choose a password to open your dashboard');
    expect(mail.decoded).not.toContain('Open my dashboard');
    const links = [...mail.decoded.matchAll(/(http[^\s"<>]+\/api\/r\/[\w.-]+)/g)].map((m) => m[1]);
    expect(links.length).toBeGreaterThanOrEqual(2);
    const targets = new Set(await Promise.all(links.map(clickTarget)));
    expect(targets.size).toBe(1);
    const [target] = targets;
    const token = /^http[^?]+\/claim\?token=([\w-]+)$/.exec(target)![1];
    // The claim page's answer: the officer, the client; the invitation's older link is replaced.
    expect((await request(t.url).get(`/api/auth/claim/${token}`).expect(200)).body).toMatchObject({ email: clients[0].email, loanOfficer: { name: 'Dana Reyes' } });
    expect(token).not.toBe(invitationToken);
    await request(t.url).get(`/api/auth/claim/${invitationToken}`).expect(400);
    // The preview the officer sees leads to the claim page too, without replacing that link.
    const preview = (await lo.agent.get(`/api/loan-officer/clients/${clients[0].id}/digest`).expect(200)).body as DigestPreview;
    expect(preview.text).toContain('Choose a password to open your dashboard');
    await request(t.url).get(`/api/auth/claim/${token}`).expect(200);

    await request(t.url).post('/api/auth/claim').send({ token, password: 'a long claim password 1', shareConsent: true }).expect(200);
    await lo.agent.post(`/api/loan-officer/clients/${clients[0].id}/digest`).expect(202);
    const next = await waitForDigest(clients[0].email, 2);
    expect(next.decoded).toContain('Open my dashboard');
    const ask = /(http[^\s"<>]+\/api\/r\/[\w.-]+)/.exec(next.decoded.split('Ask Dana:')[1])![1];
    expect(await clickTarget(ask)).toBe(`${t.config.appUrl}/dashboard?ask=1`);
  });

  it('preview, digests off, and three ignored digests make it quarterly', async () => {
    const { lo, clients } = await officerWithClients(2);
    const preview = (await lo.agent.get(`/api/loan-officer/clients/${clients[0].id}/digest`).expect(200)).body as DigestPreview;
    expect(preview.subject).toMatch(/^Your home in /);
    expect(preview.text).toContain('Ask Dana');
    expect(preview.figures.home?.homeValue).toBe(HIGH_RATE.value);
    expect(preview.nextDigestAt).not.toBeNull();
    const other = await signUp(t, { email: uniqueEmail('lo2'), plan: 'paid' });
    await other.agent.get(`/api/loan-officer/clients/${clients[0].id}/digest`).expect(404);

    // Quarterly after three ignored digests.
    await t.dataSource.query(`UPDATE client_engagement SET unanswered_digests = 3, last_digest_at = now() - interval '1 hour' WHERE client_id = $1`, [clients[1].id]);
    await makeDue([clients[1].id]);
    await digests.plan();
    const [quiet] = await t.dataSource.query(`SELECT next_digest_at - now() AS next FROM client_engagement WHERE client_id = $1`, [clients[1].id]);
    expect(quiet.next.days).toBe(89);

    // Digests off: planned sends are skipped with the reason, nothing mailed.
    expect((await lo.agent.patch('/api/loan-officer/digest-settings').send({ digestsEnabled: false }).expect(200)).body).toEqual({ digestsEnabled: false, rateAlertThreshold: 0.0075 });
    await lo.agent.patch('/api/loan-officer/digest-settings').send({ rateAlertThreshold: 2 }).expect(400);
    await makeDue([clients[0].id]);
    await digests.plan();
    const [skipped] = await until(async () => {
      const rows = await t.dataSource.query(`SELECT status, skip_reason FROM retention_sends WHERE kind = 'digest' AND recipient_id = $1 AND status <> 'planned'`, [clients[0].id]);
      return rows.length ? rows : undefined;
    }, 'the skipped send');
    expect(skipped).toEqual({ status: 'skipped', skip_reason: 'the officer switched digests off' });
  });
});
