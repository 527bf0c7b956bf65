// Per-row checks collect the rows that break a rule and assert once: a jest `expect` per row
// would make thousands of cases take a minute instead of a second.
import fc from 'fast-check';
import { addMonths, amortizationSchedule, autoBalance, monthlyPayment, roundCents } from '../src/index.js';
import { annualRate, cents, dollars, isoDate } from './arbitraries.js';

describe('schedule properties', () => {
  it('principal sums to the starting balance, the balance ends at 0, and every row adds up', () => {
    fc.assert(
      fc.property(
        dollars(1000, 2_000_000),
        annualRate(12),
        fc.integer({ min: 1, max: 480 }),
        fc.constantFrom('formula', 'quoted', 'quoted + extra'),
        dollars(0, 1000),
        (balance, rate, term, kind, extra) => {
          const formula = monthlyPayment(balance, rate, term);
          const payment = kind === 'formula' ? formula : roundCents(formula) + (kind === 'quoted' ? 0 : extra);
          const rows = amortizationSchedule({ balance, annualRate: rate, monthlyPayment: payment, startDate: '2025-01-31', maxPayments: 10 * term + 100 });
          expect(rows.at(-1)?.balance).toBe(0);
          expect(rows.reduce((sum, row) => sum + cents(row.principal), 0)).toBe(cents(balance));
          const broken = rows.filter(
            (row, i) =>
              cents(row.balance) !== cents(i === 0 ? balance : rows[i - 1].balance) - cents(row.principal) ||
              row.interest < 0 ||
              // With a whole-cent payment each row is the bank's ledger: payment = principal + interest.
              (kind !== 'formula' && cents(row.payment) !== cents(row.principal) + cents(row.interest)),
          );
          expect(broken).toEqual([]);
        },
      ),
      { numRuns: 400 },
    );
  });

  it('no payment but the last exceeds the payment quoted to the cent; the last only by a cents residual', () => {
    fc.assert(
      fc.property(
        dollars(0.01, 10_000_000),
        annualRate(30),
        fc.double({ min: 0.001, max: 50_000, noNaN: true }),
        fc.integer({ min: 0, max: 600 }),
        (balance, rate, payment, maxPayments) => {
          const rows = amortizationSchedule({ balance, annualRate: rate, monthlyPayment: payment, startDate: '2024-02-29', maxPayments });
          expect(rows.length).toBeLessThanOrEqual(maxPayments);
          // A fractional-cent payment's rows are differences of exact running totals (balance and
          // interest, each rounded to the cent): up to two cents off the rounded payment.
          const quoted = cents(roundCents(payment)) + (cents(payment) === payment * 100 ? 0 : 2);
          // The last may absorb what a cent a month grows to over its term: 1¢ × s_n, n at least 360.
          const months = Math.max(360, rows.length);
          const tolerance = rate > 0 ? ((1 + rate / 12) ** months - 1) / (rate / 12) : months;
          const last = rows.length - 1;
          expect(rows.filter((row, i) => row.interest < 0 || cents(row.payment) > quoted + (i === last ? tolerance : 0))).toEqual([]);
        },
      ),
      { numRuns: 400 },
    );
  });

  it('a loan paid at its formula payment rounded to the cent pays off in exactly its term, ending at 0', () => {
    fc.assert(
      fc.property(dollars(10_000, 2_000_000), annualRate(12), fc.integer({ min: 1, max: 480 }), (balance, rate, term) => {
        const payment = roundCents(monthlyPayment(balance, rate, term));
        const rows = amortizationSchedule({ balance, annualRate: rate, monthlyPayment: payment, startDate: '2025-01-31', termMonths: term, loanTermYears: term / 12, maxPayments: 2 * term });
        expect(rows).toHaveLength(term);
        expect(rows[term - 1].balance).toBe(0);
        // Every payment but the last is the quote; the last differs by the cents residual only.
        expect(rows.slice(0, -1).filter((row) => row.payment !== payment)).toEqual([]);
        const residual = Math.abs(rows[term - 1].payment - payment);
        const r = rate / 12;
        expect(residual).toBeLessThanOrEqual((r > 0 ? ((1 + r) ** term - 1) / r : term) / 100);
      }),
      { numRuns: 400 },
    );
  });

  it('without a term, a new loan of up to 30 years anchors on the term its payment is the quote for', () => {
    fc.assert(
      fc.property(dollars(10_000, 2_000_000), annualRate(12), fc.integer({ min: 1, max: 360 }), (balance, rate, term) => {
        const payment = roundCents(monthlyPayment(balance, rate, term));
        const rows = amortizationSchedule({ balance, annualRate: rate, monthlyPayment: payment, startDate: '2025-01-31', maxPayments: 2 * term });
        return rows.length === term && rows[term - 1].balance === 0;
      }),
      { numRuns: 400 },
    );
  });

  it('a homeowner years into the loan, at the auto balance, pays off in exactly the remaining term', () => {
    fc.assert(
      fc.property(dollars(10_000, 2_000_000), annualRate(12), fc.constantFrom(10, 15, 20, 30), fc.integer({ min: 0, max: 359 }), (amount, rate, years, elapsed) => {
        const term = years * 12;
        const paid = Math.min(elapsed, term - 1);
        const payment = roundCents(monthlyPayment(amount, rate, term));
        // The day before payment paid + 1 falls due: `paid` payments made.
        const today = addMonths('1999-12-31', paid);
        const balance = autoBalance({ originalLoanAmount: amount, annualRate: rate, monthlyPayment: payment, loanTermYears: years, firstPaymentDate: '2000-01-01', today });
        const rows = amortizationSchedule({ balance, annualRate: rate, monthlyPayment: payment, startDate: '2030-01-01', termMonths: term - paid, loanTermYears: years });
        return rows.length === term - paid && rows[rows.length - 1].balance === 0;
      }),
      { numRuns: 300 },
    );
  });

  it('the auto balance is the schedule balance after the payments made (due on or before today)', () => {
    fc.assert(
      fc.property(dollars(1000, 1_000_000), annualRate(12), fc.integer({ min: 12, max: 360 }), isoDate, isoDate, (amount, rate, term, first, today) => {
        const payment = roundCents(monthlyPayment(amount, rate, term));
        const rows = amortizationSchedule({ balance: amount, annualRate: rate, monthlyPayment: payment, startDate: first, maxPayments: 1000 });
        // Independently of paymentsMade: the rows dated on or before today.
        const made = rows.filter((row) => row.date <= today).length;
        const expected = made === 0 ? amount : (rows[made - 1]?.balance ?? 0);
        expect(autoBalance({ originalLoanAmount: amount, annualRate: rate, monthlyPayment: payment, firstPaymentDate: first, today })).toBe(expected);
      }),
      { numRuns: 300 },
    );
  });
});
