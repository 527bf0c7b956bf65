import { Inject, Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { equity, REFINANCE_DEFAULTS, refinance } from '@homewise/finance';
import { RATE_ALERT_MAX_BREAK_EVEN_MONTHS, RATE_ALERT_MIN_DAYS_APART } from '@homewise/contracts';
import { todayUtc } from '../../common/today.js';
import { officerName } from '../../loan-officers/loan-officers.service.js';
import { claimLinkForMail } from '../invitations/claim-links.js';
import { LinkSigner } from '../links/link-signer.service.js';
import { RETENTION_SETTINGS, type RetentionSettings } from '../retention.settings.js';
import { planSends, type PlannedSend } from '../sending/retention-sends.js';
import { RetentionSender, type SendContext } from '../sending/retention-sender.service.js';
import { equityAlertMail, officerSummaryMail, rateAlertMail, type EquityAlertPayload, type OpportunityLine, type RateAlertPayload } from './alert-mails.js';

interface CandidateRow {
  client_id: string;
  officer_id: string;
  email: string;
  full_name: string | null;
  first_name: string | null;
  last_name: string | null;
  current_balance: string;
  monthly_payment: string;
  original_interest_rate: string;
  loan_term_years: number | null;
  first_payment_date: string | null;
  current_home_value: string;
  threshold: string;
  last_rate_alert_at: Date | null;
  equity_band: number | null;
}

/** The equity band a percent is in: 25, 20 or 0. */
export const equityBand = (percent: number): 0 | 20 | 25 => (percent >= 25 ? 25 : percent >= 20 ? 20 : 0);

/**
 * Alerts after each stored market-rate snapshot (the planner looks for one it has not handled):
 * a client whose rate is at least the officer's threshold above the 30-year market rate and
 * whose refinance (Cut My Costs' defaults) breaks even within 36 months gets a rate alert, at
 * most one per 30 days; the officer gets one summary of the new ones. In the same pass, a
 * client whose equity crossed 20 % or 25 % since last seen gets an equity alert. Every send is
 * keyed by the snapshot (or the band), so a pass run twice plans nothing twice.
 */
@Injectable()
export class AlertsService implements OnModuleInit {
  private readonly logger = new Logger('Retention');

  constructor(
    private readonly dataSource: DataSource,
    private readonly sender: RetentionSender,
    private readonly links: LinkSigner,
    @Inject(RETENTION_SETTINGS) private readonly settings: RetentionSettings,
  ) {}

  onModuleInit(): void {
    this.sender.register('rate_alert', (context) => this.renderRateAlert(context));
    this.sender.register('equity_alert', (context) => this.renderEquityAlert(context));
    this.sender.register('officer_summary', (context) => this.renderSummary(context));
  }

  /** Runs the pass for the newest snapshot if it has not run for it yet. Answers the sends planned. */
  async afterRateUpdate(): Promise<number> {
    const [snapshot] = await this.dataSource.query(`SELECT id, thirty_year_fixed FROM market_rate_snapshots ORDER BY scraped_at DESC LIMIT 1`);
    if (!snapshot) return 0;
    const period = `rates-${snapshot.id}`;
    const marketRate = Number(snapshot.thirty_year_fixed);
    const today = todayUtc();
    const ids = await this.dataSource.transaction(async (manager) => {
      // One pass per snapshot: its row makes a second planner (or a retry) stop here.
      const [first] = await manager.query(`INSERT INTO retention_alert_passes (snapshot_id) VALUES ($1) ON CONFLICT DO NOTHING RETURNING snapshot_id`, [
        snapshot.id,
      ]);
      if (!first) return [];
      const candidates: CandidateRow[] = await manager.query(
        `SELECT u.id AS client_id, u.loan_officer_id AS officer_id, u.email, u.full_name, u.first_name, u.last_name,
                p.current_balance, p.monthly_payment, p.original_interest_rate, p.loan_term_years, p.first_payment_date::text AS first_payment_date,
                p.current_home_value, coalesce(s.rate_alert_threshold, 0.0075) AS threshold, ce.last_rate_alert_at, ce.equity_band
           FROM users u
           JOIN mortgage_profiles p ON p.user_id = u.id
           JOIN client_engagement ce ON ce.client_id = u.id
           LEFT JOIN officer_retention_settings s ON s.officer_id = u.loan_officer_id
          WHERE u.loan_officer_id IS NOT NULL AND ce.unsubscribed_at IS NULL AND coalesce(s.digests_enabled, true)
          FOR UPDATE OF ce`,
      );
      const sends: PlannedSend[] = [];
      const alerted: string[] = [];
      const bands: Array<[string, number]> = [];
      const byOfficer = new Map<string, OpportunityLine[]>();
      const recent = Date.now() - RATE_ALERT_MIN_DAYS_APART * 24 * 60 * 60 * 1000;
      for (const c of candidates) {
        const rate = Number(c.original_interest_rate);
        const balance = Number(c.current_balance);
        const payment = Number(c.monthly_payment);
        // Compared in whole millionths, as stored: no float noise at the threshold's edge.
        const aboveThreshold = Math.round(rate * 1e6) >= Math.round((marketRate + Number(c.threshold)) * 1e6);
        if (aboveThreshold && balance > 0 && payment > 0 && (!c.last_rate_alert_at || new Date(c.last_rate_alert_at).getTime() < recent)) {
          const r = refinance({
            balance,
            currentMonthlyPayment: payment,
            currentRate: rate,
            loanTermYears: c.loan_term_years,
            firstPaymentDate: c.first_payment_date,
            today,
            ...REFINANCE_DEFAULTS,
            newRate: marketRate,
          });
          if (r.savings.monthly > 0 && r.chartBreakEvenMonths !== null && r.chartBreakEvenMonths <= RATE_ALERT_MAX_BREAK_EVEN_MONTHS) {
            const payload: RateAlertPayload = { rate, marketRate, monthlySavings: r.savings.monthly, breakEvenMonths: r.chartBreakEvenMonths, lifetimeSavings: r.savings.total };
            sends.push({ kind: 'rate_alert', recipientId: c.client_id, officerId: c.officer_id, periodKey: period, payload: { ...payload } });
            alerted.push(c.client_id);
            const name = officerName({ fullName: c.full_name, firstName: c.first_name, lastName: c.last_name, email: c.email });
            byOfficer.set(c.officer_id, [...(byOfficer.get(c.officer_id) ?? []), { name, email: c.email, monthlySavings: r.savings.monthly, breakEvenMonths: r.chartBreakEvenMonths }]);
          }
        }
        const owned = equity({ homeValue: Number(c.current_home_value), balance });
        const band = equityBand(owned.percent);
        // The first look only notes the band: being above 20 % is not news, crossing it is.
        if (c.equity_band !== null && band > c.equity_band) {
          const payload: EquityAlertPayload = { band: band as 20 | 25, equity: owned.equity, equityPercent: owned.percent };
          sends.push({ kind: 'equity_alert', recipientId: c.client_id, officerId: c.officer_id, periodKey: `equity-${band}`, payload: { ...payload } });
        }
        if (band !== c.equity_band) bands.push([c.client_id, band]);
      }
      for (const [officerId, opportunities] of byOfficer) {
        sends.push({ kind: 'officer_summary', recipientId: officerId, officerId, periodKey: period, payload: { marketRate, opportunities } });
      }
      if (alerted.length) await manager.query(`UPDATE client_engagement SET last_rate_alert_at = now() WHERE client_id = ANY($1::uuid[])`, [alerted]);
      if (bands.length) {
        await manager.query(`UPDATE client_engagement ce SET equity_band = t.band FROM unnest($1::uuid[], $2::int[]) AS t(id, band) WHERE ce.client_id = t.id`, [
          bands.map((b) => b[0]),
          bands.map((b) => b[1]),
        ]);
      }
      return planSends(manager, sends);
    });
    await this.sender.queue(ids);
    if (ids.length) this.logger.log(`Alerts after snapshot ${snapshot.id}: ${ids.length} planned`);
    return ids.length;
  }

  /** The alert's links; an imported client who has not claimed yet is led to the claim page (claim-links.ts). */
  private async clientLinks(sendId: string, recipient: SendContext['recipient'], openPath: string) {
    const claim = claimLinkForMail(recipient);
    return {
      links: {
        open: await this.links.clickUrl(sendId, claim?.path ?? openPath),
        ask: await this.links.clickUrl(sendId, claim?.path ?? '/dashboard?ask=1'),
        unsubscribe: (await this.links.unsubscribe(recipient.id)).pageUrl,
      },
      after: claim?.store,
    };
  }

  private async renderRateAlert({ send, recipient, brand }: SendContext) {
    const { links, after } = await this.clientLinks(send.id, recipient, '/cut-my-costs');
    const mail = await rateAlertMail(brand, recipient.first_name, send.payload as unknown as RateAlertPayload, links);
    return { ...mail, headers: (await this.links.unsubscribe(recipient.id)).headers, after };
  }

  private async renderEquityAlert({ send, recipient, brand }: SendContext) {
    const { links, after } = await this.clientLinks(send.id, recipient, '/my-home-equity');
    const mail = await equityAlertMail(brand, recipient.first_name, send.payload as unknown as EquityAlertPayload, links);
    return { ...mail, headers: (await this.links.unsubscribe(recipient.id)).headers, after };
  }

  private async renderSummary({ send, brand }: SendContext) {
    const { marketRate, opportunities } = send.payload as { marketRate: number; opportunities: OpportunityLine[] };
    return officerSummaryMail(brand.officerName, marketRate, opportunities, `${this.settings.appUrl}/Clients`);
  }
}
