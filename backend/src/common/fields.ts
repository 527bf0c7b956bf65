import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsIn, IsInt, IsNumber, IsOptional, Max, Min, ValidateIf } from 'class-validator';
import { ALL_LOAN_TYPE_VALUES } from '@homewise/contracts';
import { IsRealDate, MAX_MONEY, ToDateOnly, ToNumber } from './dto.js';

/**
 * Field decorators shared by the extra-payment and rate DTOs (the mortgage profile's own are in
 * mortgage-profiles/mortgage-profile-fields.ts, bounded by @homewise/contracts): each names the
 * field in its messages, accepts numeric strings where clients send them, and bounds the value.
 */
interface FieldOptions {
  required?: boolean;
}

/**
 * An optional field may be left out, but not sent as null: the columns behind these fields are
 * NOT NULL, so null answers 400 naming the field (IsOptional would let it through to the database).
 */
const optionalUnless = (required?: boolean) => (required ? [] : [ValidateIf((_, value) => value !== undefined)]);
const docs = (required: boolean | undefined, options: Parameters<typeof ApiProperty>[0]) =>
  required ? ApiProperty(options) : ApiPropertyOptional(options);

/** Dollars: 0 up to a billion (or from a minimum, e.g. 0.01 for a payment). */
export function MoneyField(label: string, { required, min = 0 }: FieldOptions & { min?: number } = {}) {
  return applyDecorators(
    docs(required, { oneOf: [{ type: 'number' }, { type: 'string' }], example: 350000, description: `${label} in dollars` }),
    ...optionalUnless(required),
    ToNumber(),
    IsNumber({ allowNaN: false, allowInfinity: false }, { message: `${label} must be a number.` }),
    Min(min, { message: min > 0 ? `${label} must be greater than 0.` : `${label} must not be negative.` }),
    Max(MAX_MONEY, { message: `${label} must not be more than ${MAX_MONEY.toLocaleString('en-US')}.` }),
  );
}

export function LoanTypeField({ required }: FieldOptions = {}) {
  return applyDecorators(
    docs(required, { enum: ALL_LOAN_TYPE_VALUES as string[], example: '30_year_fixed' }),
    ...optionalUnless(required),
    IsIn(ALL_LOAN_TYPE_VALUES as string[], { message: `Loan type must be one of: ${ALL_LOAN_TYPE_VALUES.join(', ')}.` }),
  );
}

/** `YYYY-MM-DD` (or an ISO timestamp, whose date part is kept); null or '' clears it when `nullable`. */
export function DateField(label: string, { required, nullable }: FieldOptions & { nullable?: boolean } = {}) {
  return applyDecorators(
    docs(required, { type: String, format: 'date', nullable: Boolean(nullable), example: '2021-06-01' }),
    ...(required && !nullable ? [] : [ValidateIf((_, value) => value !== undefined && !(nullable && value === null))]),
    ToDateOnly(),
    IsRealDate({ message: `${label} must be a real date (YYYY-MM-DD) between 1900 and 2100.` }),
  );
}

/** `?limit=`: how many rows a page holds, 1 to `max` (`fallback` when left out). */
export function PageLimitField(max: number, fallback: number) {
  return applyDecorators(
    ApiPropertyOptional({ default: fallback, minimum: 1, maximum: max }),
    IsOptional(),
    Type(() => Number),
    IsInt({ message: 'Limit must be a whole number.' }),
    Min(1, { message: 'Limit must be at least 1.' }),
    Max(max, { message: `Limit must be at most ${max}.` }),
  );
}

/** `?offset=`: how many rows come before the page (0 when left out). */
export function PageOffsetField() {
  return applyDecorators(
    ApiPropertyOptional({ default: 0, minimum: 0 }),
    IsOptional(),
    Type(() => Number),
    IsInt({ message: 'Offset must be a whole number.' }),
    Min(0, { message: 'Offset must not be negative.' }),
  );
}
