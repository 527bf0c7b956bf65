import request from 'supertest';
import { REFINANCE_DEFAULTS, refinance } from '@homewise/finance';
import { todayUtc } from '../src/common/today.js';
import { AlertsService } from '../src/retention/alerts/alerts.service.js';
import type { TestApp } from './harness.js';
import { signUpOfficer, uniqueEmail } from './helpers.js';
import { withMailSink } from './support/mail-sink-app.js';
import type { ReceivedMail, SmtpSink } from './support/smtp-sink.js';
import { sleep, until } from './support/wait.js';

// Issue 20: after each market-rate update, rate alerts (threshold, break-even within 36 months,
// at most one per 30 days) with one summary to the officer; equity alerts at 20 % and 25 %.

let t: TestApp;
let sink: SmtpSink;
withMailSink((app) => ({ t, sink } = app));

const newSnapshot = (rate: number) =>
  t.dataSource.query(`INSERT INTO market_rate_snapshots (source, thirty_year_fixed, fifteen_year_fixed, as_of, scraped_at) VALUES ('mba', $1, 0.055, $2, now())`, [rate, todayUtc()]);
const mailsTo = (email: string, subject: RegExp): ReceivedMail[] => sink.received.filter((m) => m.to.includes(email) && subject.test(m.header('subject') ?? ''));

it('alerts the clients for whom refinancing pays, once in 30 days, sums them up for the officer, and alerts equity crossings', async () => {
  const officer = await signUpOfficer(t, { plan: 'paid', firstName: 'Dana', lastName: 'Reyes' });
  const [high, low, equity] = ['high', 'low', 'equity'].map((n) => uniqueEmail(n));
  const csv = [
    'Email,Name,Loan Amount,Interest Rate,Term,First Payment Date,Current Balance,Home Value',
    `${high},Hana High,320000,8.25%,30,2024-07-01,300000,420000`,
    `${low},Lou Low,320000,6.5%,30,2024-07-01,300000,420000`,
    `${equity},Eve Equity,340000,6.5%,30,2024-07-01,330000,400000`,
  ].join('\n');
  await officer.agent.post('/api/loan-officer/clients/import').send({ csv }).expect(200);
  await until(() => sink.received.filter((m) => [high, low, equity].some((e) => m.to.includes(e))).length >= 3, 'invitations');

  const alerts = t.app.get(AlertsService);
  await newSnapshot(0.069);
  await Promise.all([alerts.afterRateUpdate(), alerts.afterRateUpdate()]);
  const alert = await until(() => mailsTo(high, /^Refinancing could save you/)[0], 'the rate alert');
  const [profile] = await t.dataSource.query(`SELECT monthly_payment FROM mortgage_profiles p JOIN users u ON u.id = p.user_id WHERE u.email = $1`, [high]);
  const expected = refinance({
    ...REFINANCE_DEFAULTS,
    balance: 300000,
    currentMonthlyPayment: Number(profile.monthly_payment),
    currentRate: 0.0825,
    loanTermYears: 30,
    firstPaymentDate: '2024-07-01',
    today: todayUtc(),
    newRate: 0.069,
  });
  const usd = (n: number) => new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 }).format(n);
  expect(alert.header('subject')).toBe(`Refinancing could save you ${usd(expected.savings.monthly)} a month`);
  expect(alert.decoded).toContain(`paid back in ${expected.chartBreakEvenMonths} months`);
  expect(expected.chartBreakEvenMonths).toBeLessThanOrEqual(36);
  expect(alert.header('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
  // Hana has not claimed her imported account: the alert's links lead to the claim page, whose link works.
  const numbers = /See the numbers: (http\S+\/api\/r\/([\w.-]+))/.exec(alert.decoded)!;
  const target = (await request(t.url).get(`/api/r/${numbers[2]}`).expect(302)).headers.location as string;
  const claimToken = /\/claim\?token=([\w-]+)$/.exec(target)![1];
  expect((await request(t.url).get(`/api/auth/claim/${claimToken}`).expect(200)).body.email).toBe(high);
  const summary = await until(() => mailsTo(officer.email, /could save by refinancing/)[0], 'the officer summary');
  expect(summary.header('subject')).toBe('1 client could save by refinancing at 6.90%');
  expect(summary.decoded).toContain(`Hana High (${high}): ${usd(expected.savings.monthly)} a month`);

  // A second update within 30 days: no second rate alert; Eve's equity crossed 20 %.
  await t.dataSource.query(`UPDATE mortgage_profiles p SET current_balance = 310000 FROM users u WHERE u.id = p.user_id AND u.email = $1`, [equity]);
  await newSnapshot(0.0685);
  await alerts.afterRateUpdate();
  const crossing = await until(() => mailsTo(equity, /20% of your home/)[0], 'the equity alert');
  expect(crossing.decoded).toContain('drop private mortgage insurance');
  await sleep(500);
  expect(mailsTo(high, /^Refinancing could save you/)).toHaveLength(1);
  expect(mailsTo(low, /^Refinancing could save you/)).toHaveLength(0);
  expect(mailsTo(officer.email, /could save by refinancing/)).toHaveLength(1);
  // The pass for a snapshot runs once.
  expect(await alerts.afterRateUpdate()).toBe(0);
});
