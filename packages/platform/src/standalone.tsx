// A remote's own development page (`npm run dev` inside it): its pages under their spec paths,
// with the toasts and the session the shell would give them. Not part of the production shell.
import { StrictMode, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Link, Route, Routes } from 'react-router';
import { Toaster } from './toasts/Toaster';
import { pageUrl } from './navigation/navigation';
import { PageSkeleton } from './ui/Skeleton';
import './styles/index.css';

export type StandalonePages = Record<string, LazyExoticComponent<ComponentType<Record<string, unknown>>>>;

function Index({ remote, pages }: { remote: string; pages: StandalonePages }) {
  return (
    <main className="hw-page" style={{ padding: '2rem', maxWidth: '48rem', margin: '0 auto' }}>
      <h1>Remote “{remote}” — standalone development page</h1>
      <p>The pages this remote exposes, with the API proxied to the backend:</p>
      <ul>
        {Object.keys(pages).map((name) => (
          <li key={name}>
            <Link to={pageUrl(name)}>{name}</Link>
          </li>
        ))}
      </ul>
    </main>
  );
}

export function mountStandalone(remote: string, pages: StandalonePages): void {
  const root = document.getElementById('root');
  if (!root) throw new Error('no #root element');
  createRoot(root).render(
    <StrictMode>
      <BrowserRouter>
        <Suspense fallback={<PageSkeleton />}>
          <Routes>
            <Route path="/" element={<Index remote={remote} pages={pages} />} />
            {Object.entries(pages).map(([name, Page]) => (
              <Route
                key={name}
                path={pageUrl(name)}
                element={
                  <main style={{ padding: '1.5rem', maxWidth: '72rem', margin: '0 auto' }}>
                    <Page />
                  </main>
                }
              />
            ))}
          </Routes>
        </Suspense>
        <Toaster />
      </BrowserRouter>
    </StrictMode>,
  );
}
