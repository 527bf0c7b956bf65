import { BadRequestException, Injectable, NotFoundException } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import type { AdminUserList, Role, UpdateUserProfileRequest, User } from '@homewise/contracts';
import { uniqueReferralCode } from '../loan-officers/referral-code.js';
import { UserEntity } from './user.entity.js';
import { toUser } from './user.mapper.js';

@Injectable()
export class UsersService {
  constructor(private readonly dataSource: DataSource) {}

  private get users() {
    return this.dataSource.getRepository(UserEntity);
  }

  async updateProfile(userId: string, changes: UpdateUserProfileRequest): Promise<User> {
    const patch: Partial<UserEntity> = {};
    if (changes.fullName !== undefined) patch.fullName = changes.fullName;
    if (changes.phone !== undefined) patch.phone = changes.phone;
    if (Object.keys(patch).length) await this.users.update({ id: userId }, patch);
    return toUser(await this.users.findOneByOrFail({ id: userId }));
  }

  async completeOnboarding(userId: string): Promise<User> {
    await this.users.update({ id: userId }, { onboardingCompleted: true });
    return toUser(await this.users.findOneByOrFail({ id: userId }));
  }

  /** Admin list, newest first, optionally filtered by email or name. */
  async list(search: string | undefined, limit = 50, offset = 0): Promise<AdminUserList> {
    const query = this.users.createQueryBuilder('u').orderBy('u.createdAt', 'DESC').addOrderBy('u.id').take(limit).skip(offset);
    if (search) {
      const pattern = `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      query.where(`(u.email ILIKE :pattern OR u.full_name ILIKE :pattern OR u.first_name ILIKE :pattern OR u.last_name ILIKE :pattern)`, {
        pattern,
      });
    }
    const [rows, total] = await query.getManyAndCount();
    return { users: rows.map(toUser), total };
  }

  /** Admin role change. An admin cannot take the admin role from themselves (no lock-out). */
  async changeRole(actorId: string, userId: string, role: Role): Promise<User> {
    if (actorId === userId && role !== 'admin') {
      throw new BadRequestException('You cannot remove your own admin role. Ask another admin.');
    }
    return this.dataSource.transaction(async (manager) => {
      const user = await manager.findOneBy(UserEntity, { id: userId });
      if (!user) throw new NotFoundException('User not found.');
      await this.applyRole(manager, user, role);
      return toUser(await manager.findOneByOrFail(UserEntity, { id: userId }));
    });
  }

  /** The CLI's bootstrap: `npm run -w backend user:role -- --email a@b.c --role admin`. */
  async setRoleByEmail(email: string, role: Role): Promise<User> {
    return this.dataSource.transaction(async (manager) => {
      const user = await manager.findOneBy(UserEntity, { email: email.trim().toLowerCase() });
      if (!user) throw new NotFoundException(`No user with the email ${email}.`);
      await this.applyRole(manager, user, role);
      return toUser(await manager.findOneByOrFail(UserEntity, { id: user.id }));
    });
  }

  /** A loan officer (or admin, who sees Clients too) gets a plan and a referral code once. */
  private async applyRole(manager: EntityManager, user: UserEntity, role: Role): Promise<void> {
    const patch: Partial<UserEntity> = { role };
    if (role !== 'customer') {
      if (!user.plan) patch.plan = 'free';
      if (!user.referralCode) patch.referralCode = await uniqueReferralCode(manager);
    }
    await manager.update(UserEntity, { id: user.id }, patch);
  }
}
