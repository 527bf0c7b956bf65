import { Injectable } from '@nestjs/common';
import { affectedRows, HourlyCleanUp } from '../../common/hourly-clean-up.js';
import { DataSource, EntityManager } from 'typeorm';
import {
  DEFAULT_USER_PAGE_SIZE,
  planInForce,
  type AdminUserList,
  type AdminUsersQuery,
  type LoanOfficerPlan,
  type Role,
  type UpdateUserProfileRequest,
  type User,
} from '@homewise/contracts';
import { DomainError } from '../../common/errors/domain-error.js';
import type { RequestSource } from '../../common/request-source.js';
import { containsPattern } from '../../database/like.js';
import { SecurityLogService } from '../security-log/security-log.service.js';
import { uniqueReferralCode } from './referral-code.js';
import { UserEntity } from './user.entity.js';
import { toUser } from './user.mapper.js';

/**
 * What the admin search matches, lower-cased: email and every name field. Exactly the expression
 * of the trigram index `users_search_trgm_idx` (migration WorkspacesAtScale), or the index is not used.
 */
const USER_SEARCH_TEXT = `lower(u.email || ' ' || coalesce(u.full_name, '') || ' ' || coalesce(u.first_name, '') || ' ' || coalesce(u.last_name, ''))`;

@Injectable()
export class UsersService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly securityLog: SecurityLogService,
  ) {}

  private get users() {
    return this.dataSource.getRepository(UserEntity);
  }

  /** A Pro trial that has ended is Free from then on (the API already reads it so: planInForce). Hourly. */
  @HourlyCleanUp('endedTrials')
  async endTrials(): Promise<number> {
    return affectedRows(await this.dataSource.query(`UPDATE users SET plan = 'free' WHERE plan = 'pro' AND plan_trial_ends_at <= now()`));
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

  /**
   * Admin list, newest first, filtered by a search of email and names (anywhere in them) and by
   * role. Fast among 100,000 users: the search uses the trigram index on `USER_SEARCH_TEXT`, the
   * role filter `users_role_created_at_idx`, the plain list `users_created_at_idx`.
   */
  async list({ search, role, limit = DEFAULT_USER_PAGE_SIZE, offset = 0 }: AdminUsersQuery): Promise<AdminUserList> {
    const query = this.users.createQueryBuilder('u').orderBy('u.createdAt', 'DESC').addOrderBy('u.id').take(limit).skip(offset);
    if (search) {
      query.andWhere(`${USER_SEARCH_TEXT} LIKE :pattern`, { pattern: containsPattern(search) });
    }
    // Any stored role other than the three behaves as a customer (contracts effectiveRole).
    if (role === 'customer') query.andWhere(`u.role NOT IN ('admin', 'loan_officer')`);
    else if (role) query.andWhere('u.role = :role', { role });
    const [rows, total] = await query.getManyAndCount();
    return { users: rows.map(toUser), total, limit, offset };
  }

  /** Admin role change. An admin cannot take the admin role from themselves (no lock-out). Audited. */
  async changeRole(actorId: string, userId: string, role: Role, source: RequestSource): Promise<User> {
    if (actorId === userId && role !== 'admin') {
      throw new DomainError('OWN_ADMIN_ROLE');
    }
    return this.dataSource.transaction(async (manager) => {
      const user = await manager.findOneBy(UserEntity, { id: userId });
      if (!user) throw new DomainError('USER_NOT_FOUND');
      await this.applyRole(manager, user, role);
      if (user.role !== role) {
        await this.securityLog.record('role_changed', { userId, actorId, ...source, details: { from: user.role, to: role } }, manager);
      }
      return toUser(await manager.findOneByOrFail(UserEntity, { id: userId }));
    });
  }

  /**
   * Admin: `pro` marks Loan Officer Pro paid (no trial end), `free` sets Free Starter. Only for
   * accounts that have a plan (loan officers and admins). Audited.
   */
  async changePlan(actorId: string, userId: string, plan: LoanOfficerPlan, source: RequestSource): Promise<User> {
    return this.dataSource.transaction(async (manager) => {
      const user = await manager.findOneBy(UserEntity, { id: userId });
      if (!user) throw new DomainError('USER_NOT_FOUND');
      if (!user.plan) throw new DomainError('NOT_A_LOAN_OFFICER');
      const from = planInForce(user.plan, user.planTrialEndsAt) === 'pro' && user.planTrialEndsAt ? 'pro_trial' : planInForce(user.plan, user.planTrialEndsAt);
      await manager.update(UserEntity, { id: userId }, { plan, planTrialEndsAt: null });
      await this.securityLog.record('plan_changed', { userId, actorId, ...source, details: { from, to: plan === 'pro' ? 'pro_paid' : 'free' } }, manager);
      return toUser(await manager.findOneByOrFail(UserEntity, { id: userId }));
    });
  }

  /** The CLI's bootstrap: `npm run -w backend user:role -- --email a@b.c --role admin`. */
  async setRoleByEmail(email: string, role: Role): Promise<User> {
    return this.dataSource.transaction(async (manager) => {
      const user = await manager.findOneBy(UserEntity, { email: email.trim().toLowerCase() });
      if (!user) throw new DomainError('NO_USER_WITH_EMAIL', { email });
      await this.applyRole(manager, user, role);
      if (user.role !== role) {
        await this.securityLog.record('role_changed', { userId: user.id, details: { from: user.role, to: role, via: 'user:role command' } }, manager);
      }
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
