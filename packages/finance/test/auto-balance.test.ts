import { amortizationSchedule, autoBalance } from '../src/index.js';

const loan = { originalLoanAmount: 200_000, annualRate: 0.06, monthlyPayment: 1199.1, firstPaymentDate: '2024-01-01' };

describe('autoBalance', () => {
  it('is the schedule balance after the whole months elapsed', () => {
    const rows = amortizationSchedule({ balance: 200_000, annualRate: 0.06, monthlyPayment: 1199.1, startDate: '2024-01-01' });
    expect(autoBalance({ ...loan, today: '2025-01-15' })).toBe(rows[11].balance); // 12 months
    expect(autoBalance({ ...loan, today: '2025-01-15' })).toBe(197_543.99);
  });

  it('subtracts the recorded extra payments, never going below 0', () => {
    expect(autoBalance({ ...loan, today: '2025-01-15', extraPaymentsTotal: 1000.5 })).toBe(196_543.49);
    expect(autoBalance({ ...loan, today: '2025-01-15', extraPaymentsTotal: 1_000_000 })).toBe(0);
  });

  it('is the original amount before any month has elapsed, or while the first payment is ahead', () => {
    expect(autoBalance({ ...loan, today: '2024-01-20' })).toBe(200_000);
    expect(autoBalance({ ...loan, firstPaymentDate: '2026-01-01', today: '2025-01-15' })).toBe(200_000);
    expect(autoBalance({ ...loan, firstPaymentDate: null, today: '2025-01-15' })).toBe(200_000);
  });

  it('is 0 once the loan is past paid off', () => {
    expect(autoBalance({ ...loan, firstPaymentDate: '1980-01-01', today: '2025-01-15' })).toBe(0);
  });
});
