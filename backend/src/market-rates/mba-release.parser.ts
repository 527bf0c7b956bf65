import { pageText } from './html-text.js';
import { percentToFraction, RatesScrapeError, type MarketRateReading } from './market-rate-reading.js';

/**
 * "The average contract interest rate for 30-year fixed-rate mortgages with conforming loan
 * balances ($766,550 or less) increased to 6.90 percent from 6.86 percent, ..." and its variants:
 * "average rate for", "fixed mortgages", "fixed-rate FHA mortgages", "%" or "percent",
 * "remained unchanged at", "decreased to 3.72%, the lowest ...". The description between the
 * term and the verb may not cross a sentence end (a dot is allowed only inside a number).
 */
const RATE_SENTENCE = new RegExp(
  [
    String.raw`average (?:contract )?(?:interest )?rate for (?:an? |the )?`,
    String.raw`(?<term>30|15)[- ]year fixed(?:[- ]rate)?\s+(?<before>(?:[\w/-]+\s+){0,2}?)mortgages?`,
    String.raw`(?<after>(?:[^.%]|\.(?=\d))*?)`,
    String.raw`(?:(?:increased|decreased|rose|fell|declined|dropped|climbed|jumped|slipped|dipped|edged (?:up|down)|ticked (?:up|down)|moved (?:up|down|higher|lower))(?: slightly)? to|(?:remained|was|stayed|held)(?: unchanged| steady| flat)? at|was)`,
    String.raw`\s+(?<rate>\d{1,3}(?:\.\d+)?)\s*(?:%|percent\b|per cent\b)`,
  ].join(''),
  'gi',
);

/** Descriptions of the other series in the release (jumbo, FHA, ...), never the conforming rate. */
const OTHER_SERIES = /\b(?:jumbo|FHA|VA|USDA|government|backed by|greater than|more than|above|ARMs?|adjustable)\b/i;

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
const WEEK_ENDING =
  /week ending (?:(?:mon|tues|wednes|thurs|fri|satur|sun)day,?\s+)?(?<month>jan|feb|mar|apr|may|jun|jul|aug|sept?|oct|nov|dec)[a-z]*\.?\s+(?<day>\d{1,2})(?:st|nd|rd|th)?,?\s+(?<year>\d{4})/i;

interface Candidate {
  term: '30' | '15';
  percent: number;
  conforming: boolean;
}

function candidates(text: string): Candidate[] {
  const found: Candidate[] = [];
  for (const match of text.matchAll(RATE_SENTENCE)) {
    const { term, before, after, rate } = match.groups!;
    const description = `${before} ${after}`;
    if (OTHER_SERIES.test(description)) continue;
    found.push({ term: term as '30' | '15', percent: Number(rate), conforming: /\bconforming\b/i.test(description) });
  }
  return found;
}

/** The week the survey covers, as YYYY-MM-DD, or null when the text does not say. */
export function weekEnding(text: string): string | null {
  const groups = WEEK_ENDING.exec(text)?.groups;
  if (!groups) return null;
  const month = MONTHS.indexOf(groups.month.slice(0, 3).toLowerCase()) + 1;
  const day = Number(groups.day);
  const year = Number(groups.year);
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return date.toISOString().slice(0, 10);
}

/**
 * Reads the 30-year conforming and 15-year fixed rates from an MBA Weekly Applications Survey
 * release (HTML or text). Throws RatesScrapeError when either is missing or implausible.
 */
export function parseMbaRelease(body: string): MarketRateReading {
  const text = pageText(body);
  const all = candidates(text);
  const pick = (term: '30' | '15', label: string): number => {
    const ofTerm = all.filter((c) => c.term === term);
    // The 30-year series comes in several flavours; the conforming one is the headline rate.
    const chosen = ofTerm.find((c) => c.conforming) ?? ofTerm[0];
    if (!chosen) throw new RatesScrapeError(`The MBA release has no sentence with the ${label} rate`);
    return percentToFraction(chosen.percent, label);
  };
  return {
    thirtyYearFixed: pick('30', '30-year fixed (conforming)'),
    fifteenYearFixed: pick('15', '15-year fixed'),
    asOf: weekEnding(text),
  };
}

/** Whether a page states the rates itself (a release) rather than linking to releases. */
export function hasRateSentences(body: string): boolean {
  return candidates(pageText(body)).length > 0;
}

/**
 * On a newsroom or listing page: the newest link to a weekly survey release (by the date in its
 * path, else the first), resolved against the page's URL.
 */
export function findReleaseLink(html: string, pageUrl: string): string | undefined {
  const links: Array<{ url: string; date: string }> = [];
  for (const match of html.matchAll(/<a\b[^>]*\bhref\s*=\s*["']([^"']+)["']/gi)) {
    const href = match[1];
    if (!/weekly[-_]?(?:applications[-_]?)?survey/i.test(href)) continue;
    try {
      const url = new URL(href.replace(/&amp;/g, '&'), pageUrl).toString();
      const date = /\/(\d{4})\/(\d{1,2})\/(\d{1,2})\//.exec(url);
      links.push({ url, date: date ? `${date[1]}-${date[2].padStart(2, '0')}-${date[3].padStart(2, '0')}` : '' });
    } catch {
      // Not a URL; skip it.
    }
  }
  links.sort((a, b) => b.date.localeCompare(a.date));
  return links[0]?.url;
}
