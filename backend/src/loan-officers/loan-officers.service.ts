import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import {
  PLAN_CLIENT_LIMITS,
  planInForce,
  type Brand,
  type LoanOfficerBrandSettings,
  type LoanOfficerClient,
  type LoanOfficerClientList,
  type SharedLoanOfficer,
  type TurnedAwaySignups,
} from '@homewise/contracts';
import { DomainError } from '../common/errors/domain-error.js';
import { AppConfig } from '../config/app-config.js';
import { containsPattern } from '../database/like.js';
import { poolQuery } from '../database/pool-query.js';
import { UserEntity } from '../identity/users/user.entity.js';
import { LoanOfficerBrandEntity } from './loan-officer-brand.entity.js';
import { normalizeReferralCode, uniqueReferralCode } from '../identity/users/referral-code.js';
import {
  clientListSql,
  isSavingsSort,
  marketRateOf,
  savingsKey,
  savingsOf,
  STALE_SAVINGS_SQL,
  STORE_SAVINGS_SQL,
  toClient,
  type ClientListFilter,
  type ClientListQuery,
  type ClientListRow,
  type SavingsInputRow,
} from './client-list.js';
import { clientsCsvPieces, CSV_BATCH } from './clients-csv.js';
import { todayUtc } from '../common/today.js';
import type { RequestSource } from '../common/request-source.js';
import { SecurityLogService } from '../identity/security-log/security-log.service.js';

/** Today's date (UTC) for the refinance math's months elapsed. */

/** The product's blue, when the officer has not picked a color. */
export const DEFAULT_BRAND_COLOR = '#1d4ed8';

/** How an officer is named to others: the name they gave, else their email. */
export const officerName = (officer: Pick<UserEntity, 'fullName' | 'firstName' | 'lastName' | 'email'>): string =>
  officer.fullName || [officer.firstName, officer.lastName].filter(Boolean).join(' ') || officer.email;

/** The client list's orders whose generic plan is worse than a per-call one (see clientRows). */
const CUSTOM_PLAN_SORTS = new Set(['name', 'email', 'lastDigest']);

@Injectable()
export class LoanOfficersService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly config: AppConfig,
    private readonly securityLog: SecurityLogService,
  ) {}

  /**
   * One page of the officer's own clients (users linked to them, never anyone else's), searched,
   * filtered and sorted, with the counts the Clients page shows (capacity, opportunities, total).
   */
  async clients(officer: UserEntity, query: ClientListQuery): Promise<LoanOfficerClientList> {
    const referralCode = officer.referralCode ?? (await this.assignReferralCode(officer.id));
    const { counts, marketRate, clients } = await this.clientList(officer.id, query, query);
    const iso = (value: Date | null) => (value ? new Date(value).toISOString() : null);
    // Read with the list (clientListSql), as `turnedAway` reads it.
    const turnedAway = { count: counts.turned_away_count, firstAt: iso(counts.turned_away_first_at), lastAt: iso(counts.turned_away_last_at) };
    const plan = planInForce(officer.plan, officer.planTrialEndsAt) ?? 'free';
    return {
      plan,
      planTrialEndsAt: plan === 'pro' && officer.planTrialEndsAt ? new Date(officer.planTrialEndsAt).toISOString() : null,
      clientLimit: PLAN_CLIENT_LIMITS[plan],
      referralCode,
      clientCount: counts.client_count,
      opportunityCount: counts.opportunity_count,
      total: counts.total,
      limit: query.limit,
      offset: query.offset,
      sort: query.sort,
      threshold: query.threshold,
      marketRate,
      turnedAway,
      clients,
    };
  }

  /** Signups the full plan turned away since the officer last dismissed them (how many, when). */
  async turnedAway(officerId: string): Promise<TurnedAwaySignups> {
    const [row]: { count: number; first_at: Date | null; last_at: Date | null }[] = await this.dataSource.query(
      `SELECT count(*)::int AS count, min(at) AS first_at, max(at) AS last_at FROM turned_away_signups WHERE officer_id = $1 AND seen_at IS NULL`,
      [officerId],
    );
    const iso = (value: Date | null) => (value ? new Date(value).toISOString() : null);
    return { count: row.count, firstAt: iso(row.first_at), lastAt: iso(row.last_at) };
  }

  /** The officer dismissed the notice: these no longer count (a later one starts it anew). */
  async dismissTurnedAway(officerId: string): Promise<void> {
    await this.dataSource.query(`UPDATE turned_away_signups SET seen_at = now() WHERE officer_id = $1 AND seen_at IS NULL`, [officerId]);
  }

  /**
   * Every client matching the query, in its order, as CSV: what the officer sees, all pages. Read
   * CSV_BATCH clients at a time (the list's own statement, one page each: indexed orders read only
   * up to the batch), the next while the answer takes the one before and no further, so memory
   * stays two batches whatever the book and a slow download holds no database connection. The first batch
   * is read before the answer starts: a failure there is an ordinary error answer; a failure
   * later cuts the download off (Nest destroys the response), never a file that looks complete.
   * A client linked or unlinked while the file is being written may move the later batches by one.
   */
  async clientsCsv(officer: UserEntity, query: ClientListFilter): Promise<AsyncGenerator<string>> {
    const first = (await this.clientList(officer.id, query, { limit: CSV_BATCH, offset: 0 })).clients;
    return clientsCsvPieces(this.csvBatches(officer.id, query, first));
  }

  /** The batches in order; each next one is read while the one before is written (at most two in memory). */
  private async *csvBatches(officerId: string, query: ClientListFilter, first: LoanOfficerClient[]): AsyncGenerator<LoanOfficerClient[]> {
    let batch = first;
    for (let offset = CSV_BATCH; ; offset += CSV_BATCH) {
      const next = batch.length < CSV_BATCH ? null : this.clientList(officerId, query, { limit: CSV_BATCH, offset });
      // Awaited below; a download given up meanwhile must not leave it an unhandled rejection.
      next?.catch(() => undefined);
      yield batch;
      if (!next) return;
      batch = (await next).clients;
    }
  }

  /** One page of `clientListSql`'s rows as clients. */
  private async clientList(officerId: string, query: ClientListFilter, page: { limit: number; offset: number }) {
    const { rows, counts, marketRate, toListClient } = await this.clientRows(officerId, query, page);
    return { counts, marketRate, clients: rows.filter((row) => row.id !== null).map(toListClient) };
  }

  /** One page of `clientListSql`'s rows and how each becomes a client. */
  private async clientRows(officerId: string, query: ClientListFilter, page: { limit: number; offset: number }) {
    const today = todayUtc();
    const params: unknown[] = [
      officerId,
      String(query.threshold),
      query.q ? containsPattern(query.q) : null,
      query.filter,
      page.limit,
      page.offset,
    ];
    if (isSavingsSort(query.sort)) await this.figureSavings(officerId, today);
    // Prepared per connection, one statement per order, filter and search (issue 22): planning
    // the statement took as long as running it (~4 ms each on 5,000 clients). Its generic plan,
    // planned once, serves every order but those below: the workspaces bench (10 at once, p99)
    // measured 91 → 72 ms on the first page, 114 → 79 on the last by balance, 117 → 68 for the
    // unsubscribed; by name, email and last digest it chose worse plans (deep pages 101 → 170 ms),
    // so those keep a plan made for each call's page.
    const searching = params[2] !== null;
    const statement = {
      name: `client_list:${query.sort}:${query.filter}:${searching ? 'q' : ''}`,
      text: clientListSql(query.sort, query.filter, searching),
      genericPlan: !CUSTOM_PLAN_SORTS.has(query.sort.replace(/^-/, '')),
    };
    const rows = await poolQuery<ClientListRow>(this.dataSource, statement, params);
    const counts = rows[0];
    const marketRate = marketRateOf(counts);
    const toListClient = (row: ClientListRow) => toClient(row, marketRate?.rate ?? null, today, counts.digests_enabled !== false);
    return { rows, counts, marketRate, toListClient };
  }

  /**
   * Figures every officer's book not yet figured for today's market rate: run by the retention
   * planner every 15 minutes (retention README, Jobs), so a new day or a new rate is figured in
   * the background and an officer's first list by savings of the day reads the stored column
   * instead of figuring the whole book while they wait (5,000 loans: ~1 s on the embedded
   * database). A list that comes first still figures its own book. Answers how many books it figured.
   */
  async figureStaleBooks(today = todayUtc()): Promise<number> {
    const [market] = (await this.dataSource.query(
      `SELECT thirty_year_fixed::text AS rate FROM market_rate_snapshots ORDER BY scraped_at DESC LIMIT 1`,
    )) as { rate: string }[];
    if (!market) return 0;
    // Officers with clients (officer_client_counts) whose note names another key, or none.
    const stale = (await this.dataSource.query(
      `SELECT c.officer_id FROM officer_client_counts c
         LEFT JOIN officer_savings_figured f ON f.officer_id = c.officer_id
        WHERE c.clients > 0 AND f.savings_key IS DISTINCT FROM $1`,
      [savingsKey(market.rate, today)],
    )) as { officer_id: string }[];
    // One book at a time: each is one read and one UPDATE of its rows, short and independent.
    for (const { officer_id } of stale) await this.figureBook(officer_id, market.rate, today);
    return stale.length;
  }

  /**
   * Brings the stored monthly savings of the officer's clients up to today's market rate (those
   * figured for another rate or day, or edited since), so sorting by savings reads a column. Once
   * the book is figured for the day's rate, a list only checks one row.
   */
  private async figureSavings(officerId: string, today: string): Promise<void> {
    // The market rate, and the key the book was last figured for (migration OfficerSavingsFigured), in one read.
    const [market] = (await this.dataSource.query(
      `SELECT m.rate, (SELECT f.savings_key FROM officer_savings_figured f WHERE f.officer_id = $1) AS figured
         FROM (SELECT thirty_year_fixed::text AS rate FROM market_rate_snapshots ORDER BY scraped_at DESC LIMIT 1) m`,
      [officerId],
    )) as { rate: string; figured: string | null }[];
    if (!market) return;
    // The book figured for this key, and nothing changed since.
    if (market.figured === savingsKey(market.rate, today)) return;
    await this.figureBook(officerId, market.rate, today);
  }

  /** Figures the officer's clients whose stored savings are not for `rate` today, and notes the book figured. */
  private async figureBook(officerId: string, rate: string, today: string): Promise<void> {
    const key = savingsKey(rate, today);
    // Noted before the book is read: a change made while it is figured forgets the note again.
    await this.dataSource.query(
      `INSERT INTO officer_savings_figured (officer_id, savings_key) VALUES ($1, $2) ON CONFLICT (officer_id) DO UPDATE SET savings_key = EXCLUDED.savings_key`,
      [officerId, key],
    );
    const stale: SavingsInputRow[] = await this.dataSource.query(STALE_SAVINGS_SQL, [officerId, key]);
    if (!stale.length) return;
    const column = <K extends keyof SavingsInputRow>(name: K) => stale.map((row) => row[name]);
    await this.dataSource.query(STORE_SAVINGS_SQL, [
      key,
      column('id'),
      stale.map((row) => savingsOf(row, Number(rate), today)),
      column('current_balance'),
      column('monthly_payment'),
      column('original_interest_rate'),
      column('loan_term_years'),
      column('first_payment_date'),
    ]);
  }

  async brandSettings(userId: string): Promise<LoanOfficerBrandSettings> {
    const brand = await this.dataSource.getRepository(LoanOfficerBrandEntity).findOneBy({ userId });
    return {
      companyName: brand?.companyName ?? null,
      nmlsId: brand?.nmlsId ?? null,
      logoUrl: brand?.logoUrl ?? null,
      photoUrl: brand?.photoUrl ?? null,
      primaryColor: brand?.primaryColor ?? null,
    };
  }

  /** Saves the changed settings; the audit log names the fields that changed (a brand speaks for the officer). */
  async updateBrand(userId: string, changes: Partial<LoanOfficerBrandSettings>, source: RequestSource): Promise<LoanOfficerBrandSettings> {
    const current = await this.brandSettings(userId);
    const next = { ...current };
    for (const key of Object.keys(current) as (keyof LoanOfficerBrandSettings)[]) {
      if (changes[key] !== undefined) next[key] = changes[key] ?? null;
    }
    const fields = (Object.keys(current) as (keyof LoanOfficerBrandSettings)[]).filter((key) => next[key] !== current[key]);
    await this.dataSource.transaction(async (manager) => {
      await manager.getRepository(LoanOfficerBrandEntity).upsert({ userId, ...next }, ['userId']);
      if (fields.length) await this.securityLog.record('brand_changed', { userId, ...source, details: { fields } }, manager);
    });
    return next;
  }

  /** The public brand of `/lo/<code>`: only what the officer chose to show on their page. */
  async publicBrand(code: string): Promise<Brand> {
    const normalized = normalizeReferralCode(code);
    if (!/^[A-Z0-9]{1,32}$/.test(normalized)) throw new DomainError('UNKNOWN_REFERRAL_CODE');
    const officer = await this.dataSource
      .getRepository(UserEntity)
      .createQueryBuilder('u')
      .where('u.referral_code = :code AND u.role IN (:...roles)', { code: normalized, roles: ['loan_officer', 'admin'] })
      // Until the officer confirms their email, nothing of theirs is shown publicly: anyone can
      // sign up with anyone's name and address (issue 14). The Landing then shows Homewise's brand.
      .andWhere('u.email_verified_at IS NOT NULL')
      .getOne();
    if (!officer) throw new DomainError('UNKNOWN_REFERRAL_CODE');
    const brand = await this.brandSettings(officer.id);
    const name = officerName(officer);
    return {
      name: brand.companyName || name,
      logoUrl: brand.logoUrl,
      primaryColor: brand.primaryColor || DEFAULT_BRAND_COLOR,
      loanOfficer: { name, nmlsId: brand.nmlsId, email: officer.email, phone: officer.phone, photoUrl: brand.photoUrl },
      signupUrl: `${this.config.appUrl}/signup?lo=${encodeURIComponent(normalized)}`,
    };
  }

  /** The loan officer the homeowner's data is shared with (Privacy Policy), or null. */
  async sharedWith(homeowner: UserEntity): Promise<SharedLoanOfficer | null> {
    const officer = await this.officerOf(homeowner);
    if (!officer) return null;
    const brand = await this.brandSettings(officer.id);
    return {
      name: officerName(officer),
      companyName: brand.companyName,
      nmlsId: brand.nmlsId,
      email: officer.email,
      phone: officer.phone,
      photoUrl: brand.photoUrl,
      primaryColor: brand.primaryColor || DEFAULT_BRAND_COLOR,
    };
  }

  /**
   * Ends the link: the officer no longer sees the homeowner among their clients (and the place
   * is free again on their plan). Returns the officer's name for the confirmation.
   */
  async stopSharing(homeowner: UserEntity, source: RequestSource): Promise<string> {
    const officer = await this.officerOf(homeowner);
    // The condition in the UPDATE, not only the check above: two tabs stopping at once get one 200.
    const [, unlinked] = (await this.dataSource.query(
      `UPDATE users SET loan_officer_id = NULL, updated_at = now() WHERE id = $1 AND loan_officer_id IS NOT NULL`,
      [homeowner.id],
    )) as [unknown, number];
    if (!unlinked) throw new DomainError('NOT_SHARING');
    await this.securityLog.record('sharing_stopped', { userId: homeowner.id, ...source, details: { loanOfficerId: officer?.id ?? null } });
    return officer ? officerName(officer) : 'your loan officer';
  }

  private async officerOf(homeowner: UserEntity): Promise<UserEntity | null> {
    if (!homeowner.loanOfficerId) return null;
    return this.dataSource.getRepository(UserEntity).findOneBy({ id: homeowner.loanOfficerId });
  }

  private async assignReferralCode(userId: string): Promise<string> {
    return this.dataSource.transaction(async (manager) => {
      const code = await uniqueReferralCode(manager);
      await manager.update(UserEntity, { id: userId }, { referralCode: code });
      return code;
    });
  }
}
