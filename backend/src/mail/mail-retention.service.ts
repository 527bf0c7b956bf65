import { readdir, stat, unlink } from 'node:fs/promises';
import { join } from 'node:path';
import { Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { affectedRows, HourlyCleanUp, PRIVACY_RETENTION } from '../common/hourly-clean-up.js';
import { MAIL_SETTINGS, type MailSettings } from './mail.settings.js';

/** Sent mail kept as .eml files (no SMTP_URL) goes after the 7 days delivered outbox rows are kept. */
export const SENT_MAIL_FILE_DAYS = 7;

/**
 * What mail keeps, and for how long: delivered rows go after 7 days (MailRelay); mail that never
 * went out keeps its body (a contact message, a reset link) only as long as the Privacy Policy
 * keeps messages; .eml files of sent mail go after SENT_MAIL_FILE_DAYS.
 */
@Injectable()
export class MailRetention {
  constructor(
    private readonly dataSource: DataSource,
    @Inject(MAIL_SETTINGS) private readonly settings: MailSettings,
  ) {}

  /** Undeliverable mail older than the Privacy Policy's retention (housekeeping, hourly). */
  @HourlyCleanUp('failedMail')
  async deleteFailed(): Promise<number> {
    return affectedRows(
      await this.dataSource.query(`DELETE FROM mail_outbox WHERE status = 'failed' AND created_at < now() - interval '${PRIVACY_RETENTION}'`),
    );
  }

  /** Deletes .eml files written over SENT_MAIL_FILE_DAYS ago from DATA_DIR/outbox (embedded mail). */
  @HourlyCleanUp('sentMailFiles')
  async deleteSentFiles(): Promise<number> {
    const dir = this.settings.outboxDir;
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

  /** Closing an account: mail to it not yet delivered, or kept after delivery (its links, its name). */
  async forgetRecipient(email: string, manager = this.dataSource.manager): Promise<void> {
    await manager.query(`DELETE FROM mail_outbox WHERE to_address = $1`, [email]);
  }
}
