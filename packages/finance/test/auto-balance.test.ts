import { amortizationSchedule, autoBalance, extraPaymentsMadeTotal, isPaymentMade, monthlyPayment, roundCents } from '../src/index.js';
import { periodInterestCents } from './by-hand.js';

const loan = { originalLoanAmount: 200_000, annualRate: 0.06, monthlyPayment: 1199.1, firstPaymentDate: '2024-01-01' };

describe('autoBalance', () => {
  it('is the schedule balance after the payments made, this month’s included once it is due', () => {
    const rows = amortizationSchedule({ balance: 200_000, annualRate: 0.06, monthlyPayment: 1199.1, startDate: '2024-01-01' });
    // 2024-01-01 … 2025-01-01: 13 payments by 2025-01-15 (the spec's whole months elapsed said 12).
    expect(autoBalance({ ...loan, today: '2025-01-15' })).toBe(rows[12].balance);
    // By hand: 197,543.99 × 0.5% = 987.72 of interest, 1,199.10 − 987.72 = 211.38 of principal.
    expect(autoBalance({ ...loan, today: '2025-01-15' })).toBe(197_332.61);
    // The day before the 13th is due, 12: $197,543.99 (the published $197,543.98 is the unrounded payment's).
    expect(autoBalance({ ...loan, today: '2024-12-31' })).toBe(197_543.99);
  });

  it('the issue’s loan: $388,000 at 3.125% first paid 2021-08-01, on 2026-11-24 after 64 payments, not 63', () => {
    const payment = roundCents(monthlyPayment(388_000, 0.03125, 360));
    expect(payment).toBe(1662.1);
    // An independent bank ledger in cents: interest = balance × 0.03125 / 12 rounded to the cent.
    const owed: number[] = [38_800_000];
    for (let n = 1; n <= 64; n++) owed.push(owed[n - 1] + periodInterestCents(owed[n - 1], 0.03125, 12) - 166_210);
    const balance = autoBalance({ originalLoanAmount: 388_000, annualRate: 0.03125, monthlyPayment: payment, loanTermYears: 30, firstPaymentDate: '2021-08-01', today: '2026-11-24' });
    expect(balance).toBe(owed[64] / 100);
    expect(balance).toBe(342_679.25);
    // The old count left November's payment out: about $770 of principal too much.
    expect(roundCents(owed[63] / 100 - balance)).toBe(767.71);
  });

  it('subtracts the extra payments made, never going below 0', () => {
    expect(autoBalance({ ...loan, today: '2024-12-31', extraPaymentsTotal: 1000.5 })).toBe(196_543.49);
    expect(autoBalance({ ...loan, today: '2025-01-15', extraPaymentsTotal: 1_000_000 })).toBe(0);
  });

  it('is the original amount before the first payment is due, or without a first payment date', () => {
    expect(autoBalance({ ...loan, today: '2023-12-31' })).toBe(200_000);
    expect(autoBalance({ ...loan, firstPaymentDate: '2026-01-01', today: '2025-01-15' })).toBe(200_000);
    expect(autoBalance({ ...loan, firstPaymentDate: null, today: '2025-01-15' })).toBe(200_000);
  });

  it('takes off the first payment on its due date', () => {
    expect(autoBalance({ ...loan, today: '2024-01-01' })).toBe(200_000 - (1199.1 - 1000));
  });

  it('is 0 once the loan is past paid off', () => {
    expect(autoBalance({ ...loan, firstPaymentDate: '1980-01-01', today: '2025-01-15' })).toBe(0);
  });
});

describe('extra payments made or scheduled', () => {
  const payments = [
    { paymentDate: '2025-01-10', amount: 1000 },
    { paymentDate: '2025-03-14', amount: '250.25' }, // due today: made
    { paymentDate: '2025-03-15', amount: 5000 }, // tomorrow: scheduled
  ];

  it('counts a payment as made on its date; a later one is scheduled', () => {
    expect(payments.map((p) => isPaymentMade(p.paymentDate, '2025-03-14'))).toEqual([true, true, false]);
  });

  it('Auto takes off only the payments made: $1,250.25, not the $5,000 scheduled for tomorrow', () => {
    expect(extraPaymentsMadeTotal(payments, '2025-03-14')).toBe(1250.25);
    expect(extraPaymentsMadeTotal(payments, '2025-03-15')).toBe(6250.25);
    const balance = autoBalance({ ...loan, today: '2025-03-14', extraPaymentsTotal: extraPaymentsMadeTotal(payments, '2025-03-14') });
    expect(balance).toBe(roundCents(autoBalance({ ...loan, today: '2025-03-14' }) - 1250.25));
  });
});
