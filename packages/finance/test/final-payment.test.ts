// The contract term as the anchor: which payment is the last, how large a residual it absorbs,
// and what a payment genuinely too small for the term looks like.
import { addMonths, amortizationSchedule, autoBalance, equityProjection, monthlyPayment, roundCents } from '../src/index.js';
import { quotedTermMonths, residualToleranceCents } from '../src/final-payment.js';

const loan = { balance: 200_000, annualRate: 0.06, monthlyPayment: 1199.1, startDate: '2025-01-01' };

describe('the cents residual a final payment absorbs', () => {
  it('is a cent a month with its interest over the whole term: $10.05 for 30 years at 6%, $3.60 at 0%', () => {
    // Independently: 1¢ × ((1 + r)^n − 1) / r.
    expect(residualToleranceCents(0.005, 360)).toBeCloseTo((1.005 ** 360 - 1) / 0.005, 6);
    expect(roundCents(residualToleranceCents(0.005, 360) / 100)).toBe(10.05);
    expect(residualToleranceCents(0, 360)).toBe(360);
    expect(roundCents(residualToleranceCents(0.005, 180) / 100)).toBe(2.91);
  });

  it('a payment is the quote for the term whose formula payment rounds to it', () => {
    expect(quotedTermMonths(200_000, 0.005, 1199.1)).toBe(360);
    expect(quotedTermMonths(200_000, 0.005, 1687.71)).toBe(180);
    expect(quotedTermMonths(200_000, 0.005, 1199.11)).toBe(0); // a cent more is no quote: it pays off sooner
    expect(quotedTermMonths(200_000, 0.005, 1000)).toBe(0); // interest only: never
    expect(quotedTermMonths(200_000, 0.005, 1199.1, 361)).toBe(0); // none after 360
  });
});

describe('the contract term anchors the last payment', () => {
  it('a homeowner 25 years in, at the auto balance, has 60 payments left, the last the same $1,200.14', () => {
    const balance = autoBalance({ originalLoanAmount: 200_000, annualRate: 0.06, monthlyPayment: 1199.1, loanTermYears: 30, firstPaymentDate: '2000-01-01', today: '2024-12-15' });
    const fresh = amortizationSchedule({ ...loan, termMonths: 360 });
    expect(balance).toBe(fresh[299].balance);
    const rows = amortizationSchedule({ ...loan, balance, termMonths: 60 });
    expect(rows).toHaveLength(60);
    expect(rows[59]).toMatchObject({ payment: 1200.14, balance: 0 });
    expect(rows.map((row) => row.balance)).toEqual(fresh.slice(300).map((row) => row.balance));
  });

  it('a stored balance a dollar above the ledger still pays off in the term; $50 above does not', () => {
    const balance = autoBalance({ originalLoanAmount: 200_000, annualRate: 0.06, monthlyPayment: 1199.1, loanTermYears: 30, firstPaymentDate: '2000-01-01', today: '2024-12-15' });
    const dollarMore = amortizationSchedule({ ...loan, balance: balance + 1, termMonths: 60 });
    expect(dollarMore).toHaveLength(60);
    expect(dollarMore[59].payment).toBeCloseTo(1200.14 + 1.005 ** 60, 1); // the dollar, with 5 years of interest
    const fiftyMore = amortizationSchedule({ ...loan, balance: balance + 50, termMonths: 60 });
    expect(fiftyMore).toHaveLength(61); // not paid off in its term: $50 is no rounding
    expect(fiftyMore[59]).toMatchObject({ payment: 1199.1 });
    expect(fiftyMore[59].balance).toBeGreaterThan(10.05);
    expect(fiftyMore[60]).toMatchObject({ balance: 0 });
  });

  it('a quote rounded up pays off in the term with a final payment a little smaller', () => {
    const payment = roundCents(monthlyPayment(300_000, 0.07, 360)); // 1995.9075 → 1995.91
    expect(payment).toBe(1995.91);
    const rows = amortizationSchedule({ balance: 300_000, annualRate: 0.07, monthlyPayment: payment, startDate: '2025-01-01', termMonths: 360 });
    expect(rows).toHaveLength(360);
    expect(rows[359]).toMatchObject({ payment: 1992.36, balance: 0 });
  });

  it('a payment genuinely too small for the term runs past it and shows the loan not paid off', () => {
    // $1,150 a month is $49.10 below the quote: after 360 payments thousands are still owed.
    const limited = amortizationSchedule({ ...loan, monthlyPayment: 1150, termMonths: 360 });
    expect(limited).toHaveLength(360);
    expect(limited[359].balance).toBeGreaterThan(10_000);
    const all = amortizationSchedule({ ...loan, monthlyPayment: 1150, termMonths: 360, maxPayments: 600 });
    expect(all.length).toBeGreaterThan(360);
    expect(all.at(-1)?.balance).toBe(0);
    // Interest only: the balance never falls.
    expect(amortizationSchedule({ ...loan, monthlyPayment: 1000, termMonths: 360 }).at(-1)?.balance).toBe(200_000);
  });

  it('a stale balance too large for the remaining term runs on to the term its payment is the quote for', () => {
    // Still $200,000 with 300 months left: $1,199.10 is the quote for 360 months, not 300.
    const rows = amortizationSchedule({ ...loan, termMonths: 300 });
    expect(rows).toHaveLength(360);
    expect(rows[359]).toMatchObject({ payment: 1200.14, balance: 0 });
  });

  it('past its term (0 months left) a remaining balance is still scheduled at the payment', () => {
    const rows = amortizationSchedule({ ...loan, balance: 5000, termMonths: 0 });
    expect(rows).toHaveLength(5);
    expect(rows.at(-1)).toMatchObject({ balance: 0 });
  });
});

describe('the term in the auto balance and the equity projection', () => {
  it('the auto balance is 0 once the term is over, with or without the term given', () => {
    const paidUp = { originalLoanAmount: 200_000, annualRate: 0.06, monthlyPayment: 1199.1, firstPaymentDate: '2000-01-01' };
    // The 360th payment falls due on 2000-01-01 + 359 months; until then 359 are made.
    const afterLast = addMonths('2000-01-01', 359);
    expect(autoBalance({ ...paidUp, today: addMonths('2000-01-01', 358) })).toBe(1194.17);
    expect(autoBalance({ ...paidUp, loanTermYears: 30, today: afterLast })).toBe(0);
    expect(autoBalance({ ...paidUp, today: afterLast })).toBe(0);
    expect(autoBalance({ ...paidUp, originalLoanAmount: 200_000, monthlyPayment: 1687.71, loanTermYears: 15, today: addMonths('2000-01-01', 179) })).toBe(0);
  });

  it('the equity projection shows the loan at 0 in the year of its last payment', () => {
    const rows = equityProjection({ homeValue: 250_000, balance: 200_000, annualRate: 0.06, monthlyPayment: 1199.1, startYear: 2025, termMonths: 360 });
    expect(rows[29].loanBalance).toBeGreaterThan(10_000);
    expect(rows[30]).toMatchObject({ year: 2055, loanBalance: 0 });
  });
});
