import { PROFILE as profile } from './test-fixtures';
import {
  addressParts,
  dashboardSchedule,
  dateText,
  interestRateText,
  monthsText,
  remainingTermText,
  scheduleCsv,
  scheduleFileName,
  scheduleLines,
} from './dashboard-view';

const today = '2025-03-14';

describe('dashboard view', () => {
  it('splits the address at its first comma', () => {
    expect(addressParts('12 Elm St, Springfield, IL')).toEqual({ street: '12 Elm St', rest: ', Springfield, IL' });
    expect(addressParts('12 Elm St')).toEqual({ street: '12 Elm St', rest: '' });
    expect(addressParts('  ')).toEqual({ street: '', rest: '' });
    expect(addressParts(null)).toEqual({ street: '', rest: '' });
  });

  it('shows the rate with two decimals, or N/A', () => {
    expect(interestRateText(0.06875)).toBe('6.88%');
    expect(interestRateText(0.06)).toBe('6.00%');
    expect(interestRateText(0)).toBe('N/A');
    expect(interestRateText(Number.NaN)).toBe('N/A');
  });

  it('words the remaining term in years and months, or N/A without a first payment date', () => {
    // 57 whole months since 2020-06-01: 360 − 57 = 303 months.
    expect(remainingTermText(profile, today)).toBe('25 years 3 months');
    expect(remainingTermText({ loanTermYears: 15, firstPaymentDate: '2024-03-14' }, today)).toBe('14 years');
    expect(remainingTermText({ loanTermYears: 10, firstPaymentDate: '2010-01-01' }, today)).toBe('0 months');
    expect(remainingTermText({ ...profile, firstPaymentDate: null }, today)).toBe('N/A');
    expect(monthsText(13)).toBe('1 year 1 month');
    expect(monthsText(11)).toBe('11 months');
  });

  it('runs the schedule from the current balance and the next payment due, to exactly 0', () => {
    const rows = dashboardSchedule(profile, today);
    expect(rows[0]).toMatchObject({ paymentNumber: 1, date: '2025-04-01', payment: 1199.1, interest: 900, principal: 299.1, balance: 179700.9 });
    expect(rows[rows.length - 1].balance).toBe(0);
    expect(rows.length).toBeLessThanOrEqual(360);
  });

  it('ends a loan paid at its quoted payment in exactly its remaining term, the last payment taking the rounding', () => {
    // A new loan: 360 payments, 359 of $1,199.10 and a final $1,200.14 (finance README).
    const fresh = dashboardSchedule({ ...profile, currentBalance: 200000, firstPaymentDate: '2025-04-01' }, today);
    expect(fresh).toHaveLength(360);
    expect(fresh[359]).toMatchObject({ date: '2055-03-01', payment: 1200.14, balance: 0 });
    // 57 payments in, at the balance the ledger says (the Auto balance): the 303 payments left.
    const onSchedule = dashboardSchedule({ ...profile, currentBalance: 186906.48 }, today);
    expect(onSchedule).toHaveLength(303);
    expect(onSchedule[302]).toMatchObject({ date: '2050-06-01', payment: 1200.14, balance: 0 });
    expect(remainingTermText(profile, today)).toBe('25 years 3 months'); // 303 months, the same
  });

  it('starts from the original amount when there is no current balance', () => {
    const rows = dashboardSchedule({ ...profile, currentBalance: 0, firstPaymentDate: null }, today);
    expect(rows[0]).toMatchObject({ date: '2025-04-14', interest: 1000, principal: 199.1 });
  });

  it('has no schedule without a payment', () => {
    expect(dashboardSchedule({ ...profile, monthlyPayment: 0 }, today)).toEqual([]);
  });

  it('groups the schedule by calendar year in the annual view', () => {
    const rows = dashboardSchedule(profile, today);
    const years = scheduleLines(rows, 'annual');
    expect(years[0]).toMatchObject({ when: '2025', count: 9 });
    expect(years.reduce((sum, y) => sum + y.count, 0)).toBe(rows.length);
    expect(scheduleLines(rows, 'monthly')).toHaveLength(rows.length);
  });

  it('exports Date, Total Payment, Principal, Interest, Remaining Balance with two decimals, no currency signs', () => {
    const rows = dashboardSchedule(profile, today);
    const monthly = scheduleCsv(scheduleLines(rows, 'monthly')).split('\r\n');
    expect(monthly[0]).toBe('Date,Total Payment,Principal,Interest,Remaining Balance');
    expect(monthly[1]).toBe('2025-04-01,1199.10,299.10,900.00,179700.90');
    expect(monthly).toHaveLength(rows.length + 2); // header, rows, and the final line end
    expect(monthly[rows.length]).toMatch(/,0\.00$/);
    const annual = scheduleCsv(scheduleLines(rows, 'annual')).split('\r\n');
    expect(annual[1]).toMatch(/^2025,10791\.90,\d+\.\d\d,\d+\.\d\d,\d+\.\d\d$/);
    expect(scheduleFileName('monthly')).toBe('amortization-schedule-monthly.csv');
    expect(scheduleFileName('annual')).toBe('amortization-schedule-annual.csv');
  });

  it('writes dates as calendar dates in any time zone', () => {
    expect(dateText('2025-04-01')).toBe('Apr 1, 2025');
    expect(dateText('2020-06-01T00:00:00.000Z')).toBe('Jun 1, 2020');
    expect(dateText(null)).toBe('N/A');
  });
});
