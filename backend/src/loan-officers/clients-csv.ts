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

/** Clients written per piece of the streamed file: each piece is made between other requests. */
export const CSV_BATCH = 500;

/**
 * The same file as `clientsToCsv`, in pieces as they are made: the header, then the lines of
 * each CSV_BATCH clients (`toClient` turns a row into a client only when its batch is due), with
 * the event loop free between pieces, so an officer's export of 5,000 clients starts arriving at
 * once and does not hold up everyone else's requests.
 */
export async function* clientsCsvPieces<Row>(rows: readonly Row[], toClient: (row: Row) => LoanOfficerClient): AsyncGenerator<string> {
  yield stringify([HEADER], CSV_STRINGIFY_OPTIONS);
  for (let start = 0; start < rows.length; start += CSV_BATCH) {
    await new Promise((resolve) => setImmediate(resolve));
    yield stringify(rows.slice(start, start + CSV_BATCH).map((row) => cellsOf(toClient(row))), CSV_STRINGIFY_OPTIONS);
  }
}
