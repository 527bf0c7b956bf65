import { createStore, useStore } from 'zustand';
import type { User } from '@homewise/contracts';
import { api, ApiError } from '../api/client';

/** Spec section 9: the user record stays fresh for 5 minutes; no refetch on focus, no retry. */
export const USER_FRESH_MS = 300_000;

export type SessionStatus = 'idle' | 'loading' | 'ready' | 'error';

export interface SessionState {
  /** The signed-in user, or null when the server answered 401 (or before the first load). */
  user: User | null;
  status: SessionStatus;
  /** "Failed to fetch user: {status text}" when the user call failed other than with 401. */
  error: string | null;
  fetchedAt: number;
}

export const sessionStore = createStore<SessionState>(() => ({
  user: null,
  status: 'idle',
  error: null,
  fetchedAt: 0,
}));

let inFlight: Promise<User | null> | null = null;

/** Loads the current user unless a fresh answer is cached; concurrent callers share one request. */
export function loadUser({ force = false }: { force?: boolean } = {}): Promise<User | null> {
  const state = sessionStore.getState();
  const fresh = state.status === 'ready' && Date.now() - state.fetchedAt < USER_FRESH_MS;
  if (fresh && !force) return Promise.resolve(state.user);
  if (inFlight) return inFlight;
  if (state.status !== 'ready') sessionStore.setState({ status: 'loading' });
  inFlight = api
    .get<User>('/auth/user')
    .then(
      (response) => {
        sessionStore.setState({ user: response.data, status: 'ready', error: null, fetchedAt: Date.now() });
        return response.data;
      },
      (error: unknown) => {
        if (error instanceof ApiError && error.status === 401) {
          sessionStore.setState({ user: null, status: 'ready', error: null, fetchedAt: Date.now() });
          return null;
        }
        const statusText = error instanceof ApiError ? error.statusText || String(error.status || 'Network Error') : String(error);
        sessionStore.setState({ user: null, status: 'error', error: `Failed to fetch user: ${statusText}`, fetchedAt: 0 });
        return null;
      },
    )
    .finally(() => {
      inFlight = null;
    });
  return inFlight;
}

/** After login/signup the answer is the user: store it as fresh without another round trip. */
export function setUser(user: User | null): void {
  sessionStore.setState({ user, status: 'ready', error: null, fetchedAt: Date.now() });
}

/** Marks the cached user stale so the next `loadUser` asks the server again. */
export function invalidateUser(): void {
  sessionStore.setState({ fetchedAt: 0 });
}

/**
 * `POST /api/auth/logout`, then forget the user whatever the answer (spec section 7: a failure is
 * only logged). The caller (the shell) then sends the browser to "/".
 */
export async function signOut(): Promise<void> {
  try {
    await api.post('/auth/logout');
  } catch (error) {
    console.error('Logout failed', error);
  }
  setUser(null);
}

export function useSession(): SessionState;
export function useSession<T>(select: (state: SessionState) => T): T;
export function useSession<T>(select?: (state: SessionState) => T) {
  return useStore(sessionStore, select ?? ((state) => state as unknown as T));
}

/** The signed-in user (null when none), re-rendering when it changes. */
export function useCurrentUser(): User | null {
  return useStore(sessionStore, (state) => state.user);
}
