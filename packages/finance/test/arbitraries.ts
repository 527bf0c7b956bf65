// fast-check generators in the product's units: money in whole cents, rates as entered on the
// screens (percent with three decimals), real calendar dates.
import fc from 'fast-check';

/** Dollars with whole cents, from `min` to `max` dollars. */
export const dollars = (min: number, max: number) => fc.integer({ min: Math.round(min * 100), max: Math.round(max * 100) }).map((c) => c / 100);

/** An annual rate as a fraction, in steps of 0.001% (what the rate field accepts), up to `maxPercent`. */
export const annualRate = (maxPercent: number) => fc.integer({ min: 0, max: maxPercent * 1000 }).map((t) => t / 100_000);

/** A `YYYY-MM-DD` date between 1990 and 2060, month ends and leap days included. */
export const isoDate = fc
  .integer({ min: 0, max: 70 * 366 })
  .map((days) => new Date(Date.UTC(1990, 0, 1 + days)).toISOString().slice(0, 10));

/** Whole cents of a dollar amount, for exact comparisons in tests. */
export const cents = (value: number) => Math.round(value * 100);
