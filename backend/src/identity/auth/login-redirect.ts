const PLANS = new Set(['free', 'paid']);

/**
 * The same-site path to come back to after login, or null. Only a path on the app's own origin
 * passes: no scheme, no protocol-relative `//host`, no backslash tricks (`/\host`), no control
 * characters. Never an open redirect.
 */
export function safeReturnTo(raw: unknown, appUrl: string): string | null {
  if (typeof raw !== 'string' || raw.length === 0 || raw.length > 2048) return null;
  if (!raw.startsWith('/') || raw.startsWith('//') || raw.includes('\\')) return null;
  // eslint-disable-next-line no-control-regex -- control characters are exactly what this refuses
  if (/[\u0000-\u001f\u007f]/.test(raw)) return null;
  const app = new URL(appUrl);
  let resolved: URL;
  try {
    resolved = new URL(raw, app);
  } catch {
    return null;
  }
  if (resolved.origin !== app.origin) return null;
  return resolved.pathname + resolved.search + resolved.hash;
}

/**
 * Where `GET /api/login` and `GET /api/auth/login?returnTo=` send the browser: the app's login
 * page, keeping a safe returnTo and the plan (free|paid) named by `plan` or inside returnTo.
 */
export function loginRedirectUrl(appUrl: string, returnTo?: unknown, plan?: unknown): string {
  const target = new URL(`${appUrl}/login`);
  const path = safeReturnTo(returnTo, appUrl);
  if (path) target.searchParams.set('returnTo', path);
  const planFromPath = path ? new URL(path, appUrl).searchParams.get('plan') : null;
  const chosen = typeof plan === 'string' && PLANS.has(plan) ? plan : planFromPath;
  if (chosen && PLANS.has(chosen)) target.searchParams.set('plan', chosen);
  return target.toString();
}
