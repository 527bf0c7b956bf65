// The brand of a `/lo/<code>` page, asked for as the page starts (index.ts, before React and the
// app have downloaded), so the officer's brand is usually there by the first render instead of a
// round trip after it. Uses no shared module: it runs before the async boundary.

/** The answer's body (parsed JSON), or null when there is no brand for the code; one code at a time. */
let early: { code: string; brand: Promise<unknown> } | null = null;

/** The referral code of a `/lo/<code>` path, else null. */
export function referralCodeOf(pathname: string): string | null {
  const match = /^\/lo\/([^/]+)\/?$/.exec(pathname);
  if (!match) return null;
  try {
    return decodeURIComponent(match[1]);
  } catch {
    return null;
  }
}

/** Starts loading the brand of `code` (GET /api/brands/{code}). */
export function startBrandLoad(code: string): void {
  // The server already put the brand into the page: nothing to ask.
  if (serverBrand(code)) return;
  const brand = fetch(`/api/brands/${encodeURIComponent(code)}`, { credentials: 'include', headers: { Accept: 'application/json' } }).then(async (response) => {
    if (!response.ok) throw new Error(`${response.status}: ${await response.text()}`);
    return response.json() as Promise<unknown>;
  });
  // Read once by useBrand; an unhandled rejection must not reach the console before that.
  brand.catch(() => undefined);
  early = { code, brand };
}

/** The early load of `code`, once (a later load asks the server again); null when there is none. */
export function takeEarlyBrand(code: string): Promise<unknown> | null {
  if (early?.code !== code) return null;
  const { brand } = early;
  early = null;
  return brand;
}

/**
 * The brand the shell's server put into the page for `code` (infra/lib/brand-page.mjs): `{ brand }`
 * (null for an unknown code), or undefined when the page came without one (then: ask the API).
 */
export function serverBrand(code: string): { brand: unknown } | undefined {
  const element = typeof document === 'undefined' ? null : document.getElementById('hw-early-brand');
  if (!element || element.dataset.code !== code) return undefined;
  try {
    return { brand: JSON.parse(element.textContent ?? '') as unknown };
  } catch {
    return undefined;
  }
}

/** Removes the server's skeleton of a branded page (once the page itself is on screen). */
export function removeBrandSkeleton(): void {
  document.getElementById('hw-brand-skeleton')?.remove();
}

/** Is the server's skeleton of a branded page showing? */
export function brandSkeletonShown(): boolean {
  return typeof document !== 'undefined' && document.getElementById('hw-brand-skeleton') !== null;
}
