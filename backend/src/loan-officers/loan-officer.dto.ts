import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString, IsUrl, Matches, MaxLength } from 'class-validator';
import type {
  Brand,
  LoanOfficerBrandSettings,
  LoanOfficerClient,
  LoanOfficerClientList,
  LoanOfficerPlan,
  GetSharedLoanOfficerResponse,
  SharedLoanOfficer,
} from '@homewise/contracts';
import { Trim } from '../common/dto.js';

const URL_OPTIONS = { protocols: ['http', 'https'], require_protocol: true };

/** `PATCH /api/loan-officer/brand`: any subset; null or '' clears a field. */
export class UpdateBrandDto implements Partial<LoanOfficerBrandSettings> {
  @ApiPropertyOptional({ nullable: true, type: String, example: 'Acme Home Loans' })
  @IsOptional()
  @Trim(true)
  @IsString({ message: 'Company name must be text.' })
  @MaxLength(200, { message: 'Company name must be at most 200 characters long.' })
  companyName?: string | null;

  @ApiPropertyOptional({ nullable: true, type: String, example: '1234567' })
  @IsOptional()
  @Trim(true)
  @Matches(/^\d{1,12}$/, { message: 'NMLS ID must be digits only (up to 12).' })
  nmlsId?: string | null;

  @ApiPropertyOptional({ nullable: true, type: String, example: 'https://example.com/logo.png' })
  @IsOptional()
  @Trim(true)
  @MaxLength(2048, { message: 'Logo URL must be at most 2048 characters long.' })
  @IsUrl(URL_OPTIONS, { message: 'Logo URL must be a web address starting with http:// or https://.' })
  logoUrl?: string | null;

  @ApiPropertyOptional({ nullable: true, type: String, example: 'https://example.com/me.jpg' })
  @IsOptional()
  @Trim(true)
  @MaxLength(2048, { message: 'Photo URL must be at most 2048 characters long.' })
  @IsUrl(URL_OPTIONS, { message: 'Photo URL must be a web address starting with http:// or https://.' })
  photoUrl?: string | null;

  @ApiPropertyOptional({ nullable: true, type: String, example: '#1d4ed8' })
  @IsOptional()
  @Trim(true)
  @Matches(/^#[0-9a-fA-F]{6}$/, { message: 'Primary color must be a hex color like #1d4ed8.' })
  primaryColor?: string | null;
}

export class BrandSettingsDto implements LoanOfficerBrandSettings {
  @ApiProperty({ nullable: true, type: String }) companyName: string | null;
  @ApiProperty({ nullable: true, type: String }) nmlsId: string | null;
  @ApiProperty({ nullable: true, type: String }) logoUrl: string | null;
  @ApiProperty({ nullable: true, type: String }) photoUrl: string | null;
  @ApiProperty({ nullable: true, type: String }) primaryColor: string | null;
}

class BrandLoanOfficerDto {
  @ApiProperty() name: string;
  @ApiProperty({ nullable: true, type: String }) nmlsId: string | null;
  @ApiProperty() email: string;
  @ApiProperty({ nullable: true, type: String }) phone: string | null;
  @ApiProperty({ nullable: true, type: String }) photoUrl: string | null;
}

export class BrandDto implements Brand {
  @ApiProperty() name: string;
  @ApiProperty({ nullable: true, type: String }) logoUrl: string | null;
  @ApiProperty() primaryColor: string;
  @ApiPropertyOptional({ type: BrandLoanOfficerDto }) loanOfficer?: BrandLoanOfficerDto;
  @ApiProperty() signupUrl: string;
}

export class LoanOfficerClientDto implements LoanOfficerClient {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ nullable: true, type: String }) fullName: string | null;
  @ApiProperty() email: string;
  @ApiProperty({ nullable: true, type: String }) phone: string | null;
  @ApiProperty({ nullable: true, type: Number }) currentBalance: number | null;
  @ApiProperty({ nullable: true, type: Number }) interestRate: number | null;
  @ApiProperty({ nullable: true, type: Number }) monthlyPayment: number | null;
  @ApiProperty({ nullable: true, type: Number }) equity: number | null;
  @ApiProperty({ nullable: true, type: Number }) equityPercent: number | null;
  @ApiProperty({ nullable: true, type: String, format: 'date-time' }) lastActivityAt: string | null;
  @ApiProperty({ format: 'date-time' }) joinedAt: string;
}

export class LoanOfficerClientListDto implements LoanOfficerClientList {
  @ApiProperty({ enum: ['free', 'pro'] }) plan: LoanOfficerPlan;
  @ApiProperty() clientLimit: number;
  @ApiProperty() referralCode: string;
  @ApiProperty({ type: [LoanOfficerClientDto] }) clients: LoanOfficerClientDto[];
}

class SharedLoanOfficerDto implements SharedLoanOfficer {
  @ApiProperty() name: string;
  @ApiProperty({ nullable: true, type: String }) companyName: string | null;
  @ApiProperty({ nullable: true, type: String }) nmlsId: string | null;
  @ApiProperty() email: string;
  @ApiProperty({ nullable: true, type: String }) phone: string | null;
}

export class GetSharedLoanOfficerDto implements GetSharedLoanOfficerResponse {
  @ApiProperty({ nullable: true, type: SharedLoanOfficerDto }) loanOfficer: SharedLoanOfficerDto | null;
}
