import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { LoginThrottleService, type AttemptSource } from './login-throttle.service.js';
import { verifyPassword } from './passwords.js';
import { SecurityLogService } from '../security-log/security-log.service.js';
import { DomainError } from '../../common/errors/domain-error.js';
import { AppConfig } from '../../config/app-config.js';
import { MailRetention } from '../../mail/mail-retention.service.js';
import { MailService } from '../../mail/mail.service.js';
import { UserEntity } from '../users/user.entity.js';

export const ACCOUNT_DELETED = 'Your account and all of its data have been deleted.';

/**
 * Closing an account (`DELETE /api/user`), as the Privacy Policy describes it: the account and
 * everything in it go at once, in one transaction — sessions (every device is signed out), reset
 * links, the mortgage profile and its extra payments, a loan officer's brand, unsent mail to the
 * account and the user row. What is kept is unlinked, not deleted: a loan officer's clients keep
 * their own accounts; contact messages stay for support (deleted after 24 months by housekeeping)
 * and page views become anonymous.
 */
@Injectable()
export class AccountClosureService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly throttle: LoginThrottleService,
    private readonly mail: MailService,
    private readonly mailRetention: MailRetention,
    private readonly config: AppConfig,
    private readonly securityLog: SecurityLogService,
  ) {}

  async close(user: UserEntity, password: string, source: AttemptSource): Promise<void> {
    await this.confirmPassword(user, password, source);
    await this.dataSource.transaction(async (manager) => {
      await this.refuseLastAdmin(manager, user.id);
      await this.deleteEverything(manager, user);
      // The audit line outlives the account (12 months, the Privacy Policy's security log).
      await this.securityLog.record('account_deleted', { userId: user.id, ip: source.ip, userAgent: source.userAgent }, manager);
      await this.mail.send(
        {
          to: user.email,
          subject: 'Your Homewise account has been deleted',
          text:
            `Hi ${user.firstName || user.fullName || 'there'},\n\n` +
            `Your Homewise account (${user.email}) has been deleted as you asked, with your mortgage ` +
            `profile and extra payments. You can sign up again with this address at any time.\n\n` +
            `If you did not delete your account, please tell us right away: ${this.config.appUrl}/Contact\n\n— Homewise`,
        },
        manager,
      );
    });
  }

  /** The current password confirms; wrong guesses share the account's sign-in throttle. */
  private async confirmPassword(user: UserEntity, password: string, source: AttemptSource): Promise<void> {
    const [row]: { password_hash: string }[] = await this.dataSource.query(`SELECT password_hash FROM users WHERE id = $1`, [user.id]);
    if (!(await this.throttle.attempt(user.email, user, source, () => verifyPassword(row?.password_hash, password)))) {
      throw new DomainError('WRONG_PASSWORD_FOR_DELETION');
    }
  }

  /** Homewise must keep an admin: the last one cannot leave (admins are locked while counting). */
  private async refuseLastAdmin(manager: EntityManager, userId: string): Promise<void> {
    const admins: { id: string }[] = await manager.query(`SELECT id FROM users WHERE role = 'admin' FOR UPDATE`);
    if (admins.some((admin) => admin.id === userId) && admins.length === 1) throw new DomainError('LAST_ADMIN');
  }

  /**
   * The user row goes; the database's foreign keys take the rest with it: sessions, reset and
   * confirmation links, the mortgage profile and its extra payments, the brand (ON DELETE
   * CASCADE), while a loan officer's clients, contact messages and page views are unlinked
   * (ON DELETE SET NULL). Two things are keyed by address, not by user, and their owners forget
   * them here: this feature's sign-in throttle and the mail module's outbox.
   */
  private async deleteEverything(manager: EntityManager, user: UserEntity): Promise<void> {
    await this.throttle.clear(user.email, manager);
    await this.mailRetention.forgetRecipient(user.email, manager);
    const { affected } = await manager.delete(UserEntity, { id: user.id });
    // Deleted meanwhile by a concurrent request of the same user: nothing left to do.
    if (affected !== 1) throw new DomainError('ACCOUNT_GONE');
  }

}
