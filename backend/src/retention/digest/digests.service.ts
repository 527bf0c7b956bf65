import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnModuleInit } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import {
  DIGEST_IGNORED_LIMIT,
  DIGEST_INTERVAL_DAYS,
  DIGEST_QUIET_INTERVAL_DAYS,
  type DigestFigures,
  type DigestPreview,
  type DigestSettings,
  marketRatesFreshness,
} from '@homewise/contracts';
import { DomainError } from '../../common/errors/domain-error.js';
import { todayUtc } from '../../common/today.js';
import { QUEUES } from '../../jobs/job-policies.js';
import { JobsService } from '../../jobs/jobs.service.js';
import type { UserEntity } from '../../identity/users/user.entity.js';
import { mailBrandOf } from '../brand.js';
import { claimLinkForMail } from '../invitations/claim-links.js';
import { LinkSigner } from '../links/link-signer.service.js';
import type { MailBrand } from '../mail/mjml.js';
import { RETENTION_SETTINGS, type RetentionSettings } from '../retention.settings.js';
import { planSends } from '../sending/retention-sends.js';
import { RetentionSender, type Recipient, type SendContext } from '../sending/retention-sender.service.js';
import { digestFigures, type DigestMarket, type DigestProfile, type PreviousFigures } from './digest-figures.js';
import { digestMail } from './digest-mail.js';
import { AlertsService } from '../alerts/alerts.service.js';
import { LoanOfficersService } from '../../loan-officers/loan-officers.service.js';

/** Clients planned per statement: small enough to keep each planning transaction short. */
const PLAN_BATCH = 500;
/** A send still `planned` this long after it was planned lost its job (Redis lost it, a replica died before queueing). */
const STALE_PLANNED = `interval '10 minutes'`;
export const DIGEST_PLAN_JOB = 'digest-plan';

/**
 * The monthly digest: the planner (every DIGEST_PLAN_CRON; it only plans and queues), the
 * template, the preview, "Send now" and the officer's settings. README.md beside this folder.
 */
@Injectable()
export class DigestsService implements OnModuleInit, OnApplicationBootstrap {
  private readonly logger = new Logger('Retention');

  constructor(
    private readonly dataSource: DataSource,
    private readonly jobs: JobsService,
    private readonly sender: RetentionSender,
    private readonly links: LinkSigner,
    private readonly alerts: AlertsService,
    private readonly loanOfficers: LoanOfficersService,
    @Inject(RETENTION_SETTINGS) private readonly settings: RetentionSettings,
  ) {}

  onModuleInit(): void {
    this.sender.register('digest', (context) => this.render(context));
    this.jobs.process(QUEUES.retentionPlan, async (job) => {
      // The same run looks for a market-rate snapshot the alerts have not handled yet (README: Jobs,
      // 3), then figures the officers' books for a new day or rate (4).
      if (job.name === DIGEST_PLAN_JOB) return { ...(await this.plan()), alerts: await this.alerts.afterRateUpdate(), books: await this.figureBooks() };
      throw new Error(`Unknown retention-plan job ${job.name}`);
    });
  }

  onApplicationBootstrap(): void {
    void this.jobs
      .schedule(QUEUES.retentionPlan, [
        { schedulerId: 'retention-digest-plan', pattern: this.settings.digestPlanCron, tz: 'America/New_York', jobName: DIGEST_PLAN_JOB, data: {} },
      ])
      .catch((error: Error) => this.logger.warn(`Digest planner schedule not confirmed: ${error.message}`));
  }

  /** Every officer's stored savings for today's rate (LoanOfficersService.figureStaleBooks); one that fails waits for the next run. */
  private figureBooks(): Promise<number> {
    return this.loanOfficers.figureStaleBooks().catch((error: Error) => {
      this.logger.warn(`Officers' savings not figured: ${error.message}`);
      return 0;
    });
  }

  /**
   * One planner run: every linked client gets an engagement row (first digest a day after they
   * joined the list), then due clients are planned in batches — one statement each that locks
   * the due rows (SKIP LOCKED: two planners split the work), moves their clock 30 days on (90
   * after three ignored digests) and writes one `retention_sends` row per client keyed by the due
   * time, so a retried or doubled run plans nobody twice. Then the new rows, and any left
   * `planned` too long, go to the send queue. Answers how many sends were queued.
   */
  async plan(now = new Date()): Promise<{ planned: number; requeued: number }> {
    await this.dataSource.query(
      `INSERT INTO client_engagement (client_id, next_digest_at)
       SELECT u.id, $1::timestamptz + interval '1 day' FROM users u
        WHERE u.loan_officer_id IS NOT NULL AND NOT EXISTS (SELECT 1 FROM client_engagement ce WHERE ce.client_id = u.id)
       ON CONFLICT (client_id) DO NOTHING`,
      [now],
    );
    let planned = 0;
    for (;;) {
      const rows: Array<{ id: string }> = await this.dataSource.query(
        `WITH due AS (
           SELECT ce.client_id, ce.next_digest_at, u.loan_officer_id,
                  ce.unanswered_digests >= $3 AND NOT coalesce(greatest(ce.last_clicked_at, u.last_sign_in_at) > ce.last_digest_at, false) AS quiet
             FROM client_engagement ce JOIN users u ON u.id = ce.client_id
            WHERE ce.next_digest_at <= $1 AND ce.unsubscribed_at IS NULL AND u.loan_officer_id IS NOT NULL
            ORDER BY ce.next_digest_at
            LIMIT $2
            FOR UPDATE OF ce SKIP LOCKED
         ), moved AS (
           UPDATE client_engagement ce
              SET next_digest_at = greatest(due.next_digest_at, $1::timestamptz) + (CASE WHEN due.quiet THEN $5::int ELSE $4::int END) * interval '1 day'
             FROM due WHERE ce.client_id = due.client_id
           RETURNING ce.client_id, due.next_digest_at AS due_at, due.loan_officer_id
         )
         INSERT INTO retention_sends (kind, recipient_id, officer_id, period_key)
         SELECT 'digest', client_id, loan_officer_id, to_char(due_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS') FROM moved
         ON CONFLICT (kind, recipient_id, period_key) DO NOTHING
         RETURNING id`,
        [now, PLAN_BATCH, DIGEST_IGNORED_LIMIT, DIGEST_INTERVAL_DAYS, DIGEST_QUIET_INTERVAL_DAYS],
      );
      await this.sender.queue(rows.map((r) => r.id));
      planned += rows.length;
      if (rows.length < PLAN_BATCH) break;
    }
    const stale: Array<{ id: string }> = await this.dataSource.query(
      `SELECT id FROM retention_sends WHERE status = 'planned' AND planned_at < $1::timestamptz - ${STALE_PLANNED} ORDER BY planned_at LIMIT 20000`,
      [now],
    );
    await this.sender.queue(stale.map((r) => r.id));
    if (planned || stale.length) this.logger.log(`Digest planner: ${planned} planned, ${stale.length} queued again`);
    return { planned, requeued: stale.length };
  }

  /** The figures of a client's digest now, and what their previous digest said. */
  private async figuresFor(manager: EntityManager, clientId: string, now = Date.now()): Promise<DigestFigures> {
    // One round trip for the three reads (a digest run makes 100,000 of them).
    const [{ profile, snapshot, previous }]: Array<{
      profile: DigestProfile | null;
      snapshot: { thirty_year_fixed: string; as_of: string | null; scraped_at: string } | null;
      previous: { figures: unknown } | null;
    }> = await manager.query(
      `SELECT (SELECT row_to_json(p) FROM (
                 SELECT current_home_value::text, current_balance::text, monthly_payment::text, original_interest_rate::text,
                        original_loan_amount::text, purchase_price::text, loan_term_years, first_payment_date::text AS first_payment_date
                   FROM mortgage_profiles WHERE user_id = $1) p) AS profile,
              (SELECT row_to_json(m) FROM (
                 SELECT thirty_year_fixed::text, as_of::text AS as_of, scraped_at FROM market_rate_snapshots ORDER BY scraped_at DESC LIMIT 1) m) AS snapshot,
              (SELECT row_to_json(f) FROM (
                 SELECT figures FROM retention_sends WHERE kind = 'digest' AND recipient_id = $1 AND status = 'mailed' AND figures IS NOT NULL
                  ORDER BY mailed_at DESC LIMIT 1) f) AS previous`,
      [clientId],
    );
    // The one staleness rule of every page (issue 18): more than 10 days since the snapshot was taken.
    const freshness = snapshot ? marketRatesFreshness(snapshot.scraped_at, new Date(now)) : null;
    const market: DigestMarket | null = snapshot
      ? { rate: Number(snapshot.thirty_year_fixed), asOf: snapshot.as_of, stale: freshness!.stale, notice: freshness!.notice }
      : null;
    return digestFigures(profile ?? null, market, (previous?.figures as PreviousFigures) ?? null, todayUtc(new Date(now)));
  }

  /**
   * The digest for `recipient`. `claimPath`: an imported client who has not claimed the account
   * yet; every link into the app leads there (the claim page) instead of to pages that would ask
   * them to sign in with a password they do not have.
   */
  private async mailFor(
    manager: EntityManager,
    sendId: string,
    recipient: Pick<Recipient, 'id' | 'first_name'>,
    officerId: string,
    { brand, claimPath }: { brand?: MailBrand; claimPath?: string } = {},
  ) {
    const figures = await this.figuresFor(manager, recipient.id);
    brand ??= await mailBrandOf(manager, officerId);
    const unsubscribe = await this.links.unsubscribe(recipient.id);
    const click = (path: string) => this.links.clickUrl(sendId, claimPath ?? path);
    const mail = await digestMail({
      brand,
      firstName: recipient.first_name,
      figures,
      unclaimed: claimPath !== undefined,
      links: {
        dashboard: await click('/dashboard'),
        ask: await click('/dashboard?ask=1'),
        cutMyCosts: await click('/cut-my-costs'),
        addProfile: await click('/onboarding'),
        unsubscribe: unsubscribe.pageUrl,
      },
    });
    return { ...mail, figures, headers: unsubscribe.headers };
  }

  private async render({ manager, send, recipient, brand }: SendContext) {
    // Imported clients get their digests before they claim (the first ones spread over the 7
    // days after the import); theirs carries a new claim link, which replaces the invitation's
    // as a resent invitation does (only the newest mail's link works).
    const claim = claimLinkForMail(recipient);
    const mail = await this.mailFor(manager, send.id, recipient, send.officer_id!, { brand, claimPath: claim?.path });
    return {
      ...mail,
      after: async (tx: EntityManager) => {
        await claim?.store(tx);
        await tx.query(
          `UPDATE client_engagement SET last_digest_at = now(), unanswered_digests = unanswered_digests + 1 WHERE client_id = $1`,
          [recipient.id],
        );
      },
    };
  }

  /** The officer's own client (404 otherwise), with what a digest needs of them. */
  private async ownClient(manager: EntityManager, officerId: string, clientId: string) {
    const [client] = await manager.query(
      `SELECT u.id, u.first_name, u.password_hash IS NOT NULL AS claimed, ce.unsubscribed_at, ce.next_digest_at
         FROM users u LEFT JOIN client_engagement ce ON ce.client_id = u.id
        WHERE u.id = $1 AND u.loan_officer_id = $2`,
      [clientId, officerId],
    );
    if (!client) throw new DomainError('CLIENT_NOT_FOUND');
    return client as { id: string; first_name: string | null; claimed: boolean; unsubscribed_at: Date | null; next_digest_at: Date | null };
  }

  /** The digest as it would go out now (links in the preview are live: they count as clicks of a preview). */
  async preview(officer: UserEntity, clientId: string): Promise<DigestPreview> {
    const client = await this.ownClient(this.dataSource.manager, officer.id, clientId);
    // An unclaimed client's digest leads to the claim page; the preview's link has no token (a
    // preview must not replace the claim link the client was mailed).
    const { subject, html, text, figures } = await this.mailFor(this.dataSource.manager, 'preview', client, officer.id, {
      claimPath: client.claimed ? undefined : '/claim',
    });
    const { digestsEnabled } = await this.settingsOf(officer.id);
    return {
      subject,
      html,
      text,
      figures,
      nextDigestAt: digestsEnabled && !client.unsubscribed_at && client.next_digest_at ? new Date(client.next_digest_at).toISOString() : null,
    };
  }

  /** "Send now": one digest today, and the 30-day clock restarts from now. */
  async sendNow(officer: UserEntity, clientId: string): Promise<void> {
    const ids = await this.dataSource.transaction(async (manager) => {
      const client = await this.ownClient(manager, officer.id, clientId);
      if (client.unsubscribed_at) throw new DomainError('CLIENT_UNSUBSCRIBED');
      const planned = await planSends(manager, [{ kind: 'digest', recipientId: clientId, officerId: officer.id, periodKey: `now-${todayUtc()}` }]);
      if (!planned.length) throw new DomainError('DIGEST_ALREADY_SENT_TODAY');
      await manager.query(
        `INSERT INTO client_engagement (client_id, next_digest_at) VALUES ($1, now() + $2::int * interval '1 day')
         ON CONFLICT (client_id) DO UPDATE SET next_digest_at = excluded.next_digest_at`,
        [clientId, DIGEST_INTERVAL_DAYS],
      );
      return planned;
    });
    await this.sender.queue(ids);
  }

  async settingsOf(officerId: string): Promise<DigestSettings> {
    const [row] = await this.dataSource.query(`SELECT digests_enabled, rate_alert_threshold FROM officer_retention_settings WHERE officer_id = $1`, [officerId]);
    return { digestsEnabled: row ? row.digests_enabled : true, rateAlertThreshold: row ? Number(row.rate_alert_threshold) : 0.0075 };
  }

  async updateSettings(officerId: string, changes: Partial<DigestSettings>): Promise<DigestSettings> {
    const next = { ...(await this.settingsOf(officerId)), ...Object.fromEntries(Object.entries(changes).filter(([, v]) => v !== undefined)) };
    await this.dataSource.query(
      `INSERT INTO officer_retention_settings (officer_id, digests_enabled, rate_alert_threshold) VALUES ($1, $2, $3)
       ON CONFLICT (officer_id) DO UPDATE SET digests_enabled = excluded.digests_enabled, rate_alert_threshold = excluded.rate_alert_threshold, updated_at = now()`,
      [officerId, next.digestsEnabled, next.rateAlertThreshold],
    );
    return next;
  }
}
