// `<link rel="preload">`s for the first page's remote, put into the shell's page by its server
// (issue 22: Dashboard and calculators usable ≤ 500 ms). Without them the browser learns of the
// remote's files only once the shell's script has downloaded and run: its federation runtime
// then asks for the remote's mf-manifest.json, and only that names remoteEntry.js and the page's
// chunks — three round trips one after the other, after the shell's. With them the browser asks
// for all of it while it is still downloading the shell.
//
// The files are read from the remote's own mf-manifest.json, where `/remotes.json` says it is
// now, so a remote's deploy brings its new names with no shell rebuild. Each preload matches the
// request it stands for, or the browser would download the file twice: the manifest is fetched
// (CORS, no credentials: `crossorigin`), the scripts and stylesheets are elements without a
// crossorigin attribute (the federation runtime and rspack's chunk loader add none).
//
// Never in the way: a manifest is asked for at most every FRESH_MS and the page never waits for
// it past FETCH_TIMEOUT_MS (the first page after a start; later ones use the last manifest while
// a fresh one is fetched). A remote down or a page it does not expose gives no preloads.

import { escapeHtml } from '@homewise/contracts';

/** The longest a page waits for a remote's manifest it has never read. */
const FETCH_TIMEOUT_MS = 400;
/** How long a manifest is used before it is asked for again (the old one meanwhile). */
const FRESH_MS = 10_000;
/** How soon a manifest that could not be read yet is asked for again. */
const RETRY_MS = 1_000;

/** Where the remote's files are: its publicPath, or ("auto") the folder of its manifest. */
function baseOf(manifest, manifestUrl) {
  const publicPath = manifest.metaData?.publicPath;
  return new URL(publicPath && publicPath !== 'auto' ? publicPath : '.', manifestUrl);
}

/** The preloads of one exposed page, from the remote's manifest (null: the page is not exposed). */
export function preloadLinksOf(manifest, manifestUrl, page) {
  const expose = manifest.exposes?.find((candidate) => candidate.name === page);
  const entry = manifest.metaData?.remoteEntry;
  if (!expose || typeof entry?.name !== 'string') return null;
  const base = baseOf(manifest, manifestUrl);
  const url = (file) => escapeHtml(new URL(file, base).href);
  const entryFile = entry.path ? `${entry.path.replace(/\/$/, '')}/${entry.name}` : entry.name;
  return [
    `<link rel="preload" href="${escapeHtml(manifestUrl)}" as="fetch" crossorigin>`,
    `<link rel="preload" href="${url(entryFile)}" as="script">`,
    ...(expose.assets?.css?.sync ?? []).map((file) => `<link rel="preload" href="${url(file)}" as="style">`),
    ...(expose.assets?.js?.sync ?? []).map((file) => `<link rel="preload" href="${url(file)}" as="script">`),
  ].join('');
}

/**
 * @param {{ remotes: () => Record<string, string>, fetch?: typeof fetch, now?: () => number }} options
 *   remotes: the current `/remotes.json` (remote name → its mf-manifest.json URL).
 */
export function createRemotePreloads({ remotes, fetch = globalThis.fetch, now = Date.now }) {
  /** manifest URL → { at, manifest: Promise<object|null> } */
  const cache = new Map();

  async function fetchManifest(url) {
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(FETCH_TIMEOUT_MS * 5) });
      if (!response.ok) return null;
      const manifest = await response.json();
      return manifest && typeof manifest === 'object' ? manifest : null;
    } catch {
      return null;
    }
  }

  /**
   * The manifest at `url` as last read, asking again once it is older than FRESH_MS — or than
   * RETRY_MS while none could be read (a remote that starts after the shell server).
   */
  function manifestAt(url) {
    const cached = cache.get(url);
    if (cached && now() - cached.at < (cached.known ? FRESH_MS : RETRY_MS)) return cached.manifest;
    const entry = { at: now(), known: cached?.known ?? false, manifest: null };
    entry.manifest = fetchManifest(url).then((manifest) => {
      if (manifest) entry.known = true;
      return manifest ?? (cached ? cached.manifest : null);
    });
    cache.set(url, entry);
    // Known before: the last one now, the fresh one from the next page on.
    if (cached?.known) return cached.manifest;
    return Promise.race([entry.manifest, new Promise((resolve) => setTimeout(resolve, FETCH_TIMEOUT_MS, null))]);
  }

  /** Reads every remote's manifest now, so that the first visitor's page has its preloads too. */
  function warm() {
    for (const url of Object.values(remotes())) manifestAt(url);
  }

  /** The preload links for `page` of `remote`, or '' when they are not known. */
  async function linksFor(remote, page) {
    const url = remotes()[remote];
    if (!url) return '';
    const manifest = await manifestAt(url);
    return (manifest && preloadLinksOf(manifest, url, page)) ?? '';
  }

  return { linksFor, warm };
}
