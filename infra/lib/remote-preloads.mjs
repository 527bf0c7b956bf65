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
// The manifest names the page's own chunks but not its second wave, which the runtime asks for
// only once the page's code runs: a chunk it shares with a singleton's code (the contracts beside
// the platform) and the singletons the shell does not provide (the charts). Those come from the
// remote's build-stats.json (packages/platform/build/build-stats.cjs: each page's chunk group,
// what it takes from the share scope, and which files provide each singleton), read beside the
// manifest; without it a page gets the manifest's preloads alone.
//
// Never in the way (remote-documents.mjs): a manifest is asked for at most every 10 s and the page never waits for
// it past WAIT_MS (the first pages after a start; later ones use the last manifest while
// a fresh one is fetched). A remote down or a page it does not expose gives no preloads.

import { escapeHtml } from '@homewise/contracts';
import { createRemoteDocuments } from './remote-documents.mjs';

/** The longest a page waits for a remote's manifest it has never read. */
const WAIT_MS = 400;
/** How soon a manifest that could not be read yet is asked for again (one read: every 10 s). */
const RETRY_MS = 1_000;

/** Where the remote's files are: its publicPath, or ("auto") the folder of its manifest. */
function baseOf(manifest, manifestUrl) {
  const publicPath = manifest.metaData?.publicPath;
  return new URL(publicPath && publicPath !== 'auto' ? publicPath : '.', manifestUrl);
}

/**
 * The page's files beyond the manifest's, from the remote's build stats: its chunk group's and
 * those of each singleton it takes that the shell does not provide (`shellProvides`).
 */
export function secondWaveOf(stats, page, shellProvides) {
  if (!stats || typeof stats !== 'object') return [];
  const group = `__federation_expose_${page}`;
  const singletons = (stats.consumes?.[group] ?? []).filter((name) => !shellProvides.includes(name));
  return [...(stats.groups?.[group] ?? []), ...singletons.flatMap((name) => stats.providers?.[name] ?? [])].filter((file) => typeof file === 'string');
}

/**
 * The preloads of one exposed page, from the remote's manifest and (`more`) its second wave
 * (null: the page is not exposed).
 */
export function preloadLinksOf(manifest, manifestUrl, page, more = []) {
  const expose = manifest.exposes?.find((candidate) => candidate.name === page);
  const entry = manifest.metaData?.remoteEntry;
  if (!expose || typeof entry?.name !== 'string') return null;
  const base = baseOf(manifest, manifestUrl);
  const url = (file) => escapeHtml(new URL(file, base).href);
  const entryFile = entry.path ? `${entry.path.replace(/\/$/, '')}/${entry.name}` : entry.name;
  const css = new Set(expose.assets?.css?.sync ?? []);
  const js = new Set(expose.assets?.js?.sync ?? []);
  for (const file of more) (file.endsWith('.css') ? css : js).add(file);
  return [
    `<link rel="preload" href="${escapeHtml(manifestUrl)}" as="fetch" crossorigin>`,
    `<link rel="preload" href="${url(entryFile)}" as="script">`,
    ...[...css].map((file) => `<link rel="preload" href="${url(file)}" as="style">`),
    ...[...js].map((file) => `<link rel="preload" href="${url(file)}" as="script">`),
  ].join('');
}

/**
 * @param {{ remotes: () => Record<string, string>, shellProvides?: string[], fetch?: typeof fetch, now?: () => number }} options
 *   remotes: the current `/remotes.json` (remote name → its mf-manifest.json URL);
 *   shellProvides: the singletons the shell's own build provides (its build stats).
 */
export function createRemotePreloads({ remotes, shellProvides = [], fetch = globalThis.fetch, now = Date.now }) {
  /** A manifest or build stats as last read (remote-documents.mjs); the fetch itself may take 2 s. */
  const documentAt = createRemoteDocuments({ timeoutMs: WAIT_MS * 5, waitMs: WAIT_MS, retryMs: RETRY_MS, fetch, now });

  /** The remote's build stats, beside its manifest (read the same way). */
  const statsAt = (url) => documentAt(new URL('build-stats.json', url).href);

  /** Reads every remote's manifest and stats now, so that the first visitor's page has its preloads too. */
  function warm() {
    for (const url of Object.values(remotes())) {
      documentAt(url);
      statsAt(url);
    }
  }

  /** The preload links for `page` of `remote`, or '' when they are not known. */
  async function linksFor(remote, page) {
    const url = remotes()[remote];
    if (!url) return '';
    const [manifest, stats] = await Promise.all([documentAt(url), statsAt(url)]);
    // The stats name files as the manifest does (from the build's output folder).
    return (manifest && preloadLinksOf(manifest, url, page, secondWaveOf(stats, page, shellProvides))) ?? '';
  }

  return { linksFor, warm };
}
