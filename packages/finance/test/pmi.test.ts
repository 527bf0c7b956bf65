// PMI's end by the Homeowners Protection Act (12 U.S.C. 4901–4902): 80% of the original value
// on request, 78% automatically, the midpoint as the final backstop — all by the initial schedule.
import fc from 'fast-check';
import { addMonths, amortizationSchedule, dateBalanceReachesLtv, extraPaymentProjection, pmiMilestones } from '../src/index.js';
import { annualRate, dollars, isoDate } from './arbitraries.js';

/** The closed form, no rounding at all: the balance after k payments of the formula payment. */
function closedFormBalance(principal: number, annualRateValue: number, termMonths: number, k: number) {
  const r = annualRateValue / 12;
  const payment = (principal * r) / (1 - (1 + r) ** -termMonths);
  return principal * (1 + r) ** k - (payment * ((1 + r) ** k - 1)) / r;
}

describe('the HPA on a 30-year example: $90,000 borrowed on a $100,000 home at 6%, first payment 2025-01-01', () => {
  const milestones = pmiMilestones({ originalValue: 100_000, loanAmount: 90_000, annualRate: 0.06, termMonths: 360, firstPaymentDate: '2025-01-01' });

  it('request at $80,000: payment 89, due 2032-05-01 (the closed form crosses $80,000 there too)', () => {
    expect(closedFormBalance(90_000, 0.06, 360, 88)).toBeGreaterThan(80_000);
    expect(closedFormBalance(90_000, 0.06, 360, 89)).toBeLessThanOrEqual(80_000);
    expect(milestones.request).toBe('2032-05-01');
  });

  it('automatic at $78,000 ("first scheduled to reach 78 percent"): payment 103, due 2033-07-01', () => {
    expect(closedFormBalance(90_000, 0.06, 360, 102)).toBeGreaterThan(78_000);
    expect(closedFormBalance(90_000, 0.06, 360, 103)).toBeLessThanOrEqual(78_000);
    expect(milestones.automatic).toBe('2033-07-01');
  });

  it('final at the midpoint: payment 181, the first month after 15 years of payments, 2040-01-01', () => {
    expect(milestones.final).toBe('2040-01-01');
  });

  it('the dates are those of the bank schedule at the quoted $539.60', () => {
    const rows = amortizationSchedule({ balance: 90_000, annualRate: 0.06, monthlyPayment: 539.6, startDate: '2025-01-01', termMonths: 360 });
    expect(rows[87].balance).toBeGreaterThan(80_000);
    expect(rows[88]).toMatchObject({ date: '2032-05-01' });
    expect(rows[88].balance).toBeLessThanOrEqual(80_000);
  });
});

describe('PMI milestones: edges', () => {
  const base = { originalValue: 100_000, annualRate: 0.06, termMonths: 360, firstPaymentDate: '2025-01-31' };

  it('a loan at exactly 80% has nothing to request; 78% is still ahead', () => {
    const m = pmiMilestones({ ...base, loanAmount: 80_000 });
    expect(m.request).toBeNull();
    expect(m.automatic).not.toBeNull();
    expect(m.final).toBe('2040-01-31');
  });

  it('a loan at or below 78% has no PMI to end', () => {
    expect(pmiMilestones({ ...base, loanAmount: 78_000 })).toEqual({ request: null, automatic: null, final: null });
  });

  it('no original value: no dates', () => {
    expect(pmiMilestones({ ...base, originalValue: 0, loanAmount: 90_000 })).toEqual({ request: null, automatic: null, final: null });
  });

  it('month ends are clamped like every schedule (2025-01-31 + 1 month is 2025-02-28)', () => {
    const m = pmiMilestones({ ...base, loanAmount: 99_000, termMonths: 13 });
    expect(m.final).toBe(addMonths('2025-01-31', 6));
  });

  it('a first payment date that is not a date throws', () => {
    expect(() => pmiMilestones({ ...base, loanAmount: 90_000, firstPaymentDate: 'soon' })).toThrow(RangeError);
  });
});

describe('PMI-free sooner with extra payments', () => {
  it('$200 a month more on the $90,000 loan reaches $80,000 before the scheduled request date', () => {
    const projection = extraPaymentProjection({
      balance: 90_000,
      annualRate: 0.06,
      monthlyPayment: 539.6,
      firstPaymentDate: '2025-01-01',
      today: '2024-12-15',
      extra: { amount: 200, type: 'monthly' },
    });
    const sooner = dateBalanceReachesLtv(projection.accelerated.rows, 100_000);
    const scheduled = dateBalanceReachesLtv(projection.original.rows, 100_000);
    expect(scheduled).toBe('2032-05-01');
    expect(sooner! < scheduled!).toBe(true);
    const index = projection.accelerated.rows.findIndex((row) => row.date === sooner);
    expect(projection.accelerated.rows[index].balance).toBeLessThanOrEqual(80_000);
    expect(projection.accelerated.rows[index - 1].balance).toBeGreaterThan(80_000);
  });
});

describe('PMI milestones: properties', () => {
  const loan = fc.record({
    originalValue: dollars(50_000, 2_000_000),
    ltv: fc.double({ min: 0.5, max: 0.97, noNaN: true }),
    annualRate: annualRate(12),
    termMonths: fc.constantFrom(120, 180, 240, 360),
    firstPaymentDate: isoDate,
  });

  it('automatic never comes before request, and final never before either is null-consistent', () => {
    fc.assert(
      fc.property(loan, ({ ltv, ...terms }) => {
        const m = pmiMilestones({ ...terms, loanAmount: Math.round(terms.originalValue * ltv * 100) / 100 });
        if (m.request !== null) expect(m.automatic! >= m.request).toBe(true);
        if (m.automatic === null) expect(m).toEqual({ request: null, automatic: null, final: null });
        else expect(m.final).not.toBeNull();
      }),
    );
  });
});
