import { api } from '@homewise/platform';
import type {
  ManualMarketRatesInput,
  MarketRates,
  MarketRateScrape,
  MarketRatesOverview,
  RateEntry,
  RateEntryInput,
  RefreshMarketRatesResponse,
} from '@homewise/contracts';

export async function fetchRateEntries(): Promise<RateEntry[]> {
  return (await api.get<RateEntry[]>('/rates')).data;
}

export async function createRateEntry(body: RateEntryInput): Promise<RateEntry> {
  return (await api.post<RateEntry>('/rates', body)).data;
}

export async function updateRateEntry(id: string, body: Partial<RateEntryInput>): Promise<RateEntry> {
  return (await api.patch<RateEntry>(`/rates/${encodeURIComponent(id)}`, body)).data;
}

export async function deleteRateEntry(id: string): Promise<void> {
  await api.delete(`/rates/${encodeURIComponent(id)}`);
}

/** Current market rates, their history (newest first) and the weekly scrape's health. */
export async function fetchMarketRatesOverview(limit = 26): Promise<MarketRatesOverview> {
  return (await api.get<MarketRatesOverview>('/admin/market-rates', { params: { limit } })).data;
}

export async function requestMarketRatesRefresh(): Promise<RefreshMarketRatesResponse> {
  return (await api.post<RefreshMarketRatesResponse>('/admin/market-rates/refresh')).data;
}

export async function fetchScrape(jobId: string): Promise<MarketRateScrape> {
  return (await api.get<MarketRateScrape>(`/admin/market-rates/refresh/${encodeURIComponent(jobId)}`)).data;
}

/** This week's rates typed in by an admin (the source is down): stored as the newest snapshot. */
export async function enterMarketRatesByHand(body: ManualMarketRatesInput): Promise<MarketRates> {
  return (await api.post<MarketRates>('/admin/market-rates', body)).data;
}
