import fc from 'fast-check';
import { stringify } from 'csv-stringify/sync';
import { CSV_STRINGIFY_OPTIONS, csvText, type CsvCell } from '@homewise/contracts';

// One CSV rule however a file is written: the backend's csv-stringify under CSV_STRINGIFY_OPTIONS
// and the pages' csvText (contracts csv.ts) write the same bytes for the same rows.
const cell: fc.Arbitrary<CsvCell> = fc.oneof(
  fc.string(),
  // Formula leads, separators, quotes and line breaks, where the rule does its work.
  fc.tuple(fc.constantFrom('=', '+', '-', '@', '\t', '\r', '\n', '\uFF1D', '"', ';', ',', "'"), fc.string()).map(([lead, rest]) => lead + rest),
  fc.double().map((n) => n.toFixed(2)),
  fc.double(),
  fc.integer(),
  fc.constantFrom(null, undefined, '', Number.NaN, Number.POSITIVE_INFINITY, -0),
);

describe('CSV written by csv-stringify and by the pages', () => {
  it('is the same text for the same rows', () => {
    fc.assert(
      fc.property(fc.array(fc.string(), { minLength: 1, maxLength: 4 }), fc.array(fc.array(cell, { minLength: 1, maxLength: 6 }), { maxLength: 5 }), (header, rows) => {
        expect(stringify([header, ...rows], CSV_STRINGIFY_OPTIONS)).toBe(csvText(header, rows));
      }),
      { numRuns: 500 },
    );
  });

  it('defuses a formula and keeps a negative amount, both ways', () => {
    const rows = [['=HYPERLINK("x")', '-5000.00', -12.5, null]];
    const expected = `"Name","Balance","Change","Note"\r\n"'=HYPERLINK(""x"")","-5000.00","-12.5",""\r\n`;
    expect(stringify([['Name', 'Balance', 'Change', 'Note'], ...rows], CSV_STRINGIFY_OPTIONS)).toBe(expected);
    expect(csvText(['Name', 'Balance', 'Change', 'Note'], rows)).toBe(expected);
  });
});
