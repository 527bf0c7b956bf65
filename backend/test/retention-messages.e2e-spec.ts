import request from 'supertest';
import { refinance } from '@homewise/finance';
import type { ClientMessageList } from '@homewise/contracts';
import { errorMessage } from '../src/common/errors/error-catalogue.js';
import { todayUtc } from '../src/common/today.js';
import type { TestApp } from './harness.js';
import { signUp, signUpOfficer, uniqueEmail } from './helpers.js';
import { withMailSink } from './support/mail-sink-app.js';
import type { SmtpSink } from './support/smtp-sink.js';
import { until } from './support/wait.js';

// Issue 20: "Ask <officer>" and "Send this scenario to <officer>" reach the officer by mail
// (Reply-To the homeowner) and in the Messages list; the scenario's figures are the API's.

let t: TestApp;
let sink: SmtpSink;
withMailSink((app) => ({ t, sink } = app));

it('a homeowner asks their officer and sends a scenario; the officer reads them on Clients and by mail', async () => {
  const officer = await signUpOfficer(t, { plan: 'paid', firstName: 'Dana', lastName: 'Reyes' });
  const homeowner = await signUp(t, { lo: officer.user.referralCode, shareConsent: true, firstName: 'Cleo', lastName: 'Client' });
  await homeowner.agent
    .post('/api/mortgage-profile')
    .send({ originalLoanAmount: 320000, currentBalance: 300000, currentHomeValue: 420000, originalInterestRate: 0.0825, monthlyPayment: 2404.05, firstPaymentDate: '2024-07-01', loanTermYears: 30 })
    .expect(201);

  await homeowner.agent.post('/api/user/loan-officer/messages').send({ message: 'Can we talk about my rate?' }).expect(201);
  const scenario = { newRate: 0.0625, newTermYears: 30, closingCosts: 4000, rollClosingCosts: false };
  // Figures the browser might send are ignored: the API computes them.
  await homeowner.agent.post('/api/user/loan-officer/messages').send({ message: 'This one looks good', scenario: { ...scenario, monthlySavings: 99999 } }).expect(400);
  await homeowner.agent.post('/api/user/loan-officer/messages').send({ message: 'This one looks good', scenario }).expect(201);

  const list = (await officer.agent.get('/api/loan-officer/messages').expect(200)).body as ClientMessageList;
  expect([list.total, list.unread]).toEqual([2, 2]);
  expect(list.messages.map((m) => [m.kind, m.body, m.clientName])).toEqual([
    ['scenario', 'This one looks good', 'Cleo Client'],
    ['ask', 'Can we talk about my rate?', 'Cleo Client'],
  ]);
  const expected = refinance({ balance: 300000, currentMonthlyPayment: 2404.05, currentRate: 0.0825, loanTermYears: 30, firstPaymentDate: '2024-07-01', today: todayUtc(), ...scenario });
  expect(list.messages[0].scenario).toMatchObject({ ...scenario, monthlySavings: expected.savings.monthly, breakEvenMonths: expected.chartBreakEvenMonths, newMonthlyPayment: expected.new.monthlyPayment });

  const mail = await until(() => sink.received.find((m) => m.to.includes(officer.email) && /refinance scenario/.test(m.header('subject') ?? '')), 'the scenario mail');
  expect(mail.header('reply-to')).toBe(homeowner.email);
  expect(mail.decoded).toContain('This one looks good');

  // The engagement columns, read state, and someone else's message.
  const clients = (await officer.agent.get('/api/loan-officer/clients?filter=unread').expect(200)).body;
  expect(clients.clients[0].engagement).toMatchObject({ messageCount: 2, unreadMessages: 2 });
  expect((await officer.agent.patch(`/api/loan-officer/messages/${list.messages[0].id}`).send({ read: true }).expect(200)).body.readAt).not.toBeNull();
  expect((await officer.agent.get('/api/loan-officer/messages?unread=true').expect(200)).body.total).toBe(1);
  const other = await signUpOfficer(t, { plan: 'paid' });
  await other.agent.patch(`/api/loan-officer/messages/${list.messages[0].id}`).send({ read: true }).expect(404);
  expect((await other.agent.get('/api/loan-officer/messages').expect(200)).body.total).toBe(0);

  // Not sharing: nobody to ask.
  const alone = await signUp(t, { email: uniqueEmail('alone') });
  expect((await alone.agent.post('/api/user/loan-officer/messages').send({ message: 'hi' }).expect(404)).body.message).toBe(errorMessage('NOT_SHARING'));
  await homeowner.agent.post('/api/user/loan-officer/messages').send({ message: '   ' }).expect(400);
  await request(t.url).post('/api/user/loan-officer/messages').send({ message: 'hi' }).expect(401);
});
