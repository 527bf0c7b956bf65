import fc from 'fast-check';
import {
  addMonths,
  equityProjection,
  extraPaymentProjection,
  EXTRA_PAYMENT_TYPES,
  monthlyPayment,
  monthsElapsed,
  nextPaymentDate,
  payoffOutlook,
  refinance,
  remainingSchedule,
  REFINANCE_TERM_YEARS,
  roundCents,
} from '../src/index.js';
import { annualRate, cents, dollars, isoDate } from './arbitraries.js';

// The cheapest properties return a boolean (fast-check reports the counterexample): a jest
// `expect` per case would cost more than the math under test.

describe('extra payment properties', () => {
  it('a positive extra payment never lengthens the payoff nor raises the total interest', () => {
    fc.assert(
      fc.property(
        dollars(0.01, 1_000_000),
        annualRate(20),
        fc.integer({ min: 1, max: 40 }),
        fc.double({ min: 0.5, max: 2, noNaN: true }),
        dollars(0.01, 5000),
        fc.constantFrom(...EXTRA_PAYMENT_TYPES),
        (balance, rate, termYears, paymentFactor, amount, type) => {
          // From half to twice the payment that fits the term: some never pay off at all.
          const payment = roundCents(monthlyPayment(balance, rate, termYears * 12) * paymentFactor);
          const p = extraPaymentProjection({
            balance,
            annualRate: rate,
            monthlyPayment: payment,
            loanTermYears: termYears,
            firstPaymentDate: '2020-01-31',
            today: '2025-02-28',
            extra: { amount, type },
          });
          expect(p.accelerated.months).toBeLessThanOrEqual(p.original.months);
          expect(p.accelerated.totalInterest).toBeLessThanOrEqual(p.original.totalInterest);
          expect(p.monthsSaved).toBeGreaterThanOrEqual(0);
          expect(p.interestSaved).toBeGreaterThanOrEqual(0);
          expect(p.comparison.filter((month) => month.acceleratedBalance > month.originalBalance)).toEqual([]);
          // Extra is never negative nor above the strategy's amount, and only flows once the regular payment is made in full.
          expect(
            p.accelerated.rows.filter(
              (row) => row.extra < 0 || row.extra > amount || (row.extra > 0 && cents(row.payment - row.extra) !== cents(payment)),
            ),
          ).toEqual([]);
        },
      ),
      { numRuns: 200 },
    );
  });
});

describe('extra payments against the term', () => {
  it('at the quote for the balance and remaining term, the original plan is the remaining term; extra never lengthens it', () => {
    fc.assert(
      fc.property(
        dollars(10_000, 2_000_000),
        annualRate(12),
        fc.constantFrom(10, 15, 20, 30),
        fc.integer({ min: 0, max: 359 }),
        dollars(0, 5000),
        fc.constantFrom(...EXTRA_PAYMENT_TYPES),
        (balance, rate, termYears, made, amount, type) => {
          const remaining = termYears * 12 - Math.min(made, termYears * 12 - 1);
          const payment = roundCents(monthlyPayment(balance, rate, remaining));
          const p = extraPaymentProjection({
            balance,
            annualRate: rate,
            monthlyPayment: payment,
            loanTermYears: termYears,
            firstPaymentDate: '2000-01-15',
            // The 10th of a month: the payments due on the 15th of the months before are made.
            today: addMonths('2000-01-10', termYears * 12 - remaining),
            extra: { amount, type },
          });
          return (
            p.remainingTermMonths === remaining &&
            p.original.months === remaining &&
            p.original.paidOff &&
            p.accelerated.paidOff &&
            p.accelerated.months <= remaining &&
            p.monthsSaved === remaining - p.accelerated.months
          );
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe('payment properties', () => {
  it('a lower rate never raises the payment', () => {
    fc.assert(
      fc.property(dollars(0.01, 5_000_000), annualRate(30), annualRate(30), fc.integer({ min: 1, max: 600 }), (principal, a, b, term) => {
        const [lower, higher] = a <= b ? [a, b] : [b, a];
        return monthlyPayment(principal, lower, term) <= monthlyPayment(principal, higher, term);
      }),
      { numRuns: 2000 },
    );
  });

  it('the payment repays the principal over the term and covers the first month’s interest', () => {
    fc.assert(
      fc.property(dollars(0.01, 5_000_000), annualRate(30), fc.integer({ min: 1, max: 600 }), (principal, rate, term) => {
        const payment = monthlyPayment(principal, rate, term);
        return payment * term >= principal * (1 - 1e-12) && payment >= (principal * rate) / 12;
      }),
      { numRuns: 1000 },
    );
  });
});

describe('equity projection properties', () => {
  it('home value compounds monthly; equity is value minus a balance that only falls', () => {
    fc.assert(
      fc.property(
        dollars(1000, 3_000_000),
        dollars(0, 2_000_000),
        annualRate(12),
        dollars(0, 20_000),
        fc.integer({ min: -10_000, max: 15_000 }).map((t) => t / 100_000),
        fc.integer({ min: 0, max: 40 }),
        (homeValue, balance, rate, payment, appreciation, years) => {
          const rows = equityProjection({ homeValue, balance, annualRate: rate, monthlyPayment: payment, appreciationRate: appreciation, startYear: 2025, years });
          expect(rows).toHaveLength(years + 1);
          // Independent month-by-month compounding; float steps may land a cent apart.
          const compounded = rows.map((_, n) => homeValue * (1 + appreciation / 12) ** (12 * n));
          let monthByMonth = homeValue;
          const broken = rows.filter((row, n) => {
            const wrong =
              row.year !== 2025 + n ||
              Math.abs(cents(row.homeValue) - Math.round(monthByMonth * 100)) > 1 ||
              Math.abs(row.homeValue - compounded[n]) > 0.005 + 1e-9 * compounded[n] ||
              cents(row.equity) !== cents(row.homeValue) - cents(row.loanBalance) ||
              row.loanBalance < 0 ||
              (n > 0 && row.loanBalance > rows[n - 1].loanBalance);
            for (let month = 0; month < 12; month++) monthByMonth *= 1 + appreciation / 12;
            return wrong;
          });
          expect(broken).toEqual([]);
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe('refinance properties', () => {
  it('savings identities hold to the cent', () => {
    fc.assert(
      fc.property(
        dollars(0, 2_000_000),
        dollars(0, 20_000),
        fc.integer({ min: 5, max: 40 }),
        isoDate,
        isoDate,
        annualRate(15),
        fc.constantFrom(...REFINANCE_TERM_YEARS),
        dollars(0, 50_000),
        fc.boolean(),
        annualRate(12),
        (balance, payment, termYears, firstPaymentDate, today, newRate, newTermYears, closingCosts, rollClosingCosts, currentRate) => {
          const r = refinance({ balance, currentMonthlyPayment: payment, currentRate, loanTermYears: termYears, firstPaymentDate, today, newRate, newTermYears, closingCosts, rollClosingCosts });
          const loan = { balance, annualRate: currentRate, monthlyPayment: payment, loanTermYears: termYears, firstPaymentDate, today };
          const outlook = payoffOutlook(loan);
          const upFront = rollClosingCosts ? 0 : cents(closingCosts);
          const monthly = cents(r.savings.monthly);
          const months = r.chartBreakEvenMonths;
          // One comparison of every identity (an expect per identity costs more than the math).
          expect({
            currentTotal: cents(r.current.totalPayments),
            loanAmount: cents(r.new.loanAmount),
            newPayment: r.new.monthlyPayment,
            newTotal: cents(r.new.totalPayments),
            newCost: cents(r.new.totalCost),
            totalSavings: cents(r.savings.total),
            monthlySavings: monthly,
            chartEnd: cents(r.chart[r.chart.length - 1].cumulativeSavings),
            chartBreakEvenCoversCosts: months === null ? null : monthly * months >= cents(closingCosts),
            chartBreakEvenIsFirst: months === null || months === 0 ? true : monthly * (months - 1) < cents(closingCosts),
            breakEven: r.savings.breakEvenMonths,
          }).toEqual({
            // The current loan's remaining schedule added up (the payment × the note's payments left when it never pays off).
            currentTotal:
              outlook.paymentsLeft === null
                ? cents(payment) * outlook.termPaymentsLeft
                : remainingSchedule(loan).reduce((sum, row) => sum + cents(row.payment), 0),
            loanAmount: cents(balance) + cents(closingCosts) - upFront,
            newPayment: roundCents(monthlyPayment(r.new.loanAmount, newRate, newTermYears * 12)),
            newTotal: cents(r.new.monthlyPayment) * newTermYears * 12,
            newCost: cents(r.new.totalPayments) + upFront,
            totalSavings: cents(r.current.totalPayments) - cents(r.new.totalCost),
            monthlySavings: cents(payment) - cents(r.new.monthlyPayment),
            chartEnd: cents(r.savings.total),
            chartBreakEvenCoversCosts: monthly > 0 ? true : null,
            chartBreakEvenIsFirst: true,
            breakEven: monthly > 0 && closingCosts > 0 ? cents(closingCosts) / monthly : 0,
          });
        },
      ),
      { numRuns: 500 },
    );
  });
});

describe('date properties', () => {
  it('n months after a date are n whole months from it', () => {
    fc.assert(
      fc.property(isoDate, fc.integer({ min: 0, max: 600 }), (date, months) => {
        return monthsElapsed(date, addMonths(date, months)) === months && addMonths(addMonths(date, months), -months) <= date;
      }),
      { numRuns: 1000 },
    );
  });

  it('the next payment is the first payment date on a later month, the one before it not after today', () => {
    fc.assert(
      fc.property(isoDate, isoDate, (firstPaymentDate, today) => {
        const next = nextPaymentDate({ firstPaymentDate, today });
        if (firstPaymentDate > today) return next === firstPaymentDate;
        const n = monthsElapsed(firstPaymentDate, next);
        return next > today && addMonths(firstPaymentDate, n) === next && addMonths(firstPaymentDate, n - 1) <= today;
      }),
      { numRuns: 1000 },
    );
  });
});
