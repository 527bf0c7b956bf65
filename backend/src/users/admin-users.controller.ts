import { Body, Controller, Get, Param, Patch, Query } from '@nestjs/common';
import { ApiCookieAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { AdminUserList, User } from '@homewise/contracts';
import { CurrentUser, Roles } from '../auth/auth.decorators.js';
import { ParseIdPipe } from '../common/ids.js';
import type { UserEntity } from './user.entity.js';
import { AdminUserListDto, AdminUsersQueryDto, ChangeRoleDto, UserDto } from './user.dto.js';
import { UsersService } from './users.service.js';

@ApiTags('admin')
@ApiCookieAuth()
@Roles('admin')
@Controller('admin/users')
export class AdminUsersController {
  constructor(private readonly users: UsersService) {}

  @Get()
  @ApiOperation({ summary: 'Admin: list users, newest first (search by email or name).' })
  @ApiOkResponse({ type: AdminUserListDto })
  list(@Query() query: AdminUsersQueryDto): Promise<AdminUserList> {
    return this.users.list(query.search, query.limit, query.offset);
  }

  @Patch(':id/role')
  @ApiOperation({ summary: 'Admin: change a user’s role.' })
  @ApiOkResponse({ type: UserDto })
  changeRole(
    @CurrentUser() admin: UserEntity,
    @Param('id', new ParseIdPipe('User')) id: string,
    @Body() body: ChangeRoleDto,
  ): Promise<User> {
    return this.users.changeRole(admin.id, id, body.role);
  }
}
