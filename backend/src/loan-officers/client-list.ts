import { equity, refinance, REFINANCE_DEFAULTS } from '@homewise/finance';
import { marketRatesFreshness } from '@homewise/contracts';
import type {
  ClientEngagement,
  ClientFilter,
  ClientSort,
  ClientSortField,
  LoanOfficerClient,
  OpportunityMarketRate,
  RefinanceOpportunity,
} from '@homewise/contracts';

/** What selects and orders the client list, once validated, defaults filled in (loan-officer.dto.ts). */
export interface ClientListFilter {
  q?: string;
  filter: ClientFilter;
  sort: ClientSort;
  threshold: number;
}

export interface ClientListQuery extends ClientListFilter {
  limit: number;
  offset: number;
}

/**
 * The loan officer's client list in one statement: the counts the page shows (every client: a
 * kept count; refinance opportunities: one range of an index; clients matching the search and
 * filter: `totalSql`), the newest 30-year market rate, and one sorted page joined to its details.
 * A client is an opportunity when their rate is at least `threshold` above the market rate,
 * compared in SQL as exact decimals, so the filter, the counts and the pages agree. The default
 * order (newest first) reads the page straight from `users_loan_officer_id_idx`
 * (loan_officer_id, created_at DESC); every client or an engagement filter, without a search, in
 * any other order reads that order's index and stops after the page (`pageIdsSql`); the rest
 * (a search, opportunities by name…) sort the matching clients (top-N).
 *
 * Parameters: $1 officer id, $2 threshold (a fraction), $3 the search as a LIKE pattern or null,
 * $4 the filter (contracts `CLIENT_FILTERS`), $5 limit, $6 offset. What the sorts need is stored
 * (migrations ClientListFigures, ClientListOrders): the last extra payment change, the refinance
 * savings (`staleSavingsSql`), each client's last activity (`client_activity`), so no sort
 * computes anything per client.
 *
 * Engagement (invitation, digests, clicks, messages: src/retention) is one stored row per client
 * in `client_engagement` (with the client's officer, kept by triggers), read by primary key for a
 * page's rows or a filter over another order, and through its indexes for its own orders.
 */
/**
 * Each client's profile, read through the officer's own profiles: `mortgage_profiles` carries
 * its homeowner's loan officer (kept by triggers, migration ClientProfilesByOfficer), so Postgres
 * reads the officer's profiles from `mortgage_profiles_loan_officer_idx` and hash-joins them to
 * the clients, instead of one index lookup per client (or every homeowner's profile): the list's
 * cost follows the officer's clients, not the number of homeowners on the platform. The counts
 * read only what flags an opportunity, all of it in that index.
 */
const PROFILE_JOIN = 'LEFT JOIN mortgage_profiles p ON p.user_id = u.id AND p.loan_officer_id = $1';
const NAME = `coalesce(nullif(u.full_name, ''), nullif(concat_ws(' ', nullif(u.first_name, ''), nullif(u.last_name, '')), ''))`;
const OPPORTUNITY = `coalesce(p.current_balance > 0 AND p.monthly_payment > 0
      AND p.original_interest_rate >= (SELECT rate FROM market) + $2::numeric, false)`;
/** The search matches name, email and phone: `users.client_search`, that text lowercased and stored (migration ClientSearchText). */
const SEARCH = `($3::text IS NULL OR u.client_search LIKE $3)`;
/** Each filter's condition; those on `ce` need ENGAGEMENT_JOIN. */
const FILTER_CONDITIONS: Record<ClientFilter, string> = {
  all: 'true',
  opportunities: OPPORTUNITY,
  invited: '(ce.invited_at IS NOT NULL AND ce.claimed_at IS NULL)',
  active: 'NOT coalesce(ce.invited_at IS NOT NULL AND ce.claimed_at IS NULL, false)',
  unsubscribed: 'ce.unsubscribed_at IS NOT NULL',
  unread: 'coalesce(ce.unread_messages, 0) > 0',
  neverClicked: 'ce.last_clicked_at IS NULL',
};
/** Which filter is asked is part of the statement's text ($4 is checked too, so a mix-up matches nothing). */
const matches = (filter: ClientFilter) => `${SEARCH} AND $4::text = '${filter}' AND ${FILTER_CONDITIONS[filter]}`;
/** The same without a search, for a part that reads engagement rows alone. */
const matchesUnsearched = (filter: ClientFilter) => `$3::text IS NULL AND $4::text = '${filter}' AND ${FILTER_CONDITIONS[filter]}`;
const ENGAGEMENT_JOIN = 'LEFT JOIN LATERAL (SELECT * FROM client_engagement ce WHERE ce.client_id = u.id OFFSET 0) ce ON true';
const ENGAGEMENT_FILTERS: readonly ClientFilter[] = ['invited', 'active', 'unsubscribed', 'unread', 'neverClicked'];
/** Filters that only an engagement row can match (a client without one is active and never clicked). */
const NEEDS_ENGAGEMENT_ROW: readonly ClientFilter[] = ['invited', 'unsubscribed', 'unread'];
/**
 * The engagement rows a filter reads: the few invited, unsubscribed or unread clients joined
 * from their rows (partial indexes on the officer's rows, migration ClientListOrders); for the
 * filters most clients match, each client's row looked up in the list's order (ENGAGEMENT_JOIN).
 */
const engagementJoin = (filter: ClientFilter, sortNeedsEngagement = false) =>
  NEEDS_ENGAGEMENT_ROW.includes(filter)
    ? 'JOIN client_engagement ce ON ce.client_id = u.id AND ce.officer_id = $1'
    : ENGAGEMENT_FILTERS.includes(filter) || sortNeedsEngagement
      ? ENGAGEMENT_JOIN
      : '';
const ENGAGEMENT_SORTS: readonly ClientSortField[] = ['lastDigest', 'lastClicked', 'lastMessage', 'unreadMessages'];
const sortField = (sort: ClientSort) => (sort.startsWith('-') ? sort.slice(1) : sort) as ClientSortField;
/**
 * The latest of the client's sign-in, profile edit and extra payment change (stored with the
 * profile, migration ClientListFigures): what a page's rows show. The sort reads the same figure
 * kept per client in `client_activity` (migration ClientListOrders).
 */
const LAST_ACTIVITY = (signIn: string, profileUpdated: string, extraPaymentsUpdated: string) => `NULLIF(GREATEST(
    COALESCE(${signIn}, '-infinity'),
    COALESCE(${profileUpdated}, '-infinity'),
    COALESCE(${extraPaymentsUpdated}, '-infinity')
  ), '-infinity')`;

/** Columns that are never null: ordered without NULLS LAST, so the newest-first order is the index's own. */
const NEVER_NULL: readonly ClientSortField[] = ['name', 'email', 'joined'];

/** What each sortable column orders by (money figures ordered as `@homewise/finance` computes them). */
const ORDER_BY: Record<Exclude<ClientSortField, 'savings'>, string> = {
  // lower(coalesce(NAME, email)) as an immutable function, indexed by officer (migration ClientListOrders)
  name: 'client_sort_name(u.full_name, u.first_name, u.last_name, u.email)',
  email: 'u.email',
  balance: 'p.current_balance',
  rate: 'p.original_interest_rate',
  payment: 'p.monthly_payment',
  equity: '(p.current_home_value - p.current_balance)',
  // finance's equity percent is 0 without a home value
  equityPercent: 'CASE WHEN p.current_home_value > 0 THEN (p.current_home_value - p.current_balance) / p.current_home_value ELSE 0 END',
  joined: 'u.created_at',
  lastActivity: 'a.last_activity_at',
  lastDigest: 'ce.last_digest_at',
  lastClicked: 'ce.last_clicked_at',
  lastMessage: 'ce.last_message_at',
  unreadMessages: 'coalesce(ce.unread_messages, 0)',
};

export const isSavingsSort = (sort: ClientSort): boolean => sort === 'savings' || sort === '-savings';

const orderClause = (sort: ClientSort, id = 'u.id', savingsOfOpportunities = false): string => {
  // Savings come from `refinance`, stored with each profile (`monthly_savings`, kept current by
  // `staleSavingsSql` before the list is read): opportunities by them, every other client after.
  // A page of opportunities only orders by the column itself (the order of mortgage_profiles_officer_savings_idx).
  const direction = sort.startsWith('-') ? 'DESC' : 'ASC';
  if (isSavingsSort(sort)) {
    return `${savingsOfOpportunities ? 'p.monthly_savings' : `CASE WHEN ${OPPORTUNITY} THEN p.monthly_savings END`} ${direction} NULLS LAST, ${id} ASC`;
  }
  const field = sortField(sort) as Exclude<ClientSortField, 'savings'>;
  // Clients without a mortgage profile have no figures: last either way. The id breaks ties so pages never overlap.
  // (Equity percent's CASE would make a missing profile 0 %: it is null, as the row shows it.)
  const key = field === 'equityPercent' ? `CASE WHEN p.id IS NOT NULL THEN ${ORDER_BY.equityPercent} END` : ORDER_BY[field];
  return `${key} ${direction}${NEVER_NULL.includes(field) ? '' : ' NULLS LAST'}, ${id} ASC`;
};

/** Loan figures every profile has (no null): each has an index by officer (migration ClientFigureOrders). */
const FIGURE_SORTS: readonly ClientSortField[] = ['balance', 'rate', 'payment', 'equity', 'equityPercent'];

/** Orders that read the mortgage profile only: a page of opportunities (who all have a profile) needs no client row to be sorted. */
const PROFILE_SORTS: readonly ClientSortField[] = ['balance', 'rate', 'payment', 'equity', 'equityPercent', 'savings'];

/**
 * A refinance opportunity as a condition on the profile alone, written out (no coalesce) so
 * Postgres matches the partial indexes on the officer's refinanceable loans (migration
 * OfficerClientCounts): the same rows as OPPORTUNITY.
 */
const OPPORTUNITY_PROFILE = `p.loan_officer_id = $1 AND p.current_balance > 0 AND p.monthly_payment > 0
       AND p.original_interest_rate >= (SELECT rate FROM market) + $2::numeric`;

/**
 * The sorted, limited ids of the page. Opportunities without a search, ordered by a figure of the
 * loan, come from the officer's refinanceable loans alone (by savings: read in the order of
 * mortgage_profiles_officer_savings_idx, stopping after the page); every other page sorts the
 * officer's clients joined to their profiles.
 */
function pageIdsSql(sort: ClientSort, filter: ClientFilter, searching: boolean): string {
  if (filter === 'all' && !searching && FIGURE_SORTS.includes(sortField(sort))) {
    // Every client, by a figure of their loan: the officer's loans in the order of their figure's
    // index (migration ClientFigureOrders; a loan's figures are never null, so no NULLS LAST, which
    // a descending read of the index could not give), then the clients without a loan (no figure: last, by
    // id), read only when the page reaches past the loans. Postgres runs UNION ALL's parts in
    // order (no parallel plan for a query this small), so the ids arrive in the list's order.
    return `SELECT id FROM (
                      (SELECT p.user_id AS id FROM mortgage_profiles p
                        WHERE p.loan_officer_id = $1 AND $3::text IS NULL AND $4::text = 'all'
                        ORDER BY ${ORDER_BY[sortField(sort) as Exclude<ClientSortField, 'savings'>]} ${sort.startsWith('-') ? 'DESC' : 'ASC'}, p.user_id ASC
                        LIMIT $5::bigint + $6::bigint)
                      UNION ALL
                      (SELECT u.id FROM users u
                        WHERE u.loan_officer_id = $1
                          AND NOT EXISTS (SELECT 1 FROM mortgage_profiles p WHERE p.user_id = u.id AND p.loan_officer_id = $1)
                        ORDER BY u.id LIMIT $5::bigint + $6::bigint)) figured
                     LIMIT $5 OFFSET $6`;
  }
  if (filter === 'opportunities' && !searching && PROFILE_SORTS.includes(sortField(sort))) {
    return `SELECT p.user_id AS id
                      FROM mortgage_profiles p
                     WHERE ${OPPORTUNITY_PROFILE} AND $3::text IS NULL AND $4::text = 'opportunities'
                     ORDER BY ${orderClause(sort, 'p.user_id', true)}
                     LIMIT $5 OFFSET $6`;
  }
  if (sortField(sort) === 'lastActivity' && filter === 'all' && !searching) {
    // Every client by last activity: read in the order of the kept figure's index (migration ClientListOrders).
    return `SELECT a.client_id AS id FROM client_activity a
                     WHERE a.loan_officer_id = $1 AND $3::text IS NULL AND $4::text = 'all'
                     ORDER BY ${orderClause(sort, 'a.client_id')}
                     LIMIT $5 OFFSET $6`;
  }
  if (ENGAGEMENT_SORTS.includes(sortField(sort)) && (filter === 'all' || ENGAGEMENT_FILTERS.includes(filter)) && !searching) {
    return engagementPageIdsSql(sort, filter);
  }
  return `SELECT u.id
                      FROM users u
                      ${PROFILE_JOIN}
                      ${engagementJoin(filter, ENGAGEMENT_SORTS.includes(sortField(sort)))}
                      ${sortField(sort) === 'lastActivity' ? 'LEFT JOIN client_activity a ON a.client_id = u.id' : ''}
                     WHERE u.loan_officer_id = $1 AND ${matches(filter)}
                     ORDER BY ${orderClause(sort)}
                     LIMIT $5 OFFSET $6`;
}

type EngagementSort = 'lastDigest' | 'lastClicked' | 'lastMessage' | 'unreadMessages';

/** When an engagement row has a value to order by (the partial indexes of migration ClientListOrders); the others sort as empty. */
const ENGAGEMENT_KEYED: Record<EngagementSort, string> = {
  lastDigest: 'ce.last_digest_at IS NOT NULL',
  lastClicked: 'ce.last_clicked_at IS NOT NULL',
  lastMessage: 'ce.last_message_at IS NOT NULL',
  unreadMessages: 'ce.unread_messages > 0',
};

/**
 * A page by an engagement column (last digest, click or message, unread messages), every client
 * or an engagement filter, without a search: the officer's engagement rows that have a value, in
 * the order of that column's index (client_engagement.officer_id, migration ClientListOrders), and
 * the clients without one (no engagement row yet, or no digest, click or message: last; no unread
 * message: 0) in id order, as the general order ties them, each part stopping after the page. The
 * second part reads the officer's engagement rows by client id when the filter needs a row, else
 * the officer's clients by id, looking up each one's row. UNION ALL's parts run in order (see
 * pageIdsSql). Unread messages smallest first puts the clients with none first.
 */
function engagementPageIdsSql(sort: ClientSort, filter: ClientFilter): string {
  const field = sortField(sort) as EngagementSort;
  const direction = sort.startsWith('-') ? 'DESC' : 'ASC';
  const key = field === 'unreadMessages' ? 'ce.unread_messages' : ORDER_BY[field];
  const keyed = `SELECT ce.client_id AS id FROM client_engagement ce
                  WHERE ce.officer_id = $1 AND ${ENGAGEMENT_KEYED[field]} AND ${matchesUnsearched(filter)}
                  ORDER BY ${key} ${direction}, ce.client_id ASC
                  LIMIT $5::bigint + $6::bigint`;
  const empty = NEEDS_ENGAGEMENT_ROW.includes(filter)
    ? `SELECT ce.client_id AS id FROM client_engagement ce
        WHERE ce.officer_id = $1 AND NOT (${ENGAGEMENT_KEYED[field]}) AND ${matchesUnsearched(filter)}
        ORDER BY ce.client_id LIMIT $5::bigint + $6::bigint`
    : `SELECT u.id FROM users u ${ENGAGEMENT_JOIN}
        WHERE u.loan_officer_id = $1 AND NOT coalesce(${ENGAGEMENT_KEYED[field]}, false) AND ${matches(filter)}
        ORDER BY u.id LIMIT $5::bigint + $6::bigint`;
  const [first, second] = field === 'unreadMessages' && direction === 'ASC' ? [empty, keyed] : [keyed, empty];
  return `SELECT id FROM ((${first}) UNION ALL (${second})) engaged LIMIT $5 OFFSET $6`;
}

/**
 * How many clients match the search and filter. Without a search, "all" is the officer's kept
 * count and "opportunities" the count already made; otherwise one pass over the officer's
 * clients (the CASE runs that subquery only when it is needed).
 */
function totalSql(filter: ClientFilter): string {
  const counted = `(SELECT count(*)::int
            FROM users u
            ${PROFILE_JOIN}
            ${engagementJoin(filter)}
           WHERE u.loan_officer_id = $1 AND ${matches(filter)})`;
  return `CASE WHEN $3::text IS NULL AND $4::text = '${filter}' THEN ${UNSEARCHED_TOTAL[filter]} ELSE ${counted} END`;
}

/** How many of the officer's engagement rows hold `condition` (one range of a partial index of migration ClientListOrders). */
const engagementCount = (condition: string) => `(SELECT count(*)::int FROM client_engagement ce WHERE ce.officer_id = $1 AND ${condition})`;

/**
 * Each filter's total without a search, from the kept count and the engagement rows' indexes: a
 * client without an engagement row is active and has never clicked, so those two are the clients
 * less the rows that are not.
 */
const UNSEARCHED_TOTAL: Record<ClientFilter, string> = {
  all: 'c.client_count',
  opportunities: 'c.opportunity_count',
  invited: engagementCount('ce.invited_at IS NOT NULL AND ce.claimed_at IS NULL'),
  active: `c.client_count - ${engagementCount('ce.invited_at IS NOT NULL AND ce.claimed_at IS NULL')}`,
  unsubscribed: engagementCount('ce.unsubscribed_at IS NOT NULL'),
  unread: engagementCount('ce.unread_messages > 0'),
  neverClicked: `c.client_count - ${engagementCount('ce.last_clicked_at IS NOT NULL')}`,
};

/** `searching`: whether $3 (the search) is given; a page read without it checks that $3 is null. */
export function clientListSql(sort: ClientSort, filter: ClientFilter, searching = false): string {
  return `
WITH market AS (
  SELECT thirty_year_fixed AS rate, source, as_of::text AS as_of, scraped_at
    FROM market_rate_snapshots ORDER BY scraped_at DESC LIMIT 1
)
SELECT counts.*, market.rate AS market_rate, market.source AS market_source, market.as_of AS market_as_of,
       market.scraped_at AS market_scraped_at, page.*,
       engagement.invited_at AS e_invited_at, engagement.claimed_at AS e_claimed_at, engagement.last_digest_at AS e_last_digest_at,
       engagement.last_clicked_at AS e_last_clicked_at, engagement.unsubscribed_at AS e_unsubscribed_at,
       engagement.message_count AS e_message_count, engagement.unread_messages AS e_unread_messages,
       engagement.last_message_at AS e_last_message_at, engagement.next_digest_at AS e_next_digest_at,
       ${LAST_ACTIVITY('page.last_sign_in_at', 'page.profile_updated_at', 'page.extra_payments_updated_at')} AS last_activity_at
  FROM (SELECT c.*, ${totalSql(filter)} AS total
          FROM (SELECT coalesce((SELECT s.digests_enabled FROM officer_retention_settings s WHERE s.officer_id = $1), true) AS digests_enabled,
                       -- Kept by triggers on users (migration OfficerClientCounts).
                       coalesce((SELECT k.clients FROM officer_client_counts k WHERE k.officer_id = $1), 0) AS client_count,
                       (SELECT count(*)::int FROM mortgage_profiles p WHERE ${OPPORTUNITY_PROFILE}) AS opportunity_count,
                       -- The signups the full plan turned away, not yet dismissed (LoanOfficersService.turnedAway).
                       t.count AS turned_away_count, t.first_at AS turned_away_first_at, t.last_at AS turned_away_last_at
                  FROM (SELECT count(*)::int AS count, min(at) AS first_at, max(at) AS last_at
                          FROM turned_away_signups WHERE officer_id = $1 AND seen_at IS NULL) t
                OFFSET 0) c) counts
  LEFT JOIN market ON true
  LEFT JOIN LATERAL (
    -- The sort carries only each client's id (and its key): the page's 50 rows are then joined to
    -- their details, instead of every client's columns travelling through the sort (half its cost
    -- on a deep page). Numbered in the order the sorted, limited ids arrive (a window in the sort
    -- itself would make Postgres sort every client instead of keeping the top rows or reading an index).
    SELECT ranked.position, u.id, u.created_at, u.email, u.phone, u.last_sign_in_at, u.sharing_consent_at, ${NAME} AS name,
           p.id AS profile_id, p.current_balance, p.original_interest_rate, p.monthly_payment, p.current_home_value,
           p.loan_term_years, p.first_payment_date::text AS first_payment_date, p.updated_at AS profile_updated_at,
           p.extra_payments_updated_at,
           p.original_interest_rate - (SELECT rate FROM market) AS rate_gap,
           ${OPPORTUNITY} AS opportunity
      FROM (SELECT sorted.id, row_number() OVER () AS position
              FROM (${pageIdsSql(sort, filter, searching)}) sorted) ranked
      JOIN users u ON u.id = ranked.id AND u.loan_officer_id = $1
      ${PROFILE_JOIN}
  ) page ON true
  LEFT JOIN client_engagement engagement ON engagement.client_id = page.id
 ORDER BY page.position`;
}

/** One row of `clientListSql`: the counts and market rate on every row, the client's columns null on an empty page. */
export interface ClientListRow {
  /** The officer's Digest settings switch (officer_retention_settings; on by default). */
  digests_enabled?: boolean;
  client_count: number;
  opportunity_count: number;
  total: number;
  turned_away_count: number;
  turned_away_first_at: Date | null;
  turned_away_last_at: Date | null;
  market_rate: string | null;
  market_source: string | null;
  market_as_of: string | null;
  market_scraped_at: Date | null;
  id: string | null;
  created_at: Date;
  email: string;
  phone: string | null;
  name: string | null;
  profile_id: string | null;
  current_balance: string | null;
  original_interest_rate: string | null;
  monthly_payment: string | null;
  current_home_value: string | null;
  loan_term_years: number | null;
  first_payment_date: string | null;
  rate_gap: string | null;
  opportunity: boolean;
  last_activity_at: Date | null;
  sharing_consent_at: Date | null;
  e_invited_at: Date | null;
  e_claimed_at: Date | null;
  e_last_digest_at: Date | null;
  e_last_clicked_at: Date | null;
  e_unsubscribed_at: Date | null;
  e_message_count: number | null;
  e_unread_messages: number | null;
  e_last_message_at: Date | null;
  e_next_digest_at: Date | null;
}

const numberOrNull = (value: string | null) => (value === null ? null : Number(value));
const isoOrNull = (value: Date | null) => (value ? new Date(value).toISOString() : null);

/**
 * What the officer sees of the client's invitation, digests and messages. A client without an
 * engagement row yet (linked since the planner's last run) has had nothing sent; their first
 * digest is planned on its next run.
 */
export function engagementOf(row: ClientListRow, digestsScheduled: boolean): ClientEngagement {
  const invited = row.e_invited_at !== null && row.e_claimed_at === null;
  return {
    accountStatus: invited ? 'invited' : 'active',
    invitedAt: isoOrNull(row.e_invited_at),
    claimedAt: isoOrNull(row.e_claimed_at),
    sharingConsentAt: isoOrNull(row.sharing_consent_at),
    lastDigestAt: isoOrNull(row.e_last_digest_at),
    lastClickedAt: isoOrNull(row.e_last_clicked_at),
    unsubscribedAt: isoOrNull(row.e_unsubscribed_at),
    messageCount: row.e_message_count ?? 0,
    unreadMessages: row.e_unread_messages ?? 0,
    lastMessageAt: isoOrNull(row.e_last_message_at),
    nextDigestAt: digestsScheduled && !row.e_unsubscribed_at ? isoOrNull(row.e_next_digest_at) : null,
  };
}

export function marketRateOf(row: ClientListRow, now = new Date()): OpportunityMarketRate | null {
  if (row.market_rate === null || !row.market_scraped_at) return null;
  const scrapedAt = new Date(row.market_scraped_at).toISOString();
  const { stale, ageDays } = marketRatesFreshness(scrapedAt, now);
  return { rate: Number(row.market_rate), source: row.market_source ?? 'seed', asOf: row.market_as_of, scrapedAt, stale, ageDays };
}

/** What `refinance` answers for one loan at one market rate and day (the opportunity without its rate gap). */
type RefinanceFigures = Omit<RefinanceOpportunity, 'rateGap'>;

/** How many loans' figures `refinanceFigures` keeps: a few Pro books' worth. */
export const REFINANCE_FIGURES_KEPT = 50_000;
const figured = new Map<string, RefinanceFigures>();

/**
 * `refinance` for these inputs, remembered: it runs each loan's ledger month by month (most of a
 * list page's time in the API, and of a CSV export's), and an officer reads the same clients page
 * after page. The key is every input, so a remembered answer is exactly the one `refinance`
 * would give (a new day or market rate is a new key); the oldest are forgotten first.
 */
function refinanceFigures(
  row: Pick<ClientListRow, 'current_balance' | 'monthly_payment' | 'original_interest_rate' | 'loan_term_years' | 'first_payment_date'>,
  marketRate: number,
  today: string,
): RefinanceFigures {
  const key = `${row.current_balance}|${row.monthly_payment}|${row.original_interest_rate}|${row.loan_term_years}|${row.first_payment_date}|${marketRate}|${today}`;
  const known = figured.get(key);
  if (known) return known;
  const result = refinance({
    balance: Number(row.current_balance),
    currentMonthlyPayment: Number(row.monthly_payment),
    currentRate: Number(row.original_interest_rate),
    loanTermYears: row.loan_term_years,
    firstPaymentDate: row.first_payment_date,
    today,
    newRate: marketRate,
    newTermYears: REFINANCE_DEFAULTS.newTermYears,
    closingCosts: REFINANCE_DEFAULTS.closingCosts,
    rollClosingCosts: REFINANCE_DEFAULTS.rollClosingCosts,
  });
  const figures = Object.freeze({
    monthlySavings: result.savings.monthly,
    newMonthlyPayment: result.new.monthlyPayment,
    breakEvenMonths: result.chartBreakEvenMonths,
  });
  if (figured.size >= REFINANCE_FIGURES_KEPT) figured.delete(figured.keys().next().value!);
  figured.set(key, figures);
  return figures;
}

/**
 * Refinancing the client's balance at the market rate over 30 years, default closing costs paid
 * up front: exactly Cut My Costs (`@homewise/finance` `refinance`) at those inputs.
 */
export function refinanceOpportunity(
  row: Pick<ClientListRow, 'current_balance' | 'monthly_payment' | 'original_interest_rate' | 'loan_term_years' | 'first_payment_date' | 'rate_gap'>,
  marketRate: number,
  today: string,
): RefinanceOpportunity {
  return { ...refinanceFigures(row, marketRate, today), rateGap: Number(row.rate_gap) };
}

/**
 * A client row as the officer sees it. Equity and its percent come from `@homewise/finance`, as
 * on the homeowner's Dashboard (so an under-water home shows the same figures on both).
 */
export function toClient(row: ClientListRow, marketRate: number | null, today: string, digestsScheduled = true): LoanOfficerClient {
  const hasProfile = row.profile_id !== null;
  const balance = numberOrNull(row.current_balance);
  const value = numberOrNull(row.current_home_value);
  const owned = hasProfile ? equity({ homeValue: value ?? 0, balance: balance ?? 0 }) : null;
  return {
    id: row.id!,
    fullName: row.name,
    email: row.email,
    phone: row.phone,
    currentBalance: balance,
    interestRate: numberOrNull(row.original_interest_rate),
    monthlyPayment: numberOrNull(row.monthly_payment),
    equity: owned ? owned.equity : null,
    equityPercent: owned ? owned.percent : null,
    opportunity: row.opportunity && marketRate !== null ? refinanceOpportunity(row, marketRate, today) : null,
    lastActivityAt: row.last_activity_at ? new Date(row.last_activity_at).toISOString() : null,
    joinedAt: new Date(row.created_at).toISOString(),
    engagement: engagementOf(row, digestsScheduled),
  };
}

/** The market rate and the day the stored savings are figured for: `monthly_savings` is current when its `savings_key` is this. */
export const savingsKey = (marketRate: string, today: string): string => `${marketRate}|${today}`;

/**
 * The officer's clients whose stored savings are not figured for `$2` (the current savingsKey):
 * a new market rate or day, an edited loan, a client never figured. Their inputs to `refinance`.
 * Usually none: the first list of a day (or after a new rate) figures the book once.
 */
export const STALE_SAVINGS_SQL = `
SELECT p.id, p.current_balance, p.monthly_payment, p.original_interest_rate, p.loan_term_years,
       p.first_payment_date::text AS first_payment_date
  FROM mortgage_profiles p
 WHERE p.loan_officer_id = $1 AND p.savings_key IS DISTINCT FROM $2`;

/**
 * Stores figured savings ($2 ids, $3 savings, $4 the key), only where the loan is still the one
 * figured ($5–$9: an edit in between leaves the row for the next list to figure).
 */
export const STORE_SAVINGS_SQL = `
UPDATE mortgage_profiles p SET monthly_savings = v.savings, savings_key = $1
  FROM unnest($2::uuid[], $3::float8[], $4::numeric[], $5::numeric[], $6::numeric[], $7::int[], $8::date[])
       AS v(id, savings, balance, payment, rate, term, first_payment)
 WHERE p.id = v.id
   AND (p.current_balance, p.monthly_payment, p.original_interest_rate, p.loan_term_years, p.first_payment_date)
       IS NOT DISTINCT FROM (v.balance, v.payment, v.rate, v.term, v.first_payment)`;

export type SavingsInputRow = Pick<ClientListRow, 'current_balance' | 'monthly_payment' | 'original_interest_rate' | 'loan_term_years' | 'first_payment_date'> & {
  id: string;
};

/**
 * The monthly savings of refinancing each loan at `marketRate` (exactly Cut My Costs, as
 * `refinanceOpportunity`), or null for a loan without a balance and payment to refinance.
 */
export function savingsOf(row: SavingsInputRow, marketRate: number, today: string): number | null {
  if (!(Number(row.current_balance) > 0 && Number(row.monthly_payment) > 0)) return null;
  return refinanceOpportunity({ ...row, rate_gap: null }, marketRate, today).monthlySavings;
}
