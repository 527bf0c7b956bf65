import { api } from '@homewise/platform';
import type { SavedOffer, SavedOfferInput } from '@homewise/contracts';

/** `GET /api/scenarios`: the user's saved offers, oldest first. */
export async function fetchOffers(): Promise<SavedOffer[]> {
  return (await api.get<SavedOffer[]>('/scenarios')).data;
}

/** `POST /api/scenarios` (409 once 3 are saved). */
export async function createOffer(body: SavedOfferInput): Promise<SavedOffer> {
  return (await api.post<SavedOffer>('/scenarios', body)).data;
}

/** `PATCH /api/scenarios/{id}` */
export async function updateOffer(id: string, body: Partial<SavedOfferInput>): Promise<SavedOffer> {
  return (await api.patch<SavedOffer>(`/scenarios/${encodeURIComponent(id)}`, body)).data;
}

/** `DELETE /api/scenarios/{id}` */
export async function deleteOffer(id: string): Promise<void> {
  await api.delete(`/scenarios/${encodeURIComponent(id)}`);
}
