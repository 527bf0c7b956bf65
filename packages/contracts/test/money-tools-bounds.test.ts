import { MONEY_TOOL_BOUNDS, moneyToolProblem, moneyToolProblems } from '../src/money-tools-bounds.js';

describe('money tool bounds (issue 21)', () => {
  it.each<[Parameters<typeof moneyToolProblem>[0], unknown, string]>([
    ['points', 200, 'Points must be between 0 and 10 (percent of the loan).'],
    ['points', -1, "Points can't be negative."],
    ['armMargin', 0.4, 'Margin must be between 0% and 10%.'],
    ['armPeriodicCap', -0.02, "Periodic adjustment cap can't be negative."],
    ['armLifetimeCap', 0.16, 'Lifetime cap must be between 0% and 15%.'],
    ['lenderCredit', 10_000_001, 'Lender credit must be at most $10,000,000.'],
    ['hoaMonthly', 'lots', 'HOA dues must be a number.'],
    ['propertyTaxYearly', Number.NaN, 'Property tax must be a number.'],
  ])('%s = %p: %s', (field, value, message) => {
    expect(moneyToolProblem(field, value)).toBe(message);
  });

  it('accepts the edges and leaves out what is not given', () => {
    expect(moneyToolProblem('armMargin', 0.1)).toBeUndefined();
    expect(moneyToolProblem('armLifetimeCap', 0.15)).toBeUndefined();
    expect(moneyToolProblem('points', 10)).toBeUndefined();
    expect(moneyToolProblem('pmiMonthly', null)).toBeUndefined();
    expect(moneyToolProblems({ points: 1, cashOut: 0, armMargin: 0.0275, hoaMonthly: undefined })).toEqual({});
  });

  it('lists each bad field once, by its name', () => {
    expect(moneyToolProblems({ points: 200, armMargin: 0.4, cashOut: 5000 })).toEqual({
      points: MONEY_TOOL_BOUNDS.points.label + ' must be between 0 and 10 (percent of the loan).',
      armMargin: 'Margin must be between 0% and 10%.',
    });
  });
});
