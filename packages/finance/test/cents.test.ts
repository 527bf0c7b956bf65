// Every money figure the package returns is exact to the cent; whole dollars are a display rule
// (spec section 9), applied by the screens when they format. Each figure below has cents, and
// each is checked against an independent computation written out here.
import fc from 'fast-check';
import {
  annualSchedule,
  amortizationSchedule,
  autoBalance,
  equity,
  equityProjection,
  extraPaymentProjection,
  monthlyPayment,
  refinance,
  REFINANCE_DEFAULTS,
  roundCents,
  sumMoney,
} from '../src/index.js';
import { annualRate, cents, dollars } from './arbitraries.js';

const current = { balance: 250_000, currentMonthlyPayment: 1800, loanTermYears: 30, firstPaymentDate: '2020-01-01', today: '2025-06-15' };

describe('refinance totals to the cent', () => {
  it('a 30-year refinance: $14,990.80 saved', () => {
    const r = refinance({ ...current, ...REFINANCE_DEFAULTS, newRate: 0.055 });
    // 295 payments of $1,800.00 left; the new loan's $1,419.47 quote × 360, plus $5,000 up front.
    expect(r.new.monthlyPayment).toBe(roundCents(monthlyPayment(250_000, 0.055, 360)));
    expect(r.current.totalPayments).toBe(531_000);
    expect(r.new.totalCost).toBe(516_009.2);
    expect(r.savings.total).toBe(14_990.8);
  });

  it('a 25-year refinance lands on whole dollars by arithmetic, not by rounding', () => {
    // 300 × any whole-cent payment is whole dollars, and so is 295 × $1,800: savings.total is
    // $48,487.00 exactly. A spreadsheet multiplying the unrounded payment (1,591.70520…) by 300
    // gets $48,488.44 — the difference is the quote's rounding, 300 × $0.0048, not dollars
    // rounded away.
    const r = refinance({ ...current, ...REFINANCE_DEFAULTS, newRate: 0.05875, newTermYears: 25 });
    expect(r.new.monthlyPayment).toBe(1591.71);
    expect(r.new.totalPayments).toBe(477_513); // 1,591.71 × 300
    expect(r.savings.total).toBe(48_487);
    expect(roundCents(531_000 - monthlyPayment(250_000, 0.05875, 300) * 300 - 5000)).toBe(48_488.44);
  });

  it('issue 11’s 41,455 vs 41,455.44: the quoted payment × 300 against the unrounded one', () => {
    // $1,465 a month with 295 payments left, refinanced at 3.875% over 25 years, no closing costs.
    const r = refinance({ ...current, currentMonthlyPayment: 1465, ...REFINANCE_DEFAULTS, newRate: 0.03875, newTermYears: 25, closingCosts: 0 });
    expect(r.new.monthlyPayment).toBe(1302.4); // the quote of 1,302.39854…
    expect(r.savings.total).toBe(1465 * 295 - 1302.4 * 300); // 432,175.00 − 390,720.00, exactly
    expect(r.savings.total).toBe(41_455);
    expect(roundCents(1465 * 295 - monthlyPayment(250_000, 0.03875, 300) * 300)).toBe(41_455.44);
  });

  it('with a current payment in cents, the total savings carry them', () => {
    const r = refinance({ ...current, currentMonthlyPayment: 1799.99, ...REFINANCE_DEFAULTS, newRate: 0.05875, newTermYears: 25, closingCosts: 4999.5 });
    // 295 × 1,799.99 − 300 × 1,591.71 − 4,999.50, in cents.
    expect(r.savings.total).toBe((295 * 179_999 - 300 * 159_171 - 499_950) / 100);
    expect(r.savings.total).toBe(48_484.55);
    expect(r.chart.at(-1)?.cumulativeSavings).toBe(48_484.55);
  });
});

describe('every other money figure keeps its cents', () => {
  it('equity', () => {
    expect(equity({ homeValue: 412_166.38, balance: 197_543.99 }).equity).toBe(214_622.39);
  });

  it('the auto balance, less recorded extra payments', () => {
    // 12 bank-ledger payments of $1,199.10 leave $197,543.99 (test/published.test.ts); less $1,000.50.
    expect(autoBalance({ originalLoanAmount: 200_000, annualRate: 0.06, monthlyPayment: 1199.1, firstPaymentDate: '2024-01-01', today: '2025-01-15', extraPaymentsTotal: 1000.5 })).toBe(196_543.49);
  });

  it('schedule rows and annual sums', () => {
    const rows = amortizationSchedule({ balance: 200_000, annualRate: 0.06, monthlyPayment: 1199.1, startDate: '2025-01-01' });
    expect(rows[4]).toMatchObject({ interest: 995.99, principal: 203.11, balance: 198_994.49 });
    expect(annualSchedule(rows)[0].interest).toBe(sumMoney(rows.slice(0, 12).map((row) => row.interest)));
    expect(annualSchedule(rows)[0].interest).toBe(11_933.19);
  });

  it('the extra-payment projection: interest saved, regular payments, additional principal', () => {
    const p = extraPaymentProjection({
      balance: 200_000,
      annualRate: 0.06,
      monthlyPayment: 1199.1,
      loanTermYears: 30,
      firstPaymentDate: '2025-01-01',
      today: '2025-03-20',
      extra: { amount: 100, type: 'monthly' },
      extraPaymentsTotal: 250.25,
    });
    const interest = (rows: readonly { interest: number }[]) => rows.reduce((sum, row) => sum + cents(row.interest), 0);
    expect(p.interestSaved).toBe((interest(p.original.rows) - interest(p.accelerated.rows)) / 100);
    expect(cents(p.interestSaved) % 100).not.toBe(0);
    expect(p.totalRegularPayments).toBe(2398.2); // 1,199.10 × 2
    expect(p.totalAdditionalPrincipal).toBe(250.25);
  });

  it('the equity projection', () => {
    const [, year1] = equityProjection({ homeValue: 400_000, balance: 250_000, annualRate: 0.06, monthlyPayment: 1800, startYear: 2025 });
    expect(year1.homeValue).toBe(roundCents(400_000 * 1.0025 ** 12)); // 412,166.38
    expect(year1.equity).toBe(roundCents(year1.homeValue - year1.loanBalance));
    expect(cents(year1.loanBalance) % 100).not.toBe(0);
  });
});

describe('cents properties', () => {
  it('refinance and equity figures are exact differences of cents, never rounded to dollars', () => {
    fc.assert(
      fc.property(dollars(0, 1_000_000), dollars(0, 10_000), dollars(0, 20_000), annualRate(12), fc.constantFrom(10, 15, 20, 25, 30, 40), (balance, payment, costs, rate, years) => {
        const r = refinance({ ...current, balance, currentMonthlyPayment: payment, newRate: rate, newTermYears: years, closingCosts: costs, rollClosingCosts: false });
        const newPayment = cents(roundCents(monthlyPayment(balance, rate, years * 12)));
        const e = equity({ homeValue: balance + payment, balance: costs });
        return (
          cents(r.savings.total) === cents(payment) * r.current.remainingPayments - newPayment * years * 12 - cents(costs) &&
          cents(r.savings.monthly) === cents(payment) - newPayment &&
          cents(e.equity) === cents(balance) + cents(payment) - cents(costs)
        );
      }),
      { numRuns: 1000 },
    );
  });
});
