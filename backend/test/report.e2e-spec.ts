// Issue 21: GET /api/report.pdf over the real API and Postgres — a real PDF, read back with
// pdf-parse, whose figures are @homewise/finance's for the stored profile, payments and rate.
import request from 'supertest';
import { PDFParse } from 'pdf-parse';
import { armScheduleOfLoan, extraPaymentProjection, firstAdjustment, highestAdjustment, payoffOutlook, pmiMilestones, refinance, REFINANCE_DEFAULTS } from '@homewise/finance';
import { startTestApp, type TestApp } from './harness.js';
import { signUp } from './helpers.js';
import { dateText, money, money0 } from '../src/report/report-model.js';
import { todayUtc } from '../src/common/today.js';

const LOAN = {
  propertyAddress: '77 Report Rd, Springfield, IL 62701',
  purchasePrice: 250000,
  originalLoanAmount: 230000,
  currentBalance: 221500,
  originalInterestRate: 0.065,
  loanTermYears: 30,
  loanType: '30_year_fixed',
  monthlyPayment: 1453.76,
  firstPaymentDate: '2024-01-01',
  currentHomeValue: 270000,
  propertyTaxYearly: 4800,
  insuranceYearly: 1500,
  pmiMonthly: 110,
};

async function pdfText(buffer: Buffer): Promise<{ text: string; pages: number }> {
  const parser = new PDFParse({ data: new Uint8Array(buffer) });
  const result = await parser.getText();
  await parser.destroy();
  return { text: result.text, pages: result.total };
}

describe('GET /api/report.pdf', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  it('is a paginated PDF whose figures are the homeowner’s own, to the cent', async () => {
    const { agent } = await signUp(t);
    const profile = (await agent.post('/api/mortgage-profile').send(LOAN).expect(201)).body;
    await agent.post('/api/extra-payments').send({ mortgageProfileId: profile.id, paymentDate: '2024-06-01', amount: 500 }).expect(201);
    const stored = (await agent.get('/api/mortgage-profile').expect(200)).body;

    const res = await agent.get('/api/report.pdf').buffer(true).parse((response, done) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => done(null, Buffer.concat(chunks)));
    }).expect(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toContain('homewise-mortgage-report.pdf');
    const body = res.body as Buffer;
    expect(body.subarray(0, 5).toString()).toBe('%PDF-');
    const { text, pages } = await pdfText(body);
    expect(pages).toBeGreaterThanOrEqual(2); // the annual schedule runs onto more pages
    expect(text).toContain(`Page ${pages} of ${pages}`);

    const today = todayUtc();
    const loan = { balance: stored.currentBalance, annualRate: 0.065, monthlyPayment: 1453.76, loanTermYears: 30, firstPaymentDate: '2024-01-01', today };
    expect(text).toContain('Your Mortgage Report');
    expect(text).toContain(money(stored.currentBalance));
    expect(text).toContain(money(1453.76));
    expect(text).toContain(dateText(payoffOutlook(loan).payoffDate));
    // Escrow: 4,800 / 12 + 1,500 / 12 + 110 = 635; the whole payment 2,088.76.
    expect(text).toContain('$635.00');
    expect(text).toContain('$2,088.76');
    // PMI: 230,000 on a 250,000 home.
    const pmi = pmiMilestones({ originalValue: 250000, loanAmount: 230000, annualRate: 0.065, termMonths: 360, firstPaymentDate: '2024-01-01' });
    expect(text).toContain(dateText(pmi.request));
    expect(text).toContain(dateText(pmi.automatic));
    // The refinance at this week's 30-year rate (the seeded market rate).
    const rate = (await agent.get('/api/market-rates').expect(200)).body.thirtyYearFixed.rate as number;
    const r = refinance({ ...loan, currentMonthlyPayment: 1453.76, currentRate: 0.065, newRate: rate, newTermYears: 30, closingCosts: REFINANCE_DEFAULTS.closingCosts, rollClosingCosts: false });
    expect(text).toContain(money(r.new.monthlyPayment));
    expect(text).toContain(money0(r.savings.total));
    // The extra-payment plan: $100 more a month and biweekly.
    const plan = extraPaymentProjection({ ...loan, extra: { amount: 100, type: 'monthly' } });
    expect(text).toContain(`paid off ${dateText(plan.accelerated.payoffDate)}, ${money0(plan.interestSaved)} less interest`);
    expect(text).toContain(`paid off ${dateText(plan.biweekly.payoffDate)}, ${money0(plan.biweekly.interestSaved)} less interest`);
    expect(text).toContain('1, $500.00 made');
  });

  it('for an ARM: the first change on each path and the highest the payment can go, as the Dashboard says', async () => {
    const { agent } = await signUp(t);
    const arm = { ...LOAN, loanType: '5_1_arm', monthlyPayment: 1453.76, originalInterestRate: 0.065 };
    await agent.post('/api/mortgage-profile').send(arm).expect(201);
    const stored = (await agent.get('/api/mortgage-profile').expect(200)).body;
    const body = (
      await agent.get('/api/report.pdf').buffer(true).parse((response, done) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => done(null, Buffer.concat(chunks)));
      })
    ).body as Buffer;
    const { text } = await pdfText(body);
    const schedule = armScheduleOfLoan(stored)!;
    const first = firstAdjustment(schedule)!;
    const highest = highestAdjustment(schedule)!;
    // 2/2/5 caps: 8.5 % at payment 61, 10.5 % at 73, 11.5 % (the lifetime cap) from payment 85.
    expect(highest).toMatchObject({ paymentNumber: 85, date: '2031-01-01', rate: 0.115 });
    expect(text).toContain('Adjustable rate');
    expect(text).toContain(money(first.worst.payment));
    expect(text).toMatch(new RegExp(`Highest possible\\s*${money(highest.payment).replace(/[$.]/g, '\\$&')} at 11\\.5\\d*% from Jan 1, 2031 \\(payment 85\\)`));
  });

  it('answers 404 in words before onboarding, 401 signed out', async () => {
    const { agent } = await signUp(t);
    const res = await agent.get('/api/report.pdf').expect(404);
    expect(res.body.message).toBe('You have no mortgage profile yet. Please complete onboarding first.');
    await request(t.url).get('/api/report.pdf').expect(401);
  });
});
