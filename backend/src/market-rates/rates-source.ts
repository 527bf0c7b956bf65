import { findReleaseLink, hasRateSentences, parseMbaRelease } from './mba-release.parser.js';
import { RatesScrapeError, type MarketRateReading } from './market-rate-reading.js';
import type { MarketRatesSettings } from './market-rates.settings.js';
import { parsePmmsCsv } from './pmms-csv.parser.js';

/** A release page or the PMMS history is well under this; anything bigger is not what we want. */
const MAX_BODY_BYTES = 5 * 1024 * 1024;

async function fetchText(url: string, timeoutMs: number): Promise<string> {
  let response: Response;
  try {
    response = await fetch(url, {
      signal: AbortSignal.timeout(timeoutMs),
      headers: { 'user-agent': 'Homewise market-rates/1.0', accept: 'text/html,text/csv,text/plain;q=0.9,*/*;q=0.5' },
      redirect: 'follow',
    });
  } catch (error) {
    const cause = (error as Error & { cause?: Error }).cause?.message ?? (error as Error).message;
    throw new RatesScrapeError(`Could not reach ${url}: ${cause}`);
  }
  if (!response.ok) throw new RatesScrapeError(`${url} answered HTTP ${response.status}`);
  if (Number(response.headers.get('content-length') ?? 0) > MAX_BODY_BYTES) {
    await response.body?.cancel();
    throw new RatesScrapeError(`${url} is larger than ${MAX_BODY_BYTES} bytes; that is not a rates page`);
  }
  const body = await response.text();
  if (body.length > MAX_BODY_BYTES) throw new RatesScrapeError(`${url} sent ${body.length} bytes; that is not a rates page`);
  return body;
}

/**
 * Reads this week's rates from the configured source. For MBA, a page without the rate
 * sentences (the newsroom) is followed once to its newest weekly-survey release.
 */
export async function readMarketRates(settings: Pick<MarketRatesSettings, 'source' | 'url' | 'fetchTimeoutMs'>): Promise<MarketRateReading & { url: string }> {
  const body = await fetchText(settings.url, settings.fetchTimeoutMs);
  if (settings.source === 'pmms') return { ...parsePmmsCsv(body), url: settings.url };
  if (hasRateSentences(body)) return { ...parseMbaRelease(body), url: settings.url };
  const release = findReleaseLink(body, settings.url);
  if (!release) throw new RatesScrapeError(`${settings.url} has neither the MBA rate sentences nor a link to a weekly survey release`);
  return { ...parseMbaRelease(await fetchText(release, settings.fetchTimeoutMs)), url: release };
}
