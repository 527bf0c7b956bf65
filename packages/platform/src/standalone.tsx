// A remote's own development page (`npm run dev` inside it): its pages under their spec paths,
// with the toasts and the session the shell would give them. Not part of the production shell.
import { StrictMode, Suspense, useEffect, type ComponentType, type LazyExoticComponent } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Link, Route, Routes, useLocation } from 'react-router';
import { Toaster } from './toasts/Toaster';
import { pageUrl } from './navigation/navigation';
import { loadUser, useSession } from './session/session-store';
import { displayName } from './format/format';
import { Button } from './ui/Button';
import { Notice } from './ui/Card';
import { PageSkeleton } from './ui/Skeleton';
import { FullScreenSpinner } from './ui/Spinner';
import './styles/index.css';

export type StandalonePages = Record<string, LazyExoticComponent<ComponentType<Record<string, unknown>>> | ComponentType<Record<string, unknown>>>;

export interface StandaloneOptions {
  /** Pages anyone may open (login, marketing); every other page needs a signed-in user, as in the shell. */
  publicPages?: readonly string[];
}

const frame = { padding: '1.5rem', maxWidth: '72rem', margin: '0 auto' } as const;

/** Who is signed in, on the index page. */
function SessionLine() {
  const { user, status } = useSession();
  if (status !== 'ready') return null;
  return <p>{user ? `Signed in as ${displayName(user)} (${user.email}).` : 'Not signed in.'}</p>;
}

function Index({ remote, pages }: { remote: string; pages: StandalonePages }) {
  return (
    <main className="hw-page" style={{ ...frame, maxWidth: '48rem' }}>
      <h1>Remote “{remote}” — standalone development page</h1>
      <SessionLine />
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

/**
 * One page as the shell renders it: the session asked for on every navigation (fresh for 5
 * minutes), a spinner until it is known, and a page that needs a user only with one. Where the
 * shell would run its logged-out flow, this page says how to sign in instead: the session
 * cookie belongs to localhost, whatever the port, so signing in on the platform or on the
 * account remote's dev page signs in here too.
 */
function StandalonePage({ Page, isPublic }: { Page: StandalonePages[string]; isPublic: boolean }) {
  const { pathname } = useLocation();
  const { user, status, error } = useSession();
  useEffect(() => {
    void loadUser();
  }, [pathname]);

  let content;
  if (status === 'idle' || status === 'loading') return <FullScreenSpinner label="Loading your account" />;
  if (isPublic) content = <Page />;
  else if (status === 'error')
    content = (
      <Notice tone="error" title="We could not check your session" actions={<Button onClick={() => void loadUser({ force: true })}>Try again</Button>}>
        {error}
      </Notice>
    );
  else if (!user)
    content = (
      <Notice tone="warning" title="You are not signed in">
        This page needs a signed-in user. Sign in on the platform (<code>npm start</code>, then /login) or on the account remote&apos;s dev
        page (http://localhost:8084/login), then reload this page.
      </Notice>
    );
  else content = <Page />;
  return <main style={frame}>{content}</main>;
}

/** The standalone page's routes, inside whatever router the caller gives (BrowserRouter in the browser). */
export function StandaloneApp({ remote, pages, publicPages = [] }: { remote: string; pages: StandalonePages } & StandaloneOptions) {
  return (
    <>
      <Suspense fallback={<PageSkeleton />}>
        <Routes>
          <Route path="/" element={<Index remote={remote} pages={pages} />} />
          {Object.entries(pages).map(([name, Page]) => (
            <Route key={name} path={pageUrl(name)} element={<StandalonePage Page={Page} isPublic={publicPages.includes(name)} />} />
          ))}
        </Routes>
      </Suspense>
      <Toaster />
    </>
  );
}

export function mountStandalone(remote: string, pages: StandalonePages, options: StandaloneOptions = {}): void {
  const root = document.getElementById('root');
  if (!root) throw new Error('no #root element');
  createRoot(root).render(
    <StrictMode>
      <BrowserRouter>
        <StandaloneApp remote={remote} pages={pages} {...options} />
      </BrowserRouter>
    </StrictMode>,
  );
}
