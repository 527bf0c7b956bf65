import { Body, Controller, Patch } from '@nestjs/common';
import { ApiCookieAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { User } from '@homewise/contracts';
import { CurrentUser } from '../../common/access.decorators.js';
import type { UserEntity } from './user.entity.js';
import { UpdateUserProfileDto, UserDto } from './user.dto.js';
import { UsersService } from './users.service.js';

@ApiTags('user')
@ApiCookieAuth()
@Controller('user')
export class UsersController {
  constructor(private readonly users: UsersService) {}

  @Patch('profile')
  @ApiOperation({ summary: 'Update the signed-in user’s full name and phone.' })
  @ApiOkResponse({ type: UserDto })
  updateProfile(@CurrentUser() user: UserEntity, @Body() body: UpdateUserProfileDto): Promise<User> {
    return this.users.updateProfile(user.id, body);
  }

  @Patch('onboarding')
  @ApiOperation({ summary: 'Mark onboarding as completed.' })
  @ApiOkResponse({ type: UserDto })
  completeOnboarding(@CurrentUser() user: UserEntity): Promise<User> {
    return this.users.completeOnboarding(user.id);
  }
}
