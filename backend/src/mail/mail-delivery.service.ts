import { Inject, Injectable, Logger, type OnModuleDestroy } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { jobPolicy, retryDelayMs } from '../jobs/job-policies.js';
import { JOBS_SETTINGS, type JobsSettings } from '../jobs/jobs.settings.js';
import { MAIL_SETTINGS, type MailSettings } from './mail.settings.js';
import { EmlFileMailTransport, SmtpMailTransport, type MailTransport, type OutgoingMail } from './mail-transport.js';

/** What a delivered (or given-up) mail keeps of its body: nothing that could still be used. */
const SCRUBBED_BODY = `text_body = '(removed after delivery)', html_body = NULL`;
const DUE = `((status = 'pending' AND next_attempt_at <= now()) OR (status = 'sending' AND locked_until < now()))`;

interface ClaimedRow {
  id: string;
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string | null;
  reply_to: string | null;
  headers: Record<string, string> | null;
  created_at: Date;
  attempts: number;
}

/**
 * Delivers outbox rows, whoever asks (the mail queue's worker or the relay, on any replica):
 * a row is claimed by one atomic UPDATE, so it is sent by one sender at a time, and each outcome
 * is written back (sent, or pending again after a backoff, or failed after MAIL_MAX_ATTEMPTS).
 */
@Injectable()
export class MailDelivery implements OnModuleDestroy {
  private readonly logger = new Logger('Mail');
  private readonly transport: MailTransport;
  /** A delivery failed since the last one that went through (the transport may have been down). */
  private failedSinceLastSuccess = false;

  constructor(
    private readonly dataSource: DataSource,
    @Inject(MAIL_SETTINGS) private readonly settings: MailSettings,
    @Inject(JOBS_SETTINGS) private readonly jobs: JobsSettings,
  ) {
    this.transport = settings.smtpUrl
      ? new SmtpMailTransport(settings.smtpUrl, settings.from)
      : new EmlFileMailTransport(settings.outboxDir, settings.from);
  }

  /**
   * Sends row `id` if it is due and nobody else is sending it ('skipped' otherwise).
   * Throws when the transport fails, after recording the failure on the row.
   */
  async deliver(id: string): Promise<'sent' | 'skipped'> {
    const row = await this.claim(id);
    if (!row) return 'skipped';
    const mail: OutgoingMail = {
      id: row.id,
      to: row.to_address,
      subject: row.subject,
      text: row.text_body,
      html: row.html_body,
      replyTo: row.reply_to,
      headers: row.headers,
      createdAt: new Date(row.created_at),
    };
    let ref: string;
    // The lease (MAIL_SENDING_LEASE_MS, 30 s) is short, so a replica killed mid-delivery holds its
    // rows back for seconds, not minutes; while the transport works (a slow SMTP server may take
    // its 10 s connect + 30 s socket timeouts) it is renewed, so only a dead or frozen sender
    // loses a row to another one.
    const renewal = setInterval(() => void this.renewLease(row), this.settings.sendingLeaseMs / 3);
    try {
      ref = await this.transport.deliver(mail);
    } catch (error) {
      await this.recordFailure(row, error as Error);
      throw error;
    } finally {
      clearInterval(renewal);
    }
    // The body goes once delivered: it may hold a live reset or confirmation link, and the
    // database must not be a second place to read it from (ASVS V2.5.x, V8.3.x). Who, what and
    // when stay for a week (purgeSent).
    await this.dataSource.query(
      `UPDATE mail_outbox SET status = 'sent', sent_at = now(), locked_until = NULL, last_error = NULL, delivery_ref = $2,
         ${SCRUBBED_BODY}
       WHERE id = $1`,
      [row.id, ref],
    );
    // The transport answers again after failing here: what waits out a backoff goes now.
    if (this.failedSinceLastSuccess) {
      this.failedSinceLastSuccess = false;
      await this.makeBackedOffDue();
    }
    const how = this.settings.smtpUrl ? `sent over SMTP (${ref})` : `written to ${ref}`;
    this.logger.log(`Mail "${mail.subject}" to ${mail.to} ${how}`);
    return 'sent';
  }

  /** The pending row waiting out a backoff that is due soonest, made due now (a probe); its id. */
  async makeOneBackedOffDue(): Promise<string | undefined> {
    const [rows] = (await this.dataSource.query(
      `UPDATE mail_outbox SET next_attempt_at = now()
        WHERE id = (SELECT id FROM mail_outbox WHERE status = 'pending' AND attempts > 0 AND next_attempt_at > now() ORDER BY next_attempt_at LIMIT 1)
        RETURNING id`,
    )) as [Array<{ id: string }>, number];
    return rows[0]?.id;
  }

  /** Every pending row waiting out a backoff becomes due now (a delivery just succeeded). */
  async makeBackedOffDue(): Promise<void> {
    await this.dataSource.query(`UPDATE mail_outbox SET next_attempt_at = now() WHERE status = 'pending' AND attempts > 0 AND next_attempt_at > now()`);
  }

  /** Ids of rows due for delivery, oldest first. */
  async dueIds(limit: number): Promise<string[]> {
    const rows: Array<{ id: string }> = await this.dataSource.query(
      `SELECT id FROM mail_outbox WHERE ${DUE} ORDER BY next_attempt_at LIMIT $1`,
      [limit],
    );
    return rows.map((r) => r.id);
  }

  /**
   * Deletes delivered mail after a week: bodies hold reset links and personal messages that
   * should not sit in the database forever. Pending rows are never deleted; failed ones go after
   * 24 months (HousekeepingService, the Privacy Policy's retention).
   */
  async purgeSent(): Promise<void> {
    await this.dataSource.query(`DELETE FROM mail_outbox WHERE status = 'sent' AND sent_at < now() - interval '7 days'`);
  }

  onModuleDestroy(): void {
    this.transport.close();
  }

  private async claim(id: string): Promise<ClaimedRow | undefined> {
    // TypeORM answers an UPDATE with [rows, affectedCount].
    const [rows] = (await this.dataSource.query(
      `UPDATE mail_outbox SET status = 'sending', attempts = attempts + 1, locked_until = now() + $2 * interval '1 millisecond'
       WHERE id = $1 AND ${DUE}
       RETURNING id, to_address, subject, text_body, html_body, reply_to, headers, created_at, attempts`,
      [id, this.settings.sendingLeaseMs],
    )) as [ClaimedRow[], number];
    return rows[0];
  }

  /** Keeps the claim while the transport works; `attempts` tells this claim from a later one's. */
  private async renewLease(row: ClaimedRow): Promise<void> {
    await this.dataSource
      .query(`UPDATE mail_outbox SET locked_until = now() + $3 * interval '1 millisecond' WHERE id = $1 AND status = 'sending' AND attempts = $2`, [
        row.id,
        row.attempts,
        this.settings.sendingLeaseMs,
      ])
      .catch((error: Error) => this.logger.warn(`Mail ${row.id}: lease not renewed (${error.message})`));
  }

  private async recordFailure(row: ClaimedRow, error: Error): Promise<void> {
    this.failedSinceLastSuccess = true;
    const giveUp = row.attempts >= this.settings.maxAttempts;
    const delay = retryDelayMs(jobPolicy('mail', this.jobs.firstRetryDelayMs), row.attempts);
    await this.dataSource.query(
      `UPDATE mail_outbox SET status = $2, locked_until = NULL, last_error = $3,
         next_attempt_at = now() + $4 * interval '1 millisecond'
         ${giveUp ? `, ${SCRUBBED_BODY}` : ''}
       WHERE id = $1`,
      [row.id, giveUp ? 'failed' : 'pending', error.message.slice(0, 2000), delay],
    );
    if (giveUp) this.logger.error(`Mail ${row.id} to ${row.to_address} failed ${row.attempts} times; giving up: ${error.message}`);
    else this.logger.warn(`Mail ${row.id} not delivered (attempt ${row.attempts}: ${error.message}); next try in ${delay} ms`);
  }
}
