import type { AppConfig } from '../config/app-config.js';
import { readInteger, throwIfProblems, type Env } from '../jobs/env.js';

export const MARKET_RATES_SETTINGS = Symbol('MARKET_RATES_SETTINGS');

export type RatesSourceKind = 'mba' | 'pmms';

/**
 * The built-in sources. MBA publishes each weekly release at its own address, so the default is
 * its newsroom: the scraper follows the newest "weekly survey" release linked from it. Freddie
 * Mac's PMMS history is one CSV at a fixed address.
 */
export const DEFAULT_SOURCE_URLS: Record<RatesSourceKind, string> = {
  mba: 'https://www.mba.org/news-and-research/newsroom',
  pmms: 'https://www.freddiemac.com/pmms/docs/PMMS_history.csv',
};

export interface MarketRatesSettings {
  /** RATES_SOURCE: which parser reads the source (default mba). */
  source: RatesSourceKind;
  /** RATES_SOURCE_URL, else the source's built-in address. */
  url: string;
  /** RATES_FETCH_TIMEOUT_MS: one request to the source. */
  fetchTimeoutMs: number;
  /** RATES_CATCH_UP: scrape at boot when the newest snapshot predates the last weekly run. */
  catchUp: boolean;
}

export function loadMarketRatesSettings(config: AppConfig, env: Env = process.env): MarketRatesSettings {
  const problems: string[] = [];
  const source = (env.RATES_SOURCE?.trim().toLowerCase() || 'mba') as RatesSourceKind;
  if (!(source in DEFAULT_SOURCE_URLS)) problems.push(`RATES_SOURCE must be mba or pmms (got "${env.RATES_SOURCE}")`);
  const fetchTimeoutMs = readInteger(env, 'RATES_FETCH_TIMEOUT_MS', 15_000, 100, 120_000, problems);
  throwIfProblems(problems);
  return { source, url: config.ratesSourceUrl ?? DEFAULT_SOURCE_URLS[source], fetchTimeoutMs, catchUp: config.ratesCatchUp };
}
