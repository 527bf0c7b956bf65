import { useEffect } from 'react';
import { dismissToastsOnNavigation, Toaster } from '@homewise/platform';
import { Route, Routes, useLocation } from 'react-router';
import { usePageViews } from './analytics/usePageViews';
import { BrandedLanding } from './routes/BrandedLanding';
import { PageRoute } from './routes/PageRoute';

/** Toasts about the page left behind close when the page changes (issue 18). */
function useToastsCloseOnNavigation(): void {
  const { pathname } = useLocation();
  useEffect(() => dismissToastsOnNavigation(), [pathname]);
}

export function App() {
  usePageViews();
  useToastsCloseOnNavigation();
  return (
    <>
      <Routes>
        {/* A loan officer's white-label site: the marketing Landing with the officer's brand. */}
        <Route path="/lo/:code" element={<BrandedLanding />} />
        {/* Every other path: the spec's case-insensitive page lookup (routes/route-table.ts). */}
        <Route path="*" element={<PageRoute />} />
      </Routes>
      <Toaster />
    </>
  );
}
