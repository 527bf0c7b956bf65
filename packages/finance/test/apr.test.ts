// The APR by Regulation Z's actuarial method (12 CFR 1026 appendix J, monthly unit periods):
// published worked examples, an independent re-computation, and properties.
import fc from 'fast-check';
import { apr, monthlyPayment } from '../src/index.js';
import { annualRate, dollars } from './arbitraries.js';

/** Percent to 2 decimals, as a financial calculator displays it. */
const percent2 = (fraction: number | null) => Math.round((fraction ?? NaN) * 10_000) / 100;

/** What `payment` a month for `months` months is worth today at monthly rate i (written plainly: a sum of discounted payments). */
function discounted(payment: number, i: number, months: number) {
  let total = 0;
  for (let k = 1; k <= months; k++) total += payment / (1 + i) ** k;
  return total;
}

describe('APR: published examples (HP 12c Owner\'s Handbook, "Annual Percentage Rate Calculations With Fees")', () => {
  // The handbook solves appendix J's equation for a level-payment loan: the payments on the whole
  // loan discounted to the amount the borrower actually receives.
  it('$60,000 for 30 years at 11½% with 2 points: 11.76%', () => {
    expect(percent2(apr({ loanAmount: 60_000, annualRate: 0.115, termMonths: 360, prepaidFinanceCharges: 1_200 }))).toBe(11.76);
  });

  it('the same loan with a $150 fee: 11.53%', () => {
    expect(percent2(apr({ loanAmount: 60_000, annualRate: 0.115, termMonths: 360, prepaidFinanceCharges: 150 }))).toBe(11.53);
  });

  it('$160,000 for 30 years at 5.5% with a $750 fee: 5.54% (12c Platinum handbook)', () => {
    expect(percent2(apr({ loanAmount: 160_000, annualRate: 0.055, termMonths: 360, prepaidFinanceCharges: 750 }))).toBe(5.54);
  });
});

describe('APR: exact to 0.001 percentage point', () => {
  it('$200,000 at 6% over 30 years with $4,000 of points and fees: the payments discount to $196,000 at the APR', () => {
    const rate = apr({ loanAmount: 200_000, annualRate: 0.06, termMonths: 360, prepaidFinanceCharges: 4_000 })!;
    const payment = monthlyPayment(200_000, 0.06, 360);
    expect(discounted(payment, rate / 12, 360)).toBeCloseTo(196_000, 4);
    // 0.001 point either side brackets the amount financed: the rate is right to 0.001 point.
    expect(discounted(payment, (rate + 0.00001) / 12, 360)).toBeLessThan(196_000);
    expect(discounted(payment, (rate - 0.00001) / 12, 360)).toBeGreaterThan(196_000);
  });

  it('no charges: the note rate itself', () => {
    expect(apr({ loanAmount: 200_000, annualRate: 0.06875, termMonths: 360, prepaidFinanceCharges: 0 })).toBe(0.06875);
    expect(apr({ loanAmount: 200_000, annualRate: 0.06875, termMonths: 360 })).toBe(0.06875);
    expect(apr({ loanAmount: 200_000, annualRate: 0.06875, termMonths: 360, prepaidFinanceCharges: -500 })).toBe(0.06875);
  });

  it('a 0% loan with a fee still has an APR above 0', () => {
    const rate = apr({ loanAmount: 24_000, annualRate: 0, termMonths: 48, prepaidFinanceCharges: 480 })!;
    expect(discounted(500, rate / 12, 48)).toBeCloseTo(23_520, 4);
  });

  it('nothing financed, no amount or no term: no APR (null)', () => {
    expect(apr({ loanAmount: 1_000, annualRate: 0.06, termMonths: 360, prepaidFinanceCharges: 1_000 })).toBeNull();
    expect(apr({ loanAmount: 0, annualRate: 0.06, termMonths: 360, prepaidFinanceCharges: 10 })).toBeNull();
    expect(apr({ loanAmount: 1_000, annualRate: 0.06, termMonths: 0, prepaidFinanceCharges: 10 })).toBeNull();
  });
});

describe('APR: properties', () => {
  const loan = fc.record({
    loanAmount: dollars(10_000, 2_000_000),
    annualRate: annualRate(15),
    termMonths: fc.constantFrom(120, 180, 240, 360),
    share: fc.double({ min: 0.0001, max: 0.2, noNaN: true }),
  });

  it('charges above 0 make the APR higher than the note rate', () => {
    fc.assert(
      fc.property(loan, ({ share, ...terms }) => {
        const charges = Math.max(0.01, Math.round(terms.loanAmount * share * 100) / 100);
        expect(apr({ ...terms, prepaidFinanceCharges: charges })!).toBeGreaterThan(terms.annualRate);
      }),
    );
  });

  it('more charges, higher APR', () => {
    fc.assert(
      fc.property(loan, ({ share, ...terms }) => {
        const charges = Math.round(terms.loanAmount * share * 100) / 100;
        expect(apr({ ...terms, prepaidFinanceCharges: charges + 100 })!).toBeGreaterThan(apr({ ...terms, prepaidFinanceCharges: charges })!);
      }),
    );
  });

  it('the payments discounted at the APR are the amount financed, to the cent', () => {
    fc.assert(
      fc.property(loan, ({ share, ...terms }) => {
        const charges = Math.round(terms.loanAmount * share * 100) / 100;
        const rate = apr({ ...terms, prepaidFinanceCharges: charges })!;
        const payment = monthlyPayment(terms.loanAmount, terms.annualRate, terms.termMonths);
        expect(Math.abs(discounted(payment, rate / 12, terms.termMonths) - (terms.loanAmount - charges))).toBeLessThan(0.01);
      }),
      { numRuns: 50 },
    );
  });
});

describe('APR: almost nothing financed', () => {
  it('charges a cent short of the loan still give an answer (a huge rate), not an endless search', () => {
    const rate = apr({ loanAmount: 1000, annualRate: 0, termMonths: 360, prepaidFinanceCharges: 999.99 });
    expect(rate).toBeGreaterThan(100);
  });
});
