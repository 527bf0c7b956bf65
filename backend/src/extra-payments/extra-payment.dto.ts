import { ApiProperty } from '@nestjs/swagger';
import { IsUUID } from 'class-validator';
import type { CreateExtraPaymentRequest, ExtraPayment, UpdateExtraPaymentRequest } from '@homewise/contracts';
import { DateField, MoneyField } from '../common/fields.js';

export class CreateExtraPaymentDto implements CreateExtraPaymentRequest {
  @ApiProperty({ format: 'uuid' })
  @IsUUID('all', { message: 'Mortgage profile id must be a valid id.' })
  mortgageProfileId: string;

  @DateField('Payment date', { required: true }) paymentDate: string;
  @MoneyField('Amount', { required: true, min: 0.01 }) amount: number;
}

export class UpdateExtraPaymentDto implements UpdateExtraPaymentRequest {
  @DateField('Payment date') paymentDate?: string;
  @MoneyField('Amount', { min: 0.01 }) amount?: number;
}

export class ExtraPaymentDto implements ExtraPayment {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ format: 'uuid' }) mortgageProfileId: string;
  @ApiProperty({ format: 'date' }) paymentDate: string;
  @ApiProperty() amount: number;
  @ApiProperty({ format: 'date-time' }) createdAt: string;
}
