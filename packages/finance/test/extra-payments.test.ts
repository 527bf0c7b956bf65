import { addMonths, amortizationSchedule, extraPaymentProjection, roundCents, type ExtraPaymentProjectionInput } from '../src/index.js';

const input: ExtraPaymentProjectionInput = {
  balance: 200_000,
  annualRate: 0.06,
  monthlyPayment: 1199.1,
  loanTermYears: 30,
  firstPaymentDate: '2024-01-01',
  today: '2024-01-15',
  extra: { amount: 100, type: 'monthly' },
};

describe('extraPaymentProjection', () => {
  it('the original plan is the dashboard schedule from the next payment due', () => {
    const projection = extraPaymentProjection(input);
    const schedule = amortizationSchedule({ ...input, startDate: '2024-02-01', maxPayments: 540 });
    expect(projection.original.rows.map(({ extra, ...row }) => row)).toEqual(schedule);
    expect(projection.original.rows.every((row) => row.extra === 0)).toBe(true);
  });

  it('monthly extra: shorter payoff, less interest, dates and totals consistent', () => {
    const p = extraPaymentProjection({ ...input, today: '2025-03-20', extraPaymentsTotal: 250 });
    // 2024-01-01 … 2025-03-01: 15 payments made by 2025-03-20 (the spec's whole months: 14).
    expect(p.paymentsMade).toBe(15);
    expect(p.accelerated.rows[0]).toMatchObject({ date: '2025-04-01', extra: 100, payment: 1299.1 });
    expect(p.monthsSaved).toBe(p.original.months - p.accelerated.months);
    expect(p.monthsSaved).toBeGreaterThan(60);
    expect(p.interestSaved).toBeCloseTo(p.original.totalInterest - p.accelerated.totalInterest, 6);
    expect(p.interestSaved).toBeGreaterThan(40_000);
    // The payoff date is the last payment's: the next one due (2024-01-01 + 15 months) and the
    // schedule's length after it. The balance is still the original $200,000 after 15 payments,
    // more than $1,199.10 pays off in the 345 left: the plan runs past the term, to the 360
    // months that payment is the quote for.
    expect(p.remainingTermMonths).toBe(345);
    expect(p.original.months).toBe(360);
    expect(p.original.payoffDate).toBe('2055-03-01'); // 2024-01-01 + 15 + 359 months
    expect(p.accelerated.payoffDate).toBe(addMonths('2024-01-01', 15 + p.accelerated.months - 1));
    expect(p.accelerated.payoffDate).toBe(p.accelerated.rows[p.accelerated.months - 1].date);
    expect(p.totalRegularPayments).toBe(17_986.5); // 1,199.10 × 15
    expect(p.totalAdditionalPrincipal).toBe(250);
  });

  it('one_time applies only to the first payment; annual to payments 1, 13, 25…', () => {
    const once = extraPaymentProjection({ ...input, extra: { amount: 5000, type: 'one_time' } });
    expect(once.accelerated.rows.filter((row) => row.extra > 0).map((row) => row.paymentNumber)).toEqual([1]);
    const yearly = extraPaymentProjection({ ...input, extra: { amount: 1000, type: 'annual' } });
    expect(yearly.accelerated.rows.filter((row) => row.extra > 0).map((row) => row.paymentNumber).slice(0, 4)).toEqual([1, 13, 25, 37]);
    expect(yearly.monthsSaved).toBeGreaterThan(once.monthsSaved);
  });

  it('the comparison runs as long as the original, the accelerated plan at 0 once paid off', () => {
    const p = extraPaymentProjection(input);
    expect(p.comparison).toHaveLength(p.original.months);
    const after = p.comparison[p.accelerated.months];
    expect(after).toMatchObject({ acceleratedBalance: 0, acceleratedInterest: 0 });
    expect(after.originalBalance).toBeGreaterThan(0);
    expect(p.comparison[0]).toMatchObject({ month: 1, date: '2024-02-01' });
  });

  it('an extra larger than the balance pays it off with the first payment, counting only what was owed', () => {
    const p = extraPaymentProjection({ ...input, balance: 5000, extra: { amount: 1_000_000, type: 'one_time' } });
    expect(p.accelerated.months).toBe(1);
    expect(p.accelerated.rows[0]).toEqual({
      paymentNumber: 1,
      date: '2024-02-01',
      payment: 5025, // the balance plus a month of interest
      extra: 3825.9,
      principal: 5000,
      interest: 25,
      balance: 0,
    });
    expect(p.accelerated.payoffDate).toBe('2024-02-01');
  });

  it('stops at 1.5 × the term when the payment never pays it off', () => {
    const p = extraPaymentProjection({ ...input, monthlyPayment: 900, loanTermYears: 20, extra: { amount: 0, type: 'monthly' } });
    expect(p.maxMonths).toBe(360);
    expect(p.original.months).toBe(360);
    expect(p.original).toMatchObject({ paidOff: false, payoffDate: null });
    expect(p.monthsSaved).toBe(0);
    expect(p.interestSaved).toBe(0);
  });

  it('defaults to a 30-year term: at most 540 months', () => {
    const p = extraPaymentProjection({ ...input, loanTermYears: undefined, monthlyPayment: 1000 });
    expect(p.maxMonths).toBe(540);
    expect(p.original.months).toBe(540);
  });

  it('a balance already 0 has nothing to pay: paid off, no payoff date', () => {
    const p = extraPaymentProjection({ ...input, balance: 0 });
    expect(p.original).toMatchObject({ months: 0, paidOff: true, payoffDate: null, totalInterest: 0 });
    expect(p.accelerated).toMatchObject({ months: 0, paidOff: true, payoffDate: null });
    expect(p.comparison).toEqual([]);
    expect(p.monthsSaved).toBe(0);
  });

  it('a first payment date in the future starts the plans on that date', () => {
    const p = extraPaymentProjection({ ...input, firstPaymentDate: '2024-06-01', today: '2024-03-10' });
    expect(p.paymentsMade).toBe(0);
    expect(p.totalRegularPayments).toBe(0);
    expect(p.original.rows[0].date).toBe('2024-06-01');
    expect(p.original.payoffDate).toBe('2054-05-01'); // 360 payments from 2024-06-01, the last 2054-05-01
  });

  it('an extra of 0, negative or of an unknown type changes nothing', () => {
    for (const extra of [
      { amount: 0, type: 'monthly' as const },
      { amount: -50, type: 'monthly' as const },
      { amount: 100, type: 'weekly' as unknown as 'monthly' },
    ]) {
      const p = extraPaymentProjection({ ...input, extra });
      expect(p.accelerated.rows).toEqual(p.original.rows);
      expect(p.monthsSaved).toBe(0);
    }
  });
});

describe('months saved against an independent re-computation ($200,000 at 6%, $1,199.10, 360 months left)', () => {
  const loan = { ...input, firstPaymentDate: '2025-01-01', today: '2024-12-15' };

  /**
   * A separate simple loop: the bank's ledger in whole cents (interest rounded to the cent,
   * halves up), `extraFor(month)` more principal with a payment, the 360th payment whatever is
   * owed. Returns how many payments it takes and the interest paid.
   */
  function payoff(extraFor: (month: number) => number) {
    let owed = 20_000_000;
    let interestPaid = 0;
    for (let month = 1; ; month++) {
      const interest = Math.floor(owed * 0.005 + 0.5);
      interestPaid += interest;
      owed += interest;
      const paid = month === 360 ? owed : Math.min(owed, 119_910 + extraFor(month) * 100);
      owed -= paid;
      if (owed === 0) return { months: month, interest: interestPaid / 100 };
    }
  }
  const original = payoff(() => 0);

  it('the original plan is the note: 360 payments', () => {
    const p = extraPaymentProjection({ ...loan, extra: { amount: 0, type: 'monthly' } });
    expect(p.remainingTermMonths).toBe(360);
    expect(original.months).toBe(360);
    expect(p.original).toMatchObject({ months: 360, payoffDate: '2054-12-01', totalInterest: original.interest });
  });

  it('$100 more a month saves 65 months, as lenders’ calculators say', () => {
    const p = extraPaymentProjection({ ...loan, extra: { amount: 100, type: 'monthly' } });
    const accelerated = payoff(() => 100);
    // The textbook closed form: n = −ln(1 − B·r / P) / ln(1 + r) months at P = $1,299.10.
    const closedForm = Math.ceil(-Math.log(1 - (200_000 * 0.005) / 1299.1) / Math.log(1.005));
    expect(accelerated.months).toBe(closedForm);
    expect(p.accelerated.months).toBe(295);
    expect(p.accelerated.months).toBe(accelerated.months);
    expect(p.monthsSaved).toBe(65);
    expect(p.interestSaved).toBe(roundCents(original.interest - accelerated.interest));
  });

  it('$10,000 once saves 44 months', () => {
    const p = extraPaymentProjection({ ...loan, extra: { amount: 10_000, type: 'one_time' } });
    const accelerated = payoff((month) => (month === 1 ? 10_000 : 0));
    // Closed form: one month at $11,199.10, then $1,199.10 a month on what is left.
    const left = 200_000 * 1.005 - 11_199.1;
    expect(accelerated.months).toBe(1 + Math.ceil(-Math.log(1 - (left * 0.005) / 1199.1) / Math.log(1.005)));
    expect(p.accelerated.months).toBe(accelerated.months);
    expect(p.monthsSaved).toBe(360 - accelerated.months);
    expect(p.monthsSaved).toBe(44);
    expect(p.interestSaved).toBe(roundCents(original.interest - accelerated.interest));
  });

  it('$1,200 a year saves 67 months', () => {
    const p = extraPaymentProjection({ ...loan, extra: { amount: 1200, type: 'annual' } });
    const accelerated = payoff((month) => (month % 12 === 1 ? 1200 : 0));
    expect(p.accelerated.months).toBe(accelerated.months);
    expect(p.monthsSaved).toBe(360 - accelerated.months);
    expect(p.monthsSaved).toBe(67);
    expect(p.interestSaved).toBe(roundCents(original.interest - accelerated.interest));
  });
});
