// The shell's frame (spec section 2's app layout: header, main content, footer) as presentational
// components, so that the two places that draw it draw the same markup: the shell, in the
// browser, and mfe-marketing's build, which prerenders its public pages inside this frame
// (mfe-marketing/src/prerender/) for the shell to serve as HTML and then hydrate. A difference
// of one element between the two would be a hydration mismatch, so neither keeps a copy.
//
// Not part of the platform's federation singleton (`@homewise/platform/frame`, bundled by who
// imports it): links come in as a component, so the frame holds no router of its own. Styles:
// the shell's layout.css (the shell serves prerendered pages with its own stylesheets).
import type { JSXElementConstructor, ReactNode } from 'react';
// Through the package's own name: in the shell that is the shared platform (no second copy).
import { buttonClass } from '@homewise/platform';

/** A router link (the platform's `Link`): renders `<a href={to}>`. */
export type FrameLink = JSXElementConstructor<{ to: string; className?: string; 'aria-label'?: string; children?: ReactNode }>;

/** Header, main content (an optional banner above it), footer, and the skip link to the content. */
export function SiteLayout({ header, footer, banner, children }: { header: ReactNode; footer: ReactNode; banner?: ReactNode; children: ReactNode }) {
  return (
    <div className="shell-layout">
      <a className="shell-skip-link" href="#main-content">
        Skip to content
      </a>
      {header}
      <main id="main-content" className="shell-main" tabIndex={-1}>
        {banner ?? null}
        {children}
      </main>
      {footer}
    </div>
  );
}

/**
 * The header's bar: logo to the Dashboard, then `navigation` (the shell's menu for a signed-in
 * user; nothing for a visitor), then `account` (the account menu), or "Sign In" without one.
 */
export function SiteHeader({ Link, navigation, account, crowded = false }: { Link: FrameLink; navigation?: ReactNode; account?: ReactNode; crowded?: boolean }) {
  return (
    <header className="shell-header">
      {/* Five places or more: the bar makes room for them on one row (layout.css). */}
      <div className={`shell-header__bar${crowded ? ' shell-header__bar--crowded' : ''}`}>
        <Link to="/Dashboard" className="shell-logo" aria-label="Homewise — go to your dashboard">
          <span className="shell-logo__mark" aria-hidden="true">
            ⌂
          </span>
          <span className="shell-logo__name">Homewise</span>
        </Link>
        {navigation ?? null}
        <div className="shell-header__account">
          {account ?? (
            <Link to="/login" className={buttonClass({ variant: 'primary', size: 'sm' })}>
              Sign In
            </Link>
          )}
        </div>
      </div>
    </header>
  );
}

/** Footer of spec sections 1–2: Legal and Resources links, the tagline, the disclaimer. */
export function SiteFooter({ Link }: { Link: FrameLink }) {
  return (
    <footer className="shell-footer">
      <div className="shell-footer__inner">
        <div className="shell-footer__brand">
          <p className="shell-footer__name">Homewise</p>
          <p className="shell-footer__tagline">Take control of your mortgage and unlock savings.</p>
        </div>
        <nav aria-label="Legal" className="shell-footer__group">
          <h2 className="shell-footer__heading">Legal</h2>
          <ul>
            <li>
              <Link to="/PrivacyPolicy">Privacy Policy</Link>
            </li>
            <li>
              <Link to="/TermsOfService">Terms of Service</Link>
            </li>
          </ul>
        </nav>
        <nav aria-label="Resources" className="shell-footer__group">
          <h2 className="shell-footer__heading">Resources</h2>
          <ul>
            <li>
              <Link to="/HowToUse">How to Use</Link>
            </li>
            <li>
              <Link to="/About">About</Link>
            </li>
            <li>
              <Link to="/Contact">Contact</Link>
            </li>
          </ul>
        </nav>
      </div>
      {/* A page prerendered last year says last year's until it renders again: not a mismatch. */}
      <p className="shell-footer__legal" suppressHydrationWarning>
        © {new Date().getFullYear()} Homewise. Not financial advice.
      </p>
    </footer>
  );
}
