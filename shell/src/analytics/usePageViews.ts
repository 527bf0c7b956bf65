import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { api } from '@homewise/platform';
import type { PageViewRequest } from '@homewise/contracts';

/** The longest a page view waits for the browser to be idle. */
export const PAGE_VIEW_DELAY_MS = 2_000;

/**
 * Reports a page view to the backend on every path change (spec section 2). Fire and forget:
 * analytics must never slow a page or show an error to anyone — so it is sent once the browser
 * is idle (at most PAGE_VIEW_DELAY_MS later), after the page's own requests and drawing, not
 * beside them on the backend while the page waits.
 */
export function usePageViews(): void {
  const { pathname } = useLocation();
  const previous = useRef<string | null>(null);
  useEffect(() => {
    if (previous.current === pathname) return;
    const referrer = previous.current ? `${window.location.origin}${previous.current}` : document.referrer || null;
    previous.current = pathname;
    const body: PageViewRequest = { path: pathname, referrer };
    const send = () => void api.post('/analytics/page-view', body).catch(() => undefined);
    if (typeof requestIdleCallback === 'function') requestIdleCallback(send, { timeout: PAGE_VIEW_DELAY_MS });
    else setTimeout(send, 0);
  }, [pathname]);
}
