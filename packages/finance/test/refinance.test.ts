import { refinance, REFINANCE_DEFAULTS, type RefinanceInput } from '../src/index.js';

const input: RefinanceInput = {
  balance: 250_000,
  currentMonthlyPayment: 1800,
  loanTermYears: 30,
  firstPaymentDate: '2020-01-01',
  today: '2025-06-15',
  ...REFINANCE_DEFAULTS,
  newRate: 0.055,
};

describe('refinance', () => {
  it('computes the spec figures, closing costs paid up front', () => {
    const r = refinance(input);
    expect(r.current).toEqual({ monthlyPayment: 1800, remainingPayments: 295, totalPayments: 531_000, balance: 250_000 });
    expect(r.new).toEqual({ monthlyPayment: 1419.47, totalPayments: 511_009.2, totalCost: 516_009.2, loanAmount: 250_000 });
    expect(r.savings.monthly).toBe(380.53);
    expect(r.savings.total).toBe(14_990.8);
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
    expect(r.savings.total).toBe(9_770.4); // 531,000.00 − 1,447.86 × 360
  });

  it('the chart starts today with the up-front costs and ends at the totals', () => {
    const r = refinance(input);
    expect(r.chart[0]).toEqual({ year: 0, currentLoan: 0, newLoan: 5000, cumulativeSavings: -5000 });
    expect(r.chart[1]).toEqual({ year: 1, currentLoan: 21_600, newLoan: 22_033.64, cumulativeSavings: -433.64 });
    expect(r.chart).toHaveLength(31); // the new 30-year loan outlasts the 295 remaining months
    expect(r.chart[30]).toEqual({ year: 30, currentLoan: 531_000, newLoan: 516_009.2, cumulativeSavings: 14_990.8 });
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

  it('a balance of 0 gives a new payment of 0', () => {
    const r = refinance({ ...input, balance: 0 });
    expect(r.new).toMatchObject({ monthlyPayment: 0, totalPayments: 0, loanAmount: 0 });
  });

  it('a finished term has no remaining payments; a missing new term means 30 years', () => {
    const r = refinance({ ...input, firstPaymentDate: '1990-01-01', newTermYears: Number.NaN });
    expect(r.current).toMatchObject({ remainingPayments: 0, totalPayments: 0 });
    expect(r.newTermMonths).toBe(360);
  });

  it('a first payment date in the future keeps the whole term', () => {
    expect(refinance({ ...input, firstPaymentDate: '2025-09-01' }).current.remainingPayments).toBe(360);
  });
});
