import { PROFILE as profile } from './test-fixtures';
import {
  addressParts,
  dashboardSchedule,
  dateText,
  interestRateText,
  monthsText,
  remainingTermCard,
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

  it('words the remaining term as the payments the balance still needs, or N/A without a first payment date', () => {
    // $180,000 at 6% paid $1,199.10 a month, by hand (interest rounded to the cent each month):
    // 279 payments from 2025-04-01, the last $484.28 on 2048-06-01 — ahead of the note's 302.
    expect(remainingTermCard(profile, today)).toEqual({ value: '23 years 3 months', caption: '279 payments, paid off Jun 2048' });
    expect(remainingTermCard({ ...profile, firstPaymentDate: null }, today)).toEqual({ value: 'N/A', caption: 'Add your first payment date in Loan Details' });
    expect(remainingTermCard({ ...profile, currentBalance: 0 }, today).value).toBe('Paid off');
    expect(remainingTermCard({ ...profile, monthlyPayment: 800 }, today).value).toBe('N/A'); // below the $900 of interest
    expect(monthsText(13)).toBe('1 year 1 month');
    expect(monthsText(11)).toBe('11 months');
  });

  it('the card and the schedule agree: as many payments, the same payoff date', () => {
    const rows = dashboardSchedule(profile, today);
    expect(rows).toHaveLength(279);
    expect(rows[278]).toMatchObject({ date: '2048-06-01', payment: 484.28, balance: 0 });
    expect(rows[0]).toMatchObject({ paymentNumber: 1, date: '2025-04-01', payment: 1199.1, interest: 900, principal: 299.1, balance: 179700.9 });
  });

  it('ends a loan paid at its quoted payment in exactly its remaining term, the last payment taking the rounding', () => {
    // A new loan: 360 payments, 359 of $1,199.10 and a final $1,200.14 (finance README).
    const fresh = dashboardSchedule({ ...profile, currentBalance: 200000, firstPaymentDate: '2025-04-01' }, today);
    expect(fresh).toHaveLength(360);
    expect(fresh[359]).toMatchObject({ date: '2055-03-01', payment: 1200.14, balance: 0 });
    // 58 payments made by 2025-03-14 (2020-06-01 … 2025-03-01), at the balance the ledger says
    // after them (the Auto balance): the 302 payments left, the last the note's 360th.
    const onSchedule = { ...profile, currentBalance: 186641.91 };
    expect(dashboardSchedule(onSchedule, today)).toHaveLength(302);
    expect(dashboardSchedule(onSchedule, today)[301]).toMatchObject({ date: '2050-05-01', payment: 1200.14, balance: 0 });
    expect(remainingTermCard(onSchedule, today)).toEqual({ value: '25 years 2 months', caption: '302 payments, paid off May 2050' });
  });

  it('a balance of $0 is paid off: no schedule', () => {
    expect(dashboardSchedule({ ...profile, currentBalance: 0 }, today)).toEqual([]);
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
    expect(monthly[0]).toBe('"Date","Total Payment","Principal","Interest","Remaining Balance"');
    expect(monthly[1]).toBe('"2025-04-01","1199.10","299.10","900.00","179700.90"');
    expect(monthly).toHaveLength(rows.length + 2); // header, rows, and the final line end
    expect(monthly[rows.length]).toMatch(/,"0\.00"$/);
    const annual = scheduleCsv(scheduleLines(rows, 'annual')).split('\r\n');
    expect(annual[1]).toMatch(/^"2025","10791\.90","\d+\.\d\d","\d+\.\d\d","\d+\.\d\d"$/);
    expect(scheduleFileName('monthly')).toBe('amortization-schedule-monthly.csv');
    expect(scheduleFileName('annual')).toBe('amortization-schedule-annual.csv');
  });

  it('writes dates as calendar dates in any time zone', () => {
    expect(dateText('2025-04-01')).toBe('Apr 1, 2025');
    expect(dateText('2020-06-01T00:00:00.000Z')).toBe('Jun 1, 2020');
    expect(dateText(null)).toBe('N/A');
  });
});
