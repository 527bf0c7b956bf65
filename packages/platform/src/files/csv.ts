// The writer and its rule (quoting, formula injection) live in @homewise/contracts, beside the
// options the backend's csv-stringify uses, so the pages and the server write CSV one way.
export { csvText, type CsvCell } from '@homewise/contracts';

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
