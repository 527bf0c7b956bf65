/**
 * The one HTTP client of every UI part: JSON both ways, the session cookie sent along, paths
 * relative to `/api` (the shell's origin proxies it; a remote's dev server does the same). Built
 * on the browser's fetch: the platform ships on every page, and an HTTP library cost ~13 KB gzip
 * of it for what these few lines do (issue 22).
 */
import { API_BASE_URL, API_TIMEOUT_MS, readAnswer, type ApiResponse } from './early-answer';

export type { ApiResponse };

/** What a call sends, as the transport (`api.defaults.adapter` in tests, else fetch) receives it. */
export interface ApiRequest {
  /** Lower-case: `get`, `post`, `patch`, `put`, `delete`. */
  method: string;
  /** The path under `baseURL`, e.g. `/auth/login`. */
  url: string;
  baseURL: string;
  /** Added to the URL as a query string; null and undefined values are left out. */
  params?: Record<string, unknown>;
  /** The body as sent: JSON text, or undefined for none. */
  data?: string;
  headers: Record<string, string>;
  withCredentials: boolean;
  timeout: number;
}

/** Sends a request and answers the server's response; throws when there is no answer at all. */
export type ApiAdapter = (request: ApiRequest) => Promise<ApiResponse>;

export interface ApiCallOptions {
  params?: Record<string, unknown>;
  /** A body for a DELETE (e.g. the password that confirms closing an account). */
  data?: unknown;
  headers?: Record<string, string>;
}

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

/** The URL of a request: base, path, and the params that have a value. */
export function urlOf(request: Pick<ApiRequest, 'baseURL' | 'url' | 'params'>): string {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(request.params ?? {})) if (value !== undefined && value !== null) query.append(name, String(value));
  const search = query.toString();
  return `${request.baseURL}${request.url}${search ? `${request.url.includes('?') ? '&' : '?'}${search}` : ''}`;
}

/** The real transport: fetch, with the session cookie and a time limit. */
const fetchAdapter: ApiAdapter = async (request) => {
  const response = await fetch(urlOf(request), {
    method: request.method.toUpperCase(),
    headers: request.headers,
    body: request.data,
    credentials: request.withCredentials ? 'include' : 'same-origin',
    signal: AbortSignal.timeout(request.timeout),
  });
  return readAnswer(response);
};

/**
 * How long an answer asked for as the page started stays the answer to the same request: enough
 * for the page's code to arrive and ask on a slow phone, short enough that nobody reads old data.
 */
export const EARLY_ANSWER_MS = 15_000;

const earlyAnswers = new Map<string, { answer: Promise<ApiResponse>; until: number }>();

/**
 * Takes answers the page asked for before the platform had loaded (the shell's start, with
 * early-answer.ts's `askEarly`), by path: the next GET of that path without params gets its
 * answer once, within EARLY_ANSWER_MS, instead of a second request. Signing in, up or out
 * forgets those not taken yet (they were another session's).
 */
export function adoptEarlyAnswers(answers: Iterable<readonly [path: string, answer: Promise<ApiResponse>]>): void {
  const until = Date.now() + EARLY_ANSWER_MS;
  for (const [path, answer] of answers) earlyAnswers.set(path, { answer, until });
}

/** Forgets the early answers not taken yet (a test's fake server starts from nothing). */
export function forgetEarlyAnswers(): void {
  earlyAnswers.clear();
}

function takeEarlyAnswer(call: ApiRequest): Promise<ApiResponse> | null {
  if (call.method !== 'get') {
    if (call.url.startsWith('/auth/')) earlyAnswers.clear();
    return null;
  }
  const early = call.params ? undefined : earlyAnswers.get(call.url);
  if (!early) return null;
  earlyAnswers.delete(call.url);
  return Date.now() <= early.until ? early.answer : null;
}

function createClient() {
  const defaults = {
    baseURL: API_BASE_URL,
    withCredentials: true,
    headers: { Accept: 'application/json' } as Record<string, string>,
    timeout: API_TIMEOUT_MS,
    /** The transport: fetch unless a test puts a fake in (platform `fakeApi`). */
    adapter: undefined as ApiAdapter | undefined,
  };

  async function request<T>(method: string, url: string, body: unknown, options: ApiCallOptions = {}): Promise<ApiResponse<T>> {
    const data = body === undefined ? undefined : JSON.stringify(body);
    const headers = { ...defaults.headers, ...(data === undefined ? {} : { 'Content-Type': 'application/json' }), ...options.headers };
    const call: ApiRequest = { method, url, baseURL: defaults.baseURL, params: options.params, data, headers, withCredentials: defaults.withCredentials, timeout: defaults.timeout };
    const transport = defaults.adapter ?? fetchAdapter;
    const early = takeEarlyAnswer(call);
    let response: ApiResponse;
    try {
      // An early answer that got none (offline meanwhile) is asked for again.
      response = await (early ? early.catch(() => transport(call)) : transport(call));
    } catch {
      // No answer: offline, refused, timed out.
      throw new ApiError(0, '', 'Network Error', undefined);
    }
    if (response.status < 200 || response.status >= 300) {
      throw new ApiError(response.status, response.statusText, bodyTextOf(response.data), serverMessageOf(response.data));
    }
    return response as ApiResponse<T>;
  }

  return {
    defaults,
    get: <T = unknown>(url: string, options?: ApiCallOptions) => request<T>('get', url, undefined, options),
    delete: <T = unknown>(url: string, options?: ApiCallOptions) => request<T>('delete', url, options?.data, options),
    post: <T = unknown>(url: string, body?: unknown, options?: ApiCallOptions) => request<T>('post', url, body, options),
    patch: <T = unknown>(url: string, body?: unknown, options?: ApiCallOptions) => request<T>('patch', url, body, options),
    put: <T = unknown>(url: string, body?: unknown, options?: ApiCallOptions) => request<T>('put', url, body, options),
  };
}

export const api = createClient();

/** The server's message of a failed call, else `fallback` (the texts of spec section 8). */
export function errorMessage(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.serverMessage ? error.serverMessage : fallback;
}

/** True when the call got no answer from the server (the "An error occurred..." texts). */
export function isNetworkError(error: unknown): boolean {
  return !(error instanceof ApiError) || error.isNetworkError;
}
