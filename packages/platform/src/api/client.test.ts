import { adoptEarlyAnswers, api, ApiError, EARLY_ANSWER_MS, errorMessage, forgetEarlyAnswers, isNetworkError, urlOf, type ApiAdapter, type ApiRequest } from './client';

/** Answers every request with `status` and `data`, as a server would. */
function answer(status: number, data: unknown, statusText = ''): ApiAdapter {
  return async () => ({ status, statusText, data });
}

afterEach(() => {
  api.defaults.adapter = undefined;
});

describe('api client', () => {
  it('sends JSON with cookies to /api', async () => {
    let seen: ApiRequest | undefined;
    api.defaults.adapter = async (request) => {
      seen = request;
      return { status: 200, statusText: 'OK', data: { ok: true } };
    };
    const response = await api.post('/auth/login', { email: 'a@b.c', password: 'x' });
    expect(response.data).toEqual({ ok: true });
    expect(seen).toMatchObject({ method: 'post', url: '/auth/login', baseURL: '/api', withCredentials: true, data: '{"email":"a@b.c","password":"x"}' });
    expect(seen?.headers['Content-Type']).toBe('application/json');
    expect(seen?.headers.Accept).toBe('application/json');
  });

  it('sends no body and no content type without one, and the params as a query string', async () => {
    let seen: ApiRequest | undefined;
    api.defaults.adapter = async (request) => {
      seen = request;
      return { status: 200, statusText: 'OK', data: '' };
    };
    await api.get('/loan-officer/clients', { params: { q: 'ana & bo', limit: 50, filter: undefined, offset: null } });
    expect(seen?.data).toBeUndefined();
    expect(seen?.headers['Content-Type']).toBeUndefined();
    expect(urlOf(seen!)).toBe('/api/loan-officer/clients?q=ana+%26+bo&limit=50');
    await api.delete('/user', { data: { password: 'secret' } });
    expect(seen).toMatchObject({ method: 'delete', data: '{"password":"secret"}' });
  });

  it('turns a failure into "{status}: {body}" with the server message kept apart', async () => {
    api.defaults.adapter = answer(401, { statusCode: 401, message: 'Invalid email or password' }, 'Unauthorized');
    const error = await api.post('/auth/login', {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe('401: {"statusCode":401,"message":"Invalid email or password"}');
    expect(errorMessage(error, 'fallback')).toBe('Invalid email or password');
    expect(isNetworkError(error)).toBe(false);
  });

  it('joins validation message arrays and falls back when there is no message', async () => {
    api.defaults.adapter = answer(400, { message: ['email must be an email', 'password is too short'] });
    const error = await api.post('/auth/signup', {}).catch((e: unknown) => e);
    expect(errorMessage(error, 'x')).toBe('email must be an email. password is too short');
    api.defaults.adapter = answer(500, 'oops');
    const plain = await api.get('/x').catch((e: unknown) => e);
    expect((plain as ApiError).message).toBe('500: oops');
    expect(errorMessage(plain, 'Unable to create account')).toBe('Unable to create account');
  });

  it('marks a call with no answer as a network error', async () => {
    api.defaults.adapter = async () => {
      throw new TypeError('Failed to fetch');
    };
    const error = await api.get('/auth/user').catch((e: unknown) => e);
    expect(isNetworkError(error)).toBe(true);
    expect((error as ApiError).message).toBe('Network Error');
  });

  it('reads the answer over fetch: JSON parsed, text kept, the cookie sent, a time limit set', async () => {
    const seen: RequestInit[] = [];
    const bodies = ['{"id":"p1"}', 'plain words', ''];
    const fetchMock = jest.fn(async (_url: string, init: RequestInit) => {
      seen.push(init);
      const text = bodies.shift() ?? '';
      return { status: 200, statusText: 'OK', text: async () => text, headers: new Map([['content-type', 'application/json']]) };
    });
    const realFetch = globalThis.fetch;
    globalThis.fetch = fetchMock as unknown as typeof fetch;
    // jsdom's AbortSignal has no timeout(); the browsers the platform supports do.
    const timeout = jest.spyOn(AbortSignal, 'timeout' as never).mockImplementation((() => new AbortController().signal) as never);
    try {
      expect((await api.get('/mortgage-profile')).data).toEqual({ id: 'p1' });
      expect((await api.post('/contact', { message: 'hi' })).data).toBe('plain words');
      expect((await api.patch('/user/onboarding')).data).toBe('');
      expect(fetchMock.mock.calls.map(([url]) => url)).toEqual(['/api/mortgage-profile', '/api/contact', '/api/user/onboarding']);
      expect(seen.map((init) => [init.method, init.credentials, init.body])).toEqual([
        ['GET', 'include', undefined],
        ['POST', 'include', '{"message":"hi"}'],
        ['PATCH', 'include', undefined],
      ]);
      expect(seen.every((init) => init.signal instanceof AbortSignal)).toBe(true);
      expect(timeout).toHaveBeenCalledWith(20_000);
    } finally {
      globalThis.fetch = realFetch;
      timeout.mockRestore();
    }
  });
});

describe('answers asked for as the page started (adoptEarlyAnswers)', () => {
  const asked: string[] = [];
  beforeEach(() => {
    asked.length = 0;
    forgetEarlyAnswers();
    api.defaults.adapter = async (request) => {
      asked.push(`${request.method} ${request.url}`);
      return { status: 200, statusText: 'OK', data: { from: 'server' } };
    };
  });
  afterEach(() => jest.useRealTimers());

  it('answers the next GET of that path with it, once, without asking the server', async () => {
    adoptEarlyAnswers([['/rates', Promise.resolve({ status: 200, statusText: 'OK', data: { from: 'early' } })]]);
    await expect(api.get('/rates')).resolves.toMatchObject({ data: { from: 'early' } });
    expect(asked).toEqual([]);
    await expect(api.get('/rates')).resolves.toMatchObject({ data: { from: 'server' } });
    expect(asked).toEqual(['get /rates']);
  });

  it('fails as the server answered (a 401 is an ApiError), and asks again when it got no answer', async () => {
    adoptEarlyAnswers([
      ['/auth/user', Promise.resolve({ status: 401, statusText: 'Unauthorized', data: { statusCode: 401, message: 'Unauthorized' } })],
      ['/mortgage-profile', Promise.reject(new TypeError('Failed to fetch'))],
    ]);
    await expect(api.get('/auth/user')).rejects.toMatchObject({ status: 401, serverMessage: 'Unauthorized' });
    await expect(api.get('/mortgage-profile')).resolves.toMatchObject({ data: { from: 'server' } });
    expect(asked).toEqual(['get /mortgage-profile']);
  });

  it('is not the answer to a request with params, to another method, or once EARLY_ANSWER_MS have passed', async () => {
    jest.useFakeTimers({ now: new Date('2026-11-25T04:00:00Z') });
    const early = Promise.resolve({ status: 200, statusText: 'OK', data: { from: 'early' } });
    adoptEarlyAnswers([['/scenarios', early], ['/rates', early]]);
    await api.get('/scenarios', { params: { page: 2 } });
    await api.post('/scenarios', { name: 'a' });
    jest.setSystemTime(Date.now() + EARLY_ANSWER_MS + 1);
    await expect(api.get('/rates')).resolves.toMatchObject({ data: { from: 'server' } });
    expect(asked).toEqual(['get /scenarios', 'post /scenarios', 'get /rates']);
  });

  it('forgets them when someone signs in, up or out: they were another session\'s', async () => {
    adoptEarlyAnswers([['/auth/user', Promise.resolve({ status: 200, statusText: 'OK', data: { from: 'early' } })]]);
    await api.post('/auth/logout');
    await expect(api.get('/auth/user')).resolves.toMatchObject({ data: { from: 'server' } });
    expect(asked).toEqual(['post /auth/logout', 'get /auth/user']);
  });
});
