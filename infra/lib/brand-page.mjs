// A loan officer's white-label page (`/lo/<code>`) in the officer's brand from the first paint
// (issue 22: no blank flash, never Homewise's brand first). The shell's server asks the API for
// the brand (`GET /api/brands/<code>`, public) while it answers the page, and puts into it the
// parts packages/contracts/src/brand-page.ts renders (the brand as data for the shell, and a
// skeleton of the Landing in the officer's colour); the nginx edge includes the same parts.
// An unknown code gets `null` (the Landing is Homewise's own, with the code kept for signup) and
// no skeleton. An API that is slow (over BRAND_TIMEOUT_MS) or failing gives the plain shell page:
// the shell then asks for the brand itself, as before.
import { brandPageParts } from '@homewise/contracts';

const BRAND_TIMEOUT_MS = 800;

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
    const parts = brandPageParts(code, brand);
    return template
      .replace(/<title>[^<]*<\/title>/, (own) => parts.title ?? own)
      .replace('</head>', () => `${parts.head}</head>`)
      .replace('<div id="root"></div>', () => `${parts.body}<div id="root"></div>`);
  }

  return { pageWithBrand };
}
