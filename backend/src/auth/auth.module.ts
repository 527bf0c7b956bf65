import { Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { PassportModule } from '@nestjs/passport';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuthController, LoginRedirectController } from './auth.controller.js';
import { AuthService } from './auth.service.js';
import { LocalStrategy } from './local.strategy.js';
import { PasswordResetTokenEntity } from './password-reset-token.entity.js';
import { PasswordResetService } from './password-reset.service.js';
import { SessionGuard } from './session.guard.js';

@Module({
  imports: [PassportModule, TypeOrmModule.forFeature([PasswordResetTokenEntity])],
  controllers: [AuthController, LoginRedirectController],
  providers: [AuthService, PasswordResetService, LocalStrategy, { provide: APP_GUARD, useClass: SessionGuard }],
})
export class AuthModule {}
