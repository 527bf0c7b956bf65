import { BadRequestException, ConflictException, Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { LoginThrottleService, type AttemptSource } from '../auth/login-throttle.service.js';
import { verifyPassword } from '../auth/passwords.js';
import { SecurityLogService } from '../security-log/security-log.service.js';
import { AppConfig } from '../config/app-config.js';
import { MailService } from '../mail/mail.service.js';
import { UserEntity } from './user.entity.js';

export const ACCOUNT_DELETED = 'Your account and all of its data have been deleted.';
export const WRONG_PASSWORD = 'The password is incorrect. Your account has not been deleted.';
export const LAST_ADMIN =
  'You are the only admin. Make another user an admin before you delete your account, so someone can still manage Homewise.';

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
      throw new BadRequestException(WRONG_PASSWORD);
    }
  }

  /** Homewise must keep an admin: the last one cannot leave (admins are locked while counting). */
  private async refuseLastAdmin(manager: EntityManager, userId: string): Promise<void> {
    const admins: { id: string }[] = await manager.query(`SELECT id FROM users WHERE role = 'admin' FOR UPDATE`);
    if (admins.some((admin) => admin.id === userId) && admins.length === 1) throw new ConflictException(LAST_ADMIN);
  }

  private async deleteEverything(manager: EntityManager, user: UserEntity): Promise<void> {
    const id = [user.id];
    await manager.query(`DELETE FROM extra_payments WHERE mortgage_profile_id IN (SELECT id FROM mortgage_profiles WHERE user_id = $1)`, id);
    await manager.query(`DELETE FROM mortgage_profiles WHERE user_id = $1`, id);
    await manager.query(`DELETE FROM password_reset_tokens WHERE user_id = $1`, id);
    await manager.query(`DELETE FROM email_verification_tokens WHERE user_id = $1`, id);
    await manager.query(`DELETE FROM login_throttles WHERE account = $1`, [user.email]);
    await manager.query(`DELETE FROM sessions WHERE user_id = $1`, id);
    await manager.query(`DELETE FROM loan_officer_brands WHERE user_id = $1`, id);
    // A loan officer's clients keep their accounts, no longer linked to anyone.
    await manager.query(`UPDATE users SET loan_officer_id = NULL WHERE loan_officer_id = $1`, id);
    await manager.query(`UPDATE contact_messages SET user_id = NULL WHERE user_id = $1`, id);
    await manager.query(`UPDATE page_views SET user_id = NULL WHERE user_id = $1`, id);
    // Mail to the account not yet delivered or kept after delivery (reset links, their name).
    await manager.query(`DELETE FROM mail_outbox WHERE to_address = $1`, [user.email]);
    const { affected } = await manager.delete(UserEntity, { id: user.id });
    // Deleted meanwhile by a concurrent request of the same user: nothing left to do.
    if (affected !== 1) throw new BadRequestException('This account no longer exists.');
  }
}
