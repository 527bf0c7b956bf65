import { CSV_RECORD_DELIMITER, defuseFormula } from '@homewise/contracts';

/**
 * CSV files people open in a spreadsheet, by Homewise's CSV rule (contracts `csv.ts`, the same as
 * the backend's client export): every cell quoted, formula leads defused, CRLF line ends.
 * Numbers are written as given (callers round money with `toFixed(2)` first).
 *
 * Not csv-stringify, which the backend uses: its browser build carries an 18 KB (gzip) Buffer
 * polyfill, and this package is shared whole on every page (the login page's budget is 170 KB).
 */
export type CsvCell = string | number | null | undefined;

function cellText(cell: CsvCell): string {
  if (cell === null || cell === undefined) return '""';
  const text = typeof cell === 'number' ? (Number.isFinite(cell) ? String(cell) : '') : defuseFormula(cell);
  return `"${text.replace(/"/g, '""')}"`;
}

/** The text of a CSV file: one header row, then the rows. */
export function csvText(header: readonly string[], rows: readonly (readonly CsvCell[])[]): string {
  return [header, ...rows].map((row) => row.map(cellText).join(',')).join(CSV_RECORD_DELIMITER) + CSV_RECORD_DELIMITER;
}

/**
 * Saves `text` as a file named `fileName` through the browser's download, UTF-8 with a byte
 * order mark: without it Excel reads a double-clicked CSV in the machine's legacy code page, and
 * an address such as "Café Street" or a "—" comes out garbled.
 */
export function downloadCsv(fileName: string, text: string): void {
  const url = URL.createObjectURL(new Blob(['\uFEFF', text], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // Some browsers read the blob after click() returns: free it once they had their turn.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
