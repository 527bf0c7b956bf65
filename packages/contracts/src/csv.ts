/**
 * The one rule for text in the CSV files Homewise writes (the loan officer's client export on the
 * backend, the schedules and chart data the pages download), against CSV injection (OWASP):
 *
 * - every cell is quoted, so a separator inside text never starts a new cell — also where a
 *   spreadsheet splits on ';' (a name like `Dave;=cmd|' /C calc'!A0;` stays one cell);
 * - text that a spreadsheet would run as a formula gets a leading apostrophe: `=`, `+`, `-`, `@`,
 *   tab, CR or LF first, or their full-width forms (some spreadsheets read those as formulas too).
 *   A number written as text ("-5000.00", money to the cent) is left alone.
 */
const FORMULA_LEAD = /^[=+\-@\t\r\n\uFF1D\uFF0B\uFF0D\uFF20]/;
const PLAIN_NUMBER = /^-?\d+(\.\d+)?$/;

/** Text as a spreadsheet may safely read it: a formula lead is preceded by an apostrophe. */
export function defuseFormula(text: string): string {
  return FORMULA_LEAD.test(text) && !PLAIN_NUMBER.test(text) ? `'${text}` : text;
}

/** Every CSV file: each cell in double quotes (a quote doubled), lines ending CRLF (RFC 4180). */
export const CSV_RECORD_DELIMITER = '\r\n';
