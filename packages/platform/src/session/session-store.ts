import { createStore, useStore } from 'zustand';
import { CancelledError, type Query } from '@tanstack/react-query';
import { SIGNED_IN_HINT_KEY, type User } from '@homewise/contracts';
import { api, ApiError } from '../api/client';
import { forgetUserData, queryClient, SESSION_KEY } from '../data/query-client';

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

/** The user record in the platform's query cache: `null` when the server says nobody is signed in. */
const USER_KEY = [SESSION_KEY, 'user'] as const;
queryClient.setQueryDefaults(USER_KEY, {
  staleTime: USER_FRESH_MS,
  // Read through sessionStore (below), not by a mounted observer: never garbage-collected.
  gcTime: Infinity,
  queryFn: async (): Promise<User | null> => {
    try {
      return (await api.get<User>('/auth/user')).data;
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) return null;
      throw error;
    }
  },
});

const IDLE: SessionState = { user: null, status: 'idle', error: null, fetchedAt: 0 };

function sessionStateOf(query: Query<User | null> | undefined): SessionState {
  const state = query?.state;
  if (!state || (state.status === 'pending' && state.fetchStatus === 'idle')) return IDLE;
  if (state.status === 'pending') return { ...IDLE, status: 'loading' };
  if (state.status === 'error') {
    const error = state.error;
    const statusText = error instanceof ApiError ? error.statusText || String(error.status || 'Network Error') : String(error);
    return { user: null, status: 'error', error: `Failed to fetch user: ${statusText}`, fetchedAt: 0 };
  }
  return { user: state.data ?? null, status: 'ready', error: null, fetchedAt: state.dataUpdatedAt };
}

const userQuery = () => queryClient.getQueryCache().find<User | null>({ queryKey: USER_KEY, exact: true });

/**
 * The session as the shell and remotes read it (useSession, useCurrentUser, getState): a zustand
 * store that mirrors the user query of the platform's cache. Kept for the shell↔remote contract;
 * the cache is where the user is loaded, deduplicated and kept fresh.
 */
export const sessionStore = createStore<SessionState>(() => sessionStateOf(userQuery()));
queryClient.getQueryCache().subscribe((event) => {
  if (event.query.queryHash !== userQuery()?.queryHash && event.type !== 'removed') return;
  const next = sessionStateOf(userQuery());
  const now = sessionStore.getState();
  if (next.user !== now.user || next.status !== now.status || next.error !== now.error || next.fetchedAt !== now.fetchedAt) sessionStore.setState(next);
  if (next.status === 'ready') rememberSignedIn(next.user !== null);
});

/**
 * Keeps the browser's signed-in note (contracts SIGNED_IN_HINT_KEY: a cookie the server sets and
 * clears with the session, no personal data) in step with what the session check found: a
 * session that ended elsewhere (expired, signed out on another device) clears it, a session
 * begun before the server set it gets it (for the browser's session).
 */
function rememberSignedIn(signedIn: boolean): void {
  if (typeof document === 'undefined' || signedInNoted() === signedIn) return;
  const secure = location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${SIGNED_IN_HINT_KEY}=${signedIn ? '1' : ''}; Path=/; SameSite=Lax${signedIn ? '' : '; Max-Age=0'}${secure}`;
}

function signedInNoted(): boolean {
  return document.cookie.split('; ').includes(`${SIGNED_IN_HINT_KEY}=1`);
}

/** Counts the times the session was set here (setUser, endSession), without asking the server. */
let generation = 0;

/** Loads the current user unless a fresh answer is cached; concurrent callers share one request. */
export async function loadUser({ force = false }: { force?: boolean } = {}): Promise<User | null> {
  const asked = generation;
  try {
    const user = await queryClient.fetchQuery<User | null>({ queryKey: USER_KEY, ...(force ? { staleTime: 0 } : {}) });
    // The session changed here meanwhile: what it was set to counts, not this answer.
    return asked === generation ? user : sessionStore.getState().user;
  } catch (error) {
    if (error instanceof CancelledError || asked !== generation) return sessionStore.getState().user;
    return null; // the store says why (status 'error')
  }
}

/**
 * The session changed here: a `/auth/user` answer asked for before describes a session that is
 * gone (e.g. a 401 racing a login, or the user of an account just deleted), so it is dropped.
 */
function forgetRequestsUnderWay(): void {
  generation += 1;
  void queryClient.cancelQueries({ queryKey: USER_KEY, exact: true }, { revert: true });
}

/**
 * After login/signup the answer is the user: store it as fresh without another round trip.
 * `setUser(null)` means "the server says nobody is signed in" — on a protected page the shell
 * then says "You are logged out" and heads for login. For a session the user ended on purpose,
 * use `endSession()`. Another user's (or nobody's) cached data is forgotten.
 */
export function setUser(user: User | null): void {
  forgetRequestsUnderWay();
  if (sessionStore.getState().user?.id !== user?.id || !user) forgetUserData();
  queryClient.setQueryData<User | null>(USER_KEY, user);
}

/**
 * The session ended on purpose (Sign Out, Delete Account): forget the user, and every cached
 * answer of theirs, without it counting as being logged out. The store goes back to "not known
 * yet", as at start-up, so the page still on screen shows the shell's spinner instead of the
 * "Unauthorized — You are logged out" toast and a detour to login while the caller leaves for
 * another page; the next page that needs a user asks the server (a 401 there: the public page,
 * or login for a protected one, as for any visitor).
 */
export function endSession(): void {
  forgetRequestsUnderWay();
  forgetUserData();
  // Nobody is signed in here now: the public page the browser heads for asks no one (PageRoute).
  rememberSignedIn(false);
  queryClient.removeQueries({ queryKey: USER_KEY, exact: true });
}

/** Marks the cached user stale so the next `loadUser` asks the server again. */
export function invalidateUser(): void {
  void queryClient.invalidateQueries({ queryKey: USER_KEY, exact: true, refetchType: 'none' });
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
