import { createContext, useContext, type AnchorHTMLAttributes, type ReactNode } from 'react';
import { Link, useInRouterContext } from '@homewise/platform';

/**
 * Where the Homewise app lives, for pages shown outside it. Empty inside the shell (paths stay
 * relative); the origin of the brand's absolute signup URL when the Landing is embedded on a
 * loan officer's own site, so "Sign In" or "Privacy Policy" lead to Homewise, not to that site.
 */
const AppOriginContext = createContext('');

export function AppOriginProvider({ origin, children }: { origin: string; children: ReactNode }) {
  return <AppOriginContext.Provider value={origin}>{children}</AppOriginContext.Provider>;
}

/** Only web addresses and paths: a brand's URLs come from outside and must not run script. */
export function safeHref(value: string | null | undefined): string | null {
  const href = value?.trim();
  if (!href) return null;
  if (href.startsWith('/') && !href.startsWith('//')) return href;
  try {
    const url = new URL(href);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}

/** The origin of an absolute http(s) URL, else '' (a path: the page's own origin). */
export function originOf(href: string): string {
  return /^https?:\/\//i.test(href) ? new URL(href).origin : '';
}

export interface SiteLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /** A path of the Homewise app (`/signup`), an in-page anchor (`#pricing`) or an absolute URL. */
  to: string;
}

/** The path, query and hash of an app URL (`https://app/signup?lo=X` → `/signup?lo=X`). */
export function appPath(href: string): string {
  if (!/^https?:\/\//i.test(href)) return href;
  const url = new URL(href);
  return `${url.pathname}${url.search}${url.hash}`;
}

/**
 * A link that works wherever the page is shown. Inside the shell (a router): a router link, no
 * reload. On a host page without a router (the embedded white-label Landing): a plain link, app
 * paths made absolute with the app's origin so they lead to Homewise.
 */
export function SiteLink({ to, children, ...rest }: SiteLinkProps) {
  const inRouter = useInRouterContext();
  const appOrigin = useContext(AppOriginContext);
  const isPath = to.startsWith('/') && !to.startsWith('//');
  let href = to;
  if (inRouter && !to.startsWith('#')) {
    const local = isPath || originOf(to) === window.location.origin;
    if (local) {
      return (
        <Link to={appPath(to)} {...rest}>
          {children}
        </Link>
      );
    }
  } else if (isPath) {
    href = `${appOrigin}${to}`;
  }
  return (
    <a href={href} {...rest}>
      {children}
    </a>
  );
}

export interface SiteLinkItem {
  label: string;
  to: string;
}

/** A list of site links (footer groups, a page's own link row). */
export function SiteLinkList({ links, className }: { links: readonly SiteLinkItem[]; className?: string }) {
  return (
    <ul className={className}>
      {links.map((link) => (
        <li key={link.to}>
          <SiteLink to={link.to}>{link.label}</SiteLink>
        </li>
      ))}
    </ul>
  );
}
