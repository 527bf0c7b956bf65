import { Module } from '@nestjs/common';
import { PassportModule } from '@nestjs/passport';
import { TypeOrmModule } from '@nestjs/typeorm';
import { EmailVerificationModule } from '../email-verification/email-verification.module.js';
import { AccountClosureController } from './account-closure.controller.js';
import { AccountClosureService } from './account-closure.service.js';
import { AuthController, LoginRedirectController } from './auth.controller.js';
import { AuthService } from './auth.service.js';
import { LocalStrategy } from './local.strategy.js';
import { LoginThrottleService } from './login-throttle.service.js';
import { PasswordResetTokenEntity } from './password-reset-token.entity.js';
import { PasswordChangeService } from './password-change.service.js';
import { PasswordResetService } from './password-reset.service.js';
import { TrustedDevicesService } from './trusted-devices.js';

/** Signing up and in, passwords (reset, change, the per-account throttle) and closing an account. */
@Module({
  imports: [PassportModule, TypeOrmModule.forFeature([PasswordResetTokenEntity]), EmailVerificationModule],
  controllers: [AuthController, LoginRedirectController, AccountClosureController],
  providers: [AuthService, PasswordResetService, PasswordChangeService, LoginThrottleService, AccountClosureService, LocalStrategy, TrustedDevicesService],
  // The retention engine answers resets of accounts nobody claimed yet (sendUnclaimedAccountsTo).
  exports: [PasswordResetService],
})
export class AuthModule {}
