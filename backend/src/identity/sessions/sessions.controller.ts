import { Controller, Delete, Get, HttpCode, Param, Req } from '@nestjs/common';
import { ApiCookieAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import type { ActiveSessionList, SignOutOthersResponse } from '@homewise/contracts';
import { CurrentUser } from '../../common/access.decorators.js';
import { DomainError } from '../../common/errors/domain-error.js';
import { ParseIdPipe } from '../../common/ids.js';
import { MessageDto } from '../../common/message.dto.js';
import { requestSource } from '../../common/request-source.js';
import { SecurityLogService } from '../security-log/security-log.service.js';
import type { UserEntity } from '../users/user.entity.js';
import { ActiveSessionListDto, SignOutOthersResponseDto } from './sessions.dto.js';
import { SessionsService } from './sessions.service.js';

/** The Profile page's Security section: where the user is signed in, and signing out elsewhere. */
@ApiTags('auth')
@ApiCookieAuth()
@Controller('auth/sessions')
export class SessionsController {
  constructor(
    private readonly sessions: SessionsService,
    private readonly securityLog: SecurityLogService,
  ) {}

  @Get()
  @ApiOperation({ summary: 'The signed-in user’s active sessions (device, address, last seen), this one first.' })
  @ApiOkResponse({ type: ActiveSessionListDto })
  async list(@CurrentUser() user: UserEntity, @Req() request: FastifyRequest): Promise<ActiveSessionList> {
    return { sessions: await this.sessions.listActive(user.id, request.sessionId) };
  }

  @Delete('others')
  @HttpCode(200)
  @ApiOperation({ summary: 'Sign out everywhere else: ends every session of the user but this one.' })
  @ApiOkResponse({ type: SignOutOthersResponseDto })
  async signOutOthers(@CurrentUser() user: UserEntity, @Req() request: FastifyRequest): Promise<SignOutOthersResponse> {
    const signedOut = await this.sessions.revokeOthers(user.id, request.sessionId!);
    await this.securityLog.record('sign_out_others', { userId: user.id, ...requestSource(request), details: { signedOut } });
    const message =
      signedOut === 0 ? 'You were not signed in anywhere else.' : `Signed out of ${signedOut} other ${signedOut === 1 ? 'device' : 'devices'}.`;
    return { message, signedOut };
  }

  @Delete(':id')
  @HttpCode(200)
  @ApiOperation({ summary: 'Sign out one device of the user’s own (404 for any other id).' })
  @ApiOkResponse({ type: MessageDto })
  async signOutOne(
    @CurrentUser() user: UserEntity,
    @Param('id', new ParseIdPipe('Session')) id: string,
    @Req() request: FastifyRequest,
  ): Promise<MessageDto> {
    if (!(await this.sessions.revokeOwn(user.id, id))) throw new DomainError('SESSION_NOT_FOUND');
    await this.securityLog.record('sign_out_device', { userId: user.id, ...requestSource(request), details: { sessionId: id } });
    return { message: 'That device has been signed out.' };
  }
}
