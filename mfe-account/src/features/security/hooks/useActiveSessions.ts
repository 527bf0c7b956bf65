import { useCallback, useEffect, useState } from 'react';
import { ApiError, errorMessage, loadUser, useQuery } from '@homewise/platform';
import type { ActiveSession } from '@homewise/contracts';
import { fetchActiveSessions } from '../api/security-api';

/**
 * A 401 here means this very session has ended (signed out from another device, or it expired):
 * ask for the user again so the shell runs its "logged out" flow, instead of showing
 * "Unauthorized" as if the action had failed. True when that is what happened.
 */
export function endedElsewhere(error: unknown): boolean {
  if (!(error instanceof ApiError && error.status === 401)) return false;
  void loadUser({ force: true });
  return true;
}

export const SESSIONS_LOAD_FALLBACK = 'We could not load the devices you are signed in on. Please try again.';

async function loadActiveSessions(): Promise<ActiveSession[]> {
  try {
    return await fetchActiveSessions();
  } catch (failure) {
    if (!endedElsewhere(failure)) console.error('Failed to load the active sessions', failure);
    throw failure;
  }
}

/**
 * The user's active sessions: loaded as the section opens, again on `reload()` (after a sign-out
 * or a password change). A reload keeps the list on screen meanwhile, so it does not flash back
 * to a skeleton. A 401 means this very session has ended (signed out from another device): the
 * user is asked for again, so the shell runs its "logged out" flow.
 */
export function useActiveSessions() {
  const query = useQuery({ queryKey: ['active-sessions'], queryFn: loadActiveSessions });
  const ended = query.error instanceof ApiError && query.error.status === 401;
  const error = query.isError && !ended ? errorMessage(query.error, SESSIONS_LOAD_FALLBACK) : null;
  const { refetch } = query;
  const reload = useCallback(async () => {
    await refetch();
  }, [refetch]);
  return { sessions: query.data, error, reload };
}

/** The time now, ticking each minute, so "3 minutes ago" stays true while the page is open. */
export function useMinuteClock(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), 60_000);
    return () => clearInterval(timer);
  }, []);
  return now;
}
