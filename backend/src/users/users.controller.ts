import { Body, Controller, Delete, HttpCode, Patch, Req, Res } from '@nestjs/common';
import { ApiCookieAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { User } from '@homewise/contracts';
import { CurrentUser } from '../auth/auth.decorators.js';
import { requestSource } from '../common/request-source.js';
import { clearSessionCookie } from '../auth/session-cookie.js';
import { MessageDto } from '../common/message.dto.js';
import { AppConfig } from '../config/app-config.js';
import { ACCOUNT_DELETED, AccountClosureService } from './account-closure.service.js';
import type { UserEntity } from './user.entity.js';
import { DeleteAccountDto, UpdateUserProfileDto, UserDto } from './user.dto.js';
import { UsersService } from './users.service.js';

@ApiTags('user')
@ApiCookieAuth()
@Controller('user')
export class UsersController {
  constructor(
    private readonly users: UsersService,
    private readonly closure: AccountClosureService,
    private readonly config: AppConfig,
  ) {}

  @Patch('profile')
  @ApiOperation({ summary: 'Update the signed-in user’s full name and phone.' })
  @ApiOkResponse({ type: UserDto })
  updateProfile(@CurrentUser() user: UserEntity, @Body() body: UpdateUserProfileDto): Promise<User> {
    return this.users.updateProfile(user.id, body);
  }

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

  @Patch('onboarding')
  @ApiOperation({ summary: 'Mark onboarding as completed.' })
  @ApiOkResponse({ type: UserDto })
  completeOnboarding(@CurrentUser() user: UserEntity): Promise<User> {
    return this.users.completeOnboarding(user.id);
  }
}
