import { downloadCsv } from './csv';

describe('downloadCsv', () => {
  it('downloads a blob under the given name and frees it afterwards', async () => {
    const blobs: Blob[] = [];
    const createObjectURL = jest.fn((blob: Blob) => {
      blobs.push(blob);
      return 'blob:csv';
    });
    const revokeObjectURL = jest.fn();
    Object.assign(URL, { createObjectURL, revokeObjectURL });
    const clicked: HTMLAnchorElement[] = [];
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this);
    });
    downloadCsv('schedule.csv', 'Month\r\n1\r\n');
    expect(clicked).toHaveLength(1);
    expect(clicked[0].download).toBe('schedule.csv');
    expect(clicked[0].isConnected).toBe(false);
    // jsdom's Blob has no text(): read it the older way.
    const text = await new Promise<string>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(reader.result as string);
      reader.readAsText(blobs[0]);
    });
    // The decoder drops the byte order mark; the bytes start with it (EF BB BF) for Excel.
    expect(text).toBe('Month\r\n1\r\n');
    const bytes = await new Promise<Uint8Array>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
      reader.readAsArrayBuffer(blobs[0]);
    });
    expect([...bytes.slice(0, 4)]).toEqual([0xef, 0xbb, 0xbf, 'M'.charCodeAt(0)]);
    expect(blobs[0].type).toBe('text/csv;charset=utf-8');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(revokeObjectURL).toHaveBeenCalledWith('blob:csv');
    click.mockRestore();
  });
});
