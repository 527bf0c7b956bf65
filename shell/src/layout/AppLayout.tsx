import type { ReactNode } from 'react';
import { useCurrentUser } from '@homewise/platform';
import { EmailVerificationBanner } from './EmailVerificationBanner';
import { Footer } from './Footer';
import { Header } from './Header';
import './layout.css';

/**
 * The app layout of spec section 2: header, main content, footer; above the content, for a
 * signed-in user who has not confirmed their email address, the nudge to do so.
 */
export function AppLayout({ children }: { children: ReactNode }) {
  const user = useCurrentUser();
  return (
    <div className="shell-layout">
      <a className="shell-skip-link" href="#main-content">
        Skip to content
      </a>
      <Header />
      <main id="main-content" className="shell-main" tabIndex={-1}>
        {user && !user.emailVerified ? <EmailVerificationBanner key={user.id} user={user} /> : null}
        {children}
      </main>
      <Footer />
    </div>
  );
}
