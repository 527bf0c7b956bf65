import { notifyManager, QueryCache, QueryClient, useQuery as useTanstackQuery, type DefaultError, type QueryKey, type UseQueryOptions, type UseQueryResult } from '@tanstack/react-query';

/**
 * Server data of every UI part, cached in one TanStack Query client. It lives in
 * @homewise/platform, a federation singleton, so the shell and every remote share one cache
 * (the signed-in user loaded by the shell is the one a remote reads). Spec section 7: no retry,
 * no refetch when the window regains focus or the network returns; a page's data loads when the
 * page opens (stale at once) and the user record stays fresh 5 minutes (session-store.ts).
 */
// Observers hear of a cache change in a microtask rather than TanStack's default next timer
// tick: an answer written to the cache (a save, the signed-in user) is on screen in the same
// task, as it was when the pages kept their data in React state.
notifyManager.setScheduler(queueMicrotask);

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

/**
 * TanStack's useQuery on the platform's client. No provider needed: the client is passed
 * explicitly, so a remote page renders the same inside the shell, on its own and in tests.
 */
export function useQuery<TData, TError = DefaultError, TKey extends QueryKey = QueryKey>(
  options: UseQueryOptions<TData, TError, TData, TKey>,
): UseQueryResult<TData, TError> {
  return useTanstackQuery(options, queryClient);
}

/** The first part of the session's query keys; everything else belongs to the signed-in user. */
export const SESSION_KEY = 'session';

/** Forgets every user's data except the session itself (a new user signed in, or nobody). */
export function forgetUserData(): void {
  queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== SESSION_KEY });
}
