import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { DomainError } from '../../common/errors/domain-error.js';
import { RateLimitService } from '../../rate-limit/rate-limit.service.js';
import { AppConfig } from '../../config/app-config.js';
import { MailService } from '../../mail/mail.service.js';
import { SecurityLogService } from '../security-log/security-log.service.js';
import { SessionsService } from '../sessions/sessions.service.js';
import type { UserEntity } from '../users/user.entity.js';
import { LoginThrottleService, type AttemptSource } from './login-throttle.service.js';
import { hashPassword, verifyPassword } from './passwords.js';
import { passwordChangedMail } from './password-reset.service.js';

export const PASSWORD_CHANGED = 'Your password has been changed. Every other device has been signed out.';

/**
 * Changing the password while signed in (ASVS V2.1.5, V2.1.6, V3.3.3): the current password
 * confirms it (wrong guesses share the account's sign-in throttle; 400, not 401, so clients do not
 * take it for a lost session), every other session ends, unused reset links are voided, the
 * owner gets a mail, and the audit log notes it.
 */
@Injectable()
export class PasswordChangeService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly throttle: LoginThrottleService,
    private readonly sessions: SessionsService,
    private readonly mail: MailService,
    private readonly securityLog: SecurityLogService,
    private readonly config: AppConfig,
    private readonly limits: RateLimitService,
  ) {}

  async change(user: UserEntity, sessionId: string, currentPassword: string, newPassword: string, source: AttemptSource): Promise<void> {
    if (currentPassword === newPassword) throw new DomainError('SAME_PASSWORD');
    // Before any hashing: each change costs two argon2 hashes and a mail.
    await this.limits.hit(`password-change:user:${user.id}`, this.config.rateLimits.passwordChangesPerUser, 'TOO_MANY_PASSWORD_CHANGES');
    const [row]: { password_hash: string }[] = await this.dataSource.query(`SELECT password_hash FROM users WHERE id = $1`, [user.id]);
    if (!(await this.throttle.attempt(user.email, user, source, () => verifyPassword(row?.password_hash, currentPassword)))) {
      throw new DomainError('WRONG_CURRENT_PASSWORD');
    }
    const passwordHash = await hashPassword(newPassword);
    await this.dataSource.transaction(async (manager) => {
      await manager.query(`UPDATE users SET password_hash = $2 WHERE id = $1`, [user.id, passwordHash]);
      await manager.query(`UPDATE password_reset_tokens SET used_at = now() WHERE user_id = $1 AND used_at IS NULL`, [user.id]);
      const signedOut = await this.sessions.revokeOthers(user.id, sessionId, manager);
      await this.securityLog.record('password_changed', { userId: user.id, ...source, details: { otherSessionsEnded: signedOut } }, manager);
      await this.mail.send(
        passwordChangedMail({ email: user.email, first_name: user.firstName, full_name: user.fullName }, this.config.appUrl, 'changed'),
        manager,
      );
    });
  }
}
