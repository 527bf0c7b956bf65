// An API answer read as the platform's HTTP client reads it, in a file that imports nothing: the
// shell's start (shell/src/index.ts, before the async boundary, where no shared module may load)
// asks for its first page's data with `askEarly`, and the client takes those answers
// (`adoptEarlyAnswers`, client.ts) instead of asking the server again. Exported on its own
// (`@homewise/platform/early-answer`) so the shell can bundle it without the platform singleton.

/** An answer, whatever its status: `data` is the parsed JSON body, else its text ('' for none). */
export interface ApiResponse<T = unknown> {
  status: number;
  statusText: string;
  data: T;
  headers?: Record<string, string>;
}

/** Where the API is, on the page's own origin (the shell's server proxies it). */
export const API_BASE_URL = '/api';

/** How long the client waits for an answer before calling it no answer at all. */
export const API_TIMEOUT_MS = 20_000;

/** The answer of `response`: its body as JSON whatever the content type says (a server's error page stays text). */
export async function readAnswer(response: Response): Promise<ApiResponse> {
  const text = await response.text();
  let data: unknown = text;
  if (text) {
    try {
      data = JSON.parse(text);
    } catch {
      // not JSON: the text itself
    }
  }
  return { status: response.status, statusText: response.statusText, data, headers: Object.fromEntries(response.headers) };
}

/**
 * `GET /api<path>` with the session cookie, as the client sends it; rejects when there is no
 * answer at all. `onStatus` hears the status as soon as it arrives, before the body.
 */
export function askEarly(path: string, onStatus?: (status: number) => void): Promise<ApiResponse> {
  const answer = fetch(`${API_BASE_URL}${path}`, {
    headers: { Accept: 'application/json' },
    credentials: 'include',
    signal: AbortSignal.timeout(API_TIMEOUT_MS),
  }).then((response) => {
    onStatus?.(response.status);
    return readAnswer(response);
  });
  // Read later by the client, which then asks again: a failure must not reach the console before that.
  answer.catch(() => undefined);
  return answer;
}
