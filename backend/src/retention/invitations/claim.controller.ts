import { Body, Controller, Get, HttpCode, Param, Post, Req, Res } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ClaimInvitation, User } from '@homewise/contracts';
import { Public } from '../../common/access.decorators.js';
import { requestSource } from '../../common/request-source.js';
import { AppConfig } from '../../config/app-config.js';
import { setSessionCookie } from '../../identity/sessions/session-cookie.js';
import { toUser } from '../../identity/users/user.mapper.js';
import { ClaimAccountDto } from '../retention.dto.js';
import { InvitationsService } from './invitations.service.js';

/** Claiming the account an officer made: the page reads the invitation, then sets a password. */
@ApiTags('auth')
@Controller('auth/claim')
export class ClaimController {
  constructor(
    private readonly invitations: InvitationsService,
    private readonly config: AppConfig,
  ) {}

  @Public()
  @Get(':token')
  @ApiOperation({ summary: 'What the claim page shows: the invited email and the officer (400 for a bad link).' })
  invitation(@Param('token') token: string): Promise<ClaimInvitation> {
    return this.invitations.lookup(token);
  }

  @Public()
  @Post()
  @HttpCode(200)
  @ApiOperation({ summary: 'Claim the account: set a password, say whether to share with the officer, sign in (session cookie).' })
  async claim(@Body() body: ClaimAccountDto, @Req() request: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply): Promise<User> {
    const { user, token } = await this.invitations.claim(body, requestSource(request));
    setSessionCookie(reply, request, this.config, token);
    return toUser(user);
  }
}
