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
  payoffOutlook,
  refinance,
  REFINANCE_DEFAULTS,
  remainingSchedule,
  roundCents,
  sumMoney,
} from '../src/index.js';
import { annualRate, cents, dollars } from './arbitraries.js';
import { periodInterestCents } from './by-hand.js';

const current = { balance: 250_000, currentMonthlyPayment: 1800, currentRate: 0.065, loanTermYears: 30, firstPaymentDate: '2020-01-01', today: '2025-06-15' };

/**
 * The current loan's remaining payments, in cents, by an independent bank ledger: interest =
 * balance × rate / 12 rounded to the cent, the payment (or what is owed, if less) comes off.
 */
function remainingPaymentsByHand(balance: number, rate: number, payment: number): number[] {
  const paid: number[] = [];
  for (let owed = Math.round(balance * 100); owed > 0; ) {
    owed += periodInterestCents(owed, rate, 12);
    paid.push(Math.min(Math.round(payment * 100), owed));
    owed -= paid[paid.length - 1];
  }
  return paid;
}
const sumCents = (values: number[]) => values.reduce((sum, value) => sum + value, 0);

describe('refinance totals to the cent', () => {
  it('the current loan: 259 payments of the balance, $465,023.43, the last $623.43', () => {
    const byHand = remainingPaymentsByHand(250_000, 0.065, 1800);
    expect(byHand).toHaveLength(259);
    expect(sumCents(byHand)).toBe(46_502_343);
    expect(byHand.at(-1)).toBe(62_343);
    const r = refinance({ ...current, ...REFINANCE_DEFAULTS, newRate: 0.055 });
    expect(r.current).toMatchObject({ remainingPayments: 259, totalPayments: 465_023.43 });
  });

  it('a 30-year refinance: $1,419.47 × 360 plus $5,000 up front against it', () => {
    const r = refinance({ ...current, ...REFINANCE_DEFAULTS, newRate: 0.055 });
    expect(r.new.monthlyPayment).toBe(roundCents(monthlyPayment(250_000, 0.055, 360)));
    expect(r.new.totalCost).toBe(516_009.2);
    expect(r.savings.total).toBe(-50_985.77); // 465,023.43 − 516,009.20
  });

  it('a 25-year new loan totals whole dollars by arithmetic, not by rounding', () => {
    // 300 × any whole-cent payment is whole dollars: $477,513.00 exactly. A spreadsheet
    // multiplying the unrounded payment (1,591.70520…) by 300 gets $477,511.56 — the difference
    // is the quote's rounding, 300 × $0.0048, not dollars rounded away.
    const r = refinance({ ...current, ...REFINANCE_DEFAULTS, newRate: 0.05875, newTermYears: 25 });
    expect(r.new.monthlyPayment).toBe(1591.71);
    expect(r.new.totalPayments).toBe(477_513); // 1,591.71 × 300
    expect(roundCents(monthlyPayment(250_000, 0.05875, 300) * 300)).toBe(477_511.56);
    expect(r.savings.total).toBe((46_502_343 - 47_751_300 - 500_000) / 100);
  });

  it('issue 11’s 41,455 vs 41,455.44: the quoted payment × 300 against the unrounded one', () => {
    // Refinanced at 3.875% over 25 years, no closing costs: the quote is 1,302.39854…
    const r = refinance({ ...current, currentMonthlyPayment: 1465, ...REFINANCE_DEFAULTS, newRate: 0.03875, newTermYears: 25, closingCosts: 0 });
    expect(r.new.monthlyPayment).toBe(1302.4);
    expect(r.new.totalPayments).toBe(390_720); // 1,302.40 × 300, exactly
    expect(roundCents(monthlyPayment(250_000, 0.03875, 300) * 300)).toBe(390_719.56);
    expect(r.savings.total).toBe((sumCents(remainingPaymentsByHand(250_000, 0.065, 1465)) - 39_072_000) / 100);
  });

  it('with a current payment in cents, the total savings carry them', () => {
    const r = refinance({ ...current, currentMonthlyPayment: 1799.99, ...REFINANCE_DEFAULTS, newRate: 0.05875, newTermYears: 25, closingCosts: 4999.5 });
    const currentTotal = sumCents(remainingPaymentsByHand(250_000, 0.065, 1799.99));
    expect(r.savings.total).toBe((currentTotal - 300 * 159_171 - 499_950) / 100);
    expect(r.chart.at(-1)?.cumulativeSavings).toBe(r.savings.total);
  });
});

describe('every other money figure keeps its cents', () => {
  it('equity', () => {
    expect(equity({ homeValue: 412_166.38, balance: 197_543.99 }).equity).toBe(214_622.39);
  });

  it('the auto balance, less recorded extra payments', () => {
    // 12 bank-ledger payments of $1,199.10 (2024-01-01 … 2024-12-01) leave $197,543.99 (test/published.test.ts); less $1,000.50.
    expect(autoBalance({ originalLoanAmount: 200_000, annualRate: 0.06, monthlyPayment: 1199.1, firstPaymentDate: '2024-01-01', today: '2024-12-15', extraPaymentsTotal: 1000.5 })).toBe(196_543.49);
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
    expect(p.totalRegularPayments).toBe(3597.3); // 1,199.10 × 3: Jan, Feb and Mar 1 paid by Mar 20
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
        const loan = { balance, annualRate: current.currentRate, monthlyPayment: payment, loanTermYears: 30, firstPaymentDate: current.firstPaymentDate, today: current.today };
        // The remaining schedule's payments in cents; a payment that never pays off: × the note's 294 left.
        const currentTotal = payoffOutlook(loan).paymentsLeft === null ? cents(payment) * 294 : sumCents(remainingSchedule(loan).map((row) => cents(row.payment)));
        return (
          cents(r.savings.total) === currentTotal - newPayment * years * 12 - cents(costs) &&
          cents(r.savings.monthly) === cents(payment) - newPayment &&
          cents(e.equity) === cents(balance) + cents(payment) - cents(costs)
        );
      }),
      { numRuns: 1000 },
    );
  });
});
