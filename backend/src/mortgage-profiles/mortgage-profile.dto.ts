import { ApiProperty } from '@nestjs/swagger';
import type {
  MortgageProfile,
  MortgageProfileInput,
  UpdateLoanDetailsRequest,
  UpdatePropertyValuesRequest,
} from '@homewise/contracts';
import { DateField, LoanTypeField, MoneyField, RateField, TermYearsField, TextField } from '../common/fields.js';

/**
 * `POST /api/mortgage-profile` and the Profile screen's full `PATCH /api/mortgage-profile/{id}`:
 * every field optional (the create call fills the spec's fallbacks), numbers as numbers or
 * numeric strings, rates as fractions.
 */
export class MortgageProfileInputDto implements MortgageProfileInput {
  @TextField('Property address') propertyAddress?: string;
  @DateField('Purchase date', { nullable: true }) purchaseDate?: string | null;
  @MoneyField('Purchase price') purchasePrice?: number;
  @MoneyField('Original loan amount') originalLoanAmount?: number;
  @MoneyField('Current balance') currentBalance?: number;
  @RateField('Interest rate') originalInterestRate?: number;
  @TermYearsField() loanTermYears?: number;
  @LoanTypeField() loanType?: string;
  @MoneyField('Monthly payment') monthlyPayment?: number;
  @DateField('First payment date', { nullable: true }) firstPaymentDate?: string | null;
  @MoneyField('Current home value') currentHomeValue?: number;
}

/** Dashboard property edit: `PATCH /api/mortgage-profile/property`. */
export class UpdatePropertyValuesDto implements UpdatePropertyValuesRequest {
  @MoneyField('Purchase price', { required: true }) purchasePrice: number;
  @MoneyField('Current home value', { required: true }) currentHomeValue: number;
}

/** Dashboard loan edit: `PATCH /api/mortgage-profile/{id}/loan` (amounts and rate may be strings). */
export class UpdateLoanDetailsDto implements UpdateLoanDetailsRequest {
  @LoanTypeField({ required: true }) loanType: string;
  @MoneyField('Original loan amount', { required: true }) originalLoanAmount: number;
  @RateField('Interest rate', { required: true }) originalInterestRate: number;
  @TermYearsField({ required: true }) loanTermYears: number;
  @DateField('First payment date', { nullable: true }) firstPaymentDate: string | null;
  @MoneyField('Monthly payment', { required: true }) monthlyPayment: number;
}

export class MortgageProfileDto implements MortgageProfile {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty() propertyAddress: string;
  @ApiProperty({ type: String, format: 'date', nullable: true }) purchaseDate: string | null;
  @ApiProperty() purchasePrice: number;
  @ApiProperty() originalLoanAmount: number;
  @ApiProperty() currentBalance: number;
  @ApiProperty({ description: 'A fraction: 0.06875 for 6.875%' }) originalInterestRate: number;
  @ApiProperty() loanTermYears: number;
  @ApiProperty() loanType: string;
  @ApiProperty() monthlyPayment: number;
  @ApiProperty({ type: String, format: 'date', nullable: true }) firstPaymentDate: string | null;
  @ApiProperty() currentHomeValue: number;
  @ApiProperty({ format: 'date-time' }) createdAt: string;
  @ApiProperty({ format: 'date-time' }) updatedAt: string;
}
