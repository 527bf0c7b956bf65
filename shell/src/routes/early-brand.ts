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
