import { Inject, Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { QUEUES } from '../../jobs/job-policies.js';
import { JobsService } from '../../jobs/jobs.service.js';
import { MailService } from '../../mail/mail.service.js';
import { MetricsService } from '../../metrics/metrics.service.js';
import { mailBrandOf } from '../brand.js';
import { LinkSigner } from '../links/link-signer.service.js';
import type { MailBrand } from '../mail/mjml.js';
import { RETENTION_SETTINGS, type RetentionSettings } from '../retention.settings.js';
import type { SendKind } from './retention-sends.js';

/** A `retention_sends` row, locked by the sender. */
export interface SendRow {
  id: string;
  kind: SendKind;
  recipient_id: string;
  officer_id: string | null;
  period_key: string;
  payload: Record<string, unknown>;
}

/** The recipient as the checks and the templates need them. */
export interface Recipient {
  id: string;
  email: string;
  first_name: string | null;
  full_name: string | null;
  loan_officer_id: string | null;
  /** Null until an imported client chooses a password. */
  claimed: boolean;
  unsubscribed_at: Date | null;
  digests_enabled: boolean;
}

export interface SendContext {
  manager: EntityManager;
  send: SendRow;
  recipient: Recipient;
  /** The officer's brand (every retention mail is the officer's). */
  brand: MailBrand;
}

/** A rendered send: the mail, and what a digest said (kept for next month's changes). */
export interface RenderedSend {
  subject: string;
  text: string;
  html: string;
  replyTo?: string;
  /** List-Unsubscribe and List-Unsubscribe-Post (every mail to a client). */
  headers?: Record<string, string>;
  figures?: unknown;
  /** Runs in the send's transaction once the mail is stored (engagement columns, tokens). */
  after?: (manager: EntityManager) => Promise<void>;
}

export type Renderer = (context: SendContext) => Promise<RenderedSend>;

/** Kinds that go to a client (the rest go to the officer). */
const TO_CLIENT: readonly SendKind[] = ['digest', 'rate_alert', 'equity_alert', 'invitation'];
/** Kinds the officer's "digests on/off" switch stops. */
const DIGEST_SWITCHED: readonly SendKind[] = ['digest', 'rate_alert', 'equity_alert'];

/**
 * Renders and mails `retention_sends` rows, one job per row on every replica, paced by
 * MAIL_RATE_PER_MINUTE. One transaction locks the row while it is `planned`, checks the
 * recipient may still be mailed, writes the mail_outbox row and marks the send `mailed`: a retry,
 * a second replica or a re-run after a kill finds it `mailed` (or `skipped`) and does nothing, and
 * a transaction cut by a kill rolls back, leaving the row `planned` for the planner's sweep.
 */
@Injectable()
export class RetentionSender implements OnModuleInit {
  private readonly logger = new Logger('Retention');
  private readonly renderers = new Map<SendKind, Renderer>();

  constructor(
    private readonly dataSource: DataSource,
    private readonly jobs: JobsService,
    private readonly mail: MailService,
    private readonly metrics: MetricsService,
    private readonly links: LinkSigner,
    @Inject(RETENTION_SETTINGS) private readonly settings: RetentionSettings,
  ) {}

  onModuleInit(): void {
    this.jobs.process(QUEUES.retentionSend, async (job) => this.send((job.data as { sendId: string }).sendId), {
      concurrency: 4,
      limiter: { max: this.settings.mailRatePerMinute, durationMs: 60_000 },
    });
  }

  /** Each kind's template registers here (invitations, digests, alerts). */
  register(kind: SendKind, renderer: Renderer): void {
    this.renderers.set(kind, renderer);
  }

  /**
   * Hands sends to the workers, once each (the job id is the row id). Redis being down is not
   * an error here: the rows stay `planned` and the planner's sweep queues them again.
   */
  async queue(ids: readonly string[]): Promise<void> {
    for (let i = 0; i < ids.length; i += 100) {
      await Promise.all(
        ids.slice(i, i + 100).map((id) =>
          this.jobs.add(QUEUES.retentionSend, 'send', { sendId: id }, { jobId: `send-${id}` }).catch((error: Error) => {
            this.logger.warn(`Send ${id} waits for the planner's sweep (${error.message})`);
          }),
        ),
      );
    }
  }

  /** Mails send `id` if it is still planned and its recipient may be mailed. */
  async send(id: string): Promise<'mailed' | 'skipped' | 'done already'> {
    // Every retention mail carries signed links: their key is read before the transaction takes
    // its connection (LinkSigner.ready says why).
    await this.links.ready();
    return this.dataSource.transaction(async (manager) => {
      // The send, locked, and its recipient in one round trip (a digest run makes 100,000).
      const [row]: Array<SendRow & { recipient: (Omit<Recipient, 'unsubscribed_at'> & { unsubscribed_at: string | null }) | null }> = await manager.query(
        `SELECT rs.id, rs.kind, rs.recipient_id, rs.officer_id, rs.period_key, rs.payload,
                (SELECT row_to_json(r) FROM (
                   SELECT u.id, u.email, u.first_name, u.full_name, u.loan_officer_id, u.password_hash IS NOT NULL AS claimed,
                          ce.unsubscribed_at, coalesce(s.digests_enabled, true) AS digests_enabled
                     FROM users u
                     LEFT JOIN client_engagement ce ON ce.client_id = u.id
                     LEFT JOIN officer_retention_settings s ON s.officer_id = rs.officer_id
                    WHERE u.id = rs.recipient_id) r) AS recipient
           FROM retention_sends rs WHERE rs.id = $1 AND rs.status = 'planned' FOR UPDATE OF rs`,
        [id],
      );
      if (!row) return 'done already';
      const { recipient: found, ...send } = row;
      const recipient: Recipient | undefined = found ? { ...found, unsubscribed_at: found.unsubscribed_at ? new Date(found.unsubscribed_at) : null } : undefined;
      const reason = this.whyNot(send, recipient);
      if (reason || !recipient) {
        await manager.query(`UPDATE retention_sends SET status = 'skipped', skip_reason = $2 WHERE id = $1`, [id, reason]);
        return 'skipped';
      }
      const renderer = this.renderers.get(send.kind);
      if (!renderer) throw new Error(`No template for ${send.kind}`);
      const started = performance.now();
      const brand = await mailBrandOf(manager, send.officer_id!);
      const rendered = await renderer({ manager, send, recipient, brand });
      this.metrics.observeRetentionRender(send.kind, (performance.now() - started) / 1000);
      const { id: outboxId } = await this.mail.send(
        { to: recipient.email, subject: rendered.subject, text: rendered.text, html: rendered.html, replyTo: rendered.replyTo, headers: rendered.headers },
        manager,
      );
      await manager.query(
        `UPDATE retention_sends SET status = 'mailed', outbox_id = $2, mailed_at = now(), figures = $3 WHERE id = $1`,
        [id, outboxId, rendered.figures === undefined ? null : JSON.stringify(rendered.figures)],
      );
      await rendered.after?.(manager);
      return 'mailed';
    });
  }

  /** Why the recipient may not get this send now, or null when they may. */
  private whyNot(send: SendRow, recipient: Recipient | undefined): string | null {
    if (!recipient) return 'recipient deleted';
    if (!send.officer_id) return 'no officer';
    if (!TO_CLIENT.includes(send.kind)) return null;
    if (recipient.unsubscribed_at) return 'unsubscribed';
    if (recipient.loan_officer_id !== send.officer_id) return 'no longer shares with the officer';
    if (DIGEST_SWITCHED.includes(send.kind) && !recipient.digests_enabled) return 'the officer switched digests off';
    if (send.kind === 'invitation' && recipient.claimed) return 'already claimed';
    return null;
  }
}
