import { useEffect, useState, type Dispatch, type SetStateAction } from 'react';
import { errorMessage, keepPreviousData, queryClient, useQuery } from '@homewise/platform';

const SEARCH_DELAY_MS = 300;

/** What every searchable, paged list of User Management asks for (plus its own filters). */
export interface SearchedPageQuery {
  search: string;
  offset: number;
}

export interface SearchedPages<Q extends SearchedPageQuery, T> {
  /** What the search box shows; applied to `query` once the admin pauses typing. */
  search: string;
  setSearch: (text: string) => void;
  query: Q;
  setQuery: Dispatch<SetStateAction<Q>>;
  /** The last page that loaded: kept on screen while the next loads, or when it fails. */
  page: T | null;
  setPage: Dispatch<SetStateAction<T | null>>;
  loading: boolean;
  loadError: string | null;
  reload: () => void;
}

/**
 * A list an admin searches and pages through (users, the security log): typing searches once
 * the admin pauses, from the first page; each query loads through the platform's query cache
 * (an answer that arrives after the query moved on never replaces the newer one), and the last
 * page stays on screen while the next loads. `name` keys the list in the cache.
 */
export function useSearchedPages<Q extends SearchedPageQuery, T>(name: string, initial: Q, load: (query: Q) => Promise<T>, failure: string): SearchedPages<Q, T> {
  const [search, setSearch] = useState(initial.search);
  const [query, setQuery] = useState<Q>(initial);

  useEffect(() => {
    const timer = setTimeout(() => setQuery((q) => (q.search === search.trim() ? q : { ...q, search: search.trim(), offset: 0 })), search ? SEARCH_DELAY_MS : 0);
    return () => clearTimeout(timer);
  }, [search]);

  const result = useQuery({ queryKey: [name, query], queryFn: () => load(query), placeholderData: keepPreviousData });
  // A change the admin just saved shows at once; then the list is asked again. A load that was
  // already on its way (the search typed a moment before) read the rows before the change: the
  // refetch cancels it, so it can never land afterwards and put the old row back.
  const setPage: Dispatch<SetStateAction<T | null>> = (change) => {
    queryClient.setQueryData<T | null>([name, query], (old) => (typeof change === 'function' ? (change as (old: T | null) => T | null)(old ?? null) : change));
    void queryClient.invalidateQueries({ queryKey: [name] });
  };
  const { refetch } = result;
  return {
    search,
    setSearch,
    query,
    setQuery,
    page: result.data ?? null,
    setPage,
    loading: result.isFetching,
    loadError: result.isError && !result.isFetching ? errorMessage(result.error, failure) : null,
    reload: () => void refetch(),
  };
}
