import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsNumber, Max, Min, ValidateIf } from 'class-validator';
import { RATE_ENTRY_MAX, RATE_ENTRY_MIN, type RateEntry, type RateEntryInput } from '@homewise/contracts';
import { ToNumber } from '../common/dto.js';
import { LoanTypeField } from '../common/fields.js';

const BOUNDS = `Rate must be between ${RATE_ENTRY_MIN * 100}% and ${RATE_ENTRY_MAX * 100}% (a fraction from ${RATE_ENTRY_MIN} to ${RATE_ENTRY_MAX}, e.g. 0.06875 for 6.875%).`;

/** A published rate: a fraction from 0.5 % to 25 % (a number or a numeric string); not null. */
function EntryRateField({ required }: { required?: boolean } = {}) {
  const docs = { oneOf: [{ type: 'number' }, { type: 'string' }], minimum: RATE_ENTRY_MIN, maximum: RATE_ENTRY_MAX, example: 0.06875 };
  return applyDecorators(
    required ? ApiProperty(docs) : ApiPropertyOptional(docs),
    ...(required ? [] : [ValidateIf((_, value) => value !== undefined)]),
    ToNumber(),
    IsNumber({ allowNaN: false, allowInfinity: false }, { message: 'Rate must be a number.' }),
    Min(RATE_ENTRY_MIN, { message: BOUNDS }),
    Max(RATE_ENTRY_MAX, { message: BOUNDS }),
  );
}

export class CreateRateEntryDto implements RateEntryInput {
  @LoanTypeField({ required: true }) loanType: string;
  @EntryRateField({ required: true }) rate: number;
}

export class UpdateRateEntryDto implements Partial<RateEntryInput> {
  @LoanTypeField() loanType?: string;
  @EntryRateField() rate?: number;
}

export class RateEntryDto implements RateEntry {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty() loanType: string;
  @ApiProperty({ description: 'A fraction: 0.0625 for 6.25%' }) rate: number;
  @ApiProperty({ format: 'date-time' }) updatedAt: string;
}
