import { Injectable } from '@nestjs/common';
import { affectedRows, HourlyCleanUp } from '../../common/hourly-clean-up.js';
import { DataSource } from 'typeorm';
import { tooMany } from '../../common/errors/domain-error.js';
import type { RequestSource } from '../../common/request-source.js';
import { AppConfig } from '../../config/app-config.js';
import { SecurityLogService } from '../security-log/security-log.service.js';
import type { UserEntity } from '../users/user.entity.js';
import { PasswordResetService } from './password-reset.service.js';

/** The first pause lasts a minute; each next one twice as long, at most this. */
const FIRST_PAUSE_SECONDS = 60;
const LONGEST_PAUSE_SECONDS = 15 * 60;

/** Who is guessing, for the audit log and the owner's mail. */
export type AttemptSource = RequestSource;

/**
 * The per-account password throttle (ASVS V2.2.1): sign-in, and the password confirmations of
 * closing an account and changing the password, share one budget per account name (the typed
 * email, whether or not an account has it, so it tells nobody which emails exist).
 *
 * - Counted atomically before the password is checked: each attempt reserves a place with one
 *   UPSERT, so parallel guesses cannot all pass a check made before any of them failed. Past
 *   RATE_LIMIT_LOGIN_FAILURES_PER_ACCOUNT consecutive failures (within 15 minutes) the attempt is
 *   refused unchecked.
 * - A soft lockout, never a long one: that many failures pause the account's sign-in for a
 *   minute, then 2, 4, 8 and at most 15 minutes for each pause in a row; a success or a password
 *   reset clears it, and a quiet day forgets the series.
 * - The owner hears of it at once (at most one mail a day): who tried, from where, and a
 *   password-reset link that signs them in again at once — a stranger cannot keep them out.
 */
@Injectable()
export class LoginThrottleService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly config: AppConfig,
    private readonly resets: PasswordResetService,
    private readonly securityLog: SecurityLogService,
  ) {}

  /**
   * Runs `verify` (the password check) under the account's throttle: 429 while the account is
   * paused or its budget is taken by attempts in flight; otherwise `verify`'s answer, counted.
   */
  async attempt(email: string, user: UserEntity | null, source: AttemptSource, verify: () => Promise<boolean>): Promise<boolean> {
    await this.reserve(email);
    if (await verify()) {
      await this.dataSource.query(`DELETE FROM login_throttles WHERE account = $1`, [email]);
      return true;
    }
    await this.recordFailure(email, user, source);
    return false;
  }

  /** Forgets the account's failures and pause (a password reset proves the owner is back). */
  /** Throttles of accounts (or typed emails) left alone for two days and not paused (housekeeping, hourly). */
  @HourlyCleanUp('loginThrottles')
  async deleteIdle(): Promise<number> {
    return affectedRows(
      await this.dataSource.query(
        `DELETE FROM login_throttles WHERE updated_at < now() - interval '2 days' AND (locked_until IS NULL OR locked_until < now())`,
      ),
    );
  }

  async clear(email: string, manager = this.dataSource.manager): Promise<void> {
    await manager.query(`DELETE FROM login_throttles WHERE account = $1`, [email]);
  }

  private async reserve(email: string): Promise<void> {
    const rule = this.config.rateLimits.loginFailuresPerAccount;
    // An UPDATE ... RETURNING answers [rows, count] through TypeORM; an INSERT ... RETURNING rows.
    const result: unknown = await this.dataSource.query(
      `INSERT INTO login_throttles AS t (account, failures, updated_at) VALUES ($1, 1, now())
       ON CONFLICT (account) DO UPDATE SET
         failures = CASE WHEN t.updated_at < now() - $2::interval THEN 1 ELSE t.failures + 1 END,
         lockouts = CASE WHEN t.locked_until < now() - interval '1 day' THEN 0 ELSE t.lockouts END,
         updated_at = now()
       WHERE t.locked_until IS NULL OR t.locked_until <= now()
       RETURNING failures`,
      [email, `${rule.windowSeconds} seconds`],
    );
    const rows = rowsOf<{ failures: number }>(result);
    if (!rows.length) {
      const [paused] = await this.dataSource.query(
        `SELECT greatest(1, ceil(extract(epoch FROM locked_until - now())))::int AS seconds FROM login_throttles WHERE account = $1`,
        [email],
      );
      throw tooMany('ACCOUNT_PAUSED', paused?.seconds ?? FIRST_PAUSE_SECONDS);
    }
    // More attempts in flight than the budget allows: refused without checking the password.
    if (rows[0].failures > rule.max) throw tooMany('ACCOUNT_PAUSED', FIRST_PAUSE_SECONDS);
  }

  private async recordFailure(email: string, user: UserEntity | null, source: AttemptSource): Promise<void> {
    const result: unknown = await this.dataSource.query(
      `UPDATE login_throttles SET
         locked_until = now() + make_interval(secs => least($2 * power(2, lockouts), $3)),
         lockouts = lockouts + 1,
         failures = 0,
         notified_at = CASE WHEN notified_at IS NULL OR notified_at < now() - interval '1 day' THEN now() ELSE notified_at END
       WHERE account = $1 AND failures >= $4 AND (locked_until IS NULL OR locked_until <= now())
       RETURNING lockouts, ceil(extract(epoch FROM locked_until - now()))::int AS seconds, notified_at = now() AS notify`,
      [email, FIRST_PAUSE_SECONDS, LONGEST_PAUSE_SECONDS, this.config.rateLimits.loginFailuresPerAccount.max],
    );
    const [lockout] = rowsOf<{ lockouts: number; seconds: number; notify: boolean }>(result);
    if (!lockout) return;
    const minutes = Math.ceil(lockout.seconds / 60);
    await this.securityLog.record('lockout', {
      userId: user?.id ?? null,
      ip: source.ip,
      userAgent: source.userAgent,
      details: { pauseMinutes: minutes, inARow: lockout.lockouts },
    });
    if (user && lockout.notify) await this.resets.sendSignInHelp(user, { minutes, ip: source.ip });
  }
}

function rowsOf<T>(result: unknown): T[] {
  if (!Array.isArray(result)) return [];
  return (Array.isArray(result[0]) ? result[0] : result) as T[];
}
