import type { ReactNode } from 'react';
import { Link, useCurrentUser } from '@homewise/platform';
import { SiteFooter, SiteLayout } from '@homewise/platform/frame';
import { EmailVerificationBanner } from './EmailVerificationBanner';
import { Header } from './Header';
import './layout.css';

/**
 * The app layout of spec section 2: header, main content, footer; above the content, for a
 * signed-in user who has not confirmed their email address, the nudge to do so. The frame's
 * markup is the platform's (`@homewise/platform/frame`): mfe-marketing prerenders its pages in it.
 */
export function AppLayout({ children }: { children: ReactNode }) {
  const user = useCurrentUser();
  return (
    <SiteLayout
      header={<Header />}
      footer={<SiteFooter Link={Link} />}
      banner={user && !user.emailVerified ? <EmailVerificationBanner key={user.id} user={user} /> : null}
    >
      {children}
    </SiteLayout>
  );
}
