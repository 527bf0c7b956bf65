// The mortgage profile of a signed-in page, asked for as the page starts (index.ts), when the
// browser notes someone was signed in here (contracts SIGNED_IN_HINT_KEY, a cookie): it then loads beside
// the shell's code, the session check and the page's remote instead of after them. Handed once
// to the platform's prefetchMortgageProfile (PageRoute); the session check still decides what is
// shown. Uses no shared module: it runs before the async boundary.
import type { MortgageProfile } from '@homewise/contracts';

let early: Promise<MortgageProfile | null> | null = null;

/** Starts GET /api/mortgage-profile: the profile, null for none (an empty or `null` body), else a failure. */
export function startProfileLoad(): void {
  early = fetch('/api/mortgage-profile', { credentials: 'include', headers: { Accept: 'application/json' } }).then(async (response) => {
    if (!response.ok) throw new Error(`${response.status}: ${await response.text()}`);
    const text = await response.text();
    const body: unknown = text ? JSON.parse(text) : null;
    return body && typeof body === 'object' ? (body as MortgageProfile) : null;
  });
  // Read once by PageRoute; a refusal (signed out meanwhile) must not reach the console before that.
  early.catch(() => undefined);
}

/** The early load, once; null when there was none or it was taken. */
export function takeEarlyProfile(): Promise<MortgageProfile | null> | null {
  const taken = early;
  early = null;
  return taken;
}
