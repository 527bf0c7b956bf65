import { useEffect } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { Button, FullScreenSpinner, loadUser, Notice, PageHeader, toast, useSession } from '@homewise/platform';
import { effectiveRole } from '@homewise/contracts';
import { AppLayout } from '../layout/AppLayout';
import { RemotePage } from '../remotes/RemotePage';
import { findPage, roleMayOpen, type PageDefinition } from './route-table';

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

function NoAccess({ page }: { page: PageDefinition }) {
  return (
    <div className="hw-page">
      <PageHeader title={page.title} />
      <Notice tone="warning" title="You don't have access to this page">
        {page.title} is available to {page.roles?.map((r) => (r === 'loan_officer' ? 'loan officers' : 'admins')).join(' and ')} only.
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

  useEffect(() => {
    if (needsUser) void loadUser();
  }, [needsUser, pathname]);

  useEffect(() => {
    document.title = page.name === 'Landing' ? 'Homewise — take control of your mortgage' : `${page.title} · Homewise`;
  }, [page]);

  // Auth pages render at once, without the app layout and without waiting for the user.
  if (!needsUser) return <RemotePage remote={page.remote} page={page.name} />;

  if (status === 'idle' || status === 'loading') return <FullScreenSpinner label="Loading your account" />;

  if (page.name === 'Landing') {
    // Spec section 2: an authenticated visitor of "/" or "/Home" goes to the Dashboard.
    if (user) return <Navigate to="/Dashboard" replace />;
    return <RemotePage remote="marketing" page="Landing" />;
  }

  let content;
  if (page.access === 'public') content = <RemotePage remote={page.remote} page={page.name} />;
  else if (status === 'error') content = <UserLoadFailed message={error ?? 'Failed to fetch user'} />;
  else if (!user) content = <LoggedOut />;
  else if (!roleMayOpen(page, effectiveRole(user.role))) content = <NoAccess page={page} />;
  else content = <RemotePage remote={page.remote} page={page.name} />;
  return <AppLayout>{content}</AppLayout>;
}
