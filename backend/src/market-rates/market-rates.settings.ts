import type { AppConfig } from '../config/app-config.js';

export const MARKET_RATES_SETTINGS = Symbol('MARKET_RATES_SETTINGS');

export type RatesSourceKind = AppConfig['marketRates']['source'];

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

/** Market-rate settings, validated at boot with the rest of the environment (AppConfig `marketRates`). */
export function marketRatesSettingsOf(config: AppConfig): MarketRatesSettings {
  const { source, fetchTimeoutMs } = config.marketRates;
  return { source, url: config.ratesSourceUrl ?? DEFAULT_SOURCE_URLS[source], fetchTimeoutMs, catchUp: config.ratesCatchUp };
}
