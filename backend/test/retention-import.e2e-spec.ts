import { createHash } from 'node:crypto';
import request from 'supertest';
import { monthlyPayment, roundCents } from '@homewise/finance';
import type { ClaimInvitation, ClientImportResponse, LoanOfficerClientList } from '@homewise/contracts';
import { errorMessage } from '../src/common/errors/error-catalogue.js';
import type { TestApp } from './harness.js';
import { markEmailVerified, signUp, uniqueEmail, type SignedIn } from './helpers.js';
import { withMailSink } from './support/mail-sink-app.js';
import type { ReceivedMail, SmtpSink } from './support/smtp-sink.js';
import { until } from './support/wait.js';

// Issue 20: an officer brings their book (CSV import), each new client gets an invitation in the
// officer's brand over real SMTP, claims the account through its link and says whether to share.

let t: TestApp;
let sink: SmtpSink;

withMailSink((app) => ({ t, sink } = app));

async function officer(plan: 'paid' | 'free' = 'paid', verified = true): Promise<SignedIn> {
  const lo = await signUp(t, { email: uniqueEmail('lo'), plan, firstName: 'Dana', lastName: 'Reyes' });
  if (verified) await markEmailVerified(t, lo.user.id);
  await lo.agent.patch('/api/loan-officer/brand').send({ companyName: 'Reyes Home Loans', nmlsId: '123456', primaryColor: '#0f766e' }).expect(200);
  return lo;
}

const importCsv = (lo: SignedIn, csv: string) => lo.agent.post('/api/loan-officer/clients/import').send({ csv });

/** The mail to `to` whose subject matches, once it arrived over SMTP. */
const mailTo = (to: string, subject: RegExp, nth = 1): Promise<ReceivedMail> =>
  until(() => sink.received.filter((m) => m.to.includes(to) && subject.test(m.header('subject') ?? ''))[nth - 1], `mail ${nth} to ${to}`);

const claimToken = (mail: ReceivedMail) => /\/claim\?token=([A-Za-z0-9_-]+)/.exec(mail.decoded)![1];

describe('POST /api/loan-officer/clients/import', () => {
  it('refuses an officer whose email is not confirmed yet (403, nothing imported)', async () => {
    const lo = await officer('paid', false);
    const res = await importCsv(lo, `Email\n${uniqueEmail('c')}`).expect(403);
    expect(res.body.message).toBe(errorMessage('EMAIL_NOT_CONFIRMED'));
    const [{ count }] = await t.dataSource.query(`SELECT count(*)::int AS count FROM users WHERE loan_officer_id = $1`, [lo.user.id]);
    expect(count).toBe(0);
  });

  it('matches headers by their aliases, reports bad rows, stores each good row whole and invites the new clients', async () => {
    const lo = await officer();
    const [ana, ben, cal, dee, eve] = ['ana', 'ben', 'cal', 'dee', 'eve'].map((n) => uniqueEmail(n));
    const csv = [
      'E-mail,first name, LAST NAME ,Phone Number,Property Address,Original Loan Amount,Interest Rate,Term (years),First Payment Date,Home Value,Notes',
      `${ana},Ana,Lopez,(555) 010-2030,"12 Oak St, Austin TX","$400,000",6.5%,30,2024-02-01,"$520,000",likes mail`,
      `${ben},Ben,Ode,,,300000,0.0725,15,3/1/2023,410000,`,
      `not-an-email,Bad,Row,,,,,,,,`,
      `${cal},Cal,Ito,,,250000,7,,,,`,
      `${dee},Dee,Ray,,,,,,,,`,
      `${eve},Eve,Ng,,,200000,abc,30,,300000,`,
    ].join('\n');
    const res = await importCsv(lo, csv).expect(200);
    const body = res.body as ClientImportResponse;
    expect([body.imported, body.created, body.updated, body.clientCount, body.clientLimit]).toEqual([3, 3, 0, 3, 5000]);
    expect(body.skipped).toEqual([
      { row: 4, email: 'not-an-email', reason: '"not-an-email" is not an email address.' },
      { row: 5, email: cal, reason: 'Home Value missing: a loan needs Loan Amount, Interest Rate and Home Value.' },
      { row: 7, email: eve, reason: 'Interest Rate "abc" is not a number.' },
    ]);

    // Ana's loan as the file says, the payment from @homewise/finance, the rate as a fraction.
    const [profile] = await t.dataSource.query(
      `SELECT p.* FROM mortgage_profiles p JOIN users u ON u.id = p.user_id WHERE u.email = $1`,
      [ana],
    );
    expect([profile.property_address, Number(profile.original_loan_amount), Number(profile.original_interest_rate), profile.loan_term_years, profile.loan_type]).toEqual([
      '12 Oak St, Austin TX',
      400000,
      0.065,
      30,
      '30_year_fixed',
    ]);
    expect(Number(profile.monthly_payment)).toBe(roundCents(monthlyPayment(400000, 0.065, 360)));
    expect(Number(profile.monthly_payment)).toBe(2528.27);
    const [benProfile] = await t.dataSource.query(`SELECT p.* FROM mortgage_profiles p JOIN users u ON u.id = p.user_id WHERE u.email = $1`, [ben]);
    expect([Number(benProfile.original_interest_rate), benProfile.loan_type, Number(benProfile.current_balance) < 300000]).toEqual([0.0725, '15_year_fixed', true]);

    // Dee is a contact without a loan; nobody was made twice or half.
    const stored = await t.dataSource.query(
      `SELECT u.email, u.password_hash, p.id IS NOT NULL AS has_profile FROM users u LEFT JOIN mortgage_profiles p ON p.user_id = u.id WHERE u.loan_officer_id = $1 ORDER BY u.email`,
      [lo.user.id],
    );
    expect(stored.map((r: { email: string; has_profile: boolean; password_hash: string | null }) => [r.email, r.has_profile, r.password_hash])).toEqual(
      [
        [ana, true, null],
        [ben, true, null],
        [dee, false, null],
      ].sort((a, b) => String(a[0]).localeCompare(String(b[0]))),
    );

    // The invitation, in the officer's brand, over SMTP, with one-click unsubscribe headers.
    const mail = await mailTo(ana, /Dana Reyes set up your Homewise account/);
    expect(mail.decoded).toContain('Hi Ana,');
    expect(mail.decoded).toContain('Dana Reyes of Reyes Home Loans set up a free Homewise account for you');
    expect(mail.decoded).toContain('sees your loan balance, rate, payment and home equity');
    expect(mail.decoded).toContain('#0f766e');
    expect(mail.decoded).toContain('NMLS #123456');
    expect(mail.header('list-unsubscribe')).toMatch(/^<http:\/\/[^>]+\/api\/unsubscribe\/one-click\/[\w.-]+>, <mailto:unsubscribe@homewise\.local\?subject=unsubscribe%20[\w.-]+>$/);
    expect(mail.header('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
    await mailTo(ben, /set up your Homewise account/);
    await mailTo(dee, /set up your Homewise account/);

    // Clients shows them as Invited.
    const list = (await lo.agent.get('/api/loan-officer/clients?filter=invited').expect(200)).body as LoanOfficerClientList;
    expect(list.clients.map((c) => [c.email, c.engagement.accountStatus]).sort()).toEqual([
      [ana, 'invited'],
      [ben, 'invited'],
      [dee, 'invited'],
    ].sort());
  });

  it('updates the same email on a re-import instead of making a second client', async () => {
    const lo = await officer();
    const email = uniqueEmail('again');
    await importCsv(lo, `Email,Name,Loan Amount,Rate,Home Value\n${email},Old Name,300000,6,400000`).expect(200);
    const res = await importCsv(lo, `email address,full name,loan amount,rate,home value\n${email.toUpperCase()},New Name,310000,5.5,420000`).expect(200);
    expect([res.body.created, res.body.updated, res.body.clientCount]).toEqual([0, 1, 1]);
    const rows = await t.dataSource.query(
      `SELECT u.full_name, p.original_loan_amount, p.original_interest_rate FROM users u JOIN mortgage_profiles p ON p.user_id = u.id WHERE u.email = $1`,
      [email],
    );
    expect(rows.map((r: Record<string, string>) => [r.full_name, Number(r.original_loan_amount), Number(r.original_interest_rate)])).toEqual([['New Name', 310000, 0.055]]);
  });

  it('keeps to the plan: what does not fit is reported, the rest imported whole', async () => {
    const lo = await officer('free');
    const emails = Array.from({ length: 7 }, (_, i) => uniqueEmail(`cap${i}`));
    const res = await importCsv(lo, ['Email', ...emails].join('\n')).expect(200);
    expect([res.body.created, res.body.clientCount, res.body.clientLimit]).toEqual([5, 5, 5]);
    expect(res.body.skipped).toEqual(emails.slice(5).map((email, i) => ({ row: 7 + i, email, reason: "Your plan's 5 clients are full." })));
  });

  it("never takes over someone's own account", async () => {
    const lo = await officer();
    const homeowner = await signUp(t, { email: uniqueEmail('own') });
    const res = await importCsv(lo, `Email\n${homeowner.email}`).expect(200);
    expect(res.body.skipped).toEqual([{ row: 2, email: homeowner.email, reason: 'This address already has a Homewise account: send them your signup link instead.' }]);
    const [{ loan_officer_id }] = await t.dataSource.query(`SELECT loan_officer_id FROM users WHERE id = $1`, [homeowner.user.id]);
    expect(loan_officer_id).toBeNull();
  });

  it('answers 400 in words for a file without an Email column, an empty file, or more than 5,000 rows', async () => {
    const lo = await officer();
    expect((await importCsv(lo, 'Name,Phone\nAna,5550102030').expect(400)).body.message).toMatch(/^No Email column/);
    expect((await importCsv(lo, '').expect(400)).body.message).toMatch(/^The file is empty/);
    const tooMany = ['Email', ...Array.from({ length: 5001 }, (_, i) => `c${i}@example.com`)].join('\n');
    expect((await importCsv(lo, tooMany).expect(400)).body.message).toBe('The file has 5,001 clients; import at most 5,000 at a time.');
  });

});

describe('invitation, resend and claim', () => {
  it('claims through the link with consent: password set, signed in, consent time on Profile; the link then stops working', async () => {
    const lo = await officer();
    const email = uniqueEmail('claim');
    await importCsv(lo, `Email,First Name,Loan Amount,Interest Rate,Home Value\n${email},Cleo,300000,6.75,450000`).expect(200);
    const token = claimToken(await mailTo(email, /set up your Homewise account/));

    const invitation = (await request(t.url).get(`/api/auth/claim/${token}`).expect(200)).body as ClaimInvitation;
    expect(invitation).toEqual({
      email,
      firstName: 'Cleo',
      fullName: 'Cleo',
      hasMortgageProfile: true,
      loanOfficer: expect.objectContaining({ name: 'Dana Reyes', companyName: 'Reyes Home Loans', nmlsId: '123456' }),
    });

    const agent = request.agent(t.url);
    const claimed = await agent.post('/api/auth/claim').send({ token, password: 'a new long password', shareConsent: true }).expect(200);
    expect(claimed.body.email).toBe(email);
    const shared = (await agent.get('/api/user/loan-officer').expect(200)).body;
    expect(shared.loanOfficer.name).toBe('Dana Reyes');
    expect(Date.now() - Date.parse(shared.sharingConsentAt)).toBeLessThan(60_000);
    const events = await t.dataSource.query(`SELECT details FROM security_events WHERE user_id = $1 AND type = 'sharing_started'`, [claimed.body.id]);
    expect(events.map((e: { details: unknown }) => e.details)).toEqual([{ loanOfficerId: lo.user.id }]);
    // The password works; the link is used up.
    await request(t.url).post('/api/auth/login').send({ email, password: 'a new long password' }).expect(200);
    expect((await request(t.url).get(`/api/auth/claim/${token}`).expect(400)).body.message).toBe(errorMessage('CLAIM_LINK_INVALID'));

    const list = (await lo.agent.get('/api/loan-officer/clients').expect(200)).body as LoanOfficerClientList;
    const client = list.clients.find((c) => c.email === email)!;
    expect([client.engagement.accountStatus, client.engagement.sharingConsentAt !== null]).toEqual(['active', true]);
    expect((await lo.agent.post(`/api/loan-officer/clients/${client.id}/invitation`).expect(409)).body.message).toBe(errorMessage('ALREADY_CLAIMED'));
  });

  it('claims without consent: the account is the homeowner’s and the officer no longer sees them', async () => {
    const lo = await officer();
    const email = uniqueEmail('noconsent');
    await importCsv(lo, `Email\n${email}`).expect(200);
    const token = claimToken(await mailTo(email, /set up your Homewise account/));
    const agent = request.agent(t.url);
    await agent.post('/api/auth/claim').send({ token, password: 'another long password', shareConsent: false }).expect(200);
    expect((await agent.get('/api/user/loan-officer').expect(200)).body).toEqual({ loanOfficer: null, sharingConsentAt: null });
    expect((await lo.agent.get('/api/loan-officer/clients').expect(200)).body.clientCount).toBe(0);
  });

  it('a password reset of an unclaimed account goes through the claim page, which asks for consent; a reset link from before is refused', async () => {
    const lo = await officer();
    const email = uniqueEmail('reset');
    await importCsv(lo, `Email,First Name\n${email},Rae`).expect(200);
    const invitation = claimToken(await mailTo(email, /set up your Homewise account/));
    // A reset link made for this account before the rule (or by any other path), to use below.
    const [{ id }] = await t.dataSource.query(`SELECT id FROM users WHERE email = $1`, [email]);
    const oldResetToken = 'an-old-reset-token-of-an-unclaimed-account';
    await t.dataSource.query(`INSERT INTO password_reset_tokens (token_hash, user_id, expires_at) VALUES ($1, $2, now() + interval '1 hour')`, [
      createHash('sha256').update(oldResetToken).digest('hex'),
      id,
    ]);

    await request(t.url).post('/api/auth/request-reset').send({ email }).expect(200);
    const answer = await mailTo(email, /^Choose the password of your Homewise account$/);
    expect(answer.decoded).toContain('Someone asked to reset the password of your Homewise account. It has no password yet: Dana Reyes of Reyes Home Loans set it up for you');
    expect(answer.decoded).not.toContain('/reset-password?token=');
    // A mail the homeowner asked for, not marketing: no List-Unsubscribe.
    expect(answer.header('list-unsubscribe')).toBeUndefined();
    const token = claimToken(answer);
    expect(token).not.toBe(invitation);
    await request(t.url).get(`/api/auth/claim/${invitation}`).expect(400);

    // The reset link from before does not open the account: the claim link is mailed again.
    const refused = await request(t.url).post('/api/auth/reset-password').send({ token: oldResetToken, password: 'a reset long password' }).expect(409);
    expect(refused.body.message).toBe(errorMessage('ACCOUNT_NOT_CLAIMED'));
    const again = claimToken(await mailTo(email, /^Choose the password of your Homewise account$/, 2));
    await request(t.url).post('/api/auth/login').send({ email, password: 'a reset long password' }).expect(401);
    const [{ password_hash, sharing_consent_at }] = await t.dataSource.query(`SELECT password_hash, sharing_consent_at FROM users WHERE id = $1`, [id]);
    expect([password_hash, sharing_consent_at]).toEqual([null, null]);
    await request(t.url).post('/api/auth/reset-password').send({ token: oldResetToken, password: 'a reset long password' }).expect(400);

    // The claim page asks; without consent the officer no longer sees them, and Profile says so.
    const agent = request.agent(t.url);
    await agent.post('/api/auth/claim').send({ token: again, password: 'a reset long password', shareConsent: false }).expect(200);
    expect((await agent.get('/api/user/loan-officer').expect(200)).body).toEqual({ loanOfficer: null, sharingConsentAt: null });
    expect((await lo.agent.get('/api/loan-officer/clients').expect(200)).body.clientCount).toBe(0);
    // Claimed now: a reset is an ordinary reset link.
    await request(t.url).post('/api/auth/request-reset').send({ email }).expect(200);
    expect((await mailTo(email, /^Reset your Homewise password$/)).decoded).toContain('/reset-password?token=');
  });

  it('resends with a new link (the old one stops working); someone else’s client is 404', async () => {
    const lo = await officer();
    const email = uniqueEmail('resend');
    await importCsv(lo, `Email\n${email}`).expect(200);
    const first = claimToken(await mailTo(email, /set up your Homewise account/));
    const [{ id }] = await t.dataSource.query(`SELECT id FROM users WHERE email = $1`, [email]);
    await lo.agent.post(`/api/loan-officer/clients/${id}/invitation`).expect(202);
    const second = claimToken(await mailTo(email, /set up your Homewise account/, 2));
    expect(second).not.toBe(first);
    await request(t.url).get(`/api/auth/claim/${first}`).expect(400);
    await request(t.url).get(`/api/auth/claim/${second}`).expect(200);

    const other = await officer();
    await other.agent.post(`/api/loan-officer/clients/${id}/invitation`).expect(404);
    await request(t.url).post('/api/auth/claim').send({ token: 'nope', password: 'whatever long enough', shareConsent: true }).expect(400);
    expect((await request(t.url).post('/api/auth/claim').send({ token: second, password: 'x', shareConsent: true }).expect(400)).body.message).toMatch(/Password/);
  });
});

// Last: its 5,000 invitations then go out at MAIL_RATE_PER_MINUTE behind every other test's mail.
describe('a big book', () => {
  it('imports 5,000 rows in one call', async () => {
    const lo = await officer();
    const rows = Array.from({ length: 5000 }, (_, i) => `big${i}.${lo.user.id.slice(0, 8)}@example.com,Client ${i},350000,6.25%,30,2022-05-01,480000`);
    const res = await importCsv(lo, ['Email,Name,Loan Amount,Interest Rate,Term,First Payment Date,Home Value', ...rows].join('\n')).expect(200);
    expect([res.body.created, res.body.skipped.length, res.body.clientCount]).toEqual([5000, 0, 5000]);
    // First digests spread over the next 7 days, not all at once.
    const [spread] = await t.dataSource.query(
      `SELECT min(ce.next_digest_at) - now() AS first, max(ce.next_digest_at) - now() AS last
         FROM client_engagement ce JOIN users u ON u.id = ce.client_id WHERE u.loan_officer_id = $1`,
      [lo.user.id],
    );
    expect([spread.first.days ?? 0, spread.last.days]).toEqual([0, 7 - (spread.last.hours || spread.last.minutes ? 1 : 0)]);
  });
});

describe('consent at signup through an officer’s link', () => {
  it('links only with explicit consent, stores its time, and never to an officer who has not confirmed their email', async () => {
    const lo = await officer();
    const code = lo.user.referralCode!;
    const without = await signUp(t, { lo: code });
    expect(without.user.loanOfficerId).toBeNull();
    const declined = await signUp(t, { lo: code, shareConsent: false });
    expect(declined.user.loanOfficerId).toBeNull();
    const agreed = await signUp(t, { lo: code, shareConsent: true });
    expect(agreed.user.loanOfficerId).toBe(lo.user.id);
    const shared = (await agreed.agent.get('/api/user/loan-officer').expect(200)).body;
    expect([shared.loanOfficer.name, Date.now() - Date.parse(shared.sharingConsentAt) < 60_000]).toEqual(['Dana Reyes', true]);

    const unconfirmed = await officer('paid', false);
    expect((await signUp(t, { lo: unconfirmed.user.referralCode, shareConsent: true })).user.loanOfficerId).toBeNull();
    await request(t.url).post('/api/auth/signup').send({ email: uniqueEmail('bad'), password: 'long enough pw', lo: code, shareConsent: 'yes' }).expect(400);
  });
});
