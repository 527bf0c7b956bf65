import { costOverStay, payoffOutlook, refinance, REFINANCE_DEFAULTS, type RefinanceInput } from '../src/index.js';
import { periodInterestCents } from './by-hand.js';

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
    expect(r.new).toMatchObject({ monthlyPayment: 1419.47, totalPayments: 511_009.2, totalCost: 516_009.2, loanAmount: 250_000 });
    expect(r.new.apr).toBeGreaterThan(0.055); // the $5,000 of closing costs are finance charges
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

describe('refinance: points, lender credit, cash out and the APR', () => {
  const percent2 = (fraction: number | null) => Math.round((fraction ?? NaN) * 10_000) / 100;

  it('$60,000 for 30 years at 11½% with 2 points: APR 11.76% (HP 12c Owner’s Handbook)', () => {
    const r = refinance({ ...input, balance: 60_000, newRate: 0.115, newTermYears: 30, closingCosts: 0, points: 2 });
    expect(r.pointsCost).toBe(1200);
    expect(r.charges).toBe(1200);
    expect(r.cashToClose).toBe(1200);
    expect(percent2(r.new.apr)).toBe(11.76);
  });

  it('no points, credit or cash out: the APR is the note rate and nothing else moves', () => {
    const r = refinance({ ...input, closingCosts: 0 });
    expect(r.new.apr).toBe(0.055);
    expect(r).toMatchObject({ pointsCost: 0, lenderCredit: 0, cashOut: 0, charges: 0, cashToClose: 0 });
  });

  it('break-even counts the points and the credit: (5,000 + 1% of 250,000 − 1,000) / 380.53', () => {
    const r = refinance({ ...input, points: 1, lenderCredit: 1000 });
    expect(r.pointsCost).toBe(2500);
    expect(r.lenderCredit).toBe(1000);
    expect(r.charges).toBe(6500);
    expect(r.cashToClose).toBe(6500);
    expect(r.savings.breakEvenMonths).toBeCloseTo(6500 / 380.53, 10);
    expect(r.chartBreakEvenMonths).toBe(18); // 17.08 months, rounded up
    expect(r.new.totalCost).toBe(511_009.2 + 6500);
    expect(r.savings.total).toBe(-52_485.77); // 465,023.43 − 511,009.20 − 6,500
    expect(r.chart[0]).toMatchObject({ newLoan: 6500 });
  });

  it('a credit beyond the costs and points is lost; it never pays cash out', () => {
    const r = refinance({ ...input, closingCosts: 3000, points: 0.5, lenderCredit: 10_000 });
    expect(r.pointsCost).toBe(1250);
    expect(r.lenderCredit).toBe(4250);
    expect(r).toMatchObject({ charges: 0, cashToClose: 0 });
    expect(r.new.apr).toBe(0.055);
    expect(r.chartBreakEvenMonths).toBe(0);
  });

  it('cash out grows the loan, the points with it, and comes back at closing', () => {
    const r = refinance({ ...input, cashOut: 30_000, points: 1, closingCosts: 4000 });
    expect(r.new.loanAmount).toBe(280_000);
    expect(r.pointsCost).toBe(2800);
    expect(r.new.monthlyPayment).toBe(1589.81); // 280,000 at 5.5% over 360 months
    expect(r.cashToClose).toBe(6800 - 30_000);
    // The cash received offsets the new loan's cost.
    expect(r.savings.total).toBe(-84_108.17); // 465,023.43 − (1,589.81 × 360 + 6,800 − 30,000)
  });

  it('rolled closing costs: the credit first lowers what is rolled; the points are paid at closing', () => {
    const r = refinance({ ...input, rollClosingCosts: true, lenderCredit: 2000, points: 1 });
    expect(r.new.loanAmount).toBe(253_000);
    expect(r.pointsCost).toBe(2530);
    expect(r.cashToClose).toBe(2530);
    expect(r.charges).toBe(5530);
    // The APR's finance charges are the rolled costs and the points: the payments discount to 253,000 − 5,530.
    const payment = r.new.monthlyPayment;
    const i = r.new.apr! / 12;
    const pv = (payment * (1 - (1 + i) ** -360)) / i;
    expect(Math.abs(pv - (253_000 - 5530))).toBeLessThan(253_000 * 0.00001); // the quoted payment is within a cent of the formula's
  });
});

describe('costOverStay (Compare offers)', () => {
  it('no stay: cash to close plus the whole new loan still owed', () => {
    const r = refinance({ ...input, points: 1 });
    expect(costOverStay(r, 0.055, 0)).toBe(7500 + 250_000);
  });

  it('7 years: cash to close + 84 payments + the balance then, by a plain re-computation', () => {
    const r = refinance({ ...input, cashOut: 20_000 });
    let owed = 270_000 * 100;
    let paid = 0;
    for (let m = 0; m < 84; m++) {
      owed += periodInterestCents(owed, 0.055, 12);
      owed -= 153_303; // $1,533.03 a month: 270,000 at 5.5% over 360
      paid += 153_303;
    }
    expect(r.new.monthlyPayment).toBe(1533.03);
    expect(costOverStay(r, 0.055, 84)).toBe((500_000 - 2_000_000 + paid + owed) / 100);
  });

  it('a stay past the term: every payment, nothing owed', () => {
    const r = refinance({ ...input, newTermYears: 10, closingCosts: 0 });
    const cost = costOverStay(r, 0.055, 600);
    expect(cost).toBeCloseTo(r.new.totalPayments, -1); // the last payment absorbs the cents residual
    expect(Math.abs(cost - r.new.totalPayments)).toBeLessThan(5);
  });
});
