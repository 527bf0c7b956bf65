import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsNumber, IsOptional, IsString, IsUrl, Matches, Max, MaxLength, Min } from 'class-validator';
import {
  BRAND_MESSAGES,
  BRAND_RULES,
  CLIENT_FILTERS,
  CLIENT_SORT_FIELDS,
  DEFAULT_CLIENT_PAGE_SIZE,
  DEFAULT_CLIENT_SORT,
  DEFAULT_OPPORTUNITY_THRESHOLD,
  MAX_CLIENT_PAGE_SIZE,
  MAX_OPPORTUNITY_THRESHOLD,
  type Brand,
  type ClientEngagement,
  type ClientFilter,
  type ClientSort,
  type LoanOfficerBrandSettings,
  type LoanOfficerClient,
  type LoanOfficerClientList,
  type LoanOfficerClientQuery,
  type LoanOfficerPlan,
  type GetSharedLoanOfficerResponse,
  type OpportunityMarketRate,
  type RefinanceOpportunity,
  type SharedLoanOfficer,
  type TurnedAwaySignups,
} from '@homewise/contracts';
import { ToNumber, Trim } from '../common/dto.js';
import { PageLimitField, PageOffsetField } from '../common/fields.js';
import type { ClientListQuery } from './client-list.js';

const SORTS: string[] = CLIENT_SORT_FIELDS.flatMap((field) => [field, `-${field}`]);
const FILTERS = CLIENT_FILTERS;

/** What selects and orders the client list (and its CSV export). */
export class ClientListFilterDto implements LoanOfficerClientQuery {
  @ApiPropertyOptional({ description: 'Matches name, email or phone anywhere in them (case-insensitive).' })
  @IsOptional()
  @Trim()
  @IsString({ message: 'Search must be text.' })
  @MaxLength(200, { message: 'Search must be at most 200 characters long.' })
  q?: string;

  @ApiPropertyOptional({
    enum: FILTERS,
    default: 'all',
    description:
      '`opportunities`: flagged for a refinance; `invited`: not yet claimed; `active`; `unsubscribed`; `unread`: unread messages; `neverClicked`: no click on any digest.',
  })
  @IsOptional()
  @IsIn(FILTERS as unknown as string[], { message: `Filter must be one of: ${FILTERS.join(', ')}.` })
  filter?: ClientFilter;

  @ApiPropertyOptional({ enum: SORTS, default: DEFAULT_CLIENT_SORT, description: 'A column; a leading "-" sorts descending.' })
  @IsOptional()
  @IsIn(SORTS, { message: `Sort must be one of: ${SORTS.join(', ')}.` })
  sort?: ClientSort;

  @ApiPropertyOptional({
    default: DEFAULT_OPPORTUNITY_THRESHOLD,
    minimum: 0,
    maximum: MAX_OPPORTUNITY_THRESHOLD,
    description: 'Flag clients whose rate is at least this far above the 30-year market rate (a fraction: 0.0075 = 0.75 point).',
  })
  @IsOptional()
  @ToNumber()
  @IsNumber({ allowNaN: false, allowInfinity: false }, { message: 'Threshold must be a number (a fraction: 0.0075 for 0.75 point).' })
  @Min(0, { message: `Threshold must be between 0 and ${MAX_OPPORTUNITY_THRESHOLD} (a fraction: 0.0075 for 0.75 point).` })
  @Max(MAX_OPPORTUNITY_THRESHOLD, { message: `Threshold must be between 0 and ${MAX_OPPORTUNITY_THRESHOLD} (a fraction: 0.0075 for 0.75 point).` })
  threshold?: number;

  /** The validated query with its defaults. */
  filled(): Omit<ClientListQuery, 'limit' | 'offset'> {
    return {
      q: this.q || undefined,
      filter: this.filter ?? 'all',
      sort: this.sort ?? DEFAULT_CLIENT_SORT,
      threshold: this.threshold ?? DEFAULT_OPPORTUNITY_THRESHOLD,
    };
  }
}

export class ClientListQueryDto extends ClientListFilterDto {
  @PageLimitField(MAX_CLIENT_PAGE_SIZE, DEFAULT_CLIENT_PAGE_SIZE) limit?: number;
  @PageOffsetField() offset?: number;

  filledPage(): ClientListQuery {
    return { ...this.filled(), limit: this.limit ?? DEFAULT_CLIENT_PAGE_SIZE, offset: this.offset ?? 0 };
  }
}

const URL_OPTIONS = { protocols: ['http', 'https'], require_protocol: true };

/** `PATCH /api/loan-officer/brand`: any subset; null or '' clears a field. Rules: contracts BRAND_RULES. */
export class UpdateBrandDto implements Partial<LoanOfficerBrandSettings> {
  @ApiPropertyOptional({ nullable: true, type: String, example: 'Acme Home Loans' })
  @IsOptional()
  @Trim(true)
  @IsString({ message: 'Company name must be text.' })
  @MaxLength(BRAND_RULES.companyNameMax, { message: BRAND_MESSAGES.companyName })
  companyName?: string | null;

  @ApiPropertyOptional({ nullable: true, type: String, example: '1234567' })
  @IsOptional()
  @Trim(true)
  @Matches(BRAND_RULES.nmlsId, { message: BRAND_MESSAGES.nmlsId })
  nmlsId?: string | null;

  @ApiPropertyOptional({ nullable: true, type: String, example: 'https://example.com/logo.png' })
  @IsOptional()
  @Trim(true)
  @MaxLength(BRAND_RULES.urlMax, { message: BRAND_MESSAGES.logoUrlLength })
  @IsUrl(URL_OPTIONS, { message: BRAND_MESSAGES.logoUrl })
  logoUrl?: string | null;

  @ApiPropertyOptional({ nullable: true, type: String, example: 'https://example.com/me.jpg' })
  @IsOptional()
  @Trim(true)
  @MaxLength(BRAND_RULES.urlMax, { message: BRAND_MESSAGES.photoUrlLength })
  @IsUrl(URL_OPTIONS, { message: BRAND_MESSAGES.photoUrl })
  photoUrl?: string | null;

  @ApiPropertyOptional({ nullable: true, type: String, example: '#1d4ed8' })
  @IsOptional()
  @Trim(true)
  @Matches(BRAND_RULES.primaryColor, { message: BRAND_MESSAGES.primaryColor })
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

class RefinanceOpportunityDto implements RefinanceOpportunity {
  @ApiProperty({ description: 'Current payment − new payment' }) monthlySavings: number;
  @ApiProperty() newMonthlyPayment: number;
  @ApiProperty({ nullable: true, type: Number, description: 'Whole months; null = never' }) breakEvenMonths: number | null;
  @ApiProperty({ description: 'Client rate − market rate (a fraction)' }) rateGap: number;
}

class OpportunityMarketRateDto implements OpportunityMarketRate {
  @ApiProperty({ description: 'The 30-year fixed rate, a fraction' }) rate: number;
  @ApiProperty({ enum: ['mba', 'pmms', 'seed'] }) source: string;
  @ApiProperty({ nullable: true, type: String, format: 'date' }) asOf: string | null;
  @ApiProperty({ format: 'date-time' }) scrapedAt: string;
  @ApiProperty({ description: 'More than 10 days old: the weekly read failed, these are not this week’s rates' }) stale: boolean;
  @ApiProperty({ description: 'Whole days since the snapshot was taken' }) ageDays: number;
}

class ClientEngagementDto implements ClientEngagement {
  @ApiProperty({ enum: ['invited', 'active'], description: '`invited`: made by an import, not yet claimed.' }) accountStatus: 'invited' | 'active';
  @ApiProperty({ nullable: true, type: String, format: 'date-time' }) invitedAt: string | null;
  @ApiProperty({ nullable: true, type: String, format: 'date-time' }) claimedAt: string | null;
  @ApiProperty({ nullable: true, type: String, format: 'date-time' }) sharingConsentAt: string | null;
  @ApiProperty({ nullable: true, type: String, format: 'date-time' }) lastDigestAt: string | null;
  @ApiProperty({ nullable: true, type: String, format: 'date-time' }) lastClickedAt: string | null;
  @ApiProperty({ nullable: true, type: String, format: 'date-time' }) unsubscribedAt: string | null;
  @ApiProperty() messageCount: number;
  @ApiProperty() unreadMessages: number;
  @ApiProperty({ nullable: true, type: String, format: 'date-time' }) lastMessageAt: string | null;
  @ApiProperty({ nullable: true, type: String, format: 'date-time' }) nextDigestAt: string | null;
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
  @ApiProperty({ nullable: true, type: RefinanceOpportunityDto }) opportunity: RefinanceOpportunityDto | null;
  @ApiProperty({ nullable: true, type: String, format: 'date-time' }) lastActivityAt: string | null;
  @ApiProperty({ format: 'date-time' }) joinedAt: string;
  @ApiProperty({ type: ClientEngagementDto }) engagement: ClientEngagementDto;
}

class TurnedAwaySignupsDto implements TurnedAwaySignups {
  @ApiProperty({ description: 'Signups through the link the full plan turned away, since last dismissed' }) count: number;
  @ApiProperty({ nullable: true, type: String, format: 'date-time' }) firstAt: string | null;
  @ApiProperty({ nullable: true, type: String, format: 'date-time' }) lastAt: string | null;
}

export class LoanOfficerClientListDto implements LoanOfficerClientList {
  @ApiProperty({ enum: ['free', 'pro'], description: 'The plan in force (an ended trial is free).' }) plan: LoanOfficerPlan;
  @ApiProperty({ nullable: true, type: String, format: 'date-time', description: 'When the Pro trial ends; null when paid or Free.' })
  planTrialEndsAt: string | null;
  @ApiProperty() clientLimit: number;
  @ApiProperty() referralCode: string;
  @ApiProperty({ description: 'Every client (what counts against the plan)' }) clientCount: number;
  @ApiProperty({ description: 'Clients flagged for a refinance' }) opportunityCount: number;
  @ApiProperty({ description: 'Clients matching q and filter' }) total: number;
  @ApiProperty() limit: number;
  @ApiProperty() offset: number;
  @ApiProperty({ enum: SORTS }) sort: ClientSort;
  @ApiProperty() threshold: number;
  @ApiProperty({ nullable: true, type: OpportunityMarketRateDto }) marketRate: OpportunityMarketRateDto | null;
  @ApiProperty({ type: TurnedAwaySignupsDto }) turnedAway: TurnedAwaySignupsDto;
  @ApiProperty({ type: [LoanOfficerClientDto], description: 'This page' }) clients: LoanOfficerClientDto[];
}

class SharedLoanOfficerDto implements SharedLoanOfficer {
  @ApiProperty() name: string;
  @ApiProperty({ nullable: true, type: String }) companyName: string | null;
  @ApiProperty({ nullable: true, type: String }) nmlsId: string | null;
  @ApiProperty() email: string;
  @ApiProperty({ nullable: true, type: String }) phone: string | null;
  @ApiProperty({ nullable: true, type: String }) photoUrl: string | null;
  @ApiProperty({ example: '#1d4ed8' }) primaryColor: string;
}

export class GetSharedLoanOfficerDto implements GetSharedLoanOfficerResponse {
  @ApiProperty({ nullable: true, type: SharedLoanOfficerDto }) loanOfficer: SharedLoanOfficerDto | null;
  @ApiProperty({ nullable: true, type: String, format: 'date-time', description: 'When the homeowner consented to share.' })
  sharingConsentAt: string | null;
}
