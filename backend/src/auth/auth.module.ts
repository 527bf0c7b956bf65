import { Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { PassportModule } from '@nestjs/passport';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuthController, LoginRedirectController } from './auth.controller.js';
import { AuthService } from './auth.service.js';
import { EmailVerificationService } from './email-verification.service.js';
import { LocalStrategy } from './local.strategy.js';
import { LoginThrottleService } from './login-throttle.service.js';
import { PasswordResetTokenEntity } from './password-reset-token.entity.js';
import { PasswordChangeService } from './password-change.service.js';
import { PasswordResetService } from './password-reset.service.js';
import { SessionGuard } from './session.guard.js';

@Module({
  imports: [PassportModule, TypeOrmModule.forFeature([PasswordResetTokenEntity])],
  controllers: [AuthController, LoginRedirectController],
  providers: [AuthService, PasswordResetService, PasswordChangeService, EmailVerificationService, LoginThrottleService, LocalStrategy, { provide: APP_GUARD, useClass: SessionGuard }],
  exports: [LoginThrottleService],
})
export class AuthModule {}
