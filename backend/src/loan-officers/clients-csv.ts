import { stringify } from 'csv-stringify/sync';
import { CSV_STRINGIFY_OPTIONS, type LoanOfficerClient } from '@homewise/contracts';

// csv-stringify with Homewise's CSV rule (contracts `csv.ts`): every cell quoted, formula leads
// defused, so a client who calls themselves "=HYPERLINK(…)" or "Dave;=cmd|…" cannot run
// anything on the officer's machine, whatever separator their spreadsheet uses.

const HEADER = [
  'Name',
  'Email',
  'Phone',
  'Current Balance',
  'Interest Rate (%)',
  'Monthly Payment',
  'Equity',
  'Equity (%)',
  'Refinance Opportunity',
  'Monthly Savings',
  'Break-Even (months)',
  'Joined',
  'Last Activity',
];

/** Rates as percents with three decimals, money with two, dates as YYYY-MM-DD: figures a spreadsheet reads as numbers. */
const percent = (fraction: number | null) => (fraction === null ? null : (fraction * 100).toFixed(3));
const money = (dollars: number | null | undefined) => (dollars === null || dollars === undefined ? null : dollars.toFixed(2));
const day = (iso: string | null) => (iso ? iso.slice(0, 10) : null);

/** The client list as a CSV file (RFC 4180, CRLF line ends). */
export function clientsToCsv(clients: LoanOfficerClient[]): string {
  const rows = clients.map((c) => {
    const o = c.opportunity;
    return [
      c.fullName,
      c.email,
      c.phone,
      money(c.currentBalance),
      percent(c.interestRate),
      money(c.monthlyPayment),
      money(c.equity),
      c.equityPercent,
      o ? 'Yes' : 'No',
      money(o?.monthlySavings),
      o ? (o.breakEvenMonths ?? 'Never') : null,
      day(c.joinedAt),
      day(c.lastActivityAt),
    ];
  });
  return stringify([HEADER, ...rows], CSV_STRINGIFY_OPTIONS);
}
