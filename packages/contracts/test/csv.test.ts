import { csvText } from '../src/csv.js';

describe('csvText', () => {
  it('writes a header and rows with CRLF line ends, every cell quoted', () => {
    expect(csvText(['Month', 'Remaining Balance'], [[1, '199800.90'], [2, '199600.79']])).toBe(
      '"Month","Remaining Balance"\r\n"1","199800.90"\r\n"2","199600.79"\r\n',
    );
  });

  it('doubles quotes, keeps commas and line breaks inside the cell, and writes an empty cell as ""', () => {
    expect(csvText(['a', 'b', 'c'], [['12 Elm St, Springfield', 'say "hi"', null]])).toBe('"a","b","c"\r\n"12 Elm St, Springfield","say ""hi""",""\r\n');
    expect(csvText(['a'], [['two\nlines']])).toBe('"a"\r\n"two\nlines"\r\n');
  });

  it('defuses text a spreadsheet would run as a formula, but not negative numbers, as numbers or as text', () => {
    expect(csvText(['a', 'b', 'c', 'd'], [['=HYPERLINK("x")', -12.5, '-5000.00', '-1+1']])).toBe(`"a","b","c","d"\r\n"'=HYPERLINK(""x"")","-12.5","-5000.00","'-1+1"\r\n`);
    expect(csvText(['a', 'b'], [['\uFF1D1+1', '\n=1+1']])).toBe(`"a","b"\r\n"'\uFF1D1+1","'\n=1+1"\r\n`);
  });

  it("quotes every cell, so text cannot split into cells where ';' separates them (issue 23)", () => {
    const line = csvText(['Name', 'Balance'], [["Dave;=cmd|' /C calc'!A0;", '1200.00']]).split('\r\n')[1];
    expect(line).toBe(`"Dave;=cmd|' /C calc'!A0;","1200.00"`);
  });

  it('never writes NaN or Infinity', () => {
    expect(csvText(['a', 'b'], [[Number.NaN, Number.POSITIVE_INFINITY]])).toBe('"a","b"\r\n"",""\r\n');
  });
});
