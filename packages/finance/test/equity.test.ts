import { amortizationSchedule, equity, equityProjection } from '../src/index.js';

describe('equity', () => {
  it('is value minus balance, and a rounded whole percent', () => {
    expect(equity({ homeValue: 400_000, balance: 250_000 })).toEqual({ equity: 150_000, percent: 38 }); // 37.5 → 38
    expect(equity({ homeValue: 300_000, balance: 200_000 })).toEqual({ equity: 100_000, percent: 33 });
  });

  it('can be negative (under water) and is 0% without a home value', () => {
    expect(equity({ homeValue: 200_000, balance: 250_000 })).toEqual({ equity: -50_000, percent: -25 });
    expect(equity({ homeValue: 0, balance: 1000 })).toEqual({ equity: -1000, percent: 0 });
  });
});

const input = { homeValue: 400_000, balance: 250_000, annualRate: 0.06, monthlyPayment: 1800, startYear: 2025 };

describe('equityProjection', () => {
  it('spans the start year plus 30 years at 3% by default', () => {
    const rows = equityProjection(input);
    expect(rows).toHaveLength(31);
    expect(rows[0]).toEqual({ year: 2025, equity: 150_000, loanBalance: 250_000, homeValue: 400_000 });
    expect(rows[1].homeValue).toBe(412_166.38); // 400,000 × 1.0025^12
    expect(rows[30].year).toBe(2055);
  });

  it('its loan balance is the amortization table balance every 12 months', () => {
    const rows = equityProjection(input);
    const schedule = amortizationSchedule({ balance: 250_000, annualRate: 0.06, monthlyPayment: 1800, startDate: '2025-01-01' });
    expect(rows[1].loanBalance).toBe(schedule[11].balance);
    expect(rows[10].loanBalance).toBe(schedule[119].balance);
  });

  it('after payoff the rows go on with no loan and all equity', () => {
    const rows = equityProjection(input);
    const paidOff = rows.findIndex((row) => row.loanBalance === 0);
    expect(paidOff).toBeGreaterThan(0);
    expect(paidOff).toBeLessThan(30);
    for (const row of rows.slice(paidOff)) expect(row.equity).toBe(row.homeValue);
  });

  it('a payment at or below the interest leaves the balance where it is', () => {
    const rows = equityProjection({ ...input, monthlyPayment: 1000 });
    expect(rows.every((row) => row.loanBalance === 250_000)).toBe(true);
  });

  it('takes the appreciation input, a non-number as 0, and a length', () => {
    expect(equityProjection({ ...input, appreciationRate: 0.05, years: 1 })[1].homeValue).toBe(420_464.76);
    const flat = equityProjection({ ...input, appreciationRate: Number.NaN, years: 5 });
    expect(flat).toHaveLength(6);
    expect(flat.every((row) => row.homeValue === 400_000)).toBe(true);
    expect(equityProjection({ ...input, appreciationRate: -0.1, years: 1 })[1].homeValue).toBeLessThan(400_000);
  });
});
