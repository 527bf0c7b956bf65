import { Body, Controller, Get, Param, Patch, Query, Req } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { ApiCookieAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { AdminUserList, User } from '@homewise/contracts';
import { CurrentUser, Roles } from '../../common/access.decorators.js';
import { ParseIdPipe } from '../../common/ids.js';
import { requestSource } from '../../common/request-source.js';
import type { UserEntity } from './user.entity.js';
import { AdminUserListDto, AdminUsersQueryDto, ChangePlanDto, ChangeRoleDto, UserDto } from './user.dto.js';
import { UsersService } from './users.service.js';

@ApiTags('admin')
@ApiCookieAuth()
@Roles('admin')
@Controller('admin/users')
export class AdminUsersController {
  constructor(private readonly users: UsersService) {}

  @Get()
  @ApiOperation({ summary: 'Admin: list users, newest first: search by email or name, filter by role, page with limit/offset (total answered).' })
  @ApiOkResponse({ type: AdminUserListDto })
  list(@Query() query: AdminUsersQueryDto): Promise<AdminUserList> {
    return this.users.list(query);
  }

  @Patch(':id/role')
  @ApiOperation({ summary: 'Admin: change a user’s role.' })
  @ApiOkResponse({ type: UserDto })
  changeRole(
    @CurrentUser() admin: UserEntity,
    @Param('id', new ParseIdPipe('User')) id: string,
    @Body() body: ChangeRoleDto,
    @Req() request: FastifyRequest,
  ): Promise<User> {
    return this.users.changeRole(admin.id, id, body.role, requestSource(request));
  }

  @Patch(':id/plan')
  @ApiOperation({ summary: 'Admin: mark a loan officer’s Loan Officer Pro paid (ends the trial), or set Free Starter.' })
  @ApiOkResponse({ type: UserDto })
  changePlan(
    @CurrentUser() admin: UserEntity,
    @Param('id', new ParseIdPipe('User')) id: string,
    @Body() body: ChangePlanDto,
    @Req() request: FastifyRequest,
  ): Promise<User> {
    return this.users.changePlan(admin.id, id, body.plan, requestSource(request));
  }
}
