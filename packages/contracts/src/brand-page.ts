// What a server puts into a loan officer's `/lo/<code>` page so it is in the officer's brand from
// the first paint (issue 22: no blank flash, never Homewise's brand first). One renderer for both
// servers: the shell's Node server (infra/lib/brand-page.mjs) and the nginx edge, which includes
// the parts from the backend (`GET /api/brands/<code>/page/<part>`). The shell reads:
//   - `#hw-early-brand`: the brand as JSON (null for an unknown code) instead of asking again
//     (shell/src/routes/early-brand.ts);
//   - `#hw-brand-skeleton`: until the branded Landing shows, a skeleton of it in the officer's
//     colour with the officer's company name, outside React's root; the shell removes it in the
//     same frame as the Landing appears (shell/src/routes/BrandedLanding.tsx).
import { escapeHtml } from './html.js';
import type { Brand } from './loan-officer.js';

/** The parts of the page, each put where the name says; null or '' where the page keeps its own. */
export interface BrandPageParts {
  /** The page's `<title>` element with the brand's name, or null (the page keeps its own). */
  title: string | null;
  /** Before `</head>`: the skeleton's style ('' without a brand). */
  head: string;
  /** Before `<div id="root">`: the brand as data, and the skeleton. */
  body: string;
}

export const BRAND_PAGE_PART_NAMES = ['title', 'head', 'body'] as const;
export type BrandPagePartName = (typeof BRAND_PAGE_PART_NAMES)[number];

const HEX_COLOR = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;
/** Homewise's blue, for a brand whose colour is not a hex colour (as the Landing does). */
const DEFAULT_COLOR = '#1d4ed8';

/** JSON safe inside <script>: no "</script>", no "<!--". */
const scriptJson = (value: unknown): string => JSON.stringify(value).replace(/</g, '\\u003c');

/** The skeleton: the Landing's header bar and hero as shapes, in the brand's colour. */
function skeletonStyle(brand: Brand): string {
  const color = HEX_COLOR.test(brand.primaryColor ?? '') ? brand.primaryColor : DEFAULT_COLOR;
  return `<style>
#hw-brand-skeleton{--brand:${color};font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:#fff;min-height:100vh}
#hw-brand-skeleton .bar{display:flex;align-items:center;justify-content:space-between;min-height:4.5rem;padding:0.75rem 1rem;border-bottom:1px solid #e2e8f0;max-width:72rem;margin:0 auto;box-sizing:border-box}
#hw-brand-skeleton .name{font-size:1.25rem;font-weight:800;color:var(--brand)}
#hw-brand-skeleton .pill{display:inline-block;width:6rem;height:2.25rem;border-radius:0.5rem;background:var(--brand)}
#hw-brand-skeleton .hero{background:linear-gradient(180deg,color-mix(in srgb,var(--brand) 14%,#fff) 0%,#fff 100%);padding:3.5rem 1rem 3rem}
#hw-brand-skeleton .copy{max-width:72rem;margin:0 auto;display:flex;flex-direction:column;gap:1.25rem}
#hw-brand-skeleton .line{height:1.25rem;border-radius:0.375rem;background:#e2e8f0;max-width:32rem}
#hw-brand-skeleton .title{height:3rem;max-width:36rem;background:color-mix(in srgb,var(--brand) 22%,#e2e8f0)}
#hw-brand-skeleton .cta{width:12rem;height:3rem;border-radius:0.5rem;background:var(--brand)}
</style>`;
}

function skeletonMarkup(brand: Brand): string {
  return (
    `<div id="hw-brand-skeleton" aria-busy="true" aria-label="Loading ${escapeHtml(brand.name)}">` +
    `<div class="bar"><span class="name">${escapeHtml(brand.name)}</span><span class="pill"></span></div>` +
    `<div class="hero"><div class="copy"><span class="line title"></span><span class="line"></span><span class="line"></span><span class="cta"></span></div></div>` +
    `</div>`
  );
}

/**
 * The parts of `/lo/<code>` for `brand` (null: an unknown code, which gets only `null` as data,
 * so the shell shows Homewise's own Landing without asking). `code` as the page's path has it
 * (decoded): the shell uses the data only when its `data-code` is the page's code.
 */
export function brandPageParts(code: string, brand: Brand | null): BrandPageParts {
  const data = `<script type="application/json" id="hw-early-brand" data-code="${escapeHtml(code)}">${scriptJson(brand)}</script>`;
  if (!brand) return { title: null, head: '', body: data };
  return { title: `<title>${escapeHtml(brand.name)}</title>`, head: skeletonStyle(brand), body: `${data}${skeletonMarkup(brand)}` };
}
