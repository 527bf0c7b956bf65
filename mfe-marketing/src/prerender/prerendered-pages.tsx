// The marketing pages whose HTML is rendered at build time (prerender.mjs), so that the shell's
// server sends each one with its content already in it: the text and the hero paint before any
// JavaScript has loaded, and the links work without it. The shell then hydrates the markup with
// these same components (docs: mfe-marketing/README.md, "Prerendered pages").
//
// Contact is not here: its form is prefilled for a signed-in user and answers only with
// JavaScript, so it is drawn in the browser like the app's pages.
import type { ComponentType } from 'react';
import { prerenderPage } from '@homewise/platform/prerender';
import About from '../exposes/About';
import HowToUse from '../exposes/HowToUse';
import Landing from '../exposes/Landing';
import LoanOfficers from '../exposes/LoanOfficers';
import PrivacyPolicy from '../exposes/PrivacyPolicy';
import TermsOfService from '../exposes/TermsOfService';

export interface PrerenderedPage {
  /** The exposed module (`./About`), which is also the page's path in the shell (`/About`). */
  page: string;
  /** The document's title, as the shell sets it once running. */
  title: string;
  /** The HTML that goes inside the shell's `#root`. */
  html: string;
}

interface PageSpec {
  page: string;
  path: string;
  title: string;
  layout: boolean;
  Component: ComponentType;
}

const PAGES: readonly PageSpec[] = [
  // The Landing is a page of its own (no app layout) at "/" and "/Home".
  { page: 'Landing', path: '/', title: 'Homewise — take control of your mortgage', layout: false, Component: Landing },
  { page: 'LoanOfficers', path: '/LoanOfficers', title: 'Loan Officers · Homewise', layout: true, Component: LoanOfficers },
  { page: 'About', path: '/About', title: 'About · Homewise', layout: true, Component: About },
  { page: 'HowToUse', path: '/HowToUse', title: 'How to Use · Homewise', layout: true, Component: HowToUse },
  { page: 'PrivacyPolicy', path: '/PrivacyPolicy', title: 'Privacy Policy · Homewise', layout: true, Component: PrivacyPolicy },
  { page: 'TermsOfService', path: '/TermsOfService', title: 'Terms of Service · Homewise', layout: true, Component: TermsOfService },
];

/** Each prerendered page's HTML, as a signed-out visitor first sees it. */
export function prerenderPages(): PrerenderedPage[] {
  return PAGES.map(({ page, path, title, layout, Component }) => ({ page, title, html: prerenderPage(<Component />, { path, layout }) }));
}
