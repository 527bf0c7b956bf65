/**
 * What a number typed into a calculator field means: a value, or the message to show at the
 * field. Nothing that is not a finite number within its bounds reaches the math, so no screen
 * ever shows NaN or Infinity.
 */
export type NumberReading = { value: number; error?: undefined } | { value?: undefined; error: string };

export interface NumberRules {
  /** The message when the field is empty (or holds no number at all). */
  required: string;
  min?: { value: number; message: string };
  max?: { value: number; message: string };
}

/** Reads `text` as a number under `rules` ("1,250.50" is read as 1250.5). */
export function readNumber(text: string, rules: NumberRules): NumberReading {
  const trimmed = text.trim().replace(/,/g, '');
  if (trimmed === '') return { error: rules.required };
  // Number() rather than parseFloat: "12abc" is not a number here, and "1e3" is 1000.
  const value = Number(trimmed);
  if (!Number.isFinite(value)) return { error: 'Enter a number.' };
  if (rules.min && value < rules.min.value) return { error: rules.min.message };
  if (rules.max && value > rules.max.value) return { error: rules.max.message };
  return { value };
}

/** The most any money field takes (the API's bound for money, a billion dollars). */
export const MAX_AMOUNT = 1_000_000_000;
export const MAX_AMOUNT_MESSAGE = 'Enter an amount up to $1,000,000,000.';
