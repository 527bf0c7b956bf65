import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { adoptEarlyAnswers } from '@homewise/platform';
import { App } from './App';
import { handEarlyAnswersTo } from './routes/early-session';

// What index.ts asks for as the page starts (the session check, the first page's data), now or
// later, is what the platform's client answers with, instead of asking again.
handEarlyAnswersTo(adoptEarlyAnswers);

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
