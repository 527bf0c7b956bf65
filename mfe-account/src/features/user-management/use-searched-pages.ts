import { useEffect, useState, type Dispatch, type SetStateAction } from 'react';
import { errorMessage } from '@homewise/platform';

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
 * the admin pauses, from the first page; each query loads once, and an answer that arrives after
 * the query moved on is dropped.
 */
export function useSearchedPages<Q extends SearchedPageQuery, T>(initial: Q, load: (query: Q) => Promise<T>, failure: string): SearchedPages<Q, T> {
  const [search, setSearch] = useState(initial.search);
  const [query, setQuery] = useState<Q>(initial);
  const [page, setPage] = useState<T | null>(null);
  const [loading, setLoading] = useState(true);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [reloadKey, setReloadKey] = useState(0);

  useEffect(() => {
    const timer = setTimeout(() => setQuery((q) => (q.search === search.trim() ? q : { ...q, search: search.trim(), offset: 0 })), search ? SEARCH_DELAY_MS : 0);
    return () => clearTimeout(timer);
  }, [search]);

  useEffect(() => {
    let current = true;
    setLoading(true);
    load(query)
      .then((answer) => {
        if (!current) return;
        setPage(answer);
        setLoadError(null);
      })
      .catch((error: unknown) => current && setLoadError(errorMessage(error, failure)))
      .finally(() => current && setLoading(false));
    return () => {
      current = false;
    };
    // `load` and `failure` are fixed per list; the query (and a retry) is what loads anew.
  }, [query, reloadKey]);

  return { search, setSearch, query, setQuery, page, setPage, loading, loadError, reload: () => setReloadKey((k) => k + 1) };
}
