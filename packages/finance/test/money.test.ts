import { fromCents, roundCents, sumMoney, toCents } from '../src/index.js';

describe('roundCents', () => {
  it.each([
    [1.005, 1.01], // 1.005 is 1.00499999… in binary; a person means 1.005
    [1.004, 1],
    [-1.005, -1.01], // halves away from zero
    [1199.1010503, 1199.1],
    [0.125, 0.13],
    [-0.001, 0],
  ])('%d → %d', (value, expected) => {
    expect(roundCents(value)).toBe(expected);
  });

  it('never gives −0', () => {
    expect(Object.is(roundCents(-0.001), 0)).toBe(true);
  });

  it('leaves a non-finite value as it is', () => {
    expect(roundCents(Number.NaN)).toBeNaN();
    expect(roundCents(Infinity)).toBe(Infinity);
  });
});

describe('cents and sums', () => {
  it('converts dollars to whole cents and back', () => {
    expect(toCents(1199.1)).toBe(119910);
    expect(fromCents(119910)).toBe(1199.1);
  });

  it('adds money exactly, ignoring what is not a number', () => {
    expect(0.1 + 0.2).not.toBe(0.3);
    expect(sumMoney([0.1, 0.2])).toBe(0.3);
    expect(sumMoney([100.1, 200.2, Number.NaN, 300.3])).toBe(600.6);
    expect(sumMoney([])).toBe(0);
  });
});
