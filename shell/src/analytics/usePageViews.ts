import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { api } from '@homewise/platform';
import type { PageViewRequest } from '@homewise/contracts';

/**
 * Reports a page view to the backend on every path change (spec section 2). Fire and forget:
 * analytics must never slow a page or show an error to anyone.
 */
export function usePageViews(): void {
  const { pathname } = useLocation();
  const previous = useRef<string | null>(null);
  useEffect(() => {
    if (previous.current === pathname) return;
    const referrer = previous.current ? `${window.location.origin}${previous.current}` : document.referrer || null;
    previous.current = pathname;
    const body: PageViewRequest = { path: pathname, referrer };
    api.post('/analytics/page-view', body).catch(() => undefined);
  }, [pathname]);
}
