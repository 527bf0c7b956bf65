import { ApiProperty } from '@nestjs/swagger';
import type {
  MortgageProfile,
  MortgageProfileInput,
  UpdateLoanDetailsRequest,
  UpdatePropertyValuesRequest,
} from '@homewise/contracts';
import { LoanTypeField } from '../common/fields.js';
import { MoneyToolProfileField as Extra, MortgageProfileField as Bounded } from './mortgage-profile-fields.js';

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
  @Extra('propertyTaxYearly') propertyTaxYearly?: number | null;
  @Extra('insuranceYearly') insuranceYearly?: number | null;
  @Extra('hoaMonthly') hoaMonthly?: number | null;
  @Extra('pmiMonthly') pmiMonthly?: number | null;
  @Extra('armMargin') armMargin?: number | null;
  @Extra('armIndexRate') armIndexRate?: number | null;
  @Extra('armInitialCap') armInitialCap?: number | null;
  @Extra('armPeriodicCap') armPeriodicCap?: number | null;
  @Extra('armLifetimeCap') armLifetimeCap?: number | null;
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
  @ApiProperty({ type: Number, nullable: true }) propertyTaxYearly: number | null;
  @ApiProperty({ type: Number, nullable: true }) insuranceYearly: number | null;
  @ApiProperty({ type: Number, nullable: true }) hoaMonthly: number | null;
  @ApiProperty({ type: Number, nullable: true }) pmiMonthly: number | null;
  @ApiProperty({ type: Number, nullable: true }) armMargin: number | null;
  @ApiProperty({ type: Number, nullable: true }) armIndexRate: number | null;
  @ApiProperty({ type: Number, nullable: true }) armInitialCap: number | null;
  @ApiProperty({ type: Number, nullable: true }) armPeriodicCap: number | null;
  @ApiProperty({ type: Number, nullable: true }) armLifetimeCap: number | null;
  @ApiProperty({ format: 'date-time' }) createdAt: string;
  @ApiProperty({ format: 'date-time' }) updatedAt: string;
}
