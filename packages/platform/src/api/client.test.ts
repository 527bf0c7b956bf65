import type { AxiosAdapter, InternalAxiosRequestConfig } from 'axios';
import { api, ApiError, errorMessage, isNetworkError } from './client';

/** Answers every request with `status` and `data`, as a server would. */
function answer(status: number, data: unknown, statusText = ''): AxiosAdapter {
  return async (config: InternalAxiosRequestConfig) => {
    const response = { status, statusText, data, headers: {}, config, request: {} };
    if (status >= 400) {
      const { AxiosError } = await import('axios');
      throw new AxiosError(`Request failed with status code ${status}`, 'ERR_BAD_RESPONSE', config, {}, response);
    }
    return response;
  };
}

afterEach(() => {
  api.defaults.adapter = undefined;
});

describe('api client', () => {
  it('sends JSON with cookies to /api', async () => {
    let seen: InternalAxiosRequestConfig | undefined;
    api.defaults.adapter = async (config) => {
      seen = config;
      return { status: 200, statusText: 'OK', data: { ok: true }, headers: {}, config };
    };
    const response = await api.post('/auth/login', { email: 'a@b.c', password: 'x' });
    expect(response.data).toEqual({ ok: true });
    expect(seen?.baseURL).toBe('/api');
    expect(seen?.withCredentials).toBe(true);
    expect(seen?.headers['Content-Type']).toBe('application/json');
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
    api.defaults.adapter = async (config) => {
      const { AxiosError } = await import('axios');
      throw new AxiosError('Network Error', 'ERR_NETWORK', config, {});
    };
    const error = await api.get('/auth/user').catch((e: unknown) => e);
    expect(isNetworkError(error)).toBe(true);
  });
});
