// Results depend only on the arguments: not on the machine's clock nor its time zone.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { addMonths, amortizationSchedule, extraPaymentProjection, monthsElapsed, nextPaymentDate, refinance } from '../src/index.js';

function everything() {
  return {
    dates: [addMonths('2024-01-31', 1), monthsElapsed('2024-02-29', '2025-02-28'), nextPaymentDate({ firstPaymentDate: '2020-01-31', today: '2025-02-28' })],
    schedule: amortizationSchedule({ balance: 50_000, annualRate: 0.05, monthlyPayment: 600, startDate: '2024-12-31', maxPayments: 30 }),
    projection: extraPaymentProjection({
      balance: 50_000,
      annualRate: 0.05,
      monthlyPayment: 600,
      firstPaymentDate: '2020-01-31',
      today: '2025-02-28',
      extra: { amount: 50, type: 'monthly' },
    }).accelerated.rows.slice(0, 30),
    refinance: refinance({
      balance: 50_000,
      currentMonthlyPayment: 600,
      currentRate: 0.05,
      firstPaymentDate: '2020-01-31',
      today: '2025-02-28',
      newRate: 0.04,
      newTermYears: 15,
      closingCosts: 2000,
      rollClosingCosts: false,
    }),
  };
}

describe('no clock, no time zone', () => {
  afterEach(() => jest.setSystemTime(new Date('2025-03-14T12:00:00Z')));

  it('runs pinned to UTC and a fixed clock', () => {
    expect(new Date(0).getTimezoneOffset()).toBe(0);
    expect(new Date().toISOString()).toBe('2025-03-14T12:00:00.000Z');
  });

  it('gives the same results whatever the clock says', () => {
    const reference = everything();
    for (const now of ['1999-12-31T23:59:59Z', '2024-02-29T00:00:00Z', '2031-02-28T11:00:00Z']) {
      jest.setSystemTime(new Date(now));
      expect(everything()).toEqual(reference);
    }
  });

  it('never reads Date, Intl or locale APIs, so the time zone cannot matter', () => {
    // Jest sandboxes process.env, so a test cannot switch the zone of the running process;
    // instead this guarantees that no source could observe it. Comments are skipped.
    const dir = join(__dirname, '..', 'src');
    const offenders = readdirSync(dir)
      .filter((name) => name.endsWith('.ts'))
      .filter((name) => {
        const code = readFileSync(join(dir, name), 'utf8').replace(/\/\*[\s\S]*?\*\/|\/\/.*$/gm, '');
        return /\bDate\b|\bIntl\b|toLocale|getTimezoneOffset|process\./.test(code);
      });
    expect(offenders).toEqual([]);
  });
});
