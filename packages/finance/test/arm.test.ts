// Adjustable-rate schedules: a published worst case, an independent re-computation, properties.
import fc from 'fast-check';
import { ARM_DEFAULTS, ARM_LOAN_TYPES, armSchedule, fullyIndexedRate, monthlyPayment, roundCents } from '../src/index.js';
import { annualRate, dollars } from './arbitraries.js';
import { periodInterestCents } from './by-hand.js';

/**
 * An independent ARM ledger, written plainly in cents: interest on the balance rounded to the
 * cent, each change's payment the formula payment over the months left, the last payment what is owed.
 */
function plainArm(amount: number, rates: number[], fixedMonths: number, every: number, termMonths: number) {
  let owed = Math.round(amount * 100);
  const payments: number[] = [];
  let payment = 0;
  for (let month = 1; month <= termMonths; month++) {
    const change = month === 1 ? 0 : month > fixedMonths && (month - fixedMonths - 1) % every === 0 ? Math.floor((month - fixedMonths - 1) / every) + 1 : -1;
    const rate = rates[Math.min(rates.length - 1, month <= fixedMonths ? 0 : Math.floor((month - fixedMonths - 1) / every) + 1)];
    if (change >= 0) {
      const r = rate / 12;
      const left = termMonths - month + 1;
      payment = Math.round(((owed / 100) * r * 100) / (1 - (1 + r) ** -left));
      payments.push(payment / 100);
    }
    const interest = periodInterestCents(owed, rate, 12);
    const paid = month === termMonths ? owed + interest : payment;
    owed = owed + interest - paid;
  }
  return { payments, owed };
}

describe('published worst case: a $225,000 5/1 ARM at 3%, first cap 2%, annual cap 1%, ceiling 8%', () => {
  // A lender's worked example (5/1 ARM on the 1-year Treasury, margin 2.25%, index 2.71%): the rate
  // goes 3% → 5% → 6% → 7%, and the payment rises by $115.75 at the second change and $117.34 at
  // the third. (Its first rise, $219.98, is figured from a different starting payment: the
  // payment at 3% on $225,000 is $948.61, and ours rises to $1,169.41.)
  const { worst, indexed } = armSchedule({
    loanAmount: 225_000,
    initialRate: 0.03,
    termMonths: 360,
    fixedMonths: 60,
    adjustEveryMonths: 12,
    margin: 0.0225,
    indexRate: 0.0271,
    caps: { initial: 0.02, periodic: 0.01, lifetime: 0.05 },
    firstPaymentDate: '2020-01-01',
  });

  it('rates 3%, 5%, 6%, 7%, 8% and then the ceiling', () => {
    expect(worst.adjustments.slice(0, 6).map(({ rate }) => rate)).toEqual([0.03, 0.05, 0.06, 0.07, 0.08, 0.08]);
    expect(worst.adjustments.slice(0, 3).map(({ paymentNumber, date }) => [paymentNumber, date])).toEqual([
      [1, '2020-01-01'],
      [61, '2025-01-01'],
      [73, '2026-01-01'],
    ]);
  });

  it('the payment rises by $115.75 and then $117.34, as published', () => {
    const [first, second, third, fourth] = worst.adjustments.map(({ payment }) => payment);
    expect(first).toBe(948.61);
    expect(second).toBe(1169.41);
    expect(roundCents(third - second)).toBe(115.75);
    expect(roundCents(fourth - third)).toBe(117.34);
  });

  it('the fully indexed rate is 2.71% + 2.25% = 4.96%, rounded to the nearest eighth: 5.00%', () => {
    expect(fullyIndexedRate(0.0271, 0.0225)).toBe(0.05);
    expect(indexed.adjustments.slice(1).every(({ rate }) => rate === 0.05)).toBe(true);
  });

  it('every path agrees with a plain ledger to the cent and ends at 0 on payment 360', () => {
    const plain = plainArm(225_000, [0.03, 0.05, 0.06, 0.07, 0.08], 60, 12, 360);
    expect(worst.adjustments.map(({ payment }) => payment)).toEqual(plain.payments);
    expect(plain.owed).toBe(0);
    expect(worst.rows).toHaveLength(360);
    expect(worst.rows[359].balance).toBe(0);
  });
});

describe('a 5/1 ARM with the default 2/2/5 caps: $300,000 at 6% (a calculator-site worst case)', () => {
  const { worst, indexed, best } = armSchedule({
    loanAmount: 300_000,
    initialRate: 0.06,
    termMonths: 360,
    ...ARM_LOAN_TYPES['5_1_arm'],
    margin: ARM_DEFAULTS.margin,
    indexRate: 0.04,
    caps: ARM_DEFAULTS.caps,
  });

  it('worst: 6% → 8% → 10% → 11% (the lifetime cap), payments re-amortized over the months left', () => {
    expect(worst.adjustments.slice(0, 5).map(({ rate }) => rate)).toEqual([0.06, 0.08, 0.1, 0.11, 0.11]);
    const plain = plainArm(300_000, [0.06, 0.08, 0.1, 0.11], 60, 12, 360);
    expect(worst.adjustments.map(({ payment }) => payment)).toEqual(plain.payments);
    expect(worst.adjustments[0].payment).toBe(roundCents(monthlyPayment(300_000, 0.06, 360)));
    expect(worst.highestPayment).toBe(Math.max(...plain.payments));
  });

  it('indexed: 4% + 2.75% = 6.75%, reached at the first change; best: down 2 points to the floor (the margin)', () => {
    expect(indexed.adjustments.slice(1).every(({ rate }) => rate === 0.0675)).toBe(true);
    expect(best.adjustments.slice(0, 3).map(({ rate }) => rate)).toEqual([0.06, 0.04, 0.0275]);
  });

  it('rows carry each month\'s rate; the schedule has 60 months at the initial rate', () => {
    expect(worst.rows[59]).toMatchObject({ paymentNumber: 60, rate: 0.06 });
    expect(worst.rows[60]).toMatchObject({ paymentNumber: 61, rate: 0.08 });
    expect(worst.rows[0].date).toBe('');
  });
});

describe('ARM schedule: edges', () => {
  const base = { loanAmount: 100_000, initialRate: 0.05, termMonths: 360, fixedMonths: 60, adjustEveryMonths: 12, margin: 0.0275, indexRate: 0.03, caps: ARM_DEFAULTS.caps };

  it('a fixed period as long as the term is a fixed-rate loan', () => {
    const { worst } = armSchedule({ ...base, fixedMonths: 360 });
    expect(worst.adjustments).toHaveLength(1);
    expect(worst.rows[359].balance).toBe(0);
  });

  it('a floor above the initial rate is held at the initial rate (the best path never rises)', () => {
    const { best } = armSchedule({ ...base, floor: 0.09 });
    expect(best.adjustments.every(({ rate }) => rate === 0.05)).toBe(true);
  });

  it('no loan: no rows', () => {
    expect(armSchedule({ ...base, loanAmount: 0 }).worst.rows).toEqual([]);
  });
});

describe('ARM schedule: properties', () => {
  const arm = fc.record({
    loanAmount: dollars(20_000, 1_500_000),
    initialRate: annualRate(10),
    type: fc.constantFrom('5_1_arm', '7_1_arm', '10_1_arm') as fc.Arbitrary<keyof typeof ARM_LOAN_TYPES>,
    margin: annualRate(5),
    indexRate: annualRate(8),
    initialCap: annualRate(5),
    periodicCap: annualRate(3),
    lifetimeCap: annualRate(8),
  });
  type Terms = typeof arm extends fc.Arbitrary<infer T> ? T : never;
  const schedule = ({ type, initialCap, periodicCap, lifetimeCap, ...terms }: Terms) =>
    armSchedule({ ...terms, termMonths: 360, ...ARM_LOAN_TYPES[type], caps: { initial: initialCap, periodic: periodicCap, lifetime: lifetimeCap } });

  it('the worst path is never below the indexed one, and the indexed never below the best, month by month', () => {
    fc.assert(
      fc.property(arm, (terms) => {
        const { worst, indexed, best } = schedule(terms);
        for (let k = 0; k < worst.rows.length; k++) {
          expect(worst.rows[k].rate).toBeGreaterThanOrEqual(indexed.rows[k].rate);
          expect(indexed.rows[k].rate).toBeGreaterThanOrEqual(best.rows[k].rate);
        }
        for (let k = 0; k < worst.adjustments.length; k++) {
          expect(worst.adjustments[k].payment).toBeGreaterThanOrEqual(indexed.adjustments[k].payment);
        }
      }),
      { numRuns: 40 },
    );
  });

  it('every path pays off on payment 360, within the caps and the lifetime ceiling', () => {
    fc.assert(
      fc.property(arm, (terms) => {
        const { worst, indexed, best } = schedule(terms);
        for (const path of [worst, indexed, best]) {
          expect(path.rows).toHaveLength(360);
          expect(path.rows[359].balance).toBe(0);
          path.adjustments.forEach(({ rate }, k) => {
            expect(rate).toBeLessThanOrEqual(terms.initialRate + terms.lifetimeCap + 1e-9);
            if (k === 0) return;
            const cap = k === 1 ? terms.initialCap : terms.periodicCap;
            expect(Math.abs(rate - path.adjustments[k - 1].rate)).toBeLessThanOrEqual(cap + 1e-9);
          });
        }
      }),
      { numRuns: 40 },
    );
  });
});
