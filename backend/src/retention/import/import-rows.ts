import { parse } from 'csv-parse/sync';
import {
  CLIENT_IMPORT_COLUMNS,
  DEFAULT_LOAN_TERM_YEARS,
  mortgageProblems,
  mortgageProblemsSentence,
  type ClientImportField,
  type ClientImportSkippedRow,
  type MortgageProfile,
  type MortgageValues,
} from '@homewise/contracts';
import { autoBalance, monthlyPayment, roundCents } from '@homewise/finance';
import { isPhoneNumber, PHONE_FORMAT_MESSAGE } from '../../identity/users/phone.js';

/** One client as a CSV row describes them, checked and ready to store. */
export interface ImportedClient {
  /** The spreadsheet's row number (header = 1). */
  row: number;
  email: string;
  firstName: string | null;
  lastName: string | null;
  fullName: string | null;
  phone: string | null;
  /** Null when the row has no loan figures (the client adds them after claiming). */
  profile: ImportedProfile | null;
}

/** The mortgage fields an import fills in: the profile's own, not a second copy of them. */
export type ImportedProfile = Pick<
  MortgageProfile,
  | 'propertyAddress'
  | 'originalLoanAmount'
  | 'currentBalance'
  | 'originalInterestRate'
  | 'loanTermYears'
  | 'loanType'
  | 'monthlyPayment'
  | 'firstPaymentDate'
  | 'currentHomeValue'
>;

export interface ParsedImport {
  clients: ImportedClient[];
  skipped: ClientImportSkippedRow[];
}

/** Letters and digits only, lower case: "E-mail", "EMAIL ADDRESS", "Email_Address" compare alike. */
export const headerKey = (header: string): string => header.toLowerCase().replace(/[^a-z0-9]/g, '');

const FIELD_BY_HEADER = new Map<string, ClientImportField>(
  CLIENT_IMPORT_COLUMNS.flatMap((column) => column.aliases.map((alias) => [headerKey(alias), column.field] as const)),
);

/** The import's problems that stop the whole file (400), as the officer reads them. */
export class ImportFileError extends Error {}

const EMAIL = /^[^\s@<>,;"]+@[^\s@<>,;"]+\.[^\s@<>,;"]+$/;

/** "$350,000.00" → 350000; null for an empty cell; NaN for anything that is not a number. */
function money(cell: string): number | null {
  const cleaned = cell.replace(/[$,\s]/g, '');
  if (!cleaned) return null;
  return /^-?\d+(\.\d+)?$/.test(cleaned) ? Number(cleaned) : NaN;
}

/**
 * "6.5", "6.5%" and "0.065" are all 6.5 %: a value with "%" or of 1 or more is a percent, a
 * value below 1 a fraction (nobody's mortgage is at 1 % or less written without the sign, and a
 * fraction of 1 or more would be 100 %+). Answers the fraction, to the 6 decimals stored.
 */
export function interestRate(cell: string): number | null {
  const percentSign = cell.includes('%');
  const value = money(cell.replace('%', ''));
  if (value === null || Number.isNaN(value)) return value;
  const fraction = percentSign || value >= 1 ? value / 100 : value;
  return Math.round(fraction * 1e6) / 1e6;
}

/** YYYY-MM-DD or M/D/YYYY (US spreadsheets) → YYYY-MM-DD; null for empty; 'invalid' otherwise. */
export function importDate(cell: string): string | null | 'invalid' {
  const value = cell.trim();
  if (!value) return null;
  let match = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(value);
  let [year, month, day] = match ? [match[1], match[2], match[3]] : [];
  if (!match) {
    match = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(value);
    if (!match) return 'invalid';
    [month, day, year] = [match[1], match[2], match[3]];
  }
  const iso = `${year}-${month!.padStart(2, '0')}-${day!.padStart(2, '0')}`;
  const date = new Date(`${iso}T00:00:00Z`);
  return Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== iso ? 'invalid' : iso;
}

/** The loan type a term names: a fixed type of that term, else the older "Fixed Rate" (any term). */
const loanTypeFor = (termYears: number) => ([10, 15, 20, 30].includes(termYears) ? `${termYears}_year_fixed` : 'fixed_rate');

const LOAN_FIELDS: readonly ClientImportField[] = ['loanAmount', 'interestRate', 'termYears', 'firstPaymentDate', 'currentBalance', 'homeValue'];
const LABEL = Object.fromEntries(CLIENT_IMPORT_COLUMNS.map((c) => [c.field, c.label])) as Record<ClientImportField, string>;

/**
 * The loan of one row, or the reason it cannot be stored. Loan Amount, Interest Rate and Home
 * Value together make a profile (the rest is optional); a row with none of the loan columns
 * filled is a contact without a profile.
 */
function profileOf(cells: Partial<Record<ClientImportField, string>>, address: string, today: string): ImportedProfile | null | string {
  if (LOAN_FIELDS.every((field) => !cells[field])) return null;
  const missing = (['loanAmount', 'interestRate', 'homeValue'] as const).filter((field) => !cells[field]);
  if (missing.length) return `${missing.map((f) => LABEL[f]).join(', ')} missing: a loan needs Loan Amount, Interest Rate and Home Value.`;
  const amount = money(cells.loanAmount!)!;
  const rate = interestRate(cells.interestRate!)!;
  const value = money(cells.homeValue!)!;
  const term = cells.termYears ? money(cells.termYears) : DEFAULT_LOAN_TERM_YEARS;
  const firstPaymentDate = importDate(cells.firstPaymentDate ?? '');
  const givenBalance = cells.currentBalance ? money(cells.currentBalance) : null;
  for (const [field, figure] of [['loanAmount', amount], ['interestRate', rate], ['homeValue', value], ['termYears', term], ['currentBalance', givenBalance]] as const) {
    if (Number.isNaN(figure)) return `${LABEL[field]} "${cells[field]}" is not a number.`;
  }
  if (firstPaymentDate === 'invalid') return `First Payment Date "${cells.firstPaymentDate}" is not a date (use YYYY-MM-DD or M/D/YYYY).`;
  const termYears = term!;
  const payment = roundCents(monthlyPayment(amount, rate, termYears * 12));
  const balance =
    givenBalance ??
    (firstPaymentDate
      ? autoBalance({ originalLoanAmount: amount, annualRate: rate, monthlyPayment: payment, loanTermYears: termYears, firstPaymentDate, today })
      : amount);
  const values: MortgageValues = {
    propertyAddress: address,
    originalLoanAmount: amount,
    currentBalance: balance,
    originalInterestRate: rate,
    loanTermYears: termYears,
    monthlyPayment: payment,
    firstPaymentDate,
    currentHomeValue: value,
  };
  // The same bounds as the forms and the profile API, in the same words.
  const problems = mortgageProblems(values, today);
  if (Object.keys(problems).length) return mortgageProblemsSentence(problems);
  return {
    propertyAddress: address,
    originalLoanAmount: amount,
    currentBalance: balance,
    originalInterestRate: rate,
    loanTermYears: termYears,
    loanType: loanTypeFor(termYears),
    monthlyPayment: payment,
    firstPaymentDate,
    currentHomeValue: value,
  };
}

/**
 * Reads an officer's CSV: the header row names the columns (CLIENT_IMPORT_COLUMNS, matched by
 * `headerKey`), each later row is a client or a skipped row with its reason. Throws
 * ImportFileError when the file as a whole cannot be read (no Email column, too many rows).
 * A later row with the same email wins and the earlier one is reported skipped, so one file
 * never makes two clients of one address.
 */
export function parseClientCsv(csv: string, today: string, maxRows: number): ParsedImport {
  let records: string[][];
  try {
    records = parse(csv, { bom: true, relax_column_count: true, skip_empty_lines: true, trim: true }) as string[][];
  } catch (error) {
    throw new ImportFileError(`The file could not be read as CSV: ${(error as Error).message}`);
  }
  if (!records.length) throw new ImportFileError('The file is empty. Its first line must name the columns, e.g. Email, First Name, Last Name.');
  const fields = records[0].map((header) => FIELD_BY_HEADER.get(headerKey(header)));
  if (!fields.includes('email')) {
    throw new ImportFileError('No Email column: the first line must name the columns, and one of them must be Email (or E-mail).');
  }
  const rows = records.slice(1);
  if (rows.length > maxRows) {
    throw new ImportFileError(`The file has ${rows.length.toLocaleString('en-US')} clients; import at most ${maxRows.toLocaleString('en-US')} at a time.`);
  }
  const byEmail = new Map<string, ImportedClient>();
  const skipped: ClientImportSkippedRow[] = [];
  rows.forEach((record, index) => {
    const row = index + 2;
    const cells: Partial<Record<ClientImportField, string>> = {};
    fields.forEach((field, column) => {
      // The first column of a field wins ("Name" and "Full Name" both given).
      if (field && cells[field] === undefined && record[column]) cells[field] = record[column];
    });
    const email = (cells.email ?? '').toLowerCase();
    if (!email) return skipped.push({ row, email: null, reason: 'No email address.' });
    if (!EMAIL.test(email) || email.length > 254) return skipped.push({ row, email, reason: `"${cells.email}" is not an email address.` });
    const profile = profileOf(cells, (cells.propertyAddress ?? '').slice(0, 500), today);
    if (typeof profile === 'string') return skipped.push({ row, email, reason: profile });
    if (cells.phone && !isPhoneNumber(cells.phone)) return skipped.push({ row, email, reason: PHONE_FORMAT_MESSAGE });
    const firstName = cells.firstName?.slice(0, 100) || null;
    const lastName = cells.lastName?.slice(0, 100) || null;
    const fullName = (cells.fullName || [firstName, lastName].filter(Boolean).join(' ')).slice(0, 200) || null;
    const earlier = byEmail.get(email);
    if (earlier) {
      skipped.push({ row: earlier.row, email, reason: `The same email is on row ${row} further down; that row was imported.` });
      byEmail.delete(email);
    }
    byEmail.set(email, { row, email, firstName, lastName, fullName, phone: cells.phone || null, profile });
  });
  return { clients: [...byEmail.values()], skipped };
}
