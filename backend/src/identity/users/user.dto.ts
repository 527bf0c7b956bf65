import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional, IsString, MaxLength } from 'class-validator';
import {
  DEFAULT_USER_PAGE_SIZE,
  MAX_USER_PAGE_SIZE,
  ROLES,
  type AdminUserList,
  type AdminUsersQuery,
  type ChangePlanRequest,
  type ChangeRoleRequest,
  type LoanOfficerPlan,
  type Role,
  type UpdateUserProfileRequest,
  type User,
} from '@homewise/contracts';
import { Trim } from '../../common/dto.js';
import { PageLimitField, PageOffsetField } from '../../common/fields.js';
import { IsPhoneNumber } from './phone.js';

/** The user record (contracts `User`), for the OpenAPI description. */
export class UserDto implements User {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty() email: string;
  @ApiProperty({ nullable: true, type: String }) firstName: string | null;
  @ApiProperty({ nullable: true, type: String }) lastName: string | null;
  @ApiProperty({ nullable: true, type: String }) fullName: string | null;
  @ApiProperty({ nullable: true, type: String }) phone: string | null;
  @ApiProperty({ enum: ROLES }) role: Role;
  @ApiProperty() onboardingCompleted: boolean;
  @ApiProperty({ enum: ['free', 'pro'], nullable: true, description: 'The plan in force (an ended trial reads free).' }) plan: LoanOfficerPlan | null;
  @ApiProperty({ nullable: true, type: String, format: 'date-time', description: 'When the Pro trial ends; null when paid or Free.' })
  planTrialEndsAt: string | null;
  @ApiProperty() emailVerified: boolean;
  @ApiProperty({ nullable: true, type: String }) referralCode: string | null;
  @ApiProperty({ nullable: true, type: String, format: 'uuid' }) loanOfficerId: string | null;
  @ApiProperty({ format: 'date-time' }) createdAt: string;
}

export class UpdateUserProfileDto implements UpdateUserProfileRequest {
  @ApiPropertyOptional({ nullable: true, type: String, example: 'Jane Doe' })
  @IsOptional()
  @Trim(true)
  @IsString({ message: 'Full name must be text.' })
  @MaxLength(200, { message: 'Full name must be at most 200 characters long.' })
  fullName?: string | null;

  @ApiPropertyOptional({ nullable: true, type: String, example: '+1 (555) 123-4567' })
  @IsOptional()
  @Trim(true)
  @IsString({ message: 'Phone must be text.' })
  @MaxLength(40, { message: 'Phone must be at most 40 characters long.' })
  @IsPhoneNumber()
  phone?: string | null;
}

export class ChangeRoleDto implements ChangeRoleRequest {
  @ApiProperty({ enum: ROLES })
  @IsIn(ROLES as unknown as string[], { message: `Role must be one of: ${ROLES.join(', ')}.` })
  role: Role;
}

export class ChangePlanDto implements ChangePlanRequest {
  @ApiProperty({ enum: ['free', 'pro'], description: 'pro: marks Loan Officer Pro paid (ends a trial); free: Free Starter.' })
  @IsIn(['free', 'pro'], { message: 'Plan must be free or pro.' })
  plan: 'free' | 'pro';
}

export class AdminUsersQueryDto implements AdminUsersQuery {
  @ApiPropertyOptional({ description: 'Matches email or name anywhere in them (case-insensitive).' })
  @IsOptional()
  @Trim()
  @IsString({ message: 'Search must be text.' })
  @MaxLength(200, { message: 'Search must be at most 200 characters long.' })
  search?: string;

  @ApiPropertyOptional({ enum: ROLES, description: 'Only users with this role.' })
  @IsOptional()
  @IsIn(ROLES as unknown as string[], { message: `Role must be one of: ${ROLES.join(', ')}.` })
  role?: Role;

  @PageLimitField(MAX_USER_PAGE_SIZE, DEFAULT_USER_PAGE_SIZE) limit?: number;
  @PageOffsetField() offset?: number;
}

export class AdminUserListDto implements AdminUserList {
  @ApiProperty({ type: [UserDto] }) users: UserDto[];
  @ApiProperty({ description: 'Users matching the search and role filter' }) total: number;
  @ApiProperty() limit: number;
  @ApiProperty() offset: number;
}
