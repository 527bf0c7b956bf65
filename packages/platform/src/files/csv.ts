/**
 * CSV files people open in a spreadsheet: RFC 4180 quoting, CRLF line ends. Numbers are written
 * as given (callers round money with `toFixed(2)` first); text that a spreadsheet would run as a
 * formula (= + - @ at the start, other than a plain number) is prefixed with an apostrophe (OWASP
 * "CSV injection").
 */
export type CsvCell = string | number | null | undefined;

function cellText(cell: CsvCell): string {
  if (cell === null || cell === undefined) return '';
  if (typeof cell === 'number') return Number.isFinite(cell) ? String(cell) : '';
  // A number written as text ("-5000.00", money to the cent) stays a number.
  const formulaLike = /^[=+\-@\t\r]/.test(cell) && !/^-?\d+(\.\d+)?$/.test(cell);
  const text = formulaLike ? `'${cell}` : cell;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** The text of a CSV file: one header row, then the rows. */
export function csvText(header: readonly string[], rows: readonly (readonly CsvCell[])[]): string {
  return [header, ...rows].map((row) => row.map(cellText).join(',')).join('\r\n') + '\r\n';
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
