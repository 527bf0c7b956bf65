import { Toaster } from '@homewise/platform';
import { Route, Routes } from 'react-router';
import { usePageViews } from './analytics/usePageViews';
import { BrandedLanding } from './routes/BrandedLanding';
import { PageRoute } from './routes/PageRoute';
import { useToastsCloseOnNavigation } from './toasts/useToastsCloseOnNavigation';

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
