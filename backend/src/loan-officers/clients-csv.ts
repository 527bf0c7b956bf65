import type { LoanOfficerClient } from '@homewise/contracts';

/**
 * A text cell as CSV: quoted when it holds a separator, quote or line break; a value that a
 * spreadsheet would run as a formula (=, +, -, @, tab, CR at the start) gets a leading apostrophe,
 * so a client who calls themselves "=HYPERLINK(…)" cannot run anything on the officer's machine.
 */
export function csvCell(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return String(value);
  const formula = /^[=+\-@\t\r]/.test(value) && !/^-?\d+(\.\d+)?$/.test(value); // -150.00 is a number
  const safe = formula ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

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
  const lines = [HEADER.join(',')];
  for (const c of clients) {
    const o = c.opportunity;
    lines.push(
      [
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
      ]
        .map(csvCell)
        .join(','),
    );
  }
  return lines.join('\r\n') + '\r\n';
}
