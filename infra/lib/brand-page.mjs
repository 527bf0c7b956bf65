// A loan officer's white-label page (`/lo/<code>`) in the officer's brand from the first paint
// (issue 22: no blank flash, never Homewise's brand first). The shell's server asks the API for
// the brand (`GET /api/brands/<code>`, public) while it answers the page, and puts into it:
//   - the brand as JSON (`#hw-early-brand`), which the shell reads instead of asking again
//     (shell/src/routes/early-brand.ts), so the branded Landing renders as soon as it has loaded;
//   - until then, a skeleton of the Landing in the officer's colour with the officer's company
//     name (`#hw-brand-skeleton`, outside React's root), which the shell removes in the same
//     frame as the branded Landing appears (shell/src/routes/BrandedLanding.tsx).
// An unknown code gets `null` (the Landing is Homewise's own, with the code kept for signup) and
// no skeleton. An API that is slow (over BRAND_TIMEOUT_MS) or failing gives the plain shell page:
// the shell then asks for the brand itself, as before.

const BRAND_TIMEOUT_MS = 800;
const HEX_COLOR = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;
/** Homewise's blue, for a brand whose colour is not a hex colour (as the Landing does). */
const DEFAULT_COLOR = '#1d4ed8';

const escapeHtml = (text) => String(text).replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
/** JSON safe inside <script>: no "</script>", no "<!--". */
const scriptJson = (value) => JSON.stringify(value).replace(/</g, '\\u003c');

/** The skeleton: the Landing's header bar and hero as shapes, in the brand's colour. */
function skeleton(brand) {
  const color = HEX_COLOR.test(brand.primaryColor ?? '') ? brand.primaryColor : DEFAULT_COLOR;
  const style = `<style>
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
  const markup =
    `<div id="hw-brand-skeleton" aria-busy="true" aria-label="Loading ${escapeHtml(brand.name)}">` +
    `<div class="bar"><span class="name">${escapeHtml(brand.name)}</span><span class="pill"></span></div>` +
    `<div class="hero"><div class="copy"><span class="line title"></span><span class="line"></span><span class="line"></span><span class="cta"></span></div></div>` +
    `</div>`;
  return { style, markup };
}

/**
 * @param {{ backend: URL, fetch?: typeof fetch }} options the backend the shell proxies /api to.
 * @returns {{ pageWithBrand(template: string, code: string, headers: Record<string, string>): Promise<string | null> }}
 */
export function createBrandPages({ backend, fetch = globalThis.fetch }) {
  /** The brand of `code`: the object, null for an unknown code, undefined when the API did not say. */
  async function brandOf(code, headers) {
    try {
      const response = await fetch(new URL(`/api/brands/${encodeURIComponent(code)}`, backend), {
        headers: { Accept: 'application/json', ...headers },
        signal: AbortSignal.timeout(BRAND_TIMEOUT_MS),
      });
      if (response.status === 404) return null;
      if (!response.ok) return undefined;
      const brand = await response.json();
      return brand && typeof brand.name === 'string' ? brand : undefined;
    } catch {
      return undefined;
    }
  }

  /** The shell's page for `/lo/<code>` with the brand in it, or null (the plain page). `headers`: X-Forwarded-* for the API. */
  async function pageWithBrand(template, code, headers = {}) {
    const brand = await brandOf(code, headers);
    if (brand === undefined) return null;
    const data = `<script type="application/json" id="hw-early-brand" data-code="${escapeHtml(code)}">${scriptJson(brand)}</script>`;
    if (!brand) return template.replace('<div id="root"></div>', () => `${data}<div id="root"></div>`);
    const { style, markup } = skeleton(brand);
    return template
      .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(brand.name)}</title>`)
      .replace('</head>', () => `${style}</head>`)
      .replace('<div id="root"></div>', () => `${data}${markup}<div id="root"></div>`);
  }

  return { pageWithBrand };
}
