import fc from 'fast-check';
import { marketRatesFreshness } from '@homewise/contracts';
import { equity, monthlyPayment, roundCents } from '@homewise/finance';
import { refinanceOpportunity } from '../../loan-officers/client-list.js';
import { digestFigures } from './digest-figures.js';
import { digestLines } from './digest-mail.js';

const TODAY = '2026-11-24';
const profile = (changes: Record<string, unknown> = {}) => ({
  current_home_value: '420000.00',
  current_balance: '300000.00',
  monthly_payment: String(roundCents(monthlyPayment(320000, 0.0825, 360))),
  original_interest_rate: '0.082500',
  original_loan_amount: '320000.00',
  purchase_price: '400000.00',
  loan_term_years: 30,
  first_payment_date: '2024-07-01',
  ...changes,
});
const market = { rate: 0.069, asOf: '2026-11-18', stale: false, notice: null };

describe('digest figures', () => {
  it('has the Dashboard’s equity, the changes since last time, and this month’s split adding up to the payment', () => {
    const first = digestFigures(profile(), market, null, TODAY);
    expect(first.home).toMatchObject({ homeValue: 420000, equity: 120000, equityPercent: equity({ homeValue: 420000, balance: 300000 }).percent, homeValueChange: null, balanceChange: null });
    expect(roundCents(first.home!.principalThisMonth + first.home!.interestThisMonth)).toBe(first.home!.monthlyPayment);
    const next = digestFigures(profile({ current_home_value: '425000.00', current_balance: '299500.00' }), market, first, TODAY);
    expect([next.home!.homeValueChange, next.home!.balanceChange, next.home!.equityChange]).toEqual([5000, -500, 5500]);
    // 320,000 of a 400,000 price is 80 %: not above it, so no PMI line.
    expect(first.home!.pmi).toBeNull();
    expect(digestFigures(profile({ original_loan_amount: '380000.00' }), market, null, TODAY).home!.pmi).toMatchObject({ targetLoanToValue: 0.8, reached: true });
  });

  it('says how old stale market rates are, in the pages’ words, and never calls them this week’s (issue 18)', () => {
    const fresh = digestLines(digestFigures(profile(), market, null, TODAY), 'Dana Reyes');
    expect(fresh.lines.join(' ')).toContain('this week’s 30-year rate'.replace('’', "'"));
    const taken = '2026-11-03T15:00:00Z'; // 20 days and 21 hours before noon TODAY: two weekly reads failed
    const freshness = marketRatesFreshness(taken, `${TODAY}T12:00:00Z`);
    expect(freshness.stale).toBe(true);
    const stale = digestLines(digestFigures(profile(), { ...market, stale: true, notice: freshness.notice }, null, TODAY), 'Dana Reyes');
    const text = [...stale.lines, stale.refinanceLine].join(' ');
    expect(text).toContain('the last 30-year rate we have');
    expect(text).toContain('These market rates are 2 weeks old: they could not be updated.');
    expect(text).not.toMatch(/this week/i);
  });

  it('without a profile invites the client to add one', () => {
    const figures = digestFigures(null, market, null, TODAY);
    expect(figures.home).toBeNull();
    expect(digestLines(figures, 'Dana Reyes').heading).toBe('Add your home to see what it is worth');
  });

  it('refinances exactly as the officer’s client list does, for any loan (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 50_000, max: 2_000_000 }),
        fc.integer({ min: 2_000, max: 12_000 }),
        fc.integer({ min: 3_000, max: 9_000 }),
        (balance, rateBp, marketBp) => {
          const rate = rateBp / 100_000;
          const payment = roundCents(monthlyPayment(balance * 1.05, rate, 360));
          const p = profile({ current_balance: String(balance), original_interest_rate: String(rate), monthly_payment: String(payment), current_home_value: String(balance * 1.4) });
          const figures = digestFigures(p, { rate: marketBp / 100_000, asOf: null, stale: false, notice: null }, null, TODAY);
          const listed = refinanceOpportunity(
            { current_balance: String(balance), monthly_payment: String(payment), original_interest_rate: String(rate), loan_term_years: 30, first_payment_date: '2024-07-01', rate_gap: '0' },
            marketBp / 100_000,
            TODAY,
          );
          expect([figures.refinance!.monthlySavings, figures.refinance!.newMonthlyPayment, figures.refinance!.breakEvenMonths]).toEqual([
            listed.monthlySavings,
            listed.newMonthlyPayment,
            listed.breakEvenMonths,
          ]);
        },
      ),
      { numRuns: 200 },
    );
  });
});
