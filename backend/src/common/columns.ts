import type { ValueTransformer } from 'typeorm';

/**
 * numeric(14,2) money and numeric(8,6) rates arrive from pg as strings (exact decimals); the JSON
 * API speaks numbers. Two-decimal money and six-decimal rates are exact in a double.
 */
export const numericColumn: ValueTransformer = {
  to: (value: number | null | undefined) => value,
  from: (value: string | null) => (value === null || value === undefined ? value : Number(value)),
};
