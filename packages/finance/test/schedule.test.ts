import { amortizationSchedule, annualSchedule, monthlyPayment } from '../src/index.js';

const base = { balance: 200_000, annualRate: 0.06, monthlyPayment: 1199.1, startDate: '2025-01-01' };

describe('amortizationSchedule', () => {
  it('dates row n at the start date + (n − 1) months, without month-end drift', () => {
    const rows = amortizationSchedule({ ...base, startDate: '2024-01-31', maxPayments: 14 });
    expect(rows.map((row) => row.date)).toEqual([
      '2024-01-31', '2024-02-29', '2024-03-31', '2024-04-30', '2024-05-31', '2024-06-30', '2024-07-31',
      '2024-08-31', '2024-09-30', '2024-10-31', '2024-11-30', '2024-12-31', '2025-01-31', '2025-02-28',
    ]);
  });

  it('stops at 360 rows by default and at maxPayments when given', () => {
    expect(amortizationSchedule(base)).toHaveLength(360);
    expect(amortizationSchedule({ ...base, maxPayments: 12 })).toHaveLength(12);
    expect(amortizationSchedule({ ...base, maxPayments: 0 })).toEqual([]);
  });

  it('caps the last payment to what is owed', () => {
    const rows = amortizationSchedule({ balance: 1000, annualRate: 0.12, monthlyPayment: 400, startDate: '2025-01-01' });
    expect(rows.map((row) => [row.payment, row.principal, row.interest, row.balance])).toEqual([
      [400, 390, 10, 610],
      [400, 393.9, 6.1, 216.1],
      [218.26, 216.1, 2.16, 0],
    ]);
  });

  it('a one-month term is one payment of principal plus a month of interest', () => {
    const payment = monthlyPayment(1000, 0.06, 1);
    expect(payment).toBeCloseTo(1005, 9);
    expect(amortizationSchedule({ balance: 1000, annualRate: 0.06, monthlyPayment: payment, startDate: '2025-01-01' })).toEqual([
      { paymentNumber: 1, date: '2025-01-01', payment: 1005, principal: 1000, interest: 5, balance: 0 },
    ]);
  });

  it('a payment below the interest lets the balance grow and stops at its limit', () => {
    const rows = amortizationSchedule({ balance: 100_000, annualRate: 0.12, monthlyPayment: 500, startDate: '2025-01-01' });
    expect(rows).toHaveLength(360);
    expect(rows[0]).toMatchObject({ payment: 500, interest: 1000, principal: -500, balance: 100_500 });
    expect(rows[359].balance).toBeGreaterThan(100_000);
  });

  it('a balance of 0, or no payment, gives no rows', () => {
    expect(amortizationSchedule({ ...base, balance: 0 })).toEqual([]);
    expect(amortizationSchedule({ ...base, balance: 0.004 })).toEqual([]);
    expect(amortizationSchedule({ ...base, monthlyPayment: 0 })).toEqual([]);
    expect(amortizationSchedule({ ...base, monthlyPayment: Number.NaN })).toEqual([]);
  });

  it('the last payment absorbs a remainder of a cent instead of a one-cent payment after the term', () => {
    // $1,000.01 at 0% with $100 a month (the quote for 10 months): ten payments, the tenth $100.01.
    const rows = amortizationSchedule({ balance: 1000.01, annualRate: 0, monthlyPayment: 100, startDate: '2025-01-01' });
    expect(rows).toHaveLength(10);
    expect(rows[9]).toMatchObject({ payment: 100.01, principal: 100.01, interest: 0, balance: 0 });
    expect(amortizationSchedule({ balance: 1000.01, annualRate: 0, monthlyPayment: 100, startDate: '2025-01-01', termMonths: 10 })).toEqual(rows);
  });

  it('a fractional-cent payment at 0% shows whole cents that add up, and still ends at 0', () => {
    const payment = monthlyPayment(1000, 0, 3); // 333.333…
    const rows = amortizationSchedule({ balance: 1000, annualRate: 0, monthlyPayment: payment, startDate: '2025-01-01' });
    expect(rows.map((row) => [row.payment, row.balance])).toEqual([
      [333.33, 666.67],
      [333.34, 333.33],
      [333.33, 0],
    ]);
  });

  it('reads numeric strings (Postgres numeric columns) and treats a negative rate as 0%', () => {
    const loose = { ...base, balance: '200000' as unknown as number, annualRate: -0.05, maxPayments: 2 };
    expect(amortizationSchedule(loose).map((row) => row.interest)).toEqual([0, 0]);
    expect(amortizationSchedule(loose)[0].principal).toBe(1199.1);
  });

  it('needs a real start date', () => {
    expect(() => amortizationSchedule({ ...base, startDate: '2025-02-30' })).toThrow(/startDate/);
  });
});

describe('annualSchedule', () => {
  it('groups by calendar year, counting payments in partial years', () => {
    const rows = amortizationSchedule({ balance: 10_000, annualRate: 0.06, monthlyPayment: 500, startDate: '2025-10-15' });
    const years = annualSchedule(rows);
    expect(years.map((y) => [y.year, y.payments])).toEqual([
      [2025, 3],
      [2026, 12],
      [2027, 7],
    ]);
    expect(years[2].balance).toBe(0);
    expect(years[0].balance).toBe(rows[2].balance);
  });

  it('sums each year exactly to its months', () => {
    const rows = amortizationSchedule(base);
    for (const year of annualSchedule(rows)) {
      const months = rows.filter((row) => row.date.startsWith(String(year.year)));
      const cents = (pick: (row: (typeof rows)[number]) => number) => months.reduce((sum, row) => sum + Math.round(pick(row) * 100), 0);
      expect(Math.round(year.payment * 100)).toBe(cents((row) => row.payment));
      expect(Math.round(year.principal * 100)).toBe(cents((row) => row.principal));
      expect(Math.round(year.interest * 100)).toBe(cents((row) => row.interest));
    }
  });

  it('is empty for an empty schedule', () => {
    expect(annualSchedule([])).toEqual([]);
  });
});
