import { ApiProperty } from '@nestjs/swagger';
import type {
  MortgageProfile,
  MortgageProfileInput,
  UpdateLoanDetailsRequest,
  UpdatePropertyValuesRequest,
} from '@homewise/contracts';
import { LoanTypeField } from '../common/fields.js';
import { MortgageProfileField as Bounded } from './mortgage-profile-fields.js';

/**
 * `POST /api/mortgage-profile` and the Profile screen's full `PATCH /api/mortgage-profile/{id}`:
 * every field optional (the create call fills the spec's fallbacks), numbers as numbers or
 * numeric strings, rates as fractions. Each field is bounded by `@homewise/contracts`
 * (MORTGAGE_FIELD_BOUNDS); the rules between fields are checked by the service, which knows the
 * stored profile.
 */
export class MortgageProfileInputDto implements MortgageProfileInput {
  @Bounded('propertyAddress') propertyAddress?: string;
  @Bounded('purchaseDate') purchaseDate?: string | null;
  @Bounded('purchasePrice') purchasePrice?: number;
  @Bounded('originalLoanAmount') originalLoanAmount?: number;
  @Bounded('currentBalance') currentBalance?: number;
  @Bounded('originalInterestRate') originalInterestRate?: number;
  @Bounded('loanTermYears') loanTermYears?: number;
  @LoanTypeField() loanType?: string;
  @Bounded('monthlyPayment') monthlyPayment?: number;
  @Bounded('firstPaymentDate') firstPaymentDate?: string | null;
  @Bounded('currentHomeValue') currentHomeValue?: number;
}

/** Dashboard property edit: `PATCH /api/mortgage-profile/property`. */
export class UpdatePropertyValuesDto implements UpdatePropertyValuesRequest {
  @Bounded('purchasePrice', { required: true }) purchasePrice: number;
  @Bounded('currentHomeValue', { required: true }) currentHomeValue: number;
}

/** Dashboard loan edit: `PATCH /api/mortgage-profile/{id}/loan` (amounts and rate may be strings). */
export class UpdateLoanDetailsDto implements UpdateLoanDetailsRequest {
  @LoanTypeField({ required: true }) loanType: string;
  @Bounded('originalLoanAmount', { required: true }) originalLoanAmount: number;
  @Bounded('originalInterestRate', { required: true }) originalInterestRate: number;
  @Bounded('loanTermYears', { required: true }) loanTermYears: number;
  @Bounded('firstPaymentDate') firstPaymentDate: string | null;
  @Bounded('monthlyPayment', { required: true }) monthlyPayment: number;
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
