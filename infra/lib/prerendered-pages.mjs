// The shell's page with a marketing page's content already in it (issue 22: text and hero paint
// before any JavaScript). mfe-marketing's build prerenders its public pages with react-dom/server
// into `prerendered/<Page>.json` beside its mf-manifest.json (mfe-marketing/prerender.mjs); this
// module reads them from wherever the marketing remote is deployed now (`/remotes.json`'s
// address), so a marketing deploy brings its new HTML with no shell rebuild, and puts one into
// the shell's index.html: the HTML inside #root, the page's title, the shell's own stylesheets
// and the page's (from the remote's origin), all before any script runs. The shell's script then
// hydrates that markup (shell/src/bootstrap.tsx).
//
// Never in the way: a remote that is slow (over FETCH_TIMEOUT_MS), down or without a page's
// file gives the plain shell page, which draws the page in the browser as before.
import { readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { escapeHtml } from '@homewise/contracts';
import { createRemoteDocuments } from './remote-documents.mjs';

/** How long a page waits for the marketing remote's file it has never read before going without it. */
const FETCH_TIMEOUT_MS = 1_500;

/** Only the HTML of this remote is trusted into the shell's page. */
const REMOTE = 'marketing';

/**
 * The page a path names, as the shell's route table reads it (shell/src/routes/route-table.ts:
 * the last segment, case-insensitive, hyphens ignored; "/" and "/Home" are the Landing), for
 * paths of one segment; `pages` are the remote's exposed pages (packages/platform/build/remotes.json).
 */
export function prerenderedPageOf(path, pages) {
  let decoded;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    return null;
  }
  const segments = decoded.split('/').filter(Boolean);
  if (segments.length > 1) return null;
  const key = (segments[0] ?? '').toLowerCase().replace(/-/g, '');
  if (key === '' || key === 'home') return 'Landing';
  return pages.find((page) => page.toLowerCase() === key) ?? null;
}

/** The shell's stylesheets, the ones its script would load (identical copies once), layout last. */
function shellStylesheets(dist) {
  const byHash = new Map();
  for (const file of readdirSync(dist).filter((name) => name.endsWith('.css')).sort()) {
    const hash = /\.([0-9a-f]{8})\.css$/.exec(file)?.[1] ?? file;
    if (!byHash.has(hash)) byHash.set(hash, file);
  }
  // The app's own rules (bootstrap: the layout) come after the platform's base rules they refine.
  return [...byHash.values()].sort((a, b) => Number(a.startsWith('bootstrap.')) - Number(b.startsWith('bootstrap.'))).map((file) => `/${file}`);
}

/**
 * @param {{ dist: string, remotes: () => Record<string, string>, pages: string[], fetch?: typeof fetch }} options
 *   dist: the shell's build; remotes: the current `/remotes.json`; pages: the marketing remote's pages.
 */
export function createPrerenderedPages({ dist, remotes, pages, fetch = globalThis.fetch }) {
  const template = readFileSync(resolve(dist, 'index.html'), 'utf8');
  const stylesheets = shellStylesheets(dist);
  /** The prerendered page at a URL (remote-documents.mjs: asked for at most every 10 s, the last one meanwhile). */
  const load = createRemoteDocuments({
    timeoutMs: FETCH_TIMEOUT_MS,
    accept: (page) => typeof page?.html === 'string' && typeof page.title === 'string' && Array.isArray(page.css),
    fetch,
  });

  /** The folder the marketing remote serves from now (its manifest's), or null. */
  function remoteBase() {
    const manifest = remotes()[REMOTE];
    if (!manifest) return null;
    try {
      return new URL('.', manifest);
    } catch {
      return null;
    }
  }

  const pageUrl = (name, base) => new URL(`prerendered/${name}.json`, base).href;

  /** Reads every page now, so that the first visitor of each gets it too (not only later ones). */
  function warm() {
    const base = remoteBase();
    if (base) for (const name of pages) load(pageUrl(name, base));
  }

  /** The shell's page for `path` with the page's content in it, or null (then: the plain shell page). */
  /**
   * @param {string} path
   * @param {{ signedIn?: boolean }} [visitor] signedIn: the request carries the signed-in note
   *   (contracts `hasSignedInHint`). Such a visitor of the Landing is sent on to the Dashboard (spec
   *   section 2): the plain shell page does that without showing them the Landing first.
   */
  async function htmlFor(path, { signedIn = false } = {}) {
    const name = prerenderedPageOf(path, pages);
    const base = remoteBase();
    if (!name || !base || (name === 'Landing' && signedIn)) return null;
    const page = await load(pageUrl(name, base));
    if (!page) return null;
    const links = [...stylesheets, ...page.css.map((file) => new URL(file, base).href)].map((href) => `<link rel="stylesheet" href="${escapeHtml(href)}">`).join('');
    return (
      template
        .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(page.title)}</title>`)
        .replace('</head>', () => `${links}</head>`)
        // The page reads and navigates without JavaScript: the notice would be untrue.
        .replace(/<noscript>[^<]*<\/noscript>/, '')
        .replace('<div id="root"></div>', () => `<div id="root">${page.html}</div>`)
    );
  }

  return { htmlFor, warm };
}
