import { api } from '@homewise/platform';
import type { MarketRates, RateEntry } from '@homewise/contracts';

/** `GET /api/rates`: the stored rate entries (one per loan type), as the admins keep them. */
export async function fetchRates(): Promise<RateEntry[]> {
  return (await api.get<RateEntry[]>('/rates')).data;
}

/** `GET /api/market-rates`: this week's 30- and 15-year fixed rates. */
export async function fetchMarketRates(): Promise<MarketRates> {
  return (await api.get<MarketRates>('/market-rates')).data;
}
