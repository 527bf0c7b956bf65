import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuthModule } from '../auth/auth.module.js';
import { AccountClosureService } from './account-closure.service.js';
import { AdminUsersController } from './admin-users.controller.js';
import { UserEntity } from './user.entity.js';
import { UsersController } from './users.controller.js';
import { UsersService } from './users.service.js';

@Module({
  imports: [TypeOrmModule.forFeature([UserEntity]), AuthModule],
  controllers: [UsersController, AdminUsersController],
  providers: [UsersService, AccountClosureService],
  exports: [UsersService],
})
export class UsersModule {}
