/**
 * Navigation for every UI part. The router itself lives in the shell; remotes use these
 * re-exports so that react-router is bundled once (in the shell, tree-shaken) and never shared
 * as a whole module across federation (see README: "Why react-router is not a shared module").
 */
export { Link, NavLink, Navigate, useInRouterContext, useLocation, useNavigate, useParams, useSearchParams } from 'react-router';

/** Spec section 2's navigation helper: "My Home Equity" → "/my-home-equity". */
export function pageUrl(pageName: string): string {
  return '/' + pageName.toLowerCase().replace(/ /g, '-');
}

/**
 * A `returnTo` value that is safe to follow: a path on this site ("/x", not "//host" or
 * "/\host", no scheme), else `fallback`.
 */
export function safeReturnTo(value: string | null | undefined, fallback = '/'): string {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return fallback;
  // eslint-disable-next-line no-control-regex -- control characters are exactly what this refuses
  if (/[\u0000-\u001f]/.test(value)) return fallback;
  return value;
}
