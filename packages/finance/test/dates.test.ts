import { addMonths, isIsoDate, monthsElapsed, nextPaymentDate, paymentsMade, remainingTermMonths, splitMonths } from '../src/index.js';

describe('addMonths', () => {
  it.each([
    ['2024-01-31', 1, '2024-02-29'], // leap year
    ['2023-01-31', 1, '2023-02-28'],
    ['2024-02-29', 12, '2025-02-28'],
    ['2024-02-29', 48, '2028-02-29'],
    ['2024-03-31', 1, '2024-04-30'],
    ['2024-12-15', 1, '2025-01-15'],
    ['2025-01-31', -1, '2024-12-31'],
    ['2025-03-31', -1, '2025-02-28'],
    ['2025-05-10', 0, '2025-05-10'],
    ['2025-05-10', 2.9, '2025-07-10'],
    ['2025-05-10T23:30:00.000Z', 1, '2025-06-10'],
  ])('%s + %d months = %s', (date, months, expected) => {
    expect(addMonths(date, months)).toBe(expected);
  });

  it('rejects what is not a date', () => {
    expect(() => addMonths('2024-02-30', 1)).toThrow(RangeError);
    expect(() => addMonths('01/31/2024', 1)).toThrow('YYYY-MM-DD');
    expect(() => addMonths('2024-01-31', Number.NaN)).toThrow(RangeError);
  });
});

describe('monthsElapsed', () => {
  it.each([
    ['2024-01-15', '2024-01-15', 0],
    ['2024-01-15', '2024-02-14', 0],
    ['2024-01-15', '2024-02-15', 1],
    ['2023-01-31', '2023-02-27', 0],
    ['2023-01-31', '2023-02-28', 1], // Jan 31 + 1 month is Feb 28
    ['2024-01-31', '2024-02-29', 1],
    ['2024-02-29', '2025-02-28', 12],
    ['2020-06-01', '2025-05-31', 59],
    ['2025-06-01', '2024-06-01', 0], // never negative
  ])('%s → %s is %d whole months', (from, to, months) => {
    expect(monthsElapsed(from, to)).toBe(months);
  });

  it('is 0 when a date is missing or invalid', () => {
    expect(monthsElapsed(null, '2025-01-01')).toBe(0);
    expect(monthsElapsed('2020-01-01', undefined)).toBe(0);
    expect(monthsElapsed('', '2025-01-01')).toBe(0);
    expect(monthsElapsed('2020-13-01', '2025-01-01')).toBe(0);
  });
});

describe('paymentsMade', () => {
  it('counts every payment whose due date has come: 64 on 2026-11-24 for a first payment 2021-08-01', () => {
    // By hand: Aug–Dec 2021 is 5 payments, 2022–2025 is 48, Jan–Nov 2026 is 11: 64. The spec's
    // whole months between the dates (63) forgot November 2026's payment, due on the 1st.
    expect(paymentsMade({ firstPaymentDate: '2021-08-01', today: '2026-11-24' })).toBe(64);
    expect(monthsElapsed('2021-08-01', '2026-11-24')).toBe(63);
  });

  it('counts a payment on its due date, as nextPaymentDate does', () => {
    expect(paymentsMade({ firstPaymentDate: '2021-08-01', today: '2026-10-31' })).toBe(63);
    expect(paymentsMade({ firstPaymentDate: '2021-08-01', today: '2026-11-01' })).toBe(64);
    expect(paymentsMade({ firstPaymentDate: '2021-08-01', today: '2021-08-01' })).toBe(1);
    // Month ends clamp: a first payment on Jan 31 falls due on Feb 28.
    expect(paymentsMade({ firstPaymentDate: '2025-01-31', today: '2025-02-27' })).toBe(1);
    expect(paymentsMade({ firstPaymentDate: '2025-01-31', today: '2025-02-28' })).toBe(2);
  });

  it('is 0 while the first payment date is ahead, or without one', () => {
    expect(paymentsMade({ firstPaymentDate: '2021-08-02', today: '2021-08-01' })).toBe(0);
    expect(paymentsMade({ firstPaymentDate: null, today: '2021-08-01' })).toBe(0);
    expect(paymentsMade({ firstPaymentDate: '2021-02-30', today: '2021-08-01' })).toBe(0);
  });
});

describe('remainingTermMonths', () => {
  it('is the term minus the payments made', () => {
    // 2020-01-01 … 2025-06-01: 66 payments made by 2025-06-15.
    expect(remainingTermMonths({ loanTermYears: 30, firstPaymentDate: '2020-01-01', today: '2025-06-15' })).toBe(360 - 66);
    expect(remainingTermMonths({ loanTermYears: 15, firstPaymentDate: '2020-01-01', today: '2025-06-15' })).toBe(180 - 66);
    // The loan: 360 − 64 = 296 payments left, the last on 2051-07-01 (first + 359 months), not 297.
    expect(remainingTermMonths({ loanTermYears: 30, firstPaymentDate: '2021-08-01', today: '2026-11-24' })).toBe(296);
  });

  it('defaults to 30 years when the term is missing, 0 or not a number', () => {
    for (const loanTermYears of [undefined, null, 0, -5, Number.NaN]) {
      // Jan, Feb and Mar 1 paid by 2025-03-01.
      expect(remainingTermMonths({ loanTermYears, firstPaymentDate: '2025-01-01', today: '2025-03-01' })).toBe(357);
    }
  });

  it('never goes below 0', () => {
    expect(remainingTermMonths({ loanTermYears: 10, firstPaymentDate: '1990-01-01', today: '2025-03-01' })).toBe(0);
  });

  it('is the full term while the first payment date is ahead, or without one', () => {
    expect(remainingTermMonths({ loanTermYears: 30, firstPaymentDate: '2026-01-01', today: '2025-03-01' })).toBe(360);
    expect(remainingTermMonths({ loanTermYears: 30, firstPaymentDate: null, today: '2025-03-01' })).toBe(360);
  });

  it('needs a real today', () => {
    expect(() => remainingTermMonths({ loanTermYears: 30, firstPaymentDate: '2020-01-01', today: 'yesterday' })).toThrow(/today/);
  });
});

describe('nextPaymentDate', () => {
  it('is the first payment date on a later month, strictly after today', () => {
    expect(nextPaymentDate({ firstPaymentDate: '2020-01-01', today: '2025-03-14' })).toBe('2025-04-01');
    expect(nextPaymentDate({ firstPaymentDate: '2020-01-31', today: '2025-02-27' })).toBe('2025-02-28');
    expect(nextPaymentDate({ firstPaymentDate: '2020-01-31', today: '2025-02-28' })).toBe('2025-03-31');
  });

  it('counts a payment due today as made', () => {
    expect(nextPaymentDate({ firstPaymentDate: '2020-01-01', today: '2025-03-01' })).toBe('2025-04-01');
  });

  it('is payment number paymentsMade + 1', () => {
    expect(nextPaymentDate({ firstPaymentDate: '2021-08-01', today: '2026-11-24' })).toBe(addMonths('2021-08-01', 64));
  });

  it('is the first payment date itself while that is ahead', () => {
    expect(nextPaymentDate({ firstPaymentDate: '2025-06-01', today: '2025-03-14' })).toBe('2025-06-01');
  });

  it('is a month from today without a first payment date', () => {
    expect(nextPaymentDate({ firstPaymentDate: null, today: '2025-01-31' })).toBe('2025-02-28');
  });
});

describe('isIsoDate and splitMonths', () => {
  it('accepts real YYYY-MM-DD dates only', () => {
    expect(isIsoDate('2024-02-29')).toBe(true);
    expect(isIsoDate('2023-02-29')).toBe(false);
    expect(isIsoDate('2024-2-9')).toBe(false);
    expect(isIsoDate('2024-02-29T00:00:00Z')).toBe(false);
    expect(isIsoDate(20240229)).toBe(false);
  });

  it('splits months into years and months', () => {
    expect(splitMonths(328)).toEqual({ years: 27, months: 4 });
    expect(splitMonths(11)).toEqual({ years: 0, months: 11 });
    expect(splitMonths(-3)).toEqual({ years: 0, months: 0 });
  });
});
