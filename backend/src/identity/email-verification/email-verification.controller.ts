import { Body, Controller, HttpCode, Post, Req } from '@nestjs/common';
import { ApiCookieAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { CurrentUser, Public } from '../../common/access.decorators.js';
import { MessageDto } from '../../common/message.dto.js';
import { requestSource } from '../../common/request-source.js';
import type { UserEntity } from '../users/user.entity.js';
import { VerifyEmailDto } from './email-verification.dto.js';
import { EMAIL_VERIFIED, EmailVerificationService } from './email-verification.service.js';

@ApiTags('auth')
@Controller('auth')
export class EmailVerificationController {
  constructor(private readonly verification: EmailVerificationService) {}

  @Public()
  @Post('verify-email')
  @HttpCode(200)
  @ApiOperation({ summary: 'Confirm the email address with the token of the verification mail’s link (works signed out too).' })
  @ApiOkResponse({ type: MessageDto })
  async verifyEmail(@Body() body: VerifyEmailDto, @Req() request: FastifyRequest): Promise<MessageDto> {
    await this.verification.verify(body.token, requestSource(request));
    return { message: EMAIL_VERIFIED };
  }

  @Post('resend-verification')
  @HttpCode(200)
  @ApiCookieAuth()
  @ApiOperation({ summary: 'Mail a new confirmation link to the signed-in user (5 an hour).' })
  @ApiOkResponse({ type: MessageDto })
  async resendVerification(@CurrentUser() user: UserEntity): Promise<MessageDto> {
    return { message: await this.verification.resend(user) };
  }
}
