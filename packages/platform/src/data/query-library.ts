// The query library itself (TanStack Query, ~10 KB gzip): its own chunk, loaded by the pages that
// show server data (query-client.ts says how), never on a page's first paint before that.
import { notifyManager, QueryCache, QueryClient, useQuery as useTanstackQuery, type DefaultError, type QueryKey, type UseQueryOptions, type UseQueryResult } from '@tanstack/react-query';

// Observers hear of a cache change in a microtask rather than TanStack's default next timer
// tick: an answer written to the cache (a save, a prefetched profile) is on screen in the same
// task, as it was when the pages kept their data in React state.
notifyManager.setScheduler(queueMicrotask);

/**
 * Server data of every UI part, cached in one client. It lives in @homewise/platform, a
 * federation singleton, so the shell and every remote share one cache (the profile the shell
 * prefetches is the one a remote reads). Spec section 7: no retry, no refetch when the window
 * regains focus or the network returns; a page's data loads when the page opens (stale at once).
 */
export const queryClient = new QueryClient({
  // Spec section 8: a load that fails is logged. A query names what it loads in `meta.what`.
  queryCache: new QueryCache({
    onError: (error, query) => {
      if (typeof query.meta?.what === 'string') console.error(`Failed to load ${query.meta.what}`, error);
    },
  }),
  defaultOptions: {
    queries: { retry: false, refetchOnWindowFocus: false, refetchOnReconnect: false, staleTime: 0 },
  },
});

/** TanStack's useQuery on the platform's client (passed explicitly: no provider needed). */
export function useQuery<TData, TError = DefaultError, TKey extends QueryKey = QueryKey>(
  options: UseQueryOptions<TData, TError, TData, TKey>,
): UseQueryResult<TData, TError> {
  return useTanstackQuery(options, queryClient);
}
