import { percentToFraction, RatesScrapeError, type MarketRateReading } from './market-rate-reading.js';

/** "11/7/2024" (M/D/YYYY, as Freddie Mac writes it) or "2024-11-07" → "2024-11-07"; null if not a real date. */
export function pmmsDate(value: string): string | null {
  const us = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(value);
  const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  const [year, month, day] = us ? [+us[3], +us[1], +us[2]] : iso ? [+iso[1], +iso[2], +iso[3]] : [NaN, NaN, NaN];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (Number.isNaN(date.getTime()) || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return date.toISOString().slice(0, 10);
}

function cells(line: string): string[] {
  return line.split(',').map((cell) => cell.trim().replace(/^"(.*)"$/, '$1').trim());
}

/**
 * Reads Freddie Mac's PMMS history (`date,pmms30,pmms30p,pmms15,pmms15p,...`, percent values):
 * the newest week that has both the 30-year and the 15-year rate. Blank cells (older weeks
 * lack some series) are skipped; the newest week's rates must be plausible or nothing is taken.
 */
export function parsePmmsCsv(body: string): MarketRateReading {
  const lines = body.replace(/^\uFEFF/, '').split(/\r?\n/).filter((line) => line.trim() !== '');
  if (lines.length === 0) throw new RatesScrapeError('The PMMS file is empty');
  const header = cells(lines[0]).map((name) => name.toLowerCase());
  const column = (name: string) => {
    const index = header.indexOf(name);
    if (index < 0) throw new RatesScrapeError(`The PMMS file has no "${name}" column (header: ${lines[0].slice(0, 120)})`);
    return index;
  };
  const [dateAt, thirtyAt, fifteenAt] = [column('date'), column('pmms30'), column('pmms15')];

  let newest: { date: string; thirty: number; fifteen: number } | undefined;
  for (const line of lines.slice(1)) {
    const row = cells(line);
    const date = pmmsDate(row[dateAt] ?? '');
    const [thirty, fifteen] = [row[thirtyAt], row[fifteenAt]].map((v) => (v ? Number(v) : NaN));
    if (!date || Number.isNaN(thirty) || Number.isNaN(fifteen)) continue;
    if (!newest || date > newest.date) newest = { date, thirty, fifteen };
  }
  if (!newest) throw new RatesScrapeError('The PMMS file has no week with both the 30-year and 15-year rates');
  return {
    thirtyYearFixed: percentToFraction(newest.thirty, '30-year fixed'),
    fifteenYearFixed: percentToFraction(newest.fifteen, '15-year fixed'),
    asOf: newest.date,
  };
}
