import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsInt, IsNotEmpty, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import { Type } from 'class-transformer';
import {
  ROLES,
  type AdminUserList,
  type ChangeRoleRequest,
  type DeleteAccountRequest,
  type LoanOfficerPlan,
  type Role,
  type UpdateUserProfileRequest,
  type User,
} from '@homewise/contracts';
import { Trim } from '../common/dto.js';
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
  @ApiProperty({ enum: ['free', 'pro'], nullable: true }) plan: LoanOfficerPlan | null;
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

export class DeleteAccountDto implements DeleteAccountRequest {
  @ApiProperty({ description: 'The current password, to confirm.' })
  @IsNotEmpty({ message: 'Password is required to delete your account.' })
  @IsString({ message: 'Password must be text.' })
  @MaxLength(200, { message: 'Password must be at most 200 characters long.' })
  password: string;
}

export class ChangeRoleDto implements ChangeRoleRequest {
  @ApiProperty({ enum: ROLES })
  @IsIn(ROLES as unknown as string[], { message: `Role must be one of: ${ROLES.join(', ')}.` })
  role: Role;
}

export class AdminUsersQueryDto {
  @ApiPropertyOptional({ description: 'Matches email or name (case-insensitive).' })
  @IsOptional()
  @Trim()
  @IsString({ message: 'Search must be text.' })
  @MaxLength(200, { message: 'Search must be at most 200 characters long.' })
  search?: string;

  @ApiPropertyOptional({ default: 50, minimum: 1, maximum: 200 })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'Limit must be a whole number.' })
  @Min(1, { message: 'Limit must be at least 1.' })
  @Max(200, { message: 'Limit must be at most 200.' })
  limit?: number;

  @ApiPropertyOptional({ default: 0, minimum: 0 })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'Offset must be a whole number.' })
  @Min(0, { message: 'Offset must not be negative.' })
  offset?: number;
}

export class AdminUserListDto implements AdminUserList {
  @ApiProperty({ type: [UserDto] }) users: UserDto[];
  @ApiProperty() total: number;
}
