// In the platform's main entry (unlike the rest of ./mortgage-profile, bundled into the remotes
// that use it), so the shell can start the profile's request itself: see prefetchMortgageProfile.
import type { GetMortgageProfileResponse, MortgageProfile } from '@homewise/contracts';
import { api } from '../api/client';
import type { QueryClient } from '@tanstack/react-query';
import { loadedQueryLibrary, loadQueryLibrary } from '../data/query-client';

/** The profile's place in the platform's query cache (forgotten when the session changes). */
export const MORTGAGE_PROFILE_KEY = ['mortgage-profile'] as const;

/** `GET /api/mortgage-profile`: the user's one profile, or null when there is none ("profile or empty"). */
export async function fetchMortgageProfile(): Promise<MortgageProfile | null> {
  const { data } = await api.get<GetMortgageProfileResponse | ''>('/mortgage-profile');
  return data && typeof data === 'object' ? data : null;
}

/**
 * Starts loading the signed-in user's profile into the cache useMortgageProfile reads, when the
 * shell opens a page that shows it: the request runs while the page's remote downloads, not
 * after it (an answer the shell asked for as the page started is taken instead: the HTTP client's
 * adoptEarlyAnswers). `early`: such an answer handed over here (used once; if it failed, the
 * profile is asked for again). A failure is left for the page to show (it asks again when it opens).
 */
export function prefetchMortgageProfile(early?: Promise<MortgageProfile | null> | null): void {
  const library = loadedQueryLibrary();
  if (library) return prefetchInto(library.queryClient, early);
  // The cache is the query library's, still downloading beside the page's remote
  // (query-client.ts): the request starts now all the same, and goes in when the library is there.
  const answer = early ?? fetchMortgageProfile();
  answer.catch(() => undefined); // read below; a refusal must not reach the console before that
  void loadQueryLibrary().then(({ queryClient }) => prefetchInto(queryClient, answer), () => undefined);
}

function prefetchInto(queryClient: QueryClient, early?: Promise<MortgageProfile | null> | null): void {
  if (queryClient.getQueryState(MORTGAGE_PROFILE_KEY)?.fetchStatus === 'fetching') return;
  const queryFn = early ? () => early.catch(fetchMortgageProfile) : fetchMortgageProfile;
  void queryClient.prefetchQuery({ queryKey: MORTGAGE_PROFILE_KEY, queryFn });
}
