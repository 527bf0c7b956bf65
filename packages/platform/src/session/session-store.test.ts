import type { AxiosAdapter } from 'axios';
import { AxiosError } from 'axios';
import { api } from '../api/client';
import { loadUser, sessionStore, setUser, signOut, USER_FRESH_MS } from './session-store';

const user = {
  id: 'u1', email: 'ada@example.com', firstName: 'Ada', lastName: 'Lovelace', fullName: 'Ada Lovelace',
  phone: null, role: 'customer' as const, onboardingCompleted: false, plan: null, referralCode: null,
  loanOfficerId: null, createdAt: '2026-01-01T00:00:00.000Z',
};

let calls: string[] = [];
function serve(status: number, data: unknown, statusText = ''): AxiosAdapter {
  return async (config) => {
    calls.push(`${config.method} ${config.url}`);
    const response = { status, statusText, data, headers: {}, config };
    if (status >= 400) throw new AxiosError('failed', 'ERR_BAD_RESPONSE', config, {}, response);
    return response;
  };
}

beforeEach(() => {
  calls = [];
  sessionStore.setState({ user: null, status: 'idle', error: null, fetchedAt: 0 });
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

  it('forgets the user on sign out even when logout fails', async () => {
    setUser(user);
    api.defaults.adapter = serve(500, 'boom', 'Internal Server Error');
    const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await signOut();
    expect(calls).toEqual(['post /auth/logout']);
    expect(sessionStore.getState().user).toBeNull();
    expect(log).toHaveBeenCalled();
    log.mockRestore();
  });
});
