import { Body, Controller, Get, HttpCode, Post, Query, Redirect, Req, Res, UseGuards } from '@nestjs/common';
import {
  ApiBody,
  ApiCookieAuth,
  ApiCreatedResponse,
  ApiFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiQuery,
  ApiTags,
} from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { User } from '@homewise/contracts';
import { AppConfig } from '../../config/app-config.js';
import { UserDto } from '../users/user.dto.js';
import type { UserEntity } from '../users/user.entity.js';
import { toUser } from '../users/user.mapper.js';
import { CurrentUser, Public } from '../../common/access.decorators.js';
import { MessageDto } from '../../common/message.dto.js';
import { requestSource } from '../../common/request-source.js';
import { ChangePasswordDto, LoginDto, RequestResetDto, ResetPasswordDto, SignupDto } from './auth.dto.js';
import { PASSWORD_CHANGED, PasswordChangeService } from './password-change.service.js';
import { AuthService } from './auth.service.js';
import { LocalAuthGuard } from './local-auth.guard.js';
import { loginRedirectUrl } from './login-redirect.js';
import { PasswordResetService, RESET_DONE, RESET_REQUESTED } from './password-reset.service.js';
import { clearSessionCookie, sessionTokenOf, setSessionCookie } from '../sessions/session-cookie.js';
import { TrustedDevicesService } from './trusted-devices.js';

const metaOf = requestSource;

@ApiTags('auth')
@Controller('auth')
export class AuthController {
  constructor(
    private readonly auth: AuthService,
    private readonly resets: PasswordResetService,
    private readonly passwords: PasswordChangeService,
    private readonly config: AppConfig,
    private readonly devices: TrustedDevicesService,
  ) {}

  @Get('user')
  @ApiCookieAuth()
  @ApiOperation({ summary: 'The signed-in user; 401 when there is none.' })
  @ApiOkResponse({ type: UserDto })
  user(@CurrentUser() user: UserEntity): User {
    return toUser(user);
  }

  @Public()
  @Post('signup')
  @ApiOperation({ summary: 'Create an account and sign in (sets the session cookie).' })
  @ApiCreatedResponse({ type: UserDto })
  async signup(
    @Body() body: SignupDto,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<User> {
    const { user, token } = await this.auth.signup(body, metaOf(request));
    setSessionCookie(reply, request, this.config, token);
    await this.devices.remember(request, reply, user.id);
    return toUser(user);
  }

  @Public()
  @UseGuards(LocalAuthGuard)
  @Post('login')
  @HttpCode(200)
  @ApiOperation({ summary: 'Sign in with email and password (sets the session cookie).' })
  @ApiBody({ type: LoginDto })
  @ApiOkResponse({ type: UserDto })
  async login(@Req() request: FastifyRequest & { user: UserEntity }, @Res({ passthrough: true }) reply: FastifyReply): Promise<User> {
    const token = await this.auth.startSession(request.user, metaOf(request));
    setSessionCookie(reply, request, this.config, token);
    await this.devices.remember(request, reply, request.user.id);
    return toUser(request.user);
  }

  @Public()
  @Post('logout')
  @HttpCode(200)
  @ApiOperation({ summary: 'End this session (answers 200 even without one).' })
  @ApiOkResponse({ type: MessageDto })
  async logout(@Req() request: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply): Promise<MessageDto> {
    await this.auth.logout(sessionTokenOf(request, this.config), metaOf(request));
    clearSessionCookie(reply, request, this.config);
    return { message: 'You have been signed out.' };
  }

  @Public()
  @Post('request-reset')
  @HttpCode(200)
  @ApiOperation({ summary: 'Mail a password-reset link (same answer whether or not the email exists).' })
  @ApiOkResponse({ type: MessageDto })
  async requestReset(@Body() body: RequestResetDto, @Req() request: FastifyRequest): Promise<MessageDto> {
    await this.resets.requestReset(body.email, request.ip);
    return { message: RESET_REQUESTED };
  }

  @Public()
  @Post('reset-password')
  @HttpCode(200)
  @ApiOperation({ summary: 'Set a new password with a reset token; ends every session of the user.' })
  @ApiOkResponse({ type: MessageDto })
  async resetPassword(@Body() body: ResetPasswordDto, @Req() request: FastifyRequest): Promise<MessageDto> {
    await this.resets.resetPassword(body.token, body.password, metaOf(request));
    return { message: RESET_DONE };
  }

  @Post('change-password')
  @HttpCode(200)
  @ApiCookieAuth()
  @ApiOperation({ summary: 'Change the password (the current one confirms); ends every other session and mails the owner.' })
  @ApiOkResponse({ type: MessageDto })
  async changePassword(
    @CurrentUser() user: UserEntity,
    @Body() body: ChangePasswordDto,
    @Req() request: FastifyRequest,
  ): Promise<MessageDto> {
    await this.passwords.change(user, request.sessionId!, body.currentPassword, body.newPassword, metaOf(request));
    return { message: PASSWORD_CHANGED };
  }

  @Public()
  @Get('login')
  @Redirect()
  @ApiOperation({ summary: 'Browser navigation: redirect to the app’s login page, keeping a safe same-site returnTo.' })
  @ApiQuery({ name: 'returnTo', required: false, example: '/?plan=paid' })
  @ApiQuery({ name: 'plan', required: false, enum: ['free', 'paid'] })
  @ApiFoundResponse({ description: 'Redirect to APP_URL/login' })
  loginPage(@Query('returnTo') returnTo?: unknown, @Query('plan') plan?: unknown): { url: string; statusCode: number } {
    return { url: loginRedirectUrl(this.config.appUrl, returnTo, plan), statusCode: 302 };
  }
}

/** `GET /api/login`: the dashboard's and onboarding's "logged out" navigation. */
@ApiTags('auth')
@Controller()
export class LoginRedirectController {
  constructor(private readonly config: AppConfig) {}

  @Public()
  @Get('login')
  @Redirect()
  @ApiOperation({ summary: 'Browser navigation: redirect to the app’s login page.' })
  @ApiQuery({ name: 'returnTo', required: false })
  @ApiFoundResponse({ description: 'Redirect to APP_URL/login' })
  login(@Query('returnTo') returnTo?: unknown, @Query('plan') plan?: unknown): { url: string; statusCode: number } {
    return { url: loginRedirectUrl(this.config.appUrl, returnTo, plan), statusCode: 302 };
  }
}
