import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { App } from './App';

const root = document.getElementById('root');
if (!root) throw new Error('no #root element');
const app = (
  <StrictMode>
    <BrowserRouter>
      <App />
    </BrowserRouter>
  </StrictMode>
);
// A public marketing page comes with its HTML already in #root (prerendered by mfe-marketing's
// build, put in the page by the shell's server: infra/lib/prerendered-pages.mjs): React takes
// that markup over instead of drawing it again. Every other page starts empty.
if (root.firstElementChild) hydrateRoot(root, app);
else createRoot(root).render(app);
