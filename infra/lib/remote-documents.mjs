// The JSON documents the shell server reads from the remotes for the pages it sends — their
// manifests and build stats (remote-preloads.mjs), the prerendered marketing pages
// (prerendered-pages.mjs) — read the one way: where `/remotes.json` says a remote is now, so a
// remote's deploy brings new documents with no shell rebuild, and never in a page's way.
//
// Each URL is asked for at most every `freshMs` (every `retryMs` while it could never be read: a
// remote that starts after the shell server). Once a document has been read, a page never waits
// for the remote again: it gets the last one while a fresh one is fetched, and a failed fetch
// keeps the last good one. Only a document never read is waited for, `waitMs` at most.

/**
 * @param {{ timeoutMs: number, waitMs?: number, freshMs?: number, retryMs?: number,
 *   accept?: (document: unknown) => boolean, fetch?: typeof fetch, now?: () => number }} options
 *   timeoutMs: how long one fetch may take; waitMs: how long a page waits for a document never
 *   read (default timeoutMs); accept: whether a parsed answer is a document of the kind asked for.
 * @returns {(url: string) => Promise<object | null>} the document at `url` (null: none known)
 */
export function createRemoteDocuments({
  timeoutMs,
  waitMs = timeoutMs,
  freshMs = 10_000,
  retryMs = freshMs,
  accept = (document) => Boolean(document) && typeof document === 'object',
  fetch = globalThis.fetch,
  now = Date.now,
}) {
  /** url → { at: when it was last asked for, last: the last document read (or null), fetching } */
  const cache = new Map();

  async function fetchDocument(url) {
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(timeoutMs) });
      if (!response.ok) return null;
      const document = await response.json();
      return accept(document) ? document : null;
    } catch {
      return null;
    }
  }

  /** What a page gets of an entry now: the last document, else the fetch, `waitMs` at most. */
  function answerOf(entry) {
    if (entry.last) return Promise.resolve(entry.last);
    return waitMs >= timeoutMs ? entry.fetching : Promise.race([entry.fetching, new Promise((resolve) => setTimeout(resolve, waitMs, null))]);
  }

  return function documentAt(url) {
    const cached = cache.get(url);
    if (cached && now() - cached.at < (cached.last ? freshMs : retryMs)) return answerOf(cached);
    const entry = { at: now(), last: cached?.last ?? null, fetching: null };
    entry.fetching = fetchDocument(url).then((fresh) => {
      if (fresh) entry.last = fresh;
      return entry.last;
    });
    cache.set(url, entry);
    return answerOf(entry);
  };
}
