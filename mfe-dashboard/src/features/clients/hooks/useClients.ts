import { errorMessage, keepPreviousData, queryClient, useQuery } from '@homewise/platform';
import type { LoanOfficerClientList, LoanOfficerClientQuery } from '@homewise/contracts';
import { fetchClients } from '../api/clients-api';

export const CLIENTS_LOAD_FALLBACK = 'Your clients could not be loaded. Please try again.';

export interface ClientsState {
  /** The last answer (kept while the next one loads, so the table does not flash). */
  list: LoanOfficerClientList | null;
  loading: boolean;
  error: string | null;
}

/** Every cached page of the officer's clients: `reloadClients()` asks for the ones on screen again. */
const CLIENTS_KEY = 'clients';

/** Asks again for every page of clients on screen ("Try again", after a change of brand or threshold). */
export function reloadClients(): void {
  void queryClient.invalidateQueries({ queryKey: [CLIENTS_KEY] });
}

/**
 * One page of the officer's clients for `query` (the platform's query cache: an answer to an
 * older query never replaces a newer one's), keeping the last page on screen while the next loads.
 */
export function useClients(query: LoanOfficerClientQuery): ClientsState {
  const result = useQuery({ queryKey: [CLIENTS_KEY, query], queryFn: () => fetchClients(query), placeholderData: keepPreviousData });
  return {
    list: result.data ?? null,
    loading: result.isFetching,
    error: result.isError && !result.isFetching ? errorMessage(result.error, CLIENTS_LOAD_FALLBACK) : null,
  };
}
