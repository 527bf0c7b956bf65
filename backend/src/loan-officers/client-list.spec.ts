import { monthlyPayment, refinance, REFINANCE_DEFAULTS, roundCents } from '@homewise/finance';
import { clientListSql, refinanceOpportunity, savingsOf, toClient, type ClientListRow } from './client-list.js';
import { clientsCsvPieces, clientsToCsv, CSV_BATCH } from './clients-csv.js';

const TODAY = '2026-06-15';

const row = (changes: Partial<ClientListRow> = {}): ClientListRow => ({
  client_count: 1,
  opportunity_count: 0,
  total: 1,
  turned_away_count: 0,
  turned_away_first_at: null,
  turned_away_last_at: null,
  market_rate: '0.069000',
  market_source: 'mba',
  market_as_of: '2026-06-05',
  market_scraped_at: new Date('2026-06-10T15:00:00Z'),
  id: 'c1',
  created_at: new Date('2025-01-02T03:04:05Z'),
  email: 'casey@example.com',
  phone: null,
  name: 'Casey Client',
  profile_id: 'p1',
  current_balance: '250000.55',
  original_interest_rate: '0.061500',
  monthly_payment: '1827.94',
  current_home_value: '400000.60',
  loan_term_years: 30,
  first_payment_date: '2024-07-01',
  rate_gap: '-0.007500',
  opportunity: false,
  last_activity_at: null,
  sharing_consent_at: null,
  e_invited_at: null,
  e_claimed_at: null,
  e_last_digest_at: null,
  e_last_clicked_at: null,
  e_unsubscribed_at: null,
  e_message_count: null,
  e_unread_messages: null,
  e_last_message_at: null,
  e_next_digest_at: null,
  ...changes,
});

describe('toClient', () => {
  it('takes equity to the cent and the rounded percent from @homewise/finance', () => {
    expect(toClient(row(), 0.069, TODAY)).toEqual({
      id: 'c1',
      fullName: 'Casey Client',
      email: 'casey@example.com',
      phone: null,
      currentBalance: 250000.55,
      interestRate: 0.0615,
      monthlyPayment: 1827.94,
      equity: 150000.05,
      equityPercent: 37,
      opportunity: null,
      lastActivityAt: null,
      joinedAt: '2025-01-02T03:04:05.000Z',
      engagement: {
        accountStatus: 'active',
        invitedAt: null,
        claimedAt: null,
        sharingConsentAt: null,
        lastDigestAt: null,
        lastClickedAt: null,
        unsubscribedAt: null,
        messageCount: 0,
        unreadMessages: 0,
        lastMessageAt: null,
        nextDigestAt: null,
      },
    });
  });

  it('shows an imported client as invited until they claim, and no next digest once unsubscribed or with digests off', () => {
    const invited = row({ e_invited_at: new Date('2026-06-01T00:00:00Z'), e_next_digest_at: new Date('2026-06-20T00:00:00Z') });
    expect(toClient(invited, 0.069, TODAY).engagement).toMatchObject({ accountStatus: 'invited', nextDigestAt: '2026-06-20T00:00:00.000Z' });
    expect(toClient({ ...invited, e_claimed_at: new Date('2026-06-02T00:00:00Z') }, 0.069, TODAY).engagement.accountStatus).toBe('active');
    expect(toClient({ ...invited, e_unsubscribed_at: new Date('2026-06-03T00:00:00Z') }, 0.069, TODAY).engagement.nextDigestAt).toBeNull();
    expect(toClient(invited, 0.069, TODAY, false).engagement.nextDigestAt).toBeNull();
  });

  it('rounds an under-water percent half away from zero, as the Dashboard does (−37.5 % → −38 %)', () => {
    const client = toClient(row({ current_balance: '550000.00', current_home_value: '400000.00' }), 0.069, TODAY);
    expect(client).toMatchObject({ equity: -150000, equityPercent: -38 });
  });

  it('answers nulls for a client without a profile, and 0 % for a home value of 0 (finance)', () => {
    const none = row({ profile_id: null, current_balance: null, current_home_value: null, original_interest_rate: null, monthly_payment: null });
    expect(toClient(none, 0.069, TODAY)).toMatchObject({ currentBalance: null, equity: null, equityPercent: null, opportunity: null });
    expect(toClient(row({ current_home_value: '0.00', current_balance: '0.00' }), 0.069, TODAY)).toMatchObject({ equity: 0, equityPercent: 0 });
  });

  it('prices a flagged client’s refinance at the market rate: 30 years, $5,000 closing costs up front', () => {
    const flagged = row({ current_balance: '300000.00', original_interest_rate: '0.082500', monthly_payment: '2253.80', rate_gap: '0.013500', opportunity: true });
    const { opportunity } = toClient(flagged, 0.069, TODAY);
    // The standard payment on $300,000 at 6.9 % over 360 months, quoted to the cent.
    const newPayment = roundCents(monthlyPayment(300000, 0.069, 360));
    expect(newPayment).toBe(1975.8);
    expect(opportunity).toEqual({
      newMonthlyPayment: newPayment,
      monthlySavings: roundCents(2253.8 - newPayment),
      breakEvenMonths: Math.ceil(5000 / (2253.8 - newPayment)),
      rateGap: 0.0135,
    });
    expect(opportunity!.breakEvenMonths).toBe(18);
  });

  it('says "never" when refinancing would not lower the payment', () => {
    const shortTerm = row({ current_balance: '20000.00', original_interest_rate: '0.090000', monthly_payment: '100.00', rate_gap: '0.021', opportunity: true });
    expect(toClient(shortTerm, 0.069, TODAY).opportunity).toMatchObject({ breakEvenMonths: null });
    expect(toClient(shortTerm, 0.069, TODAY).opportunity!.monthlySavings).toBeLessThan(0);
  });

  it('flags nobody without a market rate', () => {
    expect(toClient(row({ opportunity: true }), null, TODAY).opportunity).toBeNull();
  });
});

describe('savingsOf', () => {
  // $300,000 at 6.9 % over 30 years is $1,975.80 a month: savings are the current payment minus that.
  const input = (payment: string, balance = '300000.00') => ({
    id: 'a',
    current_balance: balance,
    monthly_payment: payment,
    original_interest_rate: '0.082500',
    loan_term_years: 30,
    first_payment_date: '2024-07-01',
  });

  it('is the monthly savings refinance gives (stored to sort by, the same figure the row shows)', () => {
    expect(savingsOf(input('2400.00'), 0.069, TODAY)).toBeCloseTo(2400 - 1975.8, 2);
    expect(savingsOf(input('2400.00'), 0.069, TODAY)).toBe(toClient(row({ ...input('2400.00'), rate_gap: '0.0135', opportunity: true }), 0.069, TODAY).opportunity!.monthlySavings);
    expect(savingsOf(input('2100.00'), 0.069, TODAY)!).toBeLessThan(savingsOf(input('2253.80'), 0.069, TODAY)!);
  });

  it('remembers refinance answers by every input: the same figures as a fresh refinance, a new rate, day or loan figured anew', () => {
    const loan = { ...input('2400.00'), rate_gap: '0.0135' };
    const fresh = (rate: number, today: string, payment = 2400) => {
      const r = refinance({
        balance: 300000, currentMonthlyPayment: payment, currentRate: 0.0825, loanTermYears: 30, firstPaymentDate: '2024-07-01', today, newRate: rate,
        newTermYears: REFINANCE_DEFAULTS.newTermYears, closingCosts: REFINANCE_DEFAULTS.closingCosts, rollClosingCosts: REFINANCE_DEFAULTS.rollClosingCosts,
      });
      return { monthlySavings: r.savings.monthly, newMonthlyPayment: r.new.monthlyPayment, breakEvenMonths: r.chartBreakEvenMonths, rateGap: 0.0135 };
    };
    const first = refinanceOpportunity(loan, 0.069, TODAY);
    first.monthlySavings = -1; // a caller's change stays with its copy
    expect(refinanceOpportunity(loan, 0.069, TODAY)).toEqual(fresh(0.069, TODAY));
    expect(refinanceOpportunity(loan, 0.061, TODAY)).toEqual(fresh(0.061, TODAY));
    expect(refinanceOpportunity(loan, 0.069, '2031-01-15')).toEqual(fresh(0.069, '2031-01-15'));
    expect(refinanceOpportunity({ ...loan, monthly_payment: '2600.00' }, 0.069, TODAY)).toEqual(fresh(0.069, TODAY, 2600));
    expect(refinanceOpportunity(loan, 0.061, TODAY).monthlySavings).not.toBe(refinanceOpportunity(loan, 0.069, TODAY).monthlySavings);
  });

  it('is null for a loan with nothing to refinance', () => {
    expect(savingsOf(input('2400.00', '0.00'), 0.069, TODAY)).toBeNull();
    expect(savingsOf(input('0.00'), 0.069, TODAY)).toBeNull();
  });
});

describe('clientListSql', () => {
  it('orders by a known expression only, nulls last, with the id as tie-breaker', () => {
    expect(clientListSql('-balance', 'all', true)).toContain('ORDER BY p.current_balance DESC NULLS LAST, u.id ASC');
    // The list's name lowercased, else the email: an immutable function, indexed by officer (migration ClientListOrders).
    expect(clientListSql('name', 'all')).toContain('ORDER BY client_sort_name(u.full_name, u.first_name, u.last_name, u.email) ASC, u.id ASC');
    // Newest first is the order of users_loan_officer_id_idx (loan_officer_id, created_at DESC, id).
    expect(clientListSql('-joined', 'all')).toContain('ORDER BY u.created_at DESC, u.id ASC');
    // Savings are ranked in code; the database takes the ranked ids, everyone else after them.
    // Savings are stored with the profile: opportunities by them, everyone else after, by id.
    expect(clientListSql('-savings', 'all')).toMatch(/ORDER BY CASE WHEN coalesce\(p\.current_balance > 0[\s\S]*THEN p\.monthly_savings END DESC NULLS LAST, u\.id ASC/);
    expect(clientListSql('savings', 'all')).toContain('THEN p.monthly_savings END ASC NULLS LAST, u.id ASC');
    expect(clientListSql('-savings', 'all')).not.toContain('$7');
  });

  it("reads the clients' profiles through the officer's profiles index (mortgage_profiles.loan_officer_id), never every homeowner's, and sorts ids only", () => {
    for (const sql of [clientListSql('-joined', 'all'), clientListSql('-balance', 'opportunities', true)]) {
      expect(sql.match(/LEFT JOIN mortgage_profiles p ON p\.user_id = u\.id AND p\.loan_officer_id = \$1/g)).toHaveLength(3);
      // The sort carries only the clients' ids; the page's rows are joined to their details after it.
      expect(sql).toMatch(/FROM \(SELECT u\.id\s+FROM users u\s+LEFT JOIN mortgage_profiles p[\s\S]*ORDER BY[\s\S]*LIMIT \$5 OFFSET \$6\) sorted\) ranked\s+JOIN users u ON u\.id = ranked\.id/);
    }
  });

  it('pages opportunities without a search by a loan figure from the officer\'s refinanceable loans alone', () => {
    const sql = clientListSql('-savings', 'opportunities');
    // No client row in the sort: the order of mortgage_profiles_officer_savings_idx, then the page's details.
    expect(sql).toMatch(/FROM \(SELECT p\.user_id AS id\s+FROM mortgage_profiles p\s+WHERE p\.loan_officer_id = \$1 AND p\.current_balance > 0 AND p\.monthly_payment > 0/);
    expect(sql).toContain('ORDER BY p.monthly_savings DESC NULLS LAST, p.user_id ASC');
    expect(sql).toContain("$3::text IS NULL AND $4::text = 'opportunities'");
    expect(clientListSql('-balance', 'opportunities')).toContain('ORDER BY p.current_balance DESC NULLS LAST, p.user_id ASC');
    // Sorts by a client's own columns, a search, or another filter sort the clients.
    for (const sql of [clientListSql('-joined', 'opportunities'), clientListSql('-savings', 'opportunities', true), clientListSql('-savings', 'all'), clientListSql('-balance', 'unread'), clientListSql('-lastActivity', 'all', true)]) {
      expect(sql).toMatch(/FROM \(SELECT u\.id\s+FROM users u/);
    }
  });

  it('pages every client by a loan figure from the index of that figure, then the clients without a loan, by id', () => {
    const sql = clientListSql('-balance', 'all');
    // Never null on a loan: no NULLS LAST, so the descending order is mortgage_profiles_officer_by_balance_idx's own.
    expect(sql).toMatch(/FROM mortgage_profiles p\s+WHERE p\.loan_officer_id = \$1 AND \$3::text IS NULL AND \$4::text = 'all'\s+ORDER BY p\.current_balance DESC, p\.user_id ASC/);
    expect(sql).toMatch(/UNION ALL\s+\(SELECT u\.id FROM users u\s+WHERE u\.loan_officer_id = \$1\s+AND NOT EXISTS \(SELECT 1 FROM mortgage_profiles p WHERE p\.user_id = u\.id AND p\.loan_officer_id = \$1\)\s+ORDER BY u\.id/);
    expect(clientListSql('equityPercent', 'all')).toContain('ELSE 0 END ASC, p.user_id ASC');
    expect(clientListSql('-balance', 'all', true)).toMatch(/FROM \(SELECT u\.id\s+FROM users u/);
  });

  it('pages every client, or an engagement filter, by an engagement column from its index, then the clients without one by id', () => {
    const sql = clientListSql('-lastMessage', 'neverClicked');
    expect(sql).toMatch(/\(SELECT ce\.client_id AS id FROM client_engagement ce\s+WHERE ce\.officer_id = \$1 AND ce\.last_message_at IS NOT NULL AND \$3::text IS NULL AND \$4::text = 'neverClicked' AND ce\.last_clicked_at IS NULL\s+ORDER BY ce\.last_message_at DESC, ce\.client_id ASC/);
    // A client without an engagement row has never clicked: the officer's clients by id, each one's row looked up.
    expect(sql).toMatch(/UNION ALL \(SELECT u\.id FROM users u LEFT JOIN LATERAL \(SELECT \* FROM client_engagement ce WHERE ce\.client_id = u\.id OFFSET 0\) ce ON true\s+WHERE u\.loan_officer_id = \$1 AND NOT coalesce\(ce\.last_message_at IS NOT NULL, false\)[^\n]*\s+ORDER BY u\.id/);
    // Only a row can be unsubscribed: the rows without a last click, by client id.
    expect(clientListSql('lastClicked', 'unsubscribed')).toMatch(/UNION ALL \(SELECT ce\.client_id AS id FROM client_engagement ce\s+WHERE ce\.officer_id = \$1 AND NOT \(ce\.last_clicked_at IS NOT NULL\)[^\n]*\s+ORDER BY ce\.client_id/);
    // Fewest unread first: the clients with none come first.
    expect(clientListSql('unreadMessages', 'all')).toMatch(/FROM \(\(SELECT u\.id FROM users u[\s\S]*UNION ALL \(SELECT ce\.client_id AS id FROM client_engagement ce\s+WHERE ce\.officer_id = \$1 AND ce\.unread_messages > 0[^\n]*\s+ORDER BY ce\.unread_messages ASC, ce\.client_id ASC/);
  });

  it('pages every client by last activity from the kept figure, oldest first too, no activity last', () => {
    expect(clientListSql('-lastActivity', 'all')).toMatch(/FROM \(SELECT a\.client_id AS id FROM client_activity a\s+WHERE a\.loan_officer_id = \$1 AND \$3::text IS NULL AND \$4::text = 'all'\s+ORDER BY a\.last_activity_at DESC NULLS LAST, a\.client_id ASC/);
    expect(clientListSql('lastActivity', 'all')).toContain('ORDER BY a.last_activity_at ASC NULLS LAST, a.client_id ASC');
    // Another filter or a search joins the kept figure to the clients it sorts.
    expect(clientListSql('-lastActivity', 'unread')).toMatch(/LEFT JOIN client_activity a ON a\.client_id = u\.id\s+WHERE u\.loan_officer_id = \$1[\s\S]*ORDER BY a\.last_activity_at DESC NULLS LAST, u\.id ASC/);
  });

  it('takes the count of every client from officer_client_counts, and counts clients only for a search or another filter', () => {
    const counted = /ELSE \(SELECT count\(\*\)::int\s+FROM users u/;
    expect(clientListSql('-joined', 'all')).toContain('SELECT k.clients FROM officer_client_counts k WHERE k.officer_id = $1');
    expect(clientListSql('-joined', 'all')).toContain("CASE WHEN $3::text IS NULL AND $4::text = 'all' THEN c.client_count");
    expect(clientListSql('-joined', 'all')).toMatch(counted);
    expect(clientListSql('-joined', 'opportunities')).toContain("CASE WHEN $3::text IS NULL AND $4::text = 'opportunities' THEN c.opportunity_count");
    // An engagement filter without a search counts a range of an index of the officer's engagement rows.
    expect(clientListSql('-joined', 'unread')).toContain(
      "CASE WHEN $3::text IS NULL AND $4::text = 'unread' THEN (SELECT count(*)::int FROM client_engagement ce WHERE ce.officer_id = $1 AND ce.unread_messages > 0)",
    );
    expect(clientListSql('-joined', 'neverClicked')).toContain(
      'THEN c.client_count - (SELECT count(*)::int FROM client_engagement ce WHERE ce.officer_id = $1 AND ce.last_clicked_at IS NOT NULL)',
    );
  });

  it('reads engagement for every client only when the filter or the order needs it', () => {
    const everyClient = /FROM users u\s+LEFT JOIN mortgage_profiles p ON [^\n]*\s+LEFT JOIN LATERAL \(SELECT \* FROM client_engagement/;
    expect(clientListSql('-joined', 'all')).not.toMatch(everyClient);
    expect(clientListSql('-lastDigest', 'all', true)).toMatch(everyClient);
    expect(clientListSql('-lastDigest', 'all', true)).toContain('ORDER BY ce.last_digest_at DESC NULLS LAST, u.id ASC');
    expect(clientListSql('-lastDigest', 'opportunities')).toMatch(everyClient);
    expect(clientListSql('-joined', 'invited')).toContain('(ce.invited_at IS NOT NULL AND ce.claimed_at IS NULL)');
    // Only a row can be invited: the officer's invited rows joined, not every client's row looked up.
    expect(clientListSql('-joined', 'invited')).toMatch(/FROM users u\s+LEFT JOIN mortgage_profiles p ON [^\n]*\s+JOIN client_engagement ce ON ce\.client_id = u\.id AND ce\.officer_id = \$1/);
    expect(clientListSql('-joined', 'unread')).toContain('coalesce(ce.unread_messages, 0) > 0');
  });
});

describe('CSV', () => {
  it('quotes separators and quotes, and defuses spreadsheet formulas but not negative numbers', () => {
    const cellsOf = (name: string, email: string) =>
      clientsToCsv([toClient(row({ name, email, current_balance: '-150000.00' }), 0.069, TODAY)]).split('\r\n')[1];
    expect(cellsOf('Smith, Jo "JJ"', '@SUM(A1)')).toMatch(/^"Smith, Jo ""JJ""","'@SUM\(A1\)","","-150000\.00",/);
    expect(cellsOf('=HYPERLINK("http://evil")', '+1@example.com')).toMatch(/^"'=HYPERLINK\(""http:\/\/evil""\)","'\+1@example\.com",/);
  });

  it('writes one row per client with the figures of the list', () => {
    const plain = toClient(row({ phone: '(555) 010-2030' }), 0.069, TODAY);
    const flagged = toClient(
      row({ id: 'c2', name: null, email: 'lee@example.com', current_balance: '300000.00', original_interest_rate: '0.082500', monthly_payment: '2253.80', rate_gap: '0.0135', opportunity: true }),
      0.069,
      TODAY,
    );
    const lines = clientsToCsv([plain, flagged]).split('\r\n');
    expect(lines[0]).toBe(
      '"Name","Email","Phone","Current Balance","Interest Rate (%)","Monthly Payment","Equity","Equity (%)","Refinance Opportunity","Monthly Savings","Break-Even (months)","Joined","Last Activity"',
    );
    expect(lines[1]).toBe('"Casey Client","casey@example.com","(555) 010-2030","250000.55","6.150","1827.94","150000.05","37","No","","","2025-01-02",""');
    expect(lines[2]).toBe('"","lee@example.com","","300000.00","8.250","2253.80","100000.60","25","Yes","278.00","18","2025-01-02",""');
    expect(lines[3]).toBe('');
  });

  it("quotes every cell, so a name cannot split into cells where ';' separates them (issue 23)", () => {
    const dave = toClient(row({ name: "Dave;=cmd|' /C calc'!A0;", phone: '+1 555 010 2030' }), 0.069, TODAY);
    const cells = clientsToCsv([dave]).split('\r\n')[1];
    // Excel in a ';'-separator locale reads an unquoted `Dave;=cmd|…` as three cells, the second a formula.
    expect(cells.startsWith(`"Dave;=cmd|' /C calc'!A0;",`)).toBe(true);
    expect(cells.split(',').every((cell) => /^".*"$/.test(cell))).toBe(true);
  });
});

describe('clientsCsvPieces', () => {
  it('writes the same bytes as the whole file, header first, a piece per batch of clients', async () => {
    const rows = Array.from({ length: CSV_BATCH * 2 + 3 }, (_, i) => row({ id: `c${i}`, email: `client${i}@example.com`, name: i % 7 ? `Client ${i}` : '=cmd' }));
    const clients = rows.map((r) => toClient(r, 0.069, TODAY));
    const pieces: string[] = [];
    async function* batches() {
      for (let start = 0; start < clients.length; start += CSV_BATCH) yield clients.slice(start, start + CSV_BATCH);
      yield []; // an empty last batch (a book of exactly N batches) writes nothing
    }
    for await (const piece of clientsCsvPieces(batches())) pieces.push(piece);
    expect(pieces).toHaveLength(1 + 3);
    expect(pieces[0]).toMatch(/^"Name","Email",.*"Last Activity"\r\n$/);
    expect(pieces.join('')).toBe(clientsToCsv(clients));
  });
});
