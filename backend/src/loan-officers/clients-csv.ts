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

/** A client's cells, in HEADER's order. */
function cellsOf(c: LoanOfficerClient) {
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
}

/** The client list as a CSV file (RFC 4180, CRLF line ends). */
export function clientsToCsv(clients: LoanOfficerClient[]): string {
  return stringify([HEADER, ...clients.map(cellsOf)], CSV_STRINGIFY_OPTIONS);
}

/**
 * Clients read and written per piece of the streamed file (one page of the list statement each:
 * a deeper page re-reads the order's index up to it, so fewer, larger pages cost less in all).
 */
export const CSV_BATCH = 1000;

/**
 * The same file as `clientsToCsv`, in pieces as they are made: the header, then the lines of each
 * batch of clients as the batch arrives (the service reads CSV_BATCH clients at a time, the next
 * while these are written), so an export of 5,000 clients starts arriving at once
 * and never holds the whole book in memory.
 */
export async function* clientsCsvPieces(batches: AsyncIterable<readonly LoanOfficerClient[]>): AsyncGenerator<string> {
  yield stringify([HEADER], CSV_STRINGIFY_OPTIONS);
  for await (const clients of batches) if (clients.length) yield stringify(clients.map(cellsOf), CSV_STRINGIFY_OPTIONS);
}
