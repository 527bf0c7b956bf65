// The published figures of issue 4, to the cent (standard amortization-table values for these
// loans), and what a bank's ledger shows where it differs from them.
import { amortizationSchedule, annualSchedule, monthlyPayment, roundCents } from '../src/index.js';

describe('monthly payment: published quotes', () => {
  it.each([
    [200_000, 0.06, 360, 1199.1],
    [200_000, 0.06, 180, 1687.71],
    [21_000, 0.069, 48, 501.9],
    [300_000, 0.06875, 360, 1970.79],
    [24_000, 0, 48, 500],
  ])('$%d at %d over %d months pays %d', (principal, rate, months, quoted) => {
    expect(roundCents(monthlyPayment(principal, rate, months))).toBe(quoted);
  });

  it('is unrounded, as the formula gives it', () => {
    expect(monthlyPayment(200_000, 0.06, 360)).toBeCloseTo(1199.1010503055, 9);
  });
});

describe('$200,000 at 6% over 360 months', () => {
  const payment = monthlyPayment(200_000, 0.06, 360);
  const rows = amortizationSchedule({ balance: 200_000, annualRate: 0.06, monthlyPayment: payment, startDate: '2025-01-01' });

  it('first month: $1,000.00 interest and $199.10 principal of a $1,199.10 payment', () => {
    expect(rows[0]).toEqual({
      paymentNumber: 1,
      date: '2025-01-01',
      payment: 1199.1,
      principal: 199.1,
      interest: 1000,
      balance: 199_800.9,
    });
  });

  it('balance after 12 payments is $197,543.98 (the published figure carries the unrounded payment)', () => {
    expect(rows[11].balance).toBe(197_543.98);
    expect(annualSchedule(rows)[0]).toEqual({
      year: 2025,
      payments: 12,
      payment: 14_389.2,
      principal: 2_456.02,
      interest: 11_933.18,
      balance: 197_543.98,
    });
  });

  it('with the quoted $1,199.10 it is the bank ledger: $197,543.99 after 12 payments', () => {
    // Interest rounded to the cent each month on a whole-cent balance, as a bank statement shows
    // it (checked independently with Python's Decimal, ROUND_HALF_UP).
    const ledger = amortizationSchedule({ balance: 200_000, annualRate: 0.06, monthlyPayment: 1199.1, startDate: '2025-01-01' });
    expect(ledger.slice(0, 5).map((row) => row.interest)).toEqual([1000, 999, 998, 997, 995.99]);
    expect(ledger[11].balance).toBe(197_543.99);
  });

  it('the quoted payment leaves a remainder of $1.04 after 360 payments (a bank collects it with the last payment)', () => {
    const ledger = amortizationSchedule({ balance: 200_000, annualRate: 0.06, monthlyPayment: 1199.1, startDate: '2025-01-01', maxPayments: 400 });
    expect(ledger).toHaveLength(361);
    expect(ledger[359].balance).toBe(1.04);
    expect(ledger[360]).toMatchObject({ payment: 1.05, principal: 1.04, interest: 0.01, balance: 0 });
  });
});

describe('$300,000 at 6.875% over 360 months', () => {
  it('first month: $1,718.75 interest and $252.04 principal of $1,970.79', () => {
    const [first] = amortizationSchedule({ balance: 300_000, annualRate: 0.06875, monthlyPayment: 1970.79, startDate: '2025-01-01' });
    expect(first).toMatchObject({ payment: 1970.79, interest: 1718.75, principal: 252.04, balance: 299_747.96 });
  });
});

describe('a 0% loan', () => {
  it('$24,000 over 48 months: $500.00 a month, no interest, paid off on payment 48', () => {
    const rows = amortizationSchedule({ balance: 24_000, annualRate: 0, monthlyPayment: 500, startDate: '2025-01-15' });
    expect(rows).toHaveLength(48);
    expect(rows.every((row) => row.interest === 0 && row.principal === 500 && row.payment === 500)).toBe(true);
    expect(rows[47]).toMatchObject({ date: '2028-12-15', balance: 0 });
  });
});
