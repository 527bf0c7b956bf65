import { useEffect, useState } from 'react';
import { errorMessage } from '@homewise/platform';
import type { LoanOfficerClientList, LoanOfficerClientQuery } from '@homewise/contracts';
import { fetchClients } from '../api/clients-api';

export const CLIENTS_LOAD_FALLBACK = 'Your clients could not be loaded. Please try again.';

export interface ClientsState {
  /** The last answer (kept while the next one loads, so the table does not flash). */
  list: LoanOfficerClientList | null;
  loading: boolean;
  error: string | null;
}

/**
 * One page of the officer's clients for `query`, fetched again whenever the query (or
 * `reloadKey`) changes; an answer to an older query is dropped.
 */
export function useClients(query: LoanOfficerClientQuery, reloadKey = 0): ClientsState {
  const [state, setState] = useState<ClientsState>({ list: null, loading: true, error: null });
  const key = JSON.stringify(query);
  useEffect(() => {
    let current = true;
    setState((old) => ({ ...old, loading: true }));
    fetchClients(JSON.parse(key) as LoanOfficerClientQuery).then(
      (list) => current && setState({ list, loading: false, error: null }),
      (error: unknown) => current && setState((old) => ({ ...old, loading: false, error: errorMessage(error, CLIENTS_LOAD_FALLBACK) })),
    );
    return () => {
      current = false;
    };
  }, [key, reloadKey]);
  return state;
}
