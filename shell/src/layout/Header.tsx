import { useEffect, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { useCurrentUser } from '@homewise/platform';
import { SiteHeader } from '@homewise/platform/frame';
import { effectiveRole } from '@homewise/contracts';
import { findPage, navigationFor } from '../routes/route-table';
import { AccountMenu } from './AccountMenu';

/**
 * Header: logo to the Dashboard, primary navigation by role (a collapsible menu on small
 * screens), the "My Account" menu. No navigation without a user (spec section 2). The bar's
 * markup is the platform's frame (`SiteHeader`), which marketing's prerendered pages share.
 */
export function Header() {
  const user = useCurrentUser();
  const { pathname } = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  const current = findPage(pathname).name;
  // The menu closes when the page changes (adjusted while rendering, not in an effect).
  const [menuPath, setMenuPath] = useState(pathname);
  if (menuPath !== pathname) {
    setMenuPath(pathname);
    setMenuOpen(false);
  }
  const items = user ? navigationFor(effectiveRole(user.role)) : [];
  const toggle = useRef<HTMLButtonElement>(null);

  // Escape closes the open menu and gives the focus back to its button (issue 18).
  useEffect(() => {
    if (!menuOpen) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setMenuOpen(false);
      toggle.current?.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [menuOpen]);

  return (
    <SiteHeader
      Link={Link}
      // Five places or more: the bar makes room for them on one row (layout.css).
      crowded={items.length >= 5}
      navigation={
        items.length ? (
          <>
            <button
              ref={toggle}
              type="button"
              className="shell-menu-toggle"
              aria-expanded={menuOpen}
              aria-controls="primary-navigation"
              onClick={() => setMenuOpen((open) => !open)}
            >
              <span aria-hidden="true">☰</span>
              <span className="hw-visually-hidden">{menuOpen ? 'Close menu' : 'Open menu'}</span>
            </button>
            <nav id="primary-navigation" aria-label="Primary" className={`shell-nav${menuOpen ? ' shell-nav--open' : ''}`}>
              <ul className="shell-nav__list">
                {items.map((item) => {
                  const active = item.name === current;
                  return (
                    <li key={item.name}>
                      <Link to={`/${item.name}`} className={`shell-nav__link${active ? ' shell-nav__link--active' : ''}`} aria-current={active ? 'page' : undefined}>
                        {item.title}
                      </Link>
                    </li>
                  );
                })}
              </ul>
            </nav>
          </>
        ) : null
      }
      account={user ? <AccountMenu user={user} /> : null}
    />
  );
}
