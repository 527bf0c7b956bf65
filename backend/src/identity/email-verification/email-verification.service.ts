import { Injectable } from '@nestjs/common';
import { affectedRows, HourlyCleanUp } from '../../common/hourly-clean-up.js';
import { DataSource, type EntityManager } from 'typeorm';
import { EMAIL_VERIFICATION_LINK_LIFETIME_MS } from '@homewise/contracts';
import { DomainError } from '../../common/errors/domain-error.js';
import { escapeHtml } from '../../common/html.js';
import type { RequestSource } from '../../common/request-source.js';
import { AppConfig, type RateLimitRule } from '../../config/app-config.js';
import { MailService } from '../../mail/mail.service.js';
import { RateLimitService } from '../../rate-limit/rate-limit.service.js';
import { SecurityLogService } from '../security-log/security-log.service.js';
import { hashToken, newToken } from '../sessions/tokens.js';
import type { UserEntity } from '../users/user.entity.js';

export const EMAIL_VERIFIED = 'Thank you! Your email address is confirmed.';
export const ALREADY_VERIFIED = 'Your email address is already confirmed.';
export const VERIFICATION_SENT = 'We sent a new confirmation link. Please check your inbox.';

/** A new link at most 5 times an hour per account: each one is a mail we send. */
const RESEND_LIMIT: RateLimitRule = { max: 5, windowSeconds: 60 * 60 };

/**
 * Email verification (ASVS V2.1 / V2.5.x: the account's address belongs to its owner): a new
 * account gets a mail with a single-use link (stored hashed, 7 days); the shell nudges until it
 * is used. Nothing else waits for it — sign-in, password reset and contact all work — except
 * what would show the account to others: an unverified loan officer's brand page shows nothing.
 * A link proves the mailbox for the address it was sent to only.
 */
@Injectable()
export class EmailVerificationService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly mail: MailService,
    private readonly rateLimits: RateLimitService,
    private readonly securityLog: SecurityLogService,
    private readonly config: AppConfig,
  ) {}

  /** Stores a fresh link for the user's address and queues its mail (in `manager`'s transaction). */
  async sendLink(user: Pick<UserEntity, 'id' | 'email' | 'firstName' | 'fullName'>, manager: EntityManager = this.dataSource.manager): Promise<void> {
    const token = newToken();
    const link = `${this.config.appUrl}/verify-email?token=${encodeURIComponent(token)}`;
    await manager.query(
      `INSERT INTO email_verification_tokens (token_hash, user_id, email, expires_at) VALUES ($1, $2, $3, $4)`,
      [hashToken(token), user.id, user.email, new Date(Date.now() + EMAIL_VERIFICATION_LINK_LIFETIME_MS)],
    );
    const name = user.firstName || user.fullName || 'there';
    await this.mail.send(
      {
        to: user.email,
        subject: 'Confirm your email address for Homewise',
        text:
          `Hi ${name},\n\nWelcome to Homewise! Please confirm that this is your email address by opening this link ` +
          `within 7 days:\n\n${link}\n\nIf you did not create a Homewise account, ignore this email.\n\n— Homewise`,
        html:
          `<p>Hi ${escapeHtml(name)},</p><p>Welcome to Homewise! Please confirm that this is your email address by opening this link within 7 days:</p>` +
          `<p><a href="${escapeHtml(link)}">Confirm my email address</a></p>` +
          `<p>If you did not create a Homewise account, ignore this email.</p><p>— Homewise</p>`,
      },
      manager,
    );
  }

  /** A new link for a signed-in user who has not confirmed yet (limited per account). */
  /** Confirmation links used or expired a day ago (housekeeping, hourly). */
  @HourlyCleanUp('verificationLinks')
  async deleteSpent(): Promise<number> {
    return affectedRows(
      await this.dataSource.query(
        `DELETE FROM email_verification_tokens WHERE expires_at < now() - interval '1 day' OR used_at < now() - interval '1 day'`,
      ),
    );
  }

  async resend(user: UserEntity): Promise<string> {
    if (user.emailVerifiedAt) return ALREADY_VERIFIED;
    await this.rateLimits.hit(`verify-resend:account:${user.id}`, RESEND_LIMIT);
    await this.dataSource.transaction((manager) => this.sendLink(user, manager));
    return VERIFICATION_SENT;
  }

  /**
   * Uses a link once (a conditional UPDATE: two clicks cannot both count) and marks the address
   * confirmed — only if the account still has the address the link was sent to.
   */
  async verify(token: string, source: RequestSource): Promise<void> {
    await this.rateLimits.hitPerClient('verify-email', source.ip, this.config.rateLimits.resetPerIp);
    await this.dataSource.transaction(async (manager) => {
      const result: unknown = await manager.query(
        `UPDATE email_verification_tokens SET used_at = now()
          WHERE token_hash = $1 AND used_at IS NULL AND expires_at > now()
          RETURNING user_id, email`,
        [hashToken(token)],
      );
      const rows = (Array.isArray(result) && Array.isArray(result[0]) ? result[0] : []) as { user_id: string; email: string }[];
      if (!rows.length) throw new DomainError('VERIFICATION_LINK_INVALID');
      const updated: unknown = await manager.query(
        `UPDATE users SET email_verified_at = coalesce(email_verified_at, now()) WHERE id = $1 AND email = $2`,
        [rows[0].user_id, rows[0].email],
      );
      if (!(Array.isArray(updated) && updated[1] === 1)) throw new DomainError('VERIFICATION_LINK_INVALID');
      await this.securityLog.record('email_verified', { userId: rows[0].user_id, ...source }, manager);
    });
  }
}
