/**
 * The one rule for the CSV files Homewise writes (the loan officer's client export on the
 * backend, the schedules and chart data the pages download), against CSV injection (OWASP):
 *
 * - every cell is quoted, so a separator inside text never starts a new cell — also where a
 *   spreadsheet splits on ';' (a name like `Dave;=cmd|' /C calc'!A0;` stays one cell);
 * - text that a spreadsheet would run as a formula gets a leading apostrophe: `=`, `+`, `-`, `@`,
 *   tab, CR or LF first, or their full-width forms (some spreadsheets read those as formulas too).
 *   A number written as text ("-5000.00", money to the cent) is left alone.
 *
 * The backend writes with csv-stringify under CSV_STRINGIFY_OPTIONS; the browser writes with
 * csvText below, because csv-stringify's browser build is 18 KB (gzip, most of it a Buffer
 * polyfill) and @homewise/platform, which offers the downloads, is loaded whole on every page.
 * backend/src/loan-officers/clients-csv.spec.ts checks on random rows that both write the same
 * bytes, so there is one rule however a file is written.
 */
const FORMULA_LEAD = /^[=+\-@\t\r\n\uFF1D\uFF0B\uFF0D\uFF20]/;
const PLAIN_NUMBER = /^-?\d+(\.\d+)?$/;

/** Text as a spreadsheet may safely read it: a formula lead is preceded by an apostrophe. */
export function defuseFormula(text: string): string {
  return FORMULA_LEAD.test(text) && !PLAIN_NUMBER.test(text) ? `'${text}` : text;
}

/** Every CSV file: each cell in double quotes (a quote doubled), lines ending CRLF (RFC 4180). */
export const CSV_RECORD_DELIMITER = '\r\n';

/** A number as a cell's text: as JavaScript writes it, and never NaN or Infinity. */
const numberText = (value: number): string => (Number.isFinite(value) ? String(value) : '');

/**
 * The options that make csv-stringify (`stringify(rows, CSV_STRINGIFY_OPTIONS)`) write by this
 * rule. Plain data, so this module needs no CSV library.
 */
export const CSV_STRINGIFY_OPTIONS = {
  quoted: true,
  quoted_empty: true,
  record_delimiter: CSV_RECORD_DELIMITER,
  cast: { string: defuseFormula, number: numberText },
} as const;

/** A cell: text is defused, a number written as given (round money with `toFixed(2)` first). */
export type CsvCell = string | number | null | undefined;

function cellText(cell: CsvCell): string {
  if (cell === null || cell === undefined) return '""';
  const text = typeof cell === 'number' ? numberText(cell) : defuseFormula(cell);
  return `"${text.replace(/"/g, '""')}"`;
}

/** The text of a CSV file by the rule above: one header row, then the rows. */
export function csvText(header: readonly string[], rows: readonly (readonly CsvCell[])[]): string {
  return [header, ...rows].map((row) => row.map(cellText).join(',')).join(CSV_RECORD_DELIMITER) + CSV_RECORD_DELIMITER;
}
