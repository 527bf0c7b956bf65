import { Injectable, Logger, type OnModuleDestroy } from '@nestjs/common';
import { affectedRows, HourlyCleanUp } from '../../common/hourly-clean-up.js';
import { DataSource } from 'typeorm';
import { RESET_LINK_LIFETIME_MS } from '@homewise/contracts';
import { DomainError } from '../../common/errors/domain-error.js';
import { escapeHtml } from '../../common/html.js';
import { AppConfig } from '../../config/app-config.js';
import { MailService, type MailMessage } from '../../mail/mail.service.js';
import { SecurityLogService } from '../security-log/security-log.service.js';
import { RateLimitService } from '../../rate-limit/rate-limit.service.js';
import { SessionsService } from '../sessions/sessions.service.js';
import { hashToken, newToken } from '../sessions/tokens.js';
import { UserEntity } from '../users/user.entity.js';
import { PasswordResetTokenEntity } from './password-reset-token.entity.js';
import { hashPassword } from './passwords.js';

export const RESET_REQUESTED = 'If an account exists with this email, a reset link has been sent.';
export const RESET_DONE = 'Your password has been successfully reset. Please log in.';

/** How long shutdown waits for reset links still being issued. */
const IN_FLIGHT_SHUTDOWN_MS = 5000;

/**
 * Mails the claim link of an account a loan officer made and nobody claimed yet (the retention
 * engine's invitations); false when `userId` is no such account.
 */
export type UnclaimedAccountMailer = (userId: string) => Promise<boolean>;

@Injectable()
export class PasswordResetService implements OnModuleDestroy {
  private readonly logger = new Logger('PasswordReset');
  /** Reset links being issued after their request was answered. */
  private readonly inFlight = new Set<Promise<void>>();
  private unclaimedAccounts: UnclaimedAccountMailer | undefined;

  constructor(
    private readonly dataSource: DataSource,
    private readonly mail: MailService,
    private readonly sessions: SessionsService,
    private readonly rateLimits: RateLimitService,
    private readonly config: AppConfig,
    private readonly securityLog: SecurityLogService,
  ) {}

  /**
   * Counts the request against the limits (the same work for every email), then answers. The
   * account lookup, the token and the mail happen after the answer, so its timing says nothing
   * about whether the email has an account (the mail work would otherwise make known emails
   * measurably slower). The answer is the same either way.
   */
  /** Reset links used or expired a day ago (housekeeping, hourly). */
  @HourlyCleanUp('resetTokens')
  async deleteSpent(): Promise<number> {
    return affectedRows(
      await this.dataSource.query(
        `DELETE FROM password_reset_tokens WHERE expires_at < now() - interval '1 day' OR used_at < now() - interval '1 day'`,
      ),
    );
  }

  /**
   * Who answers a reset of an account an officer imported and nobody claimed: the claim page,
   * not a reset link. A reset would open the account with the officer seeing it and no consent
   * asked; the claim page names the officer and asks (issue 20).
   */
  sendUnclaimedAccountsTo(mailer: UnclaimedAccountMailer): void {
    this.unclaimedAccounts = mailer;
  }

  /** True when `userId` is an unclaimed account and the claim link went to them instead of a reset link. */
  private async sentClaimLink(userId: string): Promise<boolean> {
    return this.unclaimedAccounts ? this.unclaimedAccounts(userId) : false;
  }

  async requestReset(email: string, ip: string): Promise<void> {
    const limits = this.config.rateLimits;
    await this.rateLimits.hitPerClient('reset', ip, limits.resetPerIp);
    await this.rateLimits.hit(`reset:account:${email}`, limits.resetPerAccount);
    // setImmediate: not even the lookup's first statement is built before the answer is sent.
    const work = new Promise<void>((resolve) => setImmediate(resolve))
      .then(() => this.sendResetLink(email))
      .catch((error: Error) => this.logger.error(`Reset link for a requested email not sent: ${error.message}`))
      .finally(() => this.inFlight.delete(work));
    this.inFlight.add(work);
  }

  /** Shutdown waits (a while) for links being issued, so a request answered just before is kept. */
  async onModuleDestroy(): Promise<void> {
    if (!this.inFlight.size) return;
    let timer: NodeJS.Timeout | undefined;
    const deadline = new Promise<void>((resolve) => (timer = setTimeout(resolve, IN_FLIGHT_SHUTDOWN_MS)));
    await Promise.race([Promise.allSettled([...this.inFlight]), deadline]);
    clearTimeout(timer);
  }

  /** Stores a hashed single-use token and queues the mail with the link, in one transaction. */
  private async sendResetLink(email: string): Promise<void> {
    const user = await this.dataSource.getRepository(UserEntity).findOneBy({ email });
    if (!user || (await this.sentClaimLink(user.id))) return;
    await this.issueLink(user, (name, link) => ({
      subject: 'Reset your Homewise password',
      text:
        `Hi ${name},\n\nSomeone asked to reset the password of your Homewise account. ` +
        `To choose a new password, open this link within 1 hour:\n\n${link}\n\n` +
        `If it was not you, ignore this email: your password stays as it is.\n\n— Homewise`,
      html:
        `<p>Hi ${escapeHtml(name)},</p><p>Someone asked to reset the password of your Homewise account. ` +
        `To choose a new password, open this link within 1 hour:</p>` +
        `<p><a href="${escapeHtml(link)}">Reset my password</a></p>` +
        `<p>If it was not you, ignore this email: your password stays as it is.</p><p>— Homewise</p>`,
    }));
  }

  /**
   * The owner's mail when wrong passwords paused sign-in to their account (LoginThrottleService):
   * what happened, from where, and a reset link that lets them in again at once — a password
   * reset ends the pause — so a stranger guessing cannot keep the owner out.
   */
  async sendSignInHelp(user: UserEntity, pause: { minutes: number; ip: string }): Promise<void> {
    // No password signs in to an unclaimed account; what it needs is the claim link.
    if (await this.sentClaimLink(user.id)) return;
    const minutes = `${pause.minutes} minute${pause.minutes === 1 ? '' : 's'}`;
    await this.issueLink(user, (name, link) => ({
      subject: 'Sign-in to your Homewise account was paused',
      text:
        `Hi ${name},\n\nSomeone tried to sign in to your Homewise account (${user.email}) with a wrong password ` +
        `several times in a row, most recently from the address ${pause.ip}. To protect your account, ` +
        `sign-in is paused for ${minutes}.\n\n` +
        `If it was you, you can sign in again right away by choosing a new password (this link works for 1 hour):\n\n${link}\n\n` +
        `If it was not you, your password kept them out. If it is one you also use elsewhere, choose a new one with the link above.\n\n— Homewise`,
      html:
        `<p>Hi ${escapeHtml(name)},</p><p>Someone tried to sign in to your Homewise account (${escapeHtml(user.email)}) with a wrong password ` +
        `several times in a row, most recently from the address ${escapeHtml(pause.ip)}. To protect your account, sign-in is paused for ${minutes}.</p>` +
        `<p>If it was you, you can sign in again right away by choosing a new password (this link works for 1 hour):</p>` +
        `<p><a href="${escapeHtml(link)}">Choose a new password</a></p>` +
        `<p>If it was not you, your password kept them out. If it is one you also use elsewhere, choose a new one with the link above.</p><p>— Homewise</p>`,
    }));
  }

  /** A fresh single-use reset token for `user`, stored hashed, and a mail with its link, in one transaction. */
  private async issueLink(user: UserEntity, mailFor: (name: string, link: string) => { subject: string; text: string; html: string }): Promise<void> {
    const token = newToken();
    const link = `${this.config.appUrl}/reset-password?token=${encodeURIComponent(token)}`;
    await this.dataSource.transaction(async (manager) => {
      await manager.insert(PasswordResetTokenEntity, {
        tokenHash: hashToken(token),
        userId: user.id,
        expiresAt: new Date(Date.now() + RESET_LINK_LIFETIME_MS),
      });
      const name = user.firstName || user.fullName || 'there';
      await this.mail.send({ to: user.email, ...mailFor(name, link) }, manager);
    });
  }

  /**
   * Sets the new password if the token is known, unused and unexpired; marks it used (the
   * conditional UPDATE makes a second concurrent use fail), voids the user's other links and
   * ends every session of the user. Attempts are limited per IP, and a link that cannot work is
   * refused before the new password is hashed: anonymous requests cannot buy argon2 work in bulk.
   */
  async resetPassword(token: string, password: string, source: { ip: string; userAgent?: string | null }): Promise<void> {
    await this.rateLimits.hitPerClient('reset-password', source.ip, this.config.rateLimits.resetPerIp);
    const tokenHash = hashToken(token);
    const [usable] = await this.dataSource.query(
      `SELECT 1 FROM password_reset_tokens WHERE token_hash = $1 AND used_at IS NULL AND expires_at > now()`,
      [tokenHash],
    );
    if (!usable) throw new DomainError('RESET_LINK_INVALID');
    // A link issued before the account's claim went through the claim page (or before this
    // rule): the account is still unclaimed, so it is claimed there, where consent is asked.
    const [owner] = await this.dataSource.query(
      `SELECT u.id FROM password_reset_tokens t JOIN users u ON u.id = t.user_id WHERE t.token_hash = $1 AND u.password_hash IS NULL`,
      [tokenHash],
    );
    if (owner && (await this.sentClaimLink(owner.id))) {
      await this.dataSource.query(`UPDATE password_reset_tokens SET used_at = now() WHERE user_id = $1 AND used_at IS NULL`, [owner.id]);
      throw new DomainError('ACCOUNT_NOT_CLAIMED');
    }
    const passwordHash = await hashPassword(password);
    await this.dataSource.transaction(async (manager) => {
      const used: { user_id: string }[] = await manager.query(
        `UPDATE password_reset_tokens SET used_at = now()
          WHERE token_hash = $1 AND used_at IS NULL AND expires_at > now()
          RETURNING user_id`,
        [tokenHash],
      );
      // pg answers [rows, count] for UPDATE ... RETURNING through TypeORM's query()
      const rows = Array.isArray(used[0]) ? (used[0] as unknown as { user_id: string }[]) : used;
      const userId = rows[0]?.user_id;
      if (!userId) throw new DomainError('RESET_LINK_INVALID');
      // The link came to the mailbox: it is the owner's, so the address is verified too.
      await manager.query(`UPDATE users SET password_hash = $2, email_verified_at = coalesce(email_verified_at, now()) WHERE id = $1`, [
        userId,
        passwordHash,
      ]);
      await manager.query(`UPDATE password_reset_tokens SET used_at = now() WHERE user_id = $1 AND used_at IS NULL`, [
        userId,
      ]);
      await this.sessions.revokeAllForUser(userId, manager);
      // A paused sign-in ends: the owner proved they are back (LoginThrottleService).
      await manager.query(`DELETE FROM login_throttles WHERE account = (SELECT email FROM users WHERE id = $1)`, [userId]);
      await this.securityLog.record('password_reset', { userId, ip: source.ip, userAgent: source.userAgent }, manager);
      const [user] = await manager.query(`SELECT email, first_name, full_name FROM users WHERE id = $1`, [userId]);
      await this.mail.send(passwordChangedMail(user, this.config.appUrl, 'reset'), manager);
    });
  }
}

/** The owner's confirmation that their password changed (ASVS V2.2.3, V2.5.x). */
export function passwordChangedMail(
  user: { email: string; first_name: string | null; full_name: string | null },
  appUrl: string,
  how: 'reset' | 'changed',
): MailMessage {
  const name = user.first_name || user.full_name || 'there';
  const what = how === 'reset' ? 'was reset with a link from a reset email' : 'was changed on your Profile page';
  return {
    to: user.email,
    subject: 'Your Homewise password was changed',
    text:
      `Hi ${name},\n\nThe password of your Homewise account (${user.email}) ${what}, and every other device was signed out.\n\n` +
      `If you did this, there is nothing else to do. If you did not, reset your password now at ${appUrl}/forgot-password ` +
      `and tell us: ${appUrl}/Contact\n\n— Homewise`,
  };
}
