import { Component, lazy, memo, Suspense, useLayoutEffect, useState, type ComponentType, type ErrorInfo, type LazyExoticComponent, type ReactNode } from 'react';
import { Button, loadQueryLibrary, Notice, PageSkeleton } from '@homewise/platform';
import REMOTES from '@homewise/platform/remotes.json';
import { PAGES, showsServerData, type RemoteName } from '../routes/route-table';
import { loadRemotePage } from './remote-loader';

/** The skeleton of a page while its code loads (one element, so re-renders compare equal). */
const DEFAULT_FALLBACK = <PageSkeleton />;

type Page = LazyExoticComponent<ComponentType<Record<string, unknown>>>;

const showsServerDataOf = (remote: RemoteName, page: string) => PAGES.some((p) => p.remote === remote && p.name === page && showsServerData(p));

/** One lazy component per page, so a page's code loads once and only when it is visited. */
const lazyPages = new Map<string, Page>();

function lazyPage(remote: RemoteName, page: string, retry: boolean): Page {
  const key = `${remote}/${page}`;
  let component = lazyPages.get(key);
  if (!component || retry) {
    component = lazy(async () => {
      // The query library downloads beside the remote of a page that shows server data, so its
      // useQuery finds it there (without, it would wait for it after the remote: one round trip later).
      const [loaded] = await Promise.all([loadRemotePage(remote, page, { retry }), showsServerDataOf(remote, page) ? loadQueryLibrary() : null]);
      return { default: loaded };
    });
    lazyPages.set(key, component);
  }
  return component;
}

interface BoundaryProps {
  area: string;
  onRetry: () => void;
  onShown?: () => void;
  children: ReactNode;
}

/** Catches a remote that fails to load (down, 404, timeout) or throws while rendering. */
class RemoteBoundary extends Component<BoundaryProps, { error: Error | null }> {
  override state = { error: null as Error | null };

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error(`[shell] the ${this.props.area} area failed`, error, info.componentStack);
  }

  override render() {
    if (!this.state.error) return this.props.children;
    return (
      <>
        <RemoteFallback area={this.props.area} onRetry={this.props.onRetry} />
        {this.props.onShown ? <Shown onShown={this.props.onShown} /> : null}
      </>
    );
  }
}

function RemoteFallback({ area, onRetry }: { area: string; onRetry: () => void }) {
  return (
    <div className="hw-page" data-remote-fallback={area}>
      <Notice
        tone="error"
        title="This part of Homewise is not available right now"
        actions={
          <Button variant="primary" onClick={onRetry}>
            Try again
          </Button>
        }
      >
        We could not load this page. The rest of Homewise keeps working — you can try again in a
        moment or use the navigation to continue.
      </Notice>
    </div>
  );
}

/** Calls `onShown` as it mounts, before the browser paints (what it is rendered beside is on screen then). */
function Shown({ onShown }: { onShown: () => void }) {
  useLayoutEffect(() => onShown(), [onShown]);
  return null;
}

interface RemotePageProps {
  remote: RemoteName;
  page: string;
  props?: Record<string, unknown>;
  /** What shows while the page's code loads (a skeleton of a page by default). */
  fallback?: ReactNode;
  /** Called in the frame the page, or the fallback of a page that failed, first shows. */
  onShown?: () => void;
}

const NO_PROPS: Record<string, unknown> = {};

/**
 * Renders a remote's page with a skeleton while it loads and a fallback with a retry.
 *
 * Memoized, and `props` defaults to one constant object: a prerendered page is hydrated only once
 * its remote has loaded, and if its parent re-rendered it before that (the session check
 * finishing does), React would give up on the server's markup and draw the page again, skeleton
 * first. So nothing reaches this boundary until the props really change.
 */
export const RemotePage = memo(function RemotePage({ remote, page, props = NO_PROPS, fallback = DEFAULT_FALLBACK, onShown }: RemotePageProps) {
  const key = `${remote}/${page}`;
  // The page's lazy component, kept in state: the same one on every render (one per page, shared
  // by every visit); another page takes its own, set while rendering. A retry gets a fresh boundary
  // and a fresh lazy component (which re-registers the remote).
  const [shown, setShown] = useState(() => ({ key, Page: lazyPage(remote, page, false), attempt: 0 }));
  if (shown.key !== key) setShown({ key, Page: lazyPage(remote, page, false), attempt: shown.attempt });
  const { Page, attempt } = shown;
  const retry = () => setShown({ key, Page: lazyPage(remote, page, true), attempt: attempt + 1 });
  return (
    <RemoteBoundary key={`${key}/${attempt}`} area={REMOTES[remote].area} onRetry={retry} onShown={onShown}>
      <Suspense fallback={fallback}>
        {/* Only with onShown: a prerendered page hydrates this boundary, whose children must be the page alone. */}
        {onShown ? (
          <>
            <Page {...props} />
            <Shown onShown={onShown} />
          </>
        ) : (
          <Page {...props} />
        )}
      </Suspense>
    </RemoteBoundary>
  );
});
