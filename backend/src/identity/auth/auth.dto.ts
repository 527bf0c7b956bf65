import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsBoolean, IsEmail, IsIn, IsNotEmpty, IsOptional, IsString, MaxLength, MinLength } from 'class-validator';
import {
  PASSWORD_MIN_LENGTH,
  type ChangePasswordRequest,
  type LoginRequest,
  type DeleteAccountRequest,
  type RequestResetRequest,
  type ResetPasswordRequest,
  type SignupRequest,
} from '@homewise/contracts';
import { NormalizeEmail, Trim } from '../../common/dto.js';
import { IsNotCommonPassword } from './common-passwords.js';

const PASSWORD_TOO_SHORT = `Password must be at least ${PASSWORD_MIN_LENGTH} characters long.`;

/** An email someone types to sign up or to get a reset link: required, valid, lower-cased. */
function EmailField() {
  return applyDecorators(
    ApiProperty({ example: 'jane@example.com' }),
    NormalizeEmail(),
    IsNotEmpty({ message: 'Email is required.' }),
    IsEmail({}, { message: 'Email must be a valid email address.' }),
    MaxLength(254, { message: 'Email must be at most 254 characters long.' }),
  );
}

/** A password being chosen (signup, reset, change): at least PASSWORD_MIN_LENGTH characters, not a common one. */
export function NewPasswordField() {
  return applyDecorators(
    ApiProperty({ minLength: PASSWORD_MIN_LENGTH, example: 'correct horse battery staple' }),
    IsString({ message: 'Password must be text.' }),
    MinLength(PASSWORD_MIN_LENGTH, { message: PASSWORD_TOO_SHORT }),
    MaxLength(200, { message: 'Password must be at most 200 characters long.' }),
    IsNotCommonPassword(),
  );
}

export class LoginDto implements LoginRequest {
  @ApiProperty({ example: 'jane@example.com' })
  @NormalizeEmail()
  @IsNotEmpty({ message: 'Email is required.' })
  @IsString({ message: 'Email must be text.' })
  @MaxLength(254, { message: 'Email must be at most 254 characters long.' })
  email: string;

  @ApiProperty({ example: 'correct horse battery staple' })
  @IsNotEmpty({ message: 'Password is required.' })
  @IsString({ message: 'Password must be text.' })
  @MaxLength(200, { message: 'Password must be at most 200 characters long.' })
  password: string;
}

export class SignupDto implements SignupRequest {
  @EmailField()
  email: string;

  @NewPasswordField()
  password: string;

  @ApiPropertyOptional({ example: 'Jane' })
  @IsOptional()
  @Trim()
  @IsString({ message: 'First name must be text.' })
  @MaxLength(100, { message: 'First name must be at most 100 characters long.' })
  firstName?: string;

  @ApiPropertyOptional({ example: 'Doe' })
  @IsOptional()
  @Trim()
  @IsString({ message: 'Last name must be text.' })
  @MaxLength(100, { message: 'Last name must be at most 100 characters long.' })
  lastName?: string;

  @ApiPropertyOptional({ enum: ['free', 'paid'], description: 'Signs up a loan officer on the Free or Pro plan.' })
  @IsOptional()
  @IsIn(['free', 'paid'], { message: 'Plan must be free or paid.' })
  plan?: 'free' | 'paid';

  @ApiPropertyOptional({ description: "A loan officer's referral code (from /signup?lo=<code>)." })
  @IsOptional()
  @Trim()
  @IsString({ message: 'Referral code must be text.' })
  @MaxLength(64, { message: 'Referral code must be at most 64 characters long.' })
  lo?: string;

  @ApiPropertyOptional({ description: 'The homeowner agreed to share their mortgage details with the officer of `lo` (required to link).' })
  @IsOptional()
  @IsBoolean({ message: 'shareConsent must be true or false.' })
  shareConsent?: boolean;
}

export class RequestResetDto implements RequestResetRequest {
  @EmailField()
  email: string;
}

export class ResetPasswordDto implements ResetPasswordRequest {
  @ApiProperty({ description: 'The token from the reset link.' })
  @IsNotEmpty({ message: 'The reset token is missing.' })
  @IsString({ message: 'The reset token must be text.' })
  @MaxLength(200, { message: 'This password reset link is invalid.' })
  token: string;

  @NewPasswordField()
  password: string;
}

export class ChangePasswordDto implements ChangePasswordRequest {
  @ApiProperty({ description: 'The password in use now, to confirm.' })
  @IsNotEmpty({ message: 'Your current password is required.' })
  @IsString({ message: 'Current password must be text.' })
  @MaxLength(200, { message: 'Current password must be at most 200 characters long.' })
  currentPassword: string;

  @NewPasswordField()
  newPassword: string;
}

export class DeleteAccountDto implements DeleteAccountRequest {
  @ApiProperty({ description: 'The current password, to confirm.' })
  @IsNotEmpty({ message: 'Password is required to delete your account.' })
  @IsString({ message: 'Password must be text.' })
  @MaxLength(200, { message: 'Password must be at most 200 characters long.' })
  password: string;
}
