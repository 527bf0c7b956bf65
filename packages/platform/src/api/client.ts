/**
 * The one HTTP client of every UI part: JSON both ways, the session cookie sent along, paths
 * relative to `/api` (the shell's origin proxies it; a remote's dev server does the same). Built
 * on the browser's fetch: the platform ships on every page, and an HTTP library cost ~13 KB gzip
 * of it for what these few lines do (issue 22).
 */

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

/** An answer, whatever its status: `data` is the parsed JSON body, else its text ('' for none). */
export interface ApiResponse<T = unknown> {
  status: number;
  statusText: string;
  data: T;
  headers?: Record<string, string>;
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
  const text = await response.text();
  let data: unknown = text;
  // JSON whatever the content type says (a server's error page stays text).
  if (text) {
    try {
      data = JSON.parse(text);
    } catch {
      // not JSON: the text itself
    }
  }
  return { status: response.status, statusText: response.statusText, data, headers: Object.fromEntries(response.headers) };
};

function createClient() {
  const defaults = {
    baseURL: '/api',
    withCredentials: true,
    headers: { Accept: 'application/json' } as Record<string, string>,
    timeout: 20_000,
    /** The transport: fetch unless a test puts a fake in (platform `fakeApi`). */
    adapter: undefined as ApiAdapter | undefined,
  };

  async function request<T>(method: string, url: string, body: unknown, options: ApiCallOptions = {}): Promise<ApiResponse<T>> {
    const data = body === undefined ? undefined : JSON.stringify(body);
    const headers = { ...defaults.headers, ...(data === undefined ? {} : { 'Content-Type': 'application/json' }), ...options.headers };
    const call: ApiRequest = { method, url, baseURL: defaults.baseURL, params: options.params, data, headers, withCredentials: defaults.withCredentials, timeout: defaults.timeout };
    let response: ApiResponse;
    try {
      response = await (defaults.adapter ?? fetchAdapter)(call);
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
