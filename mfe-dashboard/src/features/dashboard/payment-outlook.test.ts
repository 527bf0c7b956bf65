import { pmiMilestones } from '@homewise/finance';
import { armOutlook, armPaymentsByYear, pmiOutlook, wholePayment } from './payment-outlook';
import { PROFILE } from './test-fixtures';

describe('the Dashboard’s payment and milestones (issue 21)', () => {
  it('the whole payment: P&I + tax / 12 + insurance / 12 + HOA + PMI, to the cent', () => {
    const whole = wholePayment({ ...PROFILE, propertyTaxYearly: 4800, insuranceYearly: 1450, hoaMonthly: 35, pmiMonthly: null });
    expect(whole.escrow).toBe(555.83); // 400 + 120.83 + 35
    expect(whole.total).toBe(1754.93);
    expect(whole.parts).toEqual([
      { label: 'Property tax', monthly: 400 },
      { label: 'Homeowners insurance', monthly: 120.83 },
      { label: 'HOA dues', monthly: 35 },
    ]);
    expect(wholePayment(PROFILE)).toMatchObject({ escrow: 0, total: 1199.1, parts: [] });
  });

  it('PMI dates only for a loan that began above 80% of the price', () => {
    expect(pmiOutlook(PROFILE)).toBeNull(); // $200,000 on a $400,000 home: 50%
    const high = { ...PROFILE, purchasePrice: 220_000 };
    expect(pmiOutlook(high)).toEqual(pmiMilestones({ originalValue: 220_000, loanAmount: 200_000, annualRate: 0.06, termMonths: 360, firstPaymentDate: '2020-06-01' }));
    expect(pmiOutlook(high)!.request! < pmiOutlook(high)!.automatic!).toBe(true);
  });

  it('an ARM: the first change and a year-by-year chart of the three paths, worst never below indexed', () => {
    expect(armOutlook(PROFILE)).toBeNull();
    const arm = armOutlook({ ...PROFILE, loanType: '7_1_arm', armIndexRate: 0.045 })!;
    expect(arm.first).toMatchObject({ paymentNumber: 85, date: '2027-06-01' });
    expect(arm.first.worst.rate).toBe(0.08);
    expect(arm.first.indexed.rate).toBe(0.0725); // 4.5% + 2.75%
    const paths = armPaymentsByYear(arm.schedule);
    expect(paths.years).toHaveLength(30);
    expect(paths.worst[0]).toBe(1199.1);
    paths.worst.forEach((payment, i) => expect(payment).toBeGreaterThanOrEqual(paths.indexed[i]));
    paths.indexed.forEach((payment, i) => expect(payment).toBeGreaterThanOrEqual(paths.best[i]));
    // The most it can be: 6% + the 5-point lifetime cap, reached at the third change (8, 10, 11 %).
    expect(arm.highest).toMatchObject({ rate: 0.11, paymentNumber: 109, date: '2029-06-01' });
    expect(arm.highest.payment).toBeCloseTo(arm.schedule.worst.highestPayment, 1);
    // Figured apart: $200,000 at 6% for 84 months, 8% and 10% for 12 each, then 11% over 252: $1,774.09.
    expect(arm.highest.payment).toBeCloseTo(1774.09, 1);
    expect(arm.highest.payment).toBeGreaterThan(arm.first.worst.payment);
  });
});
