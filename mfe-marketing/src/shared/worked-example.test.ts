import { equity, extraPaymentProjection, monthlyPayment, refinance, roundCents } from '@homewise/finance';
import { BREAK_EVEN_EXAMPLE, EQUITY_EXAMPLE, WORKED_EXAMPLE as ex, yearsAndMonths } from './worked-example';

// The marketing pages quote these figures; they must be what the product's own math gives.
describe('the worked examples match the finance package', () => {
  const payment = roundCents(monthlyPayment(ex.loanAmount, ex.annualRate, ex.termYears * 12));

  it('states the standard payment of the example loan', () => {
    expect(payment).toBe(ex.monthlyPayment);
  });

  it('splits the first payment into interest and principal', () => {
    expect(roundCents((ex.loanAmount * ex.annualRate) / 12)).toBe(ex.firstMonthInterest);
    expect(roundCents(ex.monthlyPayment - ex.firstMonthInterest)).toBe(ex.firstMonthPrincipal);
  });

  it('states what $100 more a month saves, as the Extra Payments calculator computes it', () => {
    const projection = extraPaymentProjection({
      balance: ex.loanAmount,
      annualRate: ex.annualRate,
      monthlyPayment: ex.monthlyPayment,
      loanTermYears: ex.termYears,
      firstPaymentDate: '2030-01-01',
      today: '2029-12-15',
      extra: { amount: ex.extraPerMonth, type: 'monthly' },
    });
    expect(projection.original.months).toBe(ex.termYears * 12);
    expect(projection.original.totalInterest).toBe(ex.totalInterest);
    expect(projection.accelerated.months).toBe(ex.acceleratedMonths);
    expect(projection.monthsSaved).toBe(ex.monthsSaved);
    expect(projection.interestSaved).toBe(ex.interestSaved);
  });

  it('states the break-even of the refinance example', () => {
    const { closingCosts, monthlySavings, months } = BREAK_EVEN_EXAMPLE;
    // A current payment $250 above the new one, with $5,000 paid up front.
    const newPayment = roundCents(monthlyPayment(200_000, 0.06, 360));
    const result = refinance({
      balance: 200_000,
      currentMonthlyPayment: newPayment + monthlySavings,
      currentRate: 0.07,
      loanTermYears: 30,
      firstPaymentDate: '2020-01-01',
      today: '2025-01-15',
      newRate: 0.06,
      newTermYears: 30,
      closingCosts,
      rollClosingCosts: false,
    });
    expect(result.savings.monthly).toBe(monthlySavings);
    expect(result.savings.breakEvenMonths).toBe(months);
    expect(result.chartBreakEvenMonths).toBe(months);
  });

  it('states the equity example', () => {
    expect(equity({ homeValue: EQUITY_EXAMPLE.homeValue, balance: EQUITY_EXAMPLE.balance })).toEqual({
      equity: EQUITY_EXAMPLE.equity,
      percent: EQUITY_EXAMPLE.percent,
    });
  });
});

describe('yearsAndMonths', () => {
  it.each([
    [50, '4 years 2 months'],
    [12, '1 year'],
    [13, '1 year 1 month'],
    [5, '5 months'],
    [1, '1 month'],
    [24, '2 years'],
  ])('%i months → %s', (months, text) => {
    expect(yearsAndMonths(months)).toBe(text);
  });
});
