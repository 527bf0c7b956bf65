import { useCallback } from 'react';
import { ApiError, errorMessage, loadUser, MORTGAGE_PROFILE_KEY, queryClient, useQuery } from '@homewise/platform';
import type { MortgageProfile } from '@homewise/contracts';
import { createMortgageProfile, fetchMortgageProfile, markOnboardingComplete, updateMortgageProfile } from './mortgage-profile-api';

export { MORTGAGE_PROFILE_KEY };
import { mortgageInputFrom, type MortgageForm } from './mortgage-form';

/** Shown when loading fails without a message from the server (offline, timeout). */
export const PROFILE_LOAD_FALLBACK = 'We could not load your mortgage profile. Please check your connection and try again.';

export interface MortgageProfileState {
  /** The profile; null when there is none (or loading failed); undefined until the first answer. */
  profile: MortgageProfile | null | undefined;
  /** True while the first load is under way (a reload keeps showing what was there). */
  loading: boolean;
  /** Why the last load failed (the server's message, else PROFILE_LOAD_FALLBACK); null when it worked. */
  error: string | null;
  /** Asks the server again; resolves with the profile (null when none or on failure). */
  reload: () => Promise<MortgageProfile | null>;
  /** Saves the form: updates the profile, or creates it and completes onboarding when there is none. */
  save: (form: MortgageForm) => Promise<MortgageProfile>;
  /** Takes a profile a call answered (e.g. a dashboard edit) without another round trip. */
  replace: (profile: MortgageProfile) => void;
}

/**
 * Creates the user's profile and marks onboarding complete (spec sections 4, 5, 7): the create
 * fallbacks, `POST /mortgage-profile`, `PATCH /user/onboarding`, then the fresh user. An answer
 * without an id is an error (spec section 8), and onboarding is then not marked complete.
 */
export async function createProfileAndCompleteOnboarding(form: MortgageForm): Promise<MortgageProfile> {
  const created = await createMortgageProfile(mortgageInputFrom(form, { create: true }));
  if (!created || typeof created !== 'object' || !created.id) throw new Error('Failed to create mortgage profile - no profile returned');
  await markOnboardingComplete();
  await loadUser({ force: true });
  return created;
}


async function loadProfile(): Promise<MortgageProfile | null> {
  try {
    return await fetchMortgageProfile();
  } catch (failure) {
    console.error('Failed to load the mortgage profile', failure);
    // The session ended meanwhile (expired, signed out in another tab): asking for the user
    // again lets the shell run its logged-out flow.
    if (failure instanceof ApiError && failure.status === 401) void loadUser({ force: true });
    throw failure;
  }
}

/**
 * A profile loaded this recently is not asked for again when a page opens: the shell loads it as
 * it opens the page (prefetchMortgageProfile), and that load is the page's own check.
 */
const JUST_LOADED_MS = 2_000;

/**
 * The signed-in user's mortgage profile, loaded when the page opens (spec section 7: no retry, no
 * refetch on focus; the platform's query client), with loading and error states and a reload for
 * "Try again". Pages open at once with a profile another page already loaded, and check it anew.
 */
export function useMortgageProfile(): MortgageProfileState {
  const query = useQuery({ queryKey: MORTGAGE_PROFILE_KEY, queryFn: loadProfile, staleTime: JUST_LOADED_MS });
  const profile = query.data !== undefined ? query.data : query.isError ? null : undefined;

  const reload = useCallback(async () => {
    const result = await queryClient.refetchQueries({ queryKey: MORTGAGE_PROFILE_KEY, exact: true }).then(() => queryClient.getQueryState<MortgageProfile | null>(MORTGAGE_PROFILE_KEY));
    return result?.status === 'success' ? (result.data ?? null) : null;
  }, []);

  // A profile a call answered counts over any load still under way.
  const replace = useCallback((next: MortgageProfile) => {
    void queryClient.cancelQueries({ queryKey: MORTGAGE_PROFILE_KEY, exact: true });
    queryClient.setQueryData(MORTGAGE_PROFILE_KEY, next);
  }, []);

  const save = useCallback(
    async (form: MortgageForm) => {
      const existing = queryClient.getQueryData<MortgageProfile | null>(MORTGAGE_PROFILE_KEY);
      const saved = existing
        ? await updateMortgageProfile(existing.id, mortgageInputFrom(form, { create: false }))
        : await createProfileAndCompleteOnboarding(form);
      replace(saved);
      return saved;
    },
    [replace],
  );

  const error = query.isError ? errorMessage(query.error, PROFILE_LOAD_FALLBACK) : null;
  return { profile, loading: profile === undefined, error, reload, save, replace };
}
