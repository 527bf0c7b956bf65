import { Transform } from 'class-transformer';
import { registerDecorator, type ValidationOptions } from 'class-validator';

/**
 * Accepts a number or a numeric string ("350000", " 0.0675 ") and hands the validators a number.
 * Anything else passes through unchanged so @IsNumber reports it with the field's name.
 */
export function ToNumber(): PropertyDecorator {
  return Transform(({ value }) => {
    if (typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value))) return Number(value);
    return value;
  });
}

/** Trims strings; turns '' into null when `emptyAsNull` (the profile form sends '' for "no date"). */
export function Trim(emptyAsNull = false): PropertyDecorator {
  return Transform(({ value }) => {
    if (typeof value !== 'string') return value;
    const trimmed = value.trim();
    return emptyAsNull && trimmed === '' ? null : trimmed;
  });
}

/** Lower-cases and trims an email so lookups and the unique index agree. */
export function NormalizeEmail(): PropertyDecorator {
  return Transform(({ value }) => (typeof value === 'string' ? value.trim().toLowerCase() : value));
}

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** True for a real calendar date `YYYY-MM-DD` between 1900-01-01 and 2100-12-31. */
export function isRealDate(value: unknown): boolean {
  if (typeof value !== 'string') return false;
  const match = DATE_ONLY.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return (
    year >= 1900 &&
    year <= 2100 &&
    date.getUTCFullYear() === year &&
    date.getUTCMonth() === month - 1 &&
    date.getUTCDate() === day
  );
}

/** Accepts `YYYY-MM-DD` or an ISO timestamp (keeps its date part) and checks it is a real date. */
export function ToDateOnly(): PropertyDecorator {
  return Transform(({ value }) => {
    if (typeof value !== 'string') return value;
    const trimmed = value.trim();
    if (trimmed === '') return null;
    return /^\d{4}-\d{2}-\d{2}T/.test(trimmed) ? trimmed.slice(0, 10) : trimmed;
  });
}

export function IsRealDate(options?: ValidationOptions): PropertyDecorator {
  return (target: object, propertyName: string | symbol) =>
    registerDecorator({
      name: 'isRealDate',
      target: target.constructor,
      propertyName: propertyName as string,
      options: {
        message: `${String(propertyName)} must be a real date (YYYY-MM-DD) between 1900 and 2100`,
        ...options,
      },
      validator: { validate: (value: unknown) => isRealDate(value) },
    });
}

/** Largest amount of money the API accepts (a sanity bound well inside numeric(14,2)). */
export const MAX_MONEY = 1_000_000_000;
