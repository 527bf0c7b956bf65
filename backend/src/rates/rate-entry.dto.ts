import { ApiProperty } from '@nestjs/swagger';
import type { RateEntry, RateEntryInput } from '@homewise/contracts';
import { LoanTypeField, RateField } from '../common/fields.js';

export class CreateRateEntryDto implements RateEntryInput {
  @LoanTypeField({ required: true }) loanType: string;
  @RateField('Rate', { required: true }) rate: number;
}

export class UpdateRateEntryDto implements Partial<RateEntryInput> {
  @LoanTypeField() loanType?: string;
  @RateField('Rate') rate?: number;
}

export class RateEntryDto implements RateEntry {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty() loanType: string;
  @ApiProperty({ description: 'A fraction: 0.0625 for 6.25%' }) rate: number;
  @ApiProperty({ format: 'date-time' }) updatedAt: string;
}
