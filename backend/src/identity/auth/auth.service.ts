import { Injectable } from '@nestjs/common';
import { DataSource, EntityManager, QueryFailedError } from 'typeorm';
import { PLAN_CLIENT_LIMITS, PRO_TRIAL_DAYS, planInForce, type LoanOfficerPlan } from '@homewise/contracts';
import { DomainError } from '../../common/errors/domain-error.js';
import { AppConfig } from '../../config/app-config.js';
import { normalizeReferralCode, uniqueReferralCode } from '../users/referral-code.js';
import { RateLimitService } from '../../rate-limit/rate-limit.service.js';
import { SessionsService, type SessionMeta } from '../sessions/sessions.service.js';
import { UserEntity } from '../users/user.entity.js';
import type { SignupDto } from './auth.dto.js';
import { SecurityLogService } from '../security-log/security-log.service.js';
import { EmailVerificationService } from '../email-verification/email-verification.service.js';
import { LoginThrottleService, type AttemptSource } from './login-throttle.service.js';
import { hashPassword, verifyPassword } from './passwords.js';
import { TrustedDevicesService } from './trusted-devices.js';
import { startProTrialOnce } from './pro-trials.js';
import type { FastifyRequest } from 'fastify';

const isUniqueViolation = (error: unknown, constraint?: string): boolean =>
  error instanceof QueryFailedError &&
  (error.driverError as { code?: string }).code === '23505' &&
  (!constraint || (error.driverError as { constraint?: string }).constraint === constraint);

@Injectable()
export class AuthService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly sessions: SessionsService,
    private readonly rateLimits: RateLimitService,
    private readonly config: AppConfig,
    private readonly throttle: LoginThrottleService,
    private readonly securityLog: SecurityLogService,
    private readonly verification: EmailVerificationService,
    private readonly devices: TrustedDevicesService,
  ) {}

  /**
   * Creates the account and its first session in one transaction. `plan` makes a loan officer;
   * `lo` links a homeowner to the officer with that referral code while the plan has room.
   * The unique email index turns concurrent duplicate signups into one success and 409s.
   * Every attempt counts against the IP's signup limit before any hashing work is done.
   */
  async signup(input: SignupDto, meta: SessionMeta): Promise<{ user: UserEntity; token: string }> {
    await this.rateLimits.hitPerClient('signup', meta.ip ?? '', this.config.rateLimits.signupPerIp, 'TOO_MANY_SIGNUPS');
    const passwordHash = await hashPassword(input.password);
    try {
      return await this.dataSource.transaction(async (manager) => {
        const firstName = input.firstName || null;
        const lastName = input.lastName || null;
        // plan=paid ("Start Free Trial") is an honest trial: Pro for PRO_TRIAL_DAYS, then Free
        // unless an admin marks it paid (PATCH /api/admin/users/:id/plan). No payment is taken here.
        const plan: LoanOfficerPlan | null = input.plan ? (input.plan === 'paid' ? 'pro' : 'free') : null;
        const planTrialEndsAt = plan === 'pro' ? new Date(Date.now() + PRO_TRIAL_DAYS * 24 * 60 * 60 * 1000) : null;
        const inserted = await manager.insert(UserEntity, {
          email: input.email,
          passwordHash,
          firstName,
          lastName,
          fullName: [firstName, lastName].filter(Boolean).join(' ') || null,
          role: plan ? 'loan_officer' : 'customer',
          plan,
          planTrialEndsAt,
          referralCode: plan ? await uniqueReferralCode(manager) : null,
          lastSignInAt: new Date(),
        });
        const userId = inserted.identifiers[0].id as string;
        // After the insert: a taken email answers "already exists", not "trial used".
        if (plan === 'pro') await startProTrialOnce(manager, input.email);
        // Linking shares the homeowner's mortgage details: only with their explicit consent (issue 20).
        if (!plan && input.lo && input.shareConsent === true) await this.linkToLoanOfficer(manager, userId, input.lo, meta);
        const token = await this.sessions.create(userId, meta, manager);
        const user = await manager.findOneByOrFail(UserEntity, { id: userId });
        await this.verification.sendLink(user, manager);
        return { user, token };
      });
    } catch (error) {
      if (isUniqueViolation(error, 'users_email_key')) {
        throw new DomainError('EMAIL_TAKEN');
      }
      throw error;
    }
  }

  /**
   * Links the homeowner to the officer while the officer's plan has room, storing when they
   * consented. The officer's row is locked so two signups cannot both take the last place. An
   * unknown code, an officer who has not confirmed their email, or a full plan still lets the
   * homeowner in, unlinked; a full plan notes when (never who) for the officer's Clients.
   */
  private async linkToLoanOfficer(manager: EntityManager, homeownerId: string, code: string, meta: SessionMeta): Promise<void> {
    const officers: { id: string; plan: LoanOfficerPlan | null; plan_trial_ends_at: Date | null }[] = await manager.query(
      `SELECT id, plan, plan_trial_ends_at FROM users WHERE referral_code = $1 AND role IN ('loan_officer', 'admin') AND email_verified_at IS NOT NULL FOR UPDATE`,
      [normalizeReferralCode(code)],
    );
    const officer = officers[0];
    if (!officer) return;
    const limit = PLAN_CLIENT_LIMITS[planInForce(officer.plan, officer.plan_trial_ends_at) ?? 'free'];
    const [{ count }] = await manager.query(`SELECT count(*)::int AS count FROM users WHERE loan_officer_id = $1`, [
      officer.id,
    ]);
    if (count >= limit) {
      await manager.query(`INSERT INTO turned_away_signups (officer_id) VALUES ($1)`, [officer.id]);
      return;
    }
    await manager.update(UserEntity, { id: homeownerId }, { loanOfficerId: officer.id, sharingConsentAt: new Date() });
    await this.securityLog.record(
      'sharing_started',
      { userId: homeownerId, ip: meta.ip, userAgent: meta.userAgent, details: { loanOfficerId: officer.id } },
      manager,
    );
  }

  /**
   * Email + password check behind the passport local strategy. Every attempt counts per client
   * (IP, IPv6 /64); the account's password attempts go through its throttle (LoginThrottleService:
   * atomic, a soft lockout, a mail to the owner), except from a device that signed in to the
   * account before (TrustedDevicesService). Failures and successes go to the audit log.
   */
  async validateLogin(email: string, password: string, source: AttemptSource, request?: FastifyRequest): Promise<UserEntity> {
    await this.rateLimits.hitPerClient('login', source.ip, this.config.rateLimits.loginPerIp);
    const user = await this.dataSource
      .getRepository(UserEntity)
      .createQueryBuilder('u')
      .addSelect('u.passwordHash')
      .where('u.email = :email', { email })
      .getOne();
    const check = () => verifyPassword(user?.passwordHash, password);
    // A device that signed in to this account before tries on its own budget, so a stranger's
    // guesses (which pause the account) do not lock the owner out; spent, it counts as a stranger.
    const device = user && request ? await this.devices.recognise(request, user.id) : null;
    const ok = (device ? await this.devices.attempt(device, check) : null) ?? (await this.throttle.attempt(email, user, source, check));
    if (!ok || !user) {
      await this.securityLog.record('sign_in_failed', { userId: user?.id ?? null, ip: source.ip, userAgent: source.userAgent });
      throw new DomainError('INVALID_LOGIN');
    }
    return user;
  }

  /** Starts the session of a verified login and notes the sign-in (loan officers see it). */
  async startSession(user: UserEntity, meta: SessionMeta): Promise<string> {
    const token = await this.sessions.create(user.id, meta);
    user.lastSignInAt = new Date();
    await this.dataSource.getRepository(UserEntity).update({ id: user.id }, { lastSignInAt: user.lastSignInAt });
    await this.securityLog.record('sign_in', { userId: user.id, ip: meta.ip, userAgent: meta.userAgent });
    return token;
  }

  /** Ends the session and notes it in the audit log (a logout without a live session notes nothing). */
  async logout(token: string | undefined, meta: SessionMeta): Promise<void> {
    const userId = token ? await this.sessions.revoke(token) : null;
    if (userId) await this.securityLog.record('sign_out', { userId, ip: meta.ip, userAgent: meta.userAgent });
  }
}
