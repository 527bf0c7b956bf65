import { createStore, useStore } from 'zustand';
import { effectiveRole, hasSignedInHint, ROLE_NOTE_KEY, SIGNED_IN_HINT_KEY, type User } from '@homewise/contracts';
import { api, ApiError } from '../api/client';
import { forgetUserData } from '../data/query-client';

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

const IDLE: SessionState = { user: null, status: 'idle', error: null, fetchedAt: 0 };

/**
 * The session as the shell and remotes read it (useSession, useCurrentUser, getState): who is
 * signed in, kept here rather than in the query library's cache, so that a page's first paint
 * needs neither that library nor its download (issue 22).
 */
export const sessionStore = createStore<SessionState>(() => IDLE);

/** Puts `next` in the store (only when something changed: every reader re-renders on a change). */
function show(next: SessionState): void {
  const now = sessionStore.getState();
  if (next.user !== now.user || next.status !== now.status || next.error !== now.error || next.fetchedAt !== now.fetchedAt) sessionStore.setState(next, true);
  if (next.status === 'ready') {
    rememberSignedIn(next.user !== null);
    noteRole(next.user);
  }
}

/**
 * Clears the browser's signed-in note (contracts SIGNED_IN_HINT_KEY: a cookie the server sets and
 * clears with the session, no personal data) when the session check finds nobody: a session that
 * ended elsewhere (expired, signed out on another device). Only the server sets it: a page never
 * writes a cookie of its own beside the session (a test browser that sends the session as a
 * header, as Lighthouse's bench does, would then send that cookie instead of the session).
 */
function rememberSignedIn(signedIn: boolean): void {
  if (signedIn || typeof document === 'undefined' || !hasSignedInHint(document.cookie)) return;
  const secure = location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${SIGNED_IN_HINT_KEY}=; Path=/; SameSite=Lax; Max-Age=0${secure}`;
}

/**
 * Notes the role the session names (contracts ROLE_NOTE_KEY), or removes the note when nobody is
 * signed in: the next page start asks for a role-limited page's data beside the session check.
 * Storage a browser refuses (private modes, quota) only loses that head start.
 */
function noteRole(user: User | null): void {
  try {
    if (user) localStorage.setItem(ROLE_NOTE_KEY, effectiveRole(user.role));
    else localStorage.removeItem(ROLE_NOTE_KEY);
  } catch {
    // No note: the page waits for the session check, as on a first visit.
  }
}

/** Counts the times the session was set here (setUser, endSession), without asking the server. */
let generation = 0;
/** The `GET /api/auth/user` under way: concurrent callers share it. */
let underWay: Promise<User | null> | null = null;
/** Set by invalidateUser: the next loadUser asks the server even within the 5 minutes. */
let stale = false;

/** `GET /api/auth/user`: the user, or null when the server answers 401 (spec: "401 = no user"). */
async function askForUser(): Promise<User | null> {
  try {
    return (await api.get<User>('/auth/user')).data;
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}

function failureOf(error: unknown): string {
  const statusText = error instanceof ApiError ? error.statusText || String(error.status || 'Network Error') : String(error);
  return `Failed to fetch user: ${statusText}`;
}

/** Loads the current user unless a fresh answer is known; concurrent callers share one request. */
export function loadUser({ force = false }: { force?: boolean } = {}): Promise<User | null> {
  const now = sessionStore.getState();
  if (!force && !stale && now.status === 'ready' && Date.now() - now.fetchedAt < USER_FRESH_MS) return Promise.resolve(now.user);
  if (underWay) return underWay;
  const asked = generation;
  // A user already known stays on screen while it is checked again; otherwise: loading.
  if (now.status !== 'ready') show({ ...IDLE, status: 'loading' });
  const request = askForUser().then(
    (user) => {
      // The session changed here meanwhile: what it was set to counts, not this answer.
      if (asked !== generation) return sessionStore.getState().user;
      stale = false;
      show({ user, status: 'ready', error: null, fetchedAt: Date.now() });
      return user;
    },
    (error: unknown) => {
      if (asked !== generation) return sessionStore.getState().user;
      show({ user: null, status: 'error', error: failureOf(error), fetchedAt: 0 });
      return null; // the store says why (status 'error')
    },
  );
  underWay = request;
  void request.finally(() => {
    if (underWay === request) underWay = null;
  });
  return request;
}

/**
 * The session changed here: a `/auth/user` answer asked for before describes a session that is
 * gone (e.g. a 401 racing a login, or the user of an account just deleted), so it is dropped.
 */
function forgetRequestsUnderWay(): void {
  generation += 1;
  underWay = null;
  stale = false;
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
  show({ user, status: 'ready', error: null, fetchedAt: Date.now() });
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
  show(IDLE);
  // Nobody is signed in here now: the public page the browser heads for asks no one (PageRoute).
  rememberSignedIn(false);
  noteRole(null);
}

/** Marks the known user stale so the next `loadUser` asks the server again. */
export function invalidateUser(): void {
  stale = true;
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
