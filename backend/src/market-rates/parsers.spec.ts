import { parseMbaRelease, weekEnding, findReleaseLink } from './mba-release.parser.js';
import { percentToFraction } from './market-rate-reading.js';
import { parsePmmsCsv, pmmsDate } from './pmms-csv.parser.js';
import { pageText } from './html-text.js';

const FIFTEEN = 'The average contract interest rate for 15-year fixed-rate mortgages decreased to 5.50 percent from 5.60 percent.';

describe('parseMbaRelease', () => {
  it('reads "average rate for" with a bare "increased to X%." and no previous rate', () => {
    const text = `The average rate for 30-year fixed-rate mortgages with conforming loan balances ($417,500 or less) increased to 3.86%. ${FIFTEEN}`;
    expect(parseMbaRelease(text)).toEqual({ thirtyYearFixed: 0.0386, fifteenYearFixed: 0.055, asOf: null });
  });

  it('reads a rate followed by a remark instead of "from"', () => {
    const text = `The average contract interest rate for 30-year fixed-rate mortgages with conforming loan balances ($417,500 or less) decreased to 3.72%, the lowest rate in the history of the survey. ${FIFTEEN}`;
    expect(parseMbaRelease(text).thirtyYearFixed).toBe(0.0372);
  });

  it('skips "fixed-rate FHA mortgages" and "jumbo" wording wherever it sits in the sentence', () => {
    const text = [
      'The average rate for 30-year fixed-rate FHA mortgages increased to 3.62% from 3.53%.',
      'The average rate for 30-year fixed-rate jumbo mortgages increased to 4.11% from 4.03%.',
      'The average contract interest rate for 30-year fixed-rate mortgages with conforming loan balances ($417,500 or less) increased to 3.76% from 3.70%.',
      FIFTEEN,
    ].join(' ');
    expect(parseMbaRelease(text).thirtyYearFixed).toBe(0.0376);
  });

  it('does not borrow the next sentence\'s rate for a sentence that states none', () => {
    const text = `The average contract interest rate for 30-year fixed-rate mortgages with conforming loan balances was not reported this week. ${FIFTEEN}`;
    expect(() => parseMbaRelease(text)).toThrow(/30-year fixed \(conforming\)/);
  });

  it('needs the 15-year sentence too', () => {
    const text = 'The average contract interest rate for 30-year fixed-rate mortgages with conforming loan balances ($766,550 or less) increased to 6.90 percent from 6.86 percent.';
    expect(() => parseMbaRelease(text)).toThrow(/no sentence with the 15-year fixed rate/);
  });

  it('reads a sentence broken by markup, line breaks and entities', () => {
    const html = `<p>The average contract interest rate for 30-year <em>fixed-rate</em>\n mortgages with conforming loan balances (&#x24;766,550 or less) increased to&nbsp;6.90&nbsp;percent from 6.86 percent.</p><p>${FIFTEEN}</p>`;
    expect(parseMbaRelease(html).thirtyYearFixed).toBe(0.069);
  });
});

describe('weekEnding', () => {
  it.each([
    ['for the week ending November 15, 2024.', '2024-11-15'],
    ['for the week ending Nov. 15, 2024.', '2024-11-15'],
    ['for the week ending Sept. 6, 2024.', '2024-09-06'],
    ['for the week ending Friday, June 13th, 2025', '2025-06-13'],
    ['for the week ending February 30, 2025', null],
    ['for the week ending Nov. 21.', null],
    ['no date at all', null],
  ])('%s → %s', (text, expected) => {
    expect(weekEnding(text)).toBe(expected);
  });
});

describe('findReleaseLink', () => {
  it('returns undefined when the page links to no weekly survey', () => {
    expect(findReleaseLink('<a href="/about">About</a>', 'https://example.test/news')).toBeUndefined();
  });
});

describe('pmms dates and the CSV', () => {
  it.each([
    ['11/7/2024', '2024-11-07'],
    ['1/2/2025', '2025-01-02'],
    ['2024-11-07', '2024-11-07'],
    ['2/30/2024', null],
    ['13/1/2024', null],
    ['', null],
  ])('%s → %s', (text, expected) => {
    expect(pmmsDate(text)).toBe(expected);
  });

  it('reads a file with a byte-order mark, quoted cells and CRLF line ends', () => {
    const csv = '\uFEFF"date","pmms30","pmms30p","pmms15","pmms15p"\r\n"11/14/2024","6.78","0.6","5.99","0.6"\r\n';
    expect(parsePmmsCsv(csv)).toEqual({ thirtyYearFixed: 0.0678, fifteenYearFixed: 0.0599, asOf: '2024-11-14' });
  });

  it('fails on a file without any complete week', () => {
    expect(() => parsePmmsCsv('date,pmms30,pmms15\n4/2/1971,7.33,\n')).toThrow(/no week with both/);
  });
});

describe('percentToFraction', () => {
  it('keeps 6.875% exact and accepts the bounds', () => {
    expect(percentToFraction(6.875, 'x')).toBe(0.06875);
    expect(percentToFraction(0.5, 'x')).toBe(0.005);
    expect(percentToFraction(25, 'x')).toBe(0.25);
  });

  it.each([0.49, 25.01, 0, -3, Number.NaN])('refuses %s%%', (value) => {
    expect(() => percentToFraction(value, '30-year')).toThrow(/outside 0\.5%–25%/);
  });
});

describe('pageText', () => {
  it('drops scripts and styles and decodes entities', () => {
    expect(pageText('<script>var a = "6.9%"</script><style>p{}</style><p>A&amp;B&nbsp;&#8217;C&#x27;</p>')).toBe('A&B ’C\'');
  });
});
