import { Body, Controller, Delete, HttpCode, Req, Res } from '@nestjs/common';
import { ApiCookieAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { CurrentUser } from '../../common/access.decorators.js';
import { MessageDto } from '../../common/message.dto.js';
import { requestSource } from '../../common/request-source.js';
import { AppConfig } from '../../config/app-config.js';
import { clearSessionCookie } from '../sessions/session-cookie.js';
import type { UserEntity } from '../users/user.entity.js';
import { ACCOUNT_DELETED, AccountClosureService } from './account-closure.service.js';
import { DeleteAccountDto } from './auth.dto.js';

/** Delete Account on the Profile page: the password confirms, like a change of password. */
@ApiTags('user')
@ApiCookieAuth()
@Controller('user')
export class AccountClosureController {
  constructor(
    private readonly closure: AccountClosureService,
    private readonly config: AppConfig,
  ) {}

  @Delete()
  @HttpCode(200)
  @ApiOperation({
    summary: 'Delete the signed-in user’s account and everything in it (the password confirms); signs out everywhere.',
  })
  @ApiOkResponse({ type: MessageDto })
  async deleteAccount(
    @CurrentUser() user: UserEntity,
    @Body() body: DeleteAccountDto,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<MessageDto> {
    await this.closure.close(user, body.password, requestSource(request));
    clearSessionCookie(reply, request, this.config);
    return { message: ACCOUNT_DELETED };
  }
}
