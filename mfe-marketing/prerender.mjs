// The second half of `npm run build -w mfe-marketing` (after the remote's browser build):
// renders the public pages of src/prerender/prerendered-pages.tsx to HTML with react-dom/server
// and writes one file per page, dist/prerendered/<Page>.json:
//   { "page": "About", "title": "About · Homewise", "html": "<div class=…>…</div>",
//     "css": ["__federation_expose_About.1a2b3c4d.css", …] }
// and, for the nginx edge, the same as <Page>.title.html, .styles.html and .body.html (below).
// `html` goes inside the shell's #root; `css` are this remote's stylesheets for the page (from
// dist/mf-manifest.json, paths relative to it). They are served with the remote's other files,
// so a new marketing deploy brings new HTML with it, no shell rebuild: the shell's server
// (infra/lib/prerendered-pages.mjs) reads them next to the remote's manifest.
//
// The pages are compiled for Node by rspack (@homewise/platform/compile-for-node: same
// TypeScript/JSX settings as the browser build; stylesheets left out: the browser gets them from
// `css`) into a temporary folder.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { escapeHtml } from '@homewise/contracts';

const { compileForNode } = createRequire(import.meta.url)('@homewise/platform/compile-for-node');

const here = import.meta.dirname;
const dist = join(here, 'dist');
// Under node_modules, so that the compiled module finds the installed packages it requires.
const cache = join(here, '..', 'node_modules', '.cache', 'homewise');
mkdirSync(cache, { recursive: true });
const out = mkdtempSync(join(cache, 'prerender-'));
process.env.NODE_ENV ??= 'production';

/** The stylesheets an exposed page needs at once (the manifest's `sync` ones; `async` are later pages'). */
function stylesheetsOf(manifest, page) {
  const expose = manifest.exposes.find((entry) => entry.name === page || entry.path === `./${page}`);
  if (!expose) throw new Error(`mf-manifest.json exposes no ./${page}`);
  return expose.assets.css.sync ?? [];
}

try {
  await compileForNode({ context: here, entry: { prerender: './src/prerender/prerendered-pages.tsx' }, outDir: out });
  const { prerenderPages } = createRequire(import.meta.url)(join(out, 'prerender.cjs'));
  const manifest = JSON.parse(readFileSync(join(dist, 'mf-manifest.json'), 'utf8'));
  mkdirSync(join(dist, 'prerendered'), { recursive: true });
  for (const page of prerenderPages()) {
    const file = join(dist, 'prerendered', `${page.page}.json`);
    const css = stylesheetsOf(manifest, page.page);
    writeFileSync(file, JSON.stringify({ ...page, css }));
    // The same page as HTML pieces for the nginx edge, which puts them into the shell's page with
    // server-side includes (infra/nginx/templates/marketing-pages.conf.template): the title, the
    // stylesheets (relative to this folder, "../": the edge writes the remote's address) and #root.
    const pieces = {
      title: `<title>${escapeHtml(page.title)}</title>`,
      styles: css.map((href) => `<link rel="stylesheet" href="../${escapeHtml(href)}">`).join(''),
      body: page.html,
    };
    for (const [piece, html] of Object.entries(pieces)) writeFileSync(join(dist, 'prerendered', `${page.page}.${piece}.html`), html);
    console.log(`[marketing] prerendered ${page.page}: ${(page.html.length / 1024).toFixed(1)} KB of HTML`);
  }
} finally {
  rmSync(out, { recursive: true, force: true });
}
