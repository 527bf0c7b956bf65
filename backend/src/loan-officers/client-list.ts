import { equity, refinance, REFINANCE_DEFAULTS } from '@homewise/finance';
import type { ClientSort, ClientSortField, LoanOfficerClient, OpportunityMarketRate, RefinanceOpportunity } from '@homewise/contracts';

/**
 * The loan officer's client list in one statement: the counts the page shows (every client,
 * refinance opportunities, clients matching the search and filter) in one pass over the
 * officer's clients, the newest 30-year market rate, and one sorted page joined to its details.
 * A client is an opportunity when their rate is at least `threshold` above the market rate,
 * compared in SQL as exact decimals, so the filter, the counts and the pages agree. The default
 * order (newest first) reads the page straight from `users_loan_officer_id_idx`
 * (loan_officer_id, created_at DESC); other orders sort the officer's clients (top-N). Last
 * activity (a lookup in extra_payments) is computed for the page's rows only, unless the list is
 * sorted by it.
 *
 * Parameters: $1 officer id, $2 threshold (a fraction), $3 the search as a LIKE pattern or null,
 * $4 opportunities only, $5 limit (null: all), $6 offset; sorted by savings, $7 the opportunities'
 * ids in that order (`savingsRanking`).
 */
/**
 * Each client's profile by its user_id. The fence (OFFSET 0) keeps Postgres from hash-joining
 * every homeowner's profile instead: the list's cost follows the officer's clients, not the number
 * of homeowners on the platform. The counts read only what flags an opportunity.
 */
const PROFILE_JOIN = 'LEFT JOIN LATERAL (SELECT * FROM mortgage_profiles p WHERE p.user_id = u.id OFFSET 0) p ON true';
const OPPORTUNITY_FIGURES_JOIN = `LEFT JOIN LATERAL (
            SELECT p.current_balance, p.monthly_payment, p.original_interest_rate FROM mortgage_profiles p WHERE p.user_id = u.id OFFSET 0
          ) p ON true`;
const NAME = `coalesce(nullif(u.full_name, ''), nullif(concat_ws(' ', nullif(u.first_name, ''), nullif(u.last_name, '')), ''))`;
const OPPORTUNITY = `coalesce(p.current_balance > 0 AND p.monthly_payment > 0
      AND p.original_interest_rate >= (SELECT rate FROM market) + $2::numeric, false)`;
const MATCHES = `($3::text IS NULL OR lower(coalesce(${NAME}, '') || ' ' || u.email || ' ' || coalesce(u.phone, '')) LIKE $3)
      AND (NOT $4::boolean OR ${OPPORTUNITY})`;
const LAST_ACTIVITY = (signIn: string, profileUpdated: string, profileId: string) => `NULLIF(GREATEST(
    COALESCE(${signIn}, '-infinity'),
    COALESCE(${profileUpdated}, '-infinity'),
    COALESCE((SELECT max(e.updated_at) FROM extra_payments e WHERE e.mortgage_profile_id = ${profileId}), '-infinity')
  ), '-infinity')`;

/** Columns that are never null: ordered without NULLS LAST, so the newest-first order is the index's own. */
const NEVER_NULL: readonly ClientSortField[] = ['name', 'email', 'joined'];

/** What each sortable column orders by (money figures ordered as `@homewise/finance` computes them). */
const ORDER_BY: Record<Exclude<ClientSortField, 'savings'>, string> = {
  name: `lower(coalesce(${NAME}, u.email))`,
  email: 'u.email',
  balance: 'p.current_balance',
  rate: 'p.original_interest_rate',
  payment: 'p.monthly_payment',
  equity: '(p.current_home_value - p.current_balance)',
  // finance's equity percent is 0 without a home value
  equityPercent: 'CASE WHEN p.current_home_value > 0 THEN (p.current_home_value - p.current_balance) / p.current_home_value ELSE 0 END',
  joined: 'u.created_at',
  lastActivity: LAST_ACTIVITY('u.last_sign_in_at', 'p.updated_at', 'p.id'),
};

export const isSavingsSort = (sort: ClientSort): boolean => sort === 'savings' || sort === '-savings';

const orderClause = (sort: ClientSort): string => {
  // Savings come from `refinance`, not SQL: the ids arrive ranked ($7), every other client after them.
  if (isSavingsSort(sort)) return 'ranked.position ASC NULLS LAST, u.id ASC';
  const field = (sort.startsWith('-') ? sort.slice(1) : sort) as Exclude<ClientSortField, 'savings'>;
  const direction = sort.startsWith('-') ? 'DESC' : 'ASC';
  // Clients without a mortgage profile have no figures: last either way. The id breaks ties so pages never overlap.
  return `${ORDER_BY[field]} ${direction}${NEVER_NULL.includes(field) ? '' : ' NULLS LAST'}, u.id ASC`;
};

export function clientListSql(sort: ClientSort): string {
  return `
WITH market AS (
  SELECT thirty_year_fixed AS rate, source, as_of::text AS as_of, scraped_at
    FROM market_rate_snapshots ORDER BY scraped_at DESC LIMIT 1
)
SELECT counts.*, market.rate AS market_rate, market.source AS market_source, market.as_of AS market_as_of,
       market.scraped_at AS market_scraped_at, page.*,
       ${LAST_ACTIVITY('page.last_sign_in_at', 'page.profile_updated_at', 'page.profile_id')} AS last_activity_at
  FROM (SELECT count(*)::int AS client_count,
               count(*) FILTER (WHERE ${OPPORTUNITY})::int AS opportunity_count,
               count(*) FILTER (WHERE ${MATCHES})::int AS total
          FROM users u
          ${OPPORTUNITY_FIGURES_JOIN}
         WHERE u.loan_officer_id = $1) counts
  LEFT JOIN market ON true
  LEFT JOIN LATERAL (
    -- numbered in the order the sorted, limited rows arrive (a window in the sort itself would
    -- make Postgres sort every client instead of keeping the top rows or reading an index)
    SELECT sorted.*, row_number() OVER () AS position
      FROM (SELECT u.id, u.created_at, u.email, u.phone, u.last_sign_in_at, ${NAME} AS name,
                   p.id AS profile_id, p.current_balance, p.original_interest_rate, p.monthly_payment, p.current_home_value,
                   p.loan_term_years, p.first_payment_date::text AS first_payment_date, p.updated_at AS profile_updated_at,
                   p.original_interest_rate - (SELECT rate FROM market) AS rate_gap,
                   ${OPPORTUNITY} AS opportunity
              FROM users u
              ${PROFILE_JOIN}
              ${isSavingsSort(sort) ? 'LEFT JOIN unnest($7::uuid[]) WITH ORDINALITY AS ranked(id, position) ON ranked.id = u.id' : ''}
             WHERE u.loan_officer_id = $1 AND ${MATCHES}
             ORDER BY ${orderClause(sort)}
             LIMIT $5 OFFSET $6) sorted
  ) page ON true
 ORDER BY page.position`;
}

/** One row of `clientListSql`: the counts and market rate on every row, the client's columns null on an empty page. */
export interface ClientListRow {
  client_count: number;
  opportunity_count: number;
  total: number;
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
}

const numberOrNull = (value: string | null) => (value === null ? null : Number(value));

export function marketRateOf(row: ClientListRow): OpportunityMarketRate | null {
  if (row.market_rate === null || !row.market_scraped_at) return null;
  return {
    rate: Number(row.market_rate),
    source: row.market_source ?? 'seed',
    asOf: row.market_as_of,
    scrapedAt: new Date(row.market_scraped_at).toISOString(),
  };
}

/**
 * Refinancing the client's balance at the market rate over 30 years, default closing costs paid
 * up front: exactly Cut My Costs (`@homewise/finance` `refinance`) at those inputs.
 */
export function refinanceOpportunity(
  row: Pick<ClientListRow, 'current_balance' | 'monthly_payment' | 'loan_term_years' | 'first_payment_date' | 'rate_gap'>,
  marketRate: number,
  today: string,
): RefinanceOpportunity {
  const result = refinance({
    balance: Number(row.current_balance),
    currentMonthlyPayment: Number(row.monthly_payment),
    loanTermYears: row.loan_term_years,
    firstPaymentDate: row.first_payment_date,
    today,
    newRate: marketRate,
    newTermYears: REFINANCE_DEFAULTS.newTermYears,
    closingCosts: REFINANCE_DEFAULTS.closingCosts,
    rollClosingCosts: REFINANCE_DEFAULTS.rollClosingCosts,
  });
  return {
    monthlySavings: result.savings.monthly,
    newMonthlyPayment: result.new.monthlyPayment,
    breakEvenMonths: result.chartBreakEvenMonths,
    rateGap: Number(row.rate_gap),
  };
}

/**
 * A client row as the officer sees it. Equity and its percent come from `@homewise/finance`, as
 * on the homeowner's Dashboard (so an under-water home shows the same figures on both).
 */
export function toClient(row: ClientListRow, marketRate: number | null, today: string): LoanOfficerClient {
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
  };
}

/**
 * What ranking the officer's matching opportunities by monthly savings needs, narrow (no names,
 * no activity lookups): the inputs of `refinance`. Same parameters $1–$4 as `clientListSql`.
 */
export const SAVINGS_INPUTS_SQL = `
WITH market AS (
  SELECT thirty_year_fixed AS rate FROM market_rate_snapshots ORDER BY scraped_at DESC LIMIT 1
)
SELECT u.id, p.current_balance, p.monthly_payment, p.loan_term_years, p.first_payment_date::text AS first_payment_date,
       p.original_interest_rate - (SELECT rate FROM market) AS rate_gap, (SELECT rate FROM market) AS market_rate
  FROM users u
  ${PROFILE_JOIN}
 WHERE u.loan_officer_id = $1 AND p.id IS NOT NULL AND ${MATCHES} AND ${OPPORTUNITY}`;

export type SavingsInputRow = Pick<ClientListRow, 'current_balance' | 'monthly_payment' | 'loan_term_years' | 'first_payment_date' | 'rate_gap'> & {
  id: string;
  market_rate: string;
};

/**
 * The opportunities' ids by monthly savings (most first when `descending`), ties by id — the one
 * order the database cannot give, since savings come from `refinance`.
 */
export function savingsRanking(rows: SavingsInputRow[], today: string, descending: boolean): string[] {
  const ranked = rows.map((row) => ({ id: row.id, savings: refinanceOpportunity(row, Number(row.market_rate), today).monthlySavings }));
  ranked.sort((a, b) => (a.savings !== b.savings ? (descending ? b.savings - a.savings : a.savings - b.savings) : a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  return ranked.map((r) => r.id);
}
