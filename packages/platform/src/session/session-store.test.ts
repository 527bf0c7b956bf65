import { api, type ApiAdapter } from '../api/client';
import { endSession, invalidateUser, loadUser, sessionStore, setUser, signOut, USER_FRESH_MS } from './session-store';
import { ROLE_NOTE_KEY } from '@homewise/contracts';

const user = {
  id: 'u1', email: 'ada@example.com', firstName: 'Ada', lastName: 'Lovelace', fullName: 'Ada Lovelace',
  phone: null, role: 'customer' as const, onboardingCompleted: false, plan: null, referralCode: null,
  loanOfficerId: null, planTrialEndsAt: null, emailVerified: true, createdAt: '2026-01-01T00:00:00.000Z',
};

let calls: string[] = [];
function serve(status: number, data: unknown, statusText = ''): ApiAdapter {
  return async (request) => {
    calls.push(`${request.method} ${request.url}`);
    return { status, statusText, data };
  };
}

beforeEach(() => {
  calls = [];
  endSession();
});
afterEach(() => {
  api.defaults.adapter = undefined;
  jest.useRealTimers();
});

describe('session store', () => {
  it('loads the user once and keeps it fresh for 5 minutes', async () => {
    jest.useFakeTimers({ now: 1_000_000 });
    api.defaults.adapter = serve(200, user);
    await expect(loadUser()).resolves.toEqual(user);
    await loadUser();
    expect(calls).toEqual(['get /auth/user']);
    jest.setSystemTime(1_000_000 + USER_FRESH_MS + 1);
    await loadUser();
    expect(calls).toHaveLength(2);
  });

  it('asks again after invalidateUser, within the 5 minutes, keeping the known user on screen meanwhile', async () => {
    api.defaults.adapter = serve(200, user);
    await loadUser();
    invalidateUser();
    const renamed = { ...user, firstName: 'Augusta' };
    const again = held(200, renamed);
    api.defaults.adapter = again.adapter;
    const underWay = loadUser();
    expect(sessionStore.getState()).toMatchObject({ user, status: 'ready' });
    again.answer();
    await expect(underWay).resolves.toEqual(renamed);
    await loadUser();
    expect(calls).toEqual(['get /auth/user', 'get /auth/user']);
  });

  it('shares one request between concurrent callers', async () => {
    api.defaults.adapter = serve(200, user);
    await Promise.all([loadUser(), loadUser(), loadUser()]);
    expect(calls).toHaveLength(1);
  });

  it('treats 401 as "no user", not as an error', async () => {
    api.defaults.adapter = serve(401, { message: 'Unauthorized' }, 'Unauthorized');
    await expect(loadUser()).resolves.toBeNull();
    expect(sessionStore.getState()).toMatchObject({ user: null, status: 'ready', error: null });
  });

  it('reports any other failure as "Failed to fetch user: {status text}"', async () => {
    api.defaults.adapter = serve(503, 'down', 'Service Unavailable');
    await loadUser();
    expect(sessionStore.getState()).toMatchObject({ status: 'error', error: 'Failed to fetch user: Service Unavailable' });
  });

  it('forgets the user on sign out even when logout fails, as a session ended on purpose', async () => {
    setUser(user);
    api.defaults.adapter = serve(500, 'boom', 'Internal Server Error');
    const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await signOut();
    expect(calls).toEqual(['post /auth/logout']);
    // Not "the server says nobody is signed in" (status 'ready'): that is the shell's "logged out".
    expect(sessionStore.getState()).toEqual({ user: null, status: 'idle', error: null, fetchedAt: 0 });
    expect(log).toHaveBeenCalled();
    log.mockRestore();
  });
});

/** An adapter whose one answer waits until `answer()` is called. */
function held(status: number, data: unknown) {
  let answer!: () => void;
  const gate = new Promise<void>((resolve) => (answer = resolve));
  const adapter: ApiAdapter = async (request) => {
    await gate;
    return serve(status, data, status === 401 ? 'Unauthorized' : '')(request);
  };
  return { adapter, answer };
}

describe('the signed-in note the shell reads as a page starts', () => {
  it('is cleared when the session check finds nobody or the session ends here, left alone otherwise, and never written by the page', async () => {
    // The server sets it with the session cookie (backend session-cookie.ts).
    document.cookie = 'hw_signed_in=1';
    api.defaults.adapter = serve(200, user);
    await loadUser({ force: true });
    expect(document.cookie).toContain('hw_signed_in=1');
    api.defaults.adapter = serve(503, 'down', 'Service Unavailable');
    await loadUser({ force: true });
    expect(document.cookie).toContain('hw_signed_in=1');
    api.defaults.adapter = serve(401, { message: 'Unauthorized' }, 'Unauthorized');
    await loadUser({ force: true });
    expect(document.cookie).not.toContain('hw_signed_in');
    // A user known here does not make the page write the note (only the server does).
    setUser(user);
    expect(document.cookie).not.toContain('hw_signed_in');
    // A session ended here on purpose (Sign Out, Delete Account): nobody is signed in here now.
    document.cookie = 'hw_signed_in=1';
    endSession();
    expect(document.cookie).not.toContain('hw_signed_in');
  });
});

describe('the role note a role-limited page starts its data on', () => {
  it('holds the role each session check names, is kept through a failed check, and goes when nobody is signed in', async () => {
    localStorage.removeItem(ROLE_NOTE_KEY);
    api.defaults.adapter = serve(200, { ...user, role: 'loan_officer' });
    await loadUser({ force: true });
    expect(localStorage.getItem(ROLE_NOTE_KEY)).toBe('loan_officer');
    // A role the app does not know counts as a customer's (effectiveRole).
    api.defaults.adapter = serve(200, { ...user, role: 'superuser' });
    await loadUser({ force: true });
    expect(localStorage.getItem(ROLE_NOTE_KEY)).toBe('customer');
    setUser({ ...user, role: 'admin' });
    expect(localStorage.getItem(ROLE_NOTE_KEY)).toBe('admin');
    api.defaults.adapter = serve(503, 'down', 'Service Unavailable');
    await loadUser({ force: true });
    expect(localStorage.getItem(ROLE_NOTE_KEY)).toBe('admin');
    api.defaults.adapter = serve(401, { message: 'Unauthorized' }, 'Unauthorized');
    await loadUser({ force: true });
    expect(localStorage.getItem(ROLE_NOTE_KEY)).toBeNull();
    setUser({ ...user, role: 'loan_officer' });
    endSession();
    expect(localStorage.getItem(ROLE_NOTE_KEY)).toBeNull();
  });
});

describe('endSession', () => {
  it('forgets the user as "not known yet", not as "logged out", without asking the server', () => {
    setUser(user);
    endSession();
    expect(sessionStore.getState()).toEqual({ user: null, status: 'idle', error: null, fetchedAt: 0 });
    expect(calls).toEqual([]);
  });

  it('drops the answer of a user request already under way, and the next load asks again', async () => {
    setUser(user);
    const first = held(200, user);
    api.defaults.adapter = first.adapter;
    const underWay = loadUser({ force: true });
    endSession();
    first.answer();
    await expect(underWay).resolves.toBeNull();
    expect(sessionStore.getState()).toMatchObject({ user: null, status: 'idle' });

    api.defaults.adapter = serve(401, { message: 'Unauthorized' }, 'Unauthorized');
    await expect(loadUser()).resolves.toBeNull();
    expect(calls).toEqual(['get /auth/user', 'get /auth/user']);
    expect(sessionStore.getState()).toMatchObject({ user: null, status: 'ready' });
  });
});

describe('setUser', () => {
  it('is not undone by a 401 asked for before the login', async () => {
    const before = held(401, { message: 'Unauthorized' });
    api.defaults.adapter = before.adapter;
    const underWay = loadUser();
    setUser(user);
    before.answer();
    await expect(underWay).resolves.toEqual(user);
    expect(sessionStore.getState()).toMatchObject({ user, status: 'ready' });
  });
});
