// Test helpers for UI workspaces (jest + Testing Library): a page rendered as the shell would
// render it, inside a router at a given URL, with the toasts shown.
import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { Toaster } from './toasts/Toaster';

/** Shows the router's current location so tests can assert redirects. */
function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
}

export function renderPage(ui: ReactElement, { url = '/', path = '*' }: { url?: string; path?: string } = {}) {
  return render(
    <MemoryRouter initialEntries={[url]}>
      <Routes>
        <Route path={path} element={ui} />
        <Route path="*" element={null} />
      </Routes>
      <LocationProbe />
      <Toaster />
    </MemoryRouter>,
  );
}
