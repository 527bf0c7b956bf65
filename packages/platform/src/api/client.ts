import axios, { AxiosError } from 'axios';

/**
 * The one HTTP client of every UI part: JSON both ways, the session cookie sent along, paths
 * relative to `/api` (the shell's origin proxies it; a remote's dev server does the same).
 */
export const api = axios.create({
  baseURL: '/api',
  withCredentials: true,
  headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
  timeout: 20_000,
});

/**
 * A failed API call. `message` follows spec section 8: "{status code}: {response body text}";
 * `serverMessage` is the body's `message` (what the pages show in their toasts).
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly statusText: string,
    readonly bodyText: string,
    readonly serverMessage: string | undefined,
  ) {
    super(status ? `${status}: ${bodyText || statusText}` : bodyText || 'Network Error');
    this.name = 'ApiError';
  }

  /** No answer at all (offline, server down, timeout). */
  get isNetworkError(): boolean {
    return this.status === 0;
  }
}

function bodyTextOf(data: unknown): string {
  if (data === undefined || data === null || data === '') return '';
  return typeof data === 'string' ? data : JSON.stringify(data);
}

/** The `message` of a Nest-style error body; an array of validation messages is joined. */
export function serverMessageOf(data: unknown): string | undefined {
  if (!data || typeof data !== 'object') return undefined;
  const message = (data as { message?: unknown }).message;
  if (Array.isArray(message)) return message.filter((m) => typeof m === 'string').join('. ') || undefined;
  return typeof message === 'string' && message.trim() ? message : undefined;
}

api.interceptors.response.use(undefined, (error: unknown) => {
  if (error instanceof AxiosError) {
    const response = error.response;
    if (!response) return Promise.reject(new ApiError(0, '', error.message, undefined));
    return Promise.reject(
      new ApiError(response.status, response.statusText, bodyTextOf(response.data), serverMessageOf(response.data)),
    );
  }
  return Promise.reject(error);
});

/** The server's message of a failed call, else `fallback` (the texts of spec section 8). */
export function errorMessage(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.serverMessage ? error.serverMessage : fallback;
}

/** True when the call got no answer from the server (the "An error occurred..." texts). */
export function isNetworkError(error: unknown): boolean {
  return !(error instanceof ApiError) || error.isNetworkError;
}
