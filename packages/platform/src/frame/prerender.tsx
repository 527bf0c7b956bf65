// Build-time rendering of a public page into the HTML the shell's server sends for its path
// (`@homewise/platform/prerender`; used by mfe-marketing's build, never shipped to a browser).
//
// The markup must be what the shell's first render in the browser produces for that path,
// element for element, or hydration fails (React then throws the HTML away and draws again,
// and says so in the console). So the tree below follows the shell's, level by level:
//   shell App:        <Routes>…</Routes> then <Toaster />
//   shell PageRoute:  a page without the app layout (the Landing) alone; the others inside
//                     the frame (AppLayout = SiteLayout + Header + SiteFooter, no banner
//                     for a visitor: the session is not known yet when the page hydrates)
//   shell RemotePage: <Suspense> around the page (its boundary markers are in the HTML, and
//                     the page's code hydrates once its remote has loaded)
// e2e/tests/marketing.spec.ts checks in Chromium that each prerendered page hydrates without a
// word in the console.
import { StrictMode, Suspense, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { Link, StaticRouter } from 'react-router';
import { Toaster } from '../toasts/Toaster';
import { SiteFooter, SiteHeader, SiteLayout } from './site-frame';

export interface PrerenderOptions {
  /** The path the page is served at (links that mark the current page read it). */
  path: string;
  /** Inside the app layout (header, footer) as the shell shows it, or a page of its own. */
  layout: boolean;
}

/** The HTML inside the shell's `#root` for `page` at `path`, as a signed-out visitor sees it. */
export function prerenderPage(page: ReactNode, { path, layout }: PrerenderOptions): string {
  const content = <Suspense fallback={null}>{page}</Suspense>;
  return renderToString(
    <StrictMode>
      <StaticRouter location={path}>
        {layout ? (
          <SiteLayout header={<SiteHeader Link={Link} />} footer={<SiteFooter Link={Link} />}>
            {content}
          </SiteLayout>
        ) : (
          content
        )}
        <Toaster />
      </StaticRouter>
    </StrictMode>,
  );
}
