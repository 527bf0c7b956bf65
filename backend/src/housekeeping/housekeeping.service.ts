import { readdir, stat, unlink } from 'node:fs/promises';
import { join } from 'node:path';
import { Injectable, Logger, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { AppConfig } from '../config/app-config.js';
import { outboxDirOf } from '../mail/mail.settings.js';
import { SecurityLogService } from '../security-log/security-log.service.js';

const EVERY_MS = 60 * 60 * 1000;

/**
 * How long contact messages and page views are kept: the Privacy Policy's "Data retention"
 * (mfe-marketing/src/features/legal/PrivacyPolicyPage.tsx) promises at most 24 months.
 */
export const RETENTION = '24 months';

/** One idempotent DELETE per kind of row that only piles up. */
const CLEAN_UPS = {
  sessions: `DELETE FROM sessions WHERE expires_at < now()`,
  resetTokens: `DELETE FROM password_reset_tokens WHERE expires_at < now() - interval '1 day' OR used_at < now() - interval '1 day'`,
  rateLimits: `DELETE FROM rate_limit_hits WHERE window_start < now() - interval '1 day'`,
  verificationLinks: `DELETE FROM email_verification_tokens WHERE expires_at < now() - interval '1 day' OR used_at < now() - interval '1 day'`,
  // Sign-in throttles of accounts (or typed emails) left alone for two days and not locked out.
  loginThrottles: `DELETE FROM login_throttles WHERE updated_at < now() - interval '2 days' AND (locked_until IS NULL OR locked_until < now())`,
  securityEvents: SecurityLogService.PURGE_SQL,
  // A Pro trial that has ended is Free from then on (the API already reads it so: planInForce).
  endedTrials: `UPDATE users SET plan = 'free' WHERE plan = 'pro' AND plan_trial_ends_at <= now()`,
  contactMessages: `DELETE FROM contact_messages WHERE created_at < now() - interval '${RETENTION}'`,
  pageViews: `DELETE FROM page_views WHERE created_at < now() - interval '${RETENTION}'`,
  // Delivered mail goes after 7 days (MailRelayService); mail that never went out keeps its body
  // (a contact message, a reset link) only as long as the messages themselves are kept.
  failedMail: `DELETE FROM mail_outbox WHERE status = 'failed' AND created_at < now() - interval '${RETENTION}'`,
} as const;

/** Sent mail kept as .eml files (no SMTP_URL) goes after the 7 days delivered outbox rows are kept. */
export const SENT_MAIL_FILE_DAYS = 7;

export type HousekeepingResult = Record<keyof typeof CLEAN_UPS | 'sentMailFiles', number>;

/**
 * Hourly clean-up: expired sessions, reset links used or expired a day ago, rate-limit windows
 * over a day old, and the retention limit of the Privacy Policy — contact messages, page views
 * and undeliverable mail older than 24 months; without SMTP, the .eml files of mail sent over 7
 * days ago. Idempotent deletes, so every replica may run it.
 */
@Injectable()
export class HousekeepingService implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger('Housekeeping');
  private timer: NodeJS.Timeout | undefined;

  constructor(
    private readonly dataSource: DataSource,
    private readonly config: AppConfig,
  ) {}

  onApplicationBootstrap(): void {
    this.timer = setInterval(() => void this.run(), EVERY_MS);
    this.timer.unref();
  }

  onModuleDestroy(): void {
    clearInterval(this.timer);
  }

  /** Returns how many rows each clean-up deleted; one that fails is logged and the others still run. */
  async run(): Promise<HousekeepingResult> {
    const removed = {} as HousekeepingResult;
    for (const [name, sql] of Object.entries(CLEAN_UPS) as [keyof typeof CLEAN_UPS, string][]) {
      try {
        // TypeORM answers [rows, affected] for DELETE on Postgres.
        const result: unknown = await this.dataSource.query(sql);
        removed[name] = Array.isArray(result) && typeof result[1] === 'number' ? result[1] : 0;
      } catch (error) {
        this.logger.warn(`Clean-up of ${name} failed: ${(error as Error).message}`);
        removed[name] = 0;
      }
    }
    removed.sentMailFiles = await this.pruneSentMailFiles().catch((error: Error) => {
      this.logger.warn(`Clean-up of sent mail files failed: ${error.message}`);
      return 0;
    });
    return removed;
  }

  /** Deletes .eml files written over SENT_MAIL_FILE_DAYS ago from DATA_DIR/outbox (embedded mail). */
  private async pruneSentMailFiles(): Promise<number> {
    const dir = outboxDirOf(this.config);
    const names = await readdir(dir).catch((error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return [] as string[]; // no mail written yet
      throw error;
    });
    const before = Date.now() - SENT_MAIL_FILE_DAYS * 24 * 60 * 60 * 1000;
    let removed = 0;
    for (const name of names.filter((n) => n.endsWith('.eml'))) {
      const file = join(dir, name);
      // A file gone meanwhile (deleted by hand) is simply skipped.
      const info = await stat(file).catch(() => undefined);
      if (!info || info.mtimeMs >= before) continue;
      if (await unlink(file).then(() => true, () => false)) removed++;
    }
    return removed;
  }
}
