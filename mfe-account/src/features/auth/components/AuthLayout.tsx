import type { ReactNode } from 'react';
import { Link } from '@homewise/platform';
import '../auth.css';

/** The frame of the auth pages (no app layout, spec section 2): brand, one card, a footer line. */
export function AuthLayout({ title, subtitle, children, footer }: { title: string; subtitle?: ReactNode; children: ReactNode; footer?: ReactNode }) {
  return (
    <div className="account-auth">
      <main className="account-auth__main">
        <Link to="/" className="account-auth__brand">
          <span className="account-auth__mark" aria-hidden="true">
            ⌂
          </span>
          Homewise
        </Link>
        <div className="hw-card account-auth__card">
          <header>
            <h1 className="account-auth__title">{title}</h1>
            {subtitle ? <p className="account-auth__subtitle">{subtitle}</p> : null}
          </header>
          {children}
        </div>
        {footer ? <div className="account-auth__footer">{footer}</div> : null}
      </main>
    </div>
  );
}
