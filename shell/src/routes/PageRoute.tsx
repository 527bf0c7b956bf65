import { useEffect } from 'react';
import { Link, Navigate, useLocation, useNavigate } from 'react-router';
import { Button, buttonClass, FullScreenSpinner, loadUser, Notice, PageHeader, prefetchMortgageProfile, toast, useSession } from '@homewise/platform';
import { effectiveRole, type Role } from '@homewise/contracts';
import { AppLayout } from '../layout/AppLayout';
import { RemotePage } from '../remotes/RemotePage';
import { arrivedPrerendered } from './prerendered';
import { findPage, roleMayOpen, type PageDefinition } from './route-table';
import { signedInHere } from './signed-in-here';

/** Spec section 9: the logged-out redirect waits 500 ms so the toast can be read. */
export const LOGIN_REDIRECT_DELAY_MS = 500;

/** Spec section 8: a logged-out visitor of a protected page is told, then sent to login. */
function LoggedOut() {
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  useEffect(() => {
    toast({ title: 'Unauthorized', description: 'You are logged out. Logging in again...', variant: 'destructive' });
    const timer = setTimeout(() => {
      navigate(`/login?returnTo=${encodeURIComponent(pathname + search)}`, { replace: true });
    }, LOGIN_REDIRECT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [navigate, pathname, search]);
  return (
    <Notice tone="warning" title="You are logged out">
      Taking you to the sign-in page…
    </Notice>
  );
}

const ROLE_NAMES: Record<Role, { one: string; many: string }> = {
  customer: { one: 'homeowner', many: 'homeowners' },
  loan_officer: { one: 'loan officer', many: 'loan officers' },
  admin: { one: 'admin', many: 'admins' },
};

/**
 * A signed-in user on a page of another role (a bookmark, a shared link): said plainly, inside
 * the layout, with the way back. The API answers such a role 403 too.
 */
function NotAvailable({ page, role }: { page: PageDefinition; role: Role }) {
  const forWhom = (page.roles ?? []).map((r) => ROLE_NAMES[r].many).join(' and ');
  const article = role === 'admin' ? 'an' : 'a';
  return (
    <div className="hw-page">
      <PageHeader title="Not available for your account" />
      <Notice
        tone="warning"
        title={`${page.title} is for ${forWhom}`}
        actions={
          <Link to="/Dashboard" className={buttonClass({ size: 'sm' })}>
            Go to your Dashboard
          </Link>
        }
      >
        You are signed in with {article} {ROLE_NAMES[role].one} account, so this page is not available to you. If you think this
        is a mistake, <Link to="/Contact">contact us</Link>.
      </Notice>
    </div>
  );
}

function UserLoadFailed({ message }: { message: string }) {
  return (
    <Notice tone="error" title="We could not check your session" actions={<Button onClick={() => loadUser({ force: true })}>Try again</Button>}>
      {message}
    </Notice>
  );
}

/** Resolves the path to a page and applies its access rules, layout and loading states. */
export function PageRoute() {
  const { pathname } = useLocation();
  const page = findPage(pathname);
  const { user, status, error } = useSession();
  const needsUser = page.layout || page.name === 'Landing';
  // A public page asks who is signed in only where someone was signed in before: a visitor who
  // never was sees it as anyone's at once, and their browser makes no GET /api/auth/user that the
  // spec answers 401 (logged as an error in the console on every visit).
  const asksForUser = needsUser && (page.access !== 'public' || signedInHere());

  useEffect(() => {
    if (asksForUser) void loadUser();
  }, [asksForUser, pathname]);

  // A page that shows the profile: its request runs beside the remote's download, not after it.
  const opensProfile = Boolean(page.profile && user && roleMayOpen(page, effectiveRole(user.role)));
  useEffect(() => {
    if (opensProfile) prefetchMortgageProfile();
  }, [opensProfile, pathname]);

  useEffect(() => {
    document.title = page.name === 'Landing' ? 'Homewise — take control of your mortgage' : `${page.title} · Homewise`;
  }, [page]);

  // Auth pages render at once, without the app layout and without waiting for the user.
  if (!needsUser) return <RemotePage remote={page.remote} page={page.name} />;

  if (page.name === 'Landing') {
    // Spec section 2: an authenticated visitor of "/" or "/Home" goes to the Dashboard. The
    // Landing waits for the session so that such a visitor never sees it — unless its HTML came
    // prerendered: that is on screen already, and the first render must match it (a visitor's
    // page); a signed-in visitor is sent on once the session has loaded.
    if (user) return <Navigate to="/Dashboard" replace />;
    if (asksForUser && (status === 'idle' || status === 'loading') && !arrivedPrerendered(pathname)) return <FullScreenSpinner label="Loading your account" />;
    return <RemotePage remote="marketing" page="Landing" />;
  }
  // Public pages in the layout do not wait for the session (their HTML may be prerendered,
  // mfe-marketing/README.md): the header says "Sign In" until the session says otherwise.
  if (page.access === 'public') {
    return (
      <AppLayout>
        <RemotePage remote={page.remote} page={page.name} />
      </AppLayout>
    );
  }

  if (status === 'idle' || status === 'loading') return <FullScreenSpinner label="Loading your account" />;

  let content;
  if (status === 'error') content = <UserLoadFailed message={error ?? 'Failed to fetch user'} />;
  else if (!user) content = <LoggedOut />;
  else if (!roleMayOpen(page, effectiveRole(user.role))) content = <NotAvailable page={page} role={effectiveRole(user.role)} />;
  else content = <RemotePage remote={page.remote} page={page.name} />;
  return <AppLayout>{content}</AppLayout>;
}
