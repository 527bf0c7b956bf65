import fc from 'fast-check';
import {
  addMonths,
  extraPaymentProjection,
  monthlyPayment,
  payoffOutlook,
  refinance,
  REFINANCE_DEFAULTS,
  remainingSchedule,
  roundCents,
  splitMonths,
  type CurrentLoan,
} from '../src/index.js';
import { annualRate, cents, dollars, isoDate } from './arbitraries.js';
import { periodInterestCents } from './by-hand.js';

/** The loan: $388,000 at 3.125% over 30 years ($1,662.10), first paid 2021-08-01, seen on 2026-11-24. */
const loan: CurrentLoan = { balance: 388_000, annualRate: 0.03125, monthlyPayment: 1662.1, loanTermYears: 30, firstPaymentDate: '2021-08-01', today: '2026-11-24' };

/**
 * An independent bank ledger in cents from the next payment: interest = balance × rate / 12
 * rounded to the cent, the payment (or what is owed, if less) comes off. Payments until paid.
 */
function payoffByHand(balance: number, rate: number, payment: number): { payments: number; total: number; last: number } {
  let owed = Math.round(balance * 100);
  let payments = 0;
  let total = 0;
  let last = 0;
  while (owed > 0) {
    owed += periodInterestCents(owed, rate, 12);
    last = Math.min(Math.round(payment * 100), owed);
    owed -= last;
    total += last;
    payments += 1;
  }
  return { payments, total: total / 100, last: last / 100 };
}

describe('payoffOutlook', () => {
  it('on its original schedule the loan needs exactly its remaining term: 296 payments after 64, paid off 2051-07-01', () => {
    // The balance after the 64 payments made (test/auto-balance.test.ts): the note's own schedule.
    const outlook = payoffOutlook({ ...loan, balance: 342_679.25 });
    expect(outlook).toMatchObject({ paymentsMade: 64, nextPaymentDate: '2026-12-01', termPaymentsLeft: 296, paymentsLeft: 296 });
    // The 360th payment: 2021-08-01 + 359 months, the note's maturity (the old count said 2051-08-01).
    expect(outlook.payoffDate).toBe(addMonths('2021-08-01', 359));
    expect(outlook.payoffDate).toBe('2051-07-01');
  });

  it('a balance ahead of the schedule ($337,000 typed in): 289 payments, paid off 2050-12-01, not 297', () => {
    const outlook = payoffOutlook({ ...loan, balance: 337_000 });
    const byHand = payoffByHand(337_000, 0.03125, 1662.1);
    expect(byHand).toEqual({ payments: 289, total: 479_816.96, last: 1132.16 });
    expect(outlook).toMatchObject({ paymentsLeft: 289, termPaymentsLeft: 296, totalOfPayments: byHand.total, payoffDate: '2050-12-01' });
    // The Dashboard's card and its schedule say the same: 24 years 1 month, 289 rows to Dec 2050.
    expect(splitMonths(outlook.paymentsLeft!)).toEqual({ years: 24, months: 1 });
    const rows = remainingSchedule({ ...loan, balance: 337_000 });
    expect(rows).toHaveLength(289);
    expect(rows[0].date).toBe('2026-12-01');
    expect(rows.at(-1)).toMatchObject({ date: '2050-12-01', payment: 1132.16, balance: 0 });
  });

  it('Cut My Costs counts the same 289 payments: the spec’s 297 overstated the savings by $13,826.74', () => {
    const r = refinance({ ...loan, currentMonthlyPayment: 1662.1, currentRate: 0.03125, balance: 337_000, ...REFINANCE_DEFAULTS, newRate: 0.06 });
    expect(r.current).toEqual({ monthlyPayment: 1662.1, remainingPayments: 289, totalPayments: 479_816.96, balance: 337_000 });
    expect(roundCents(297 * 1662.1 - r.current.totalPayments)).toBe(13_826.74);
    expect(r.chart.at(-1)?.currentLoan).toBe(479_816.96);
  });

  it('a payment too small for the term runs past it; one that never pays off has no payments-left figure', () => {
    // $200,000 at 6%, $1,199.10 (the 30-year quote) with 345 payments left: 360 at that payment.
    const late = payoffOutlook({ balance: 200_000, annualRate: 0.06, monthlyPayment: 1199.1, loanTermYears: 30, firstPaymentDate: '2024-01-01', today: '2025-03-20' });
    expect(late).toMatchObject({ termPaymentsLeft: 345, paymentsLeft: 360, payoffDate: '2055-03-01' });
    const never = payoffOutlook({ ...loan, monthlyPayment: 500 }); // below the first month's interest
    expect(never).toMatchObject({ paymentsLeft: null, payoffDate: null, totalOfPayments: null, maxPayments: 540 });
  });

  it('a balance of 0 is paid off: no payments left, no payoff date', () => {
    expect(payoffOutlook({ ...loan, balance: 0 })).toMatchObject({ paymentsLeft: 0, payoffDate: null, totalOfPayments: 0 });
    expect(remainingSchedule({ ...loan, balance: 0 })).toEqual([]);
  });

  it('a 40-year loan’s schedule is whole (the spec’s 360-row limit cut it short)', () => {
    const payment = roundCents(monthlyPayment(300_000, 0.06, 480));
    const rows = remainingSchedule({ balance: 300_000, annualRate: 0.06, monthlyPayment: payment, loanTermYears: 40, firstPaymentDate: '2027-01-01', today: '2026-11-24' });
    expect(rows).toHaveLength(480);
    expect(rows.at(-1)).toMatchObject({ date: '2066-12-01', balance: 0 });
  });
});

describe('one answer on every page', () => {
  it('the schedule, Extra Payments’ original plan and Cut My Costs agree with payoffOutlook for any loan', () => {
    fc.assert(
      fc.property(
        dollars(0, 1_500_000),
        annualRate(12),
        fc.constantFrom(10, 15, 20, 25, 30, 40),
        fc.double({ min: 0.6, max: 1.6, noNaN: true }),
        isoDate,
        isoDate,
        (balance, rate, termYears, paymentFactor, firstPaymentDate, today) => {
          const payment = roundCents(monthlyPayment(balance, rate, termYears * 12) * paymentFactor);
          const current: CurrentLoan = { balance, annualRate: rate, monthlyPayment: payment, loanTermYears: termYears, firstPaymentDate, today };
          const outlook = payoffOutlook(current);
          const rows = remainingSchedule(current);
          const plan = extraPaymentProjection({ ...current, extra: { amount: 0, type: 'monthly' } }).original;
          const r = refinance({ ...current, currentMonthlyPayment: payment, currentRate: rate, ...REFINANCE_DEFAULTS });
          const paidOff = outlook.paymentsLeft !== null;
          return (
            (paidOff ? rows.length === outlook.paymentsLeft : rows.length === outlook.maxPayments || payment === 0) &&
            (!paidOff || (rows.at(-1)?.date ?? null) === outlook.payoffDate) &&
            plan.months === rows.length &&
            plan.payoffDate === outlook.payoffDate &&
            r.current.remainingPayments === (outlook.paymentsLeft ?? outlook.termPaymentsLeft) &&
            (!paidOff || cents(r.current.totalPayments) === rows.reduce((sum, row) => sum + cents(row.payment), 0))
          );
        },
      ),
      { numRuns: 300 },
    );
  });
});
