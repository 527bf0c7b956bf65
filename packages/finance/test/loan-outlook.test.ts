import { armSchedule, armScheduleOfLoan, currentLoanOf, firstAdjustment, highestAdjustment, monthlyPayment, pmiMilestones, pmiMilestonesOfLoan, roundCents } from '../src/index.js';

const ARM = { loanType: '5_1_arm', originalLoanAmount: 300_000, originalInterestRate: 0.06, loanTermYears: 30, firstPaymentDate: '2021-02-01', purchasePrice: 350_000 };

describe('a stored loan’s ARM paths and PMI dates', () => {
  it('a 5/1 ARM with no stored terms: 2.75% margin, 2/2/5 caps, first change with payment 61', () => {
    const schedule = armScheduleOfLoan(ARM)!;
    const first = firstAdjustment(schedule)!;
    expect(first.paymentNumber).toBe(61);
    expect(first.date).toBe('2026-02-01');
    expect(first.worst.rate).toBe(0.08); // 6% + the 2-point first cap
    expect(first.best.rate).toBe(0.04); // down by the cap, above the 2.75% floor
    expect(first.indexed.rate).toBe(0.06); // no index stored: the rate stays
    // The worst payment re-amortises the balance after 60 payments at 8% over the 300 left.
    const balance = schedule.worst.rows[59].balance;
    expect(first.worst.payment).toBe(roundCents(monthlyPayment(balance, 0.08, 300)));
    expect(first.best.payment).toBeLessThan(first.indexed.payment);
    expect(first.indexed.payment).toBeLessThan(first.worst.payment);
  });

  it('the highest payment: every change up by its cap until the 5-point lifetime cap (8, 10, then 11 % from payment 85)', () => {
    const schedule = armScheduleOfLoan(ARM)!;
    const highest = highestAdjustment(schedule)!;
    expect(highest).toMatchObject({ paymentNumber: 85, date: '2028-02-01', rate: 0.11 });
    // Re-amortised over the 276 payments left at 11%, from the balance after 84.
    expect(highest.payment).toBe(roundCents(monthlyPayment(schedule.worst.rows[83].balance, 0.11, 276)));
    expect(highest.payment).toBeGreaterThan(firstAdjustment(schedule)!.worst.payment);
    // No later payment on the path is more than a cent above it.
    for (const row of schedule.worst.rows.slice(0, -1)) expect(row.payment).toBeLessThanOrEqual(highest.payment + 0.01);
    // A rate that can go no higher than where it starts: the first change is the highest.
    const capped = armScheduleOfLoan({ ...ARM, armLifetimeCap: 0 })!;
    expect(highestAdjustment(capped)!.paymentNumber).toBe(61);
  });

  it('stored terms are used: the same as armSchedule called with them', () => {
    const stored = { ...ARM, armMargin: 0.025, armIndexRate: 0.045, armInitialCap: 0.05, armPeriodicCap: 0.01, armLifetimeCap: 0.05 };
    const direct = armSchedule({ loanAmount: 300_000, initialRate: 0.06, termMonths: 360, fixedMonths: 60, adjustEveryMonths: 12, margin: 0.025, indexRate: 0.045, caps: { initial: 0.05, periodic: 0.01, lifetime: 0.05 }, firstPaymentDate: '2021-02-01' });
    expect(armScheduleOfLoan(stored)).toEqual(direct);
    expect(firstAdjustment(direct)!.indexed.rate).toBe(0.07); // 4.5% + 2.5%, within the 5-point first cap
  });

  it('a fixed-rate loan has no ARM paths', () => {
    expect(armScheduleOfLoan({ ...ARM, loanType: '30_year_fixed' })).toBeNull();
  });

  it('PMI from the purchase price; none without a price or a first payment date', () => {
    expect(pmiMilestonesOfLoan(ARM)).toEqual(pmiMilestones({ originalValue: 350_000, loanAmount: 300_000, annualRate: 0.06, termMonths: 360, firstPaymentDate: '2021-02-01' }));
    expect(pmiMilestonesOfLoan({ ...ARM, purchasePrice: 0 })).toBeNull();
    expect(pmiMilestonesOfLoan({ ...ARM, firstPaymentDate: null })).toBeNull();
  });
});

describe('a stored loan as it stands today (currentLoanOf)', () => {
  it('hands finance the stored balance, rate, payment, term and first payment date, and today', () => {
    const profile = { ...ARM, currentBalance: 281_234.56, monthlyPayment: 1798.65, loanTermYears: 30, firstPaymentDate: '2021-02-01' };
    expect(currentLoanOf(profile, '2026-11-25')).toEqual({
      balance: 281_234.56,
      annualRate: 0.06,
      monthlyPayment: 1798.65,
      loanTermYears: 30,
      firstPaymentDate: '2021-02-01',
      today: '2026-11-25',
    });
    // A profile without a first payment date: no payment made yet, as the pages read it.
    expect(currentLoanOf({ ...profile, firstPaymentDate: null }, '2026-11-25').firstPaymentDate).toBeNull();
  });
});
