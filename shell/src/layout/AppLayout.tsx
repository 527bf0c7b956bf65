import type { ReactNode } from 'react';
import { Footer } from './Footer';
import { Header } from './Header';
import './layout.css';

/** The app layout of spec section 2: header, main content, footer. */
export function AppLayout({ children }: { children: ReactNode }) {
  return (
    <div className="shell-layout">
      <a className="shell-skip-link" href="#main-content">
        Skip to content
      </a>
      <Header />
      <main id="main-content" className="shell-main" tabIndex={-1}>
        {children}
      </main>
      <Footer />
    </div>
  );
}
