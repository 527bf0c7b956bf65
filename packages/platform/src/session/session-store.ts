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
/**
 * Counts the times the session was set here, without asking the server (`setUser`, `endSession`).
 * A `/auth/user` answer asked for before such a change describes a session that is gone (e.g. a
 * 401 racing a login, or the user of an account just deleted), so it is dropped.
 */
let generation = 0;

/** Loads the current user unless a fresh answer is cached; concurrent callers share one request. */
export function loadUser({ force = false }: { force?: boolean } = {}): Promise<User | null> {
  const state = sessionStore.getState();
  const fresh = state.status === 'ready' && Date.now() - state.fetchedAt < USER_FRESH_MS;
  if (fresh && !force) return Promise.resolve(state.user);
  if (inFlight) return inFlight;
  if (state.status !== 'ready') sessionStore.setState({ status: 'loading' });
  const asked = generation;
  const stale = () => asked !== generation;
  const request = api
    .get<User>('/auth/user')
    .then(
      (response) => {
        if (stale()) return sessionStore.getState().user;
        sessionStore.setState({ user: response.data, status: 'ready', error: null, fetchedAt: Date.now() });
        return response.data;
      },
      (error: unknown) => {
        if (stale()) return sessionStore.getState().user;
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
      if (inFlight === request) inFlight = null;
    });
  inFlight = request;
  return request;
}

/** The session changed here: answers to requests already under way no longer count. */
function forgetRequestsUnderWay(): void {
  generation += 1;
  inFlight = null;
}

/**
 * After login/signup the answer is the user: store it as fresh without another round trip.
 * `setUser(null)` means "the server says nobody is signed in" — on a protected page the shell
 * then says "You are logged out" and heads for login. For a session the user ended on purpose,
 * use `endSession()`.
 */
export function setUser(user: User | null): void {
  forgetRequestsUnderWay();
  sessionStore.setState({ user, status: 'ready', error: null, fetchedAt: Date.now() });
}

/**
 * The session ended on purpose (Sign Out, Delete Account): forget the user without it counting as
 * being logged out. The store goes back to "not known yet", as at start-up, so the page still on
 * screen shows the shell's spinner instead of the "Unauthorized — You are logged out" toast and a
 * detour to login while the caller leaves for another page; the next page that needs a user asks
 * the server (a 401 there: the public page, or login for a protected one, as for any visitor).
 */
export function endSession(): void {
  forgetRequestsUnderWay();
  sessionStore.setState({ user: null, status: 'idle', error: null, fetchedAt: 0 });
}

/** Marks the cached user stale so the next `loadUser` asks the server again. */
export function invalidateUser(): void {
  sessionStore.setState({ fetchedAt: 0 });
}

/**
 * `POST /api/auth/logout`, then end the session whatever the answer (spec section 7: a failure is
 * only logged). The caller (the shell) then sends the browser to "/".
 */
export async function signOut(): Promise<void> {
  try {
    await api.post('/auth/logout');
  } catch (error) {
    console.error('Logout failed', error);
  }
  endSession();
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
