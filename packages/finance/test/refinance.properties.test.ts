import fc from 'fast-check';
import { refinance } from '../src/index.js';
import { annualRate, cents, dollars } from './arbitraries.js';

const base = { currentMonthlyPayment: 2000, currentRate: 0.07, loanTermYears: 30, firstPaymentDate: '2020-01-01', today: '2025-06-15', newTermYears: 30 };
const offer = fc.record({
  balance: dollars(1000, 2_000_000),
  newRate: annualRate(15),
  closingCosts: dollars(0, 20_000),
  points: fc.integer({ min: 0, max: 400 }).map((p) => p / 100),
  lenderCredit: dollars(0, 20_000),
  cashOut: dollars(0, 200_000),
  rollClosingCosts: fc.boolean(),
});

describe('refinance properties', () => {
  it('the APR is at least the note rate, above it when there are charges', () => {
    fc.assert(
      fc.property(offer, (o) => {
        const r = refinance({ ...base, ...o });
        // Charges at or above the loan finance nothing: no APR to disclose.
        if (r.charges >= r.new.loanAmount) return r.new.apr === null;
        if (r.new.apr === null) return false;
        return r.charges > 0 ? r.new.apr > o.newRate : Math.abs(r.new.apr - o.newRate) < 1e-12;
      }),
    );
  });

  it('charges = costs + points − credit used; cash to close = charges − rolled costs − cash out', () => {
    fc.assert(
      fc.property(offer, (o) => {
        const r = refinance({ ...base, ...o });
        const rolled = cents(r.new.loanAmount) - cents(o.balance) - cents(o.cashOut);
        return (
          cents(r.charges) === cents(o.closingCosts) + cents(r.pointsCost) - cents(r.lenderCredit) &&
          cents(r.lenderCredit) <= cents(o.lenderCredit) &&
          r.charges >= 0 &&
          cents(r.cashToClose) === cents(r.charges) - rolled - cents(o.cashOut)
        );
      }),
    );
  });

  it('break-even repays the charges: ceiling months × monthly savings covers them, one month fewer does not', () => {
    fc.assert(
      fc.property(offer, (o) => {
        const r = refinance({ ...base, ...o });
        const saving = cents(r.savings.monthly);
        if (saving <= 0) return r.chartBreakEvenMonths === null;
        const m = r.chartBreakEvenMonths!;
        return m * saving >= cents(r.charges) && (m === 0 || (m - 1) * saving < cents(r.charges));
      }),
    );
  });
});
