// Per-row checks collect the rows that break a rule and assert once: a jest `expect` per row
// would make thousands of cases take a minute instead of a second.
import fc from 'fast-check';
import { amortizationSchedule, autoBalance, monthlyPayment, monthsElapsed, roundCents } from '../src/index.js';
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

  it('payments never exceed the scheduled payment, whatever the payment (even below the interest)', () => {
    fc.assert(
      fc.property(
        dollars(0.01, 10_000_000),
        annualRate(30),
        fc.double({ min: 0.001, max: 50_000, noNaN: true }),
        fc.integer({ min: 0, max: 600 }),
        (balance, rate, payment, maxPayments) => {
          const rows = amortizationSchedule({ balance, annualRate: rate, monthlyPayment: payment, startDate: '2024-02-29', maxPayments });
          expect(rows.length).toBeLessThanOrEqual(maxPayments);
          expect(rows.filter((row) => row.payment > roundCents(payment) || row.interest < 0)).toEqual([]);
        },
      ),
      { numRuns: 400 },
    );
  });

  it('the quoted payment pays a loan off in its term, give or take one small final payment', () => {
    fc.assert(
      fc.property(dollars(10_000, 2_000_000), annualRate(12), fc.integer({ min: 1, max: 480 }), (balance, rate, term) => {
        const payment = roundCents(monthlyPayment(balance, rate, term));
        const rows = amortizationSchedule({ balance, annualRate: rate, monthlyPayment: payment, startDate: '2025-01-01', maxPayments: 2 * term });
        expect(Math.abs(rows.length - term)).toBeLessThanOrEqual(1);
        if (rows.length > term) expect(rows[term].payment).toBeLessThan(payment);
      }),
      { numRuns: 400 },
    );
  });

  it('the auto balance is the schedule balance after the months elapsed', () => {
    fc.assert(
      fc.property(dollars(1000, 1_000_000), annualRate(12), fc.integer({ min: 12, max: 360 }), isoDate, isoDate, (amount, rate, term, first, today) => {
        const payment = roundCents(monthlyPayment(amount, rate, term));
        const rows = amortizationSchedule({ balance: amount, annualRate: rate, monthlyPayment: payment, startDate: first, maxPayments: 1000 });
        const elapsed = monthsElapsed(first, today);
        const expected = elapsed === 0 ? amount : (rows[elapsed - 1]?.balance ?? 0);
        expect(autoBalance({ originalLoanAmount: amount, annualRate: rate, monthlyPayment: payment, firstPaymentDate: first, today })).toBe(expected);
      }),
      { numRuns: 300 },
    );
  });
});
