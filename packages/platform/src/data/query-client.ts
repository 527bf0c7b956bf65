import type { DefaultError, QueryClient, QueryKey, UseQueryOptions, UseQueryResult } from '@tanstack/react-query';

/**
 * Server data of every UI part goes through one TanStack Query client (query-library.ts). The
 * library is not in the platform's main chunk, which every page downloads before it shows
 * anything (issue 22: the shell's first paint ≤ 110 KB gzip): it is its own chunk, loaded by
 * `loadQueryLibrary()` — the shell starts that beside the remote of every page that shows server
 * data (RemotePage), so it is there when the page renders. What this file exports works the same
 * as TanStack's: `useQuery` (which waits, through Suspense, in the rare case the library is still
 * loading), `queryClient` (the client itself once loaded) and `keepPreviousData`.
 */
type QueryLibrary = typeof import('./query-library');

let library: QueryLibrary | null = null;
let loading: Promise<QueryLibrary> | null = null;
/** Why the last download failed, until the next one starts (useQuery throws it to the page's error boundary). */
let failure: unknown = null;

/** Loads the query library once (every caller shares the one download). */
export function loadQueryLibrary(): Promise<QueryLibrary> {
  if (!loading) failure = null;
  loading ??= import(/* webpackChunkName: "query" */ './query-library').then(
    (loaded) => (library = loaded),
    (error: unknown) => {
      loading = null; // a failed download is tried again by the next caller
      failure = error;
      throw error;
    },
  );
  return loading;
}

/** The query library when it has loaded, else null (for work that can start without it). */
export function loadedQueryLibrary(): QueryLibrary | null {
  return library;
}

/** TanStack's useQuery on the platform's client; suspends until the library has loaded. */
export function useQuery<TData, TError = DefaultError, TKey extends QueryKey = QueryKey>(
  options: UseQueryOptions<TData, TError, TData, TKey>,
): UseQueryResult<TData, TError> {
  if (!library) {
    // A failed download goes to the page's error boundary, every render until a new download
    // starts (RemotePage's "Try again" asks for one): never a loop of downloads that fail.
    if (failure) throw failure;
    // React 18's Suspense: a thrown promise suspends the page until it settles, then renders
    // it again (with the library, or to the failure above).
    // eslint-disable-next-line @typescript-eslint/only-throw-error
    throw loadQueryLibrary().catch(() => undefined);
  }
  return library.useQuery(options);
}

/**
 * The platform's QueryClient. Its data is read and written from pages that have rendered a
 * `useQuery` (so the library is there); used before the library has loaded it throws, naming why.
 */
export const queryClient: QueryClient = new Proxy({} as QueryClient, {
  get(_target, property) {
    if (!library) throw new Error('@homewise/platform: the query library has not loaded yet (await loadQueryLibrary() first)');
    const client = library.queryClient;
    const value: unknown = Reflect.get(client, property, client);
    return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(client) : value;
  },
});

/** `placeholderData: keepPreviousData`: the last key's data stays on screen while the next loads (TanStack's, which is this). */
export function keepPreviousData<T>(previousData: T): T {
  return previousData;
}

/** Forgets every cached answer (a new user signed in, or nobody): nothing is cached before the library loads. */
export function forgetUserData(): void {
  library?.queryClient.removeQueries();
}
