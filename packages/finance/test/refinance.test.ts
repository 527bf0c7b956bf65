import { payoffOutlook, refinance, REFINANCE_DEFAULTS, type RefinanceInput } from '../src/index.js';

// $250,000 owed at 6.5%, paid $1,800 a month: ahead of its 30-year note (295 payments left under
// it on 2025-06-15), the balance needs 259 more — the last $623.43 — $465,023.43 in all (an
// independent cents ledger: test/cents.test.ts).
const input: RefinanceInput = {
  balance: 250_000,
  currentMonthlyPayment: 1800,
  currentRate: 0.065,
  loanTermYears: 30,
  firstPaymentDate: '2020-01-01',
  today: '2025-06-15',
  ...REFINANCE_DEFAULTS,
  newRate: 0.055,
};

describe('refinance', () => {
  it('computes the spec figures, closing costs paid up front, the current loan from its balance', () => {
    const r = refinance(input);
    expect(r.current).toEqual({ monthlyPayment: 1800, remainingPayments: 259, totalPayments: 465_023.43, balance: 250_000 });
    expect(r.new).toEqual({ monthlyPayment: 1419.47, totalPayments: 511_009.2, totalCost: 516_009.2, loanAmount: 250_000 });
    expect(r.savings.monthly).toBe(380.53);
    // A lower payment, but over 30 years against 21 years 7 months: $50,985.77 more in all.
    expect(r.savings.total).toBe(-50_985.77);
    expect(r.savings.breakEvenMonths).toBeCloseTo(5000 / 380.53, 10);
    expect(r.closingCosts).toBe(5000);
    expect(r.monthlyPaymentChange).toBe(-380.53);
    expect(r.chartBreakEvenMonths).toBe(14);
  });

  it('rolls the closing costs into the loan', () => {
    const r = refinance({ ...input, rollClosingCosts: true });
    expect(r.new.loanAmount).toBe(255_000);
    expect(r.new.monthlyPayment).toBe(1447.86);
    expect(r.new.totalCost).toBe(r.new.totalPayments);
    expect(r.savings.total).toBe(-56_206.17); // 465,023.43 − 1,447.86 × 360
  });

  it('the chart starts today with the up-front costs and ends at the totals', () => {
    const r = refinance(input);
    expect(r.chart[0]).toEqual({ year: 0, currentLoan: 0, newLoan: 5000, cumulativeSavings: -5000 });
    expect(r.chart[1]).toEqual({ year: 1, currentLoan: 21_600, newLoan: 22_033.64, cumulativeSavings: -433.64 });
    expect(r.chart).toHaveLength(31); // the new 30-year loan outlasts the 259 remaining months
    expect(r.chart[22]).toMatchObject({ currentLoan: 465_023.43 }); // paid off in year 22: no more payments after
    expect(r.chart[30]).toEqual({ year: 30, currentLoan: 465_023.43, newLoan: 516_009.2, cumulativeSavings: -50_985.77 });
  });

  it('break-even is "Never" when the new payment is not lower', () => {
    const r = refinance({ ...input, newRate: 0.09 });
    expect(r.savings.monthly).toBeLessThan(0);
    expect(r.savings.breakEvenMonths).toBe(0);
    expect(r.chartBreakEvenMonths).toBeNull();
  });

  it('no closing costs: break-even 0 both ways', () => {
    const r = refinance({ ...input, closingCosts: 0 });
    expect(r.savings.breakEvenMonths).toBe(0);
    expect(r.chartBreakEvenMonths).toBe(0);
  });

  it('a balance of 0 gives a new payment of 0 and nothing left to pay', () => {
    const r = refinance({ ...input, balance: 0 });
    expect(r.new).toMatchObject({ monthlyPayment: 0, totalPayments: 0, loanAmount: 0 });
    expect(r.current).toMatchObject({ remainingPayments: 0, totalPayments: 0 });
  });

  it('the payments left are the balance’s whatever the note says; a missing new term means 30 years', () => {
    for (const firstPaymentDate of ['1990-01-01', '2025-09-01', null]) {
      const r = refinance({ ...input, firstPaymentDate, newTermYears: Number.NaN });
      expect(r.current.remainingPayments).toBe(payoffOutlook({ ...input, annualRate: 0.065, monthlyPayment: 1800, firstPaymentDate }).paymentsLeft);
      expect(r.current.remainingPayments).toBe(259);
      expect(r.newTermMonths).toBe(360);
    }
  });

  it('a payment that never pays the balance off counts the note’s remaining payments', () => {
    const r = refinance({ ...input, currentMonthlyPayment: 1000 }); // below the $1,354.17 of monthly interest
    expect(r.current).toMatchObject({ remainingPayments: 294, totalPayments: 294_000 }); // 360 − 66 made
  });
});
