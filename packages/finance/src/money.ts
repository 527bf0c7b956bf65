// Money is dollars as numbers at the edges and whole cents inside: sums of cents are exact,
// sums of dollar floats are not (0.1 + 0.2).

// Math's functions held in module constants: inside jest's sandbox every global lookup is slow
// (schedules call these for every row), and a constant costs nothing anywhere else.
const { abs, floor, max } = Math;

/**
 * Rounds to a whole number, halves away from zero (2.5 → 3, −2.5 → −3), the way money is rounded.
 * Floating-point noise is forgiven: 1.005 * 100 is 100.49999999999999 in binary, and a person
 * means 100.5, so a value a hair (1e-9, or 1e-14 of its size) below a half rounds up. Plain
 * arithmetic, no string round-trip: it runs for every row of a schedule.
 */
export function roundHalfAway(value: number): number {
  const size = abs(value);
  const rounded = floor(size + 0.5 + 1e-9 + size * 1e-14);
  return (value < 0 ? -rounded : rounded) + 0; // + 0 turns −0 into 0, so nothing shows "−$0.00"
}

/** Dollars → whole cents (1199.1010 → 119910). */
export function toCents(dollars: number): number {
  return roundHalfAway(dollars * 100);
}

/** Whole cents → dollars (119910 → 1199.1). */
export function fromCents(cents: number): number {
  return cents / 100 + 0; // + 0 turns −0 into 0
}

/**
 * Rounds dollars to the cent, halves away from zero (1.005 → 1.01, −1.005 → −1.01).
 * Not finite stays as it is (NaN stays NaN), so a screen can still tell "no value".
 */
export function roundCents(dollars: number): number {
  return Number.isFinite(dollars) ? fromCents(toCents(dollars)) : dollars;
}

/** Adds amounts exactly to the cent (each rounded to the cent first); amounts that are not finite numbers count as 0. */
export function sumMoney(amounts: Iterable<number>): number {
  let cents = 0;
  for (const amount of amounts) cents += toCents(numberOrZero(amount));
  return fromCents(cents);
}

/**
 * Reads a numeric input: a finite number as it is, a numeric string as its number (Postgres
 * `numeric` columns arrive as strings), anything else as 0 — the spec's "unparseable becomes 0".
 */
export function numberOrZero(value: unknown): number {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof number === 'number' && Number.isFinite(number) ? number : 0;
}

/** A money input that cannot be negative (a balance, a payment, closing costs): below 0 counts as 0. */
export function amountOrZero(value: unknown): number {
  return max(0, numberOrZero(value));
}

/** An interest rate as a fraction; a negative rate counts as 0% (no lender pays the borrower). */
export function interestRateOrZero(value: unknown): number {
  return max(0, numberOrZero(value));
}
