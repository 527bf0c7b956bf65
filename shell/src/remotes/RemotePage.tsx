import { Component, lazy, memo, Suspense, useEffect, useLayoutEffect, useReducer, useState, type ComponentType, type ErrorInfo, type LazyExoticComponent, type ReactNode } from 'react';
import { Button, loadQueryLibrary, Notice, PageSkeleton } from '@homewise/platform';
import REMOTES from '@homewise/platform/remotes.json';
import { PAGES, showsServerData, type RemoteName } from '../routes/route-table';
import { arrivedPrerendered } from '../routes/prerendered';
import { loadRemotePage } from './remote-loader';

/** The skeleton of a page while its code loads (one element, so re-renders compare equal). */
const DEFAULT_FALLBACK = <PageSkeleton />;

type PageComponent = ComponentType<Record<string, unknown>>;

const showsServerDataOf = (remote: RemoteName, page: string) => PAGES.some((p) => p.remote === remote && p.name === page && showsServerData(p));

/**
 * A page's code, loading or loaded: once per page (shared by every visit), again on a retry.
 *
 * Drawn as it is once loaded, not through `lazy`: a lazy page suspends, and React reveals what a
 * Suspense boundary waited for no sooner than 300 ms after it showed its skeleton (its fallback
 * throttle), which made every page's first draw ~200 ms late (issue 22: usable ≤ 500 ms). Here
 * the skeleton is the boundary's content while the code loads, and the page replaces it in an
 * ordinary update. `lazy` is only for a page whose HTML came prerendered: hydration keeps the
 * server's markup on screen while the boundary waits, and shows no skeleton to throttle.
 */
interface PageLoad {
  done: Promise<unknown>;
  settled: boolean;
  component?: PageComponent;
  error?: unknown;
  lazy: LazyExoticComponent<PageComponent>;
}

const pageLoads = new Map<string, PageLoad>();

function pageLoad(remote: RemoteName, page: string, retry: boolean): PageLoad {
  const key = `${remote}/${page}`;
  const known = pageLoads.get(key);
  if (known && !retry) return known;
  // The query library downloads beside the remote of a page that shows server data, so its
  // useQuery finds it there (without, it would wait for it after the remote: one round trip later).
  const loading = Promise.all([loadRemotePage(remote, page, { retry }), showsServerDataOf(remote, page) ? loadQueryLibrary() : null]).then(([loaded]) => loaded);
  const load: PageLoad = { done: loading, settled: false, lazy: lazy(() => loading.then((loaded) => ({ default: loaded }))) };
  load.done = loading.then(
    (component) => Object.assign(load, { component, settled: true }),
    (error: unknown) => Object.assign(load, { error, settled: true }),
  );
  pageLoads.set(key, load);
  return load;
}

/** A page whose code failed to load: its error goes to the RemoteBoundary around it. */
function FailedPage({ error }: { error: unknown }): never {
  throw error;
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
  // The page's load, kept in state: the same one on every render; another page takes its own, set
  // while rendering. A retry gets a fresh boundary and a fresh load (which re-registers the remote).
  // `hydrating`: the page's HTML is on screen from the server (routes/prerendered.ts).
  const showing = (attempt: number, retry = false) => ({ key, load: pageLoad(remote, page, retry), attempt, hydrating: !retry && arrivedPrerendered(window.location.pathname) });
  const [shown, setShown] = useState(() => showing(0));
  if (shown.key !== key) setShown(showing(shown.attempt));
  const { load, attempt, hydrating } = shown;
  const retry = () => setShown(showing(attempt + 1, true));
  // Draws the page once its code has arrived (see PageLoad).
  const [, redraw] = useReducer((draws: number) => draws + 1, 0);
  useEffect(() => {
    let current = true;
    void load.done.then(() => current && redraw());
    return () => {
      current = false;
    };
  }, [load]);

  let content: ReactNode;
  if (hydrating) content = <load.lazy {...props} />;
  else if (load.component) content = <load.component {...props} />;
  else if (load.settled) content = <FailedPage error={load.error} />;
  // Only with onShown: a prerendered page hydrates this boundary, whose children must be the page alone.
  const body = content && onShown ? (
    <>
      {content}
      <Shown onShown={onShown} />
    </>
  ) : (
    content
  );
  return (
    <RemoteBoundary key={`${key}/${attempt}`} area={REMOTES[remote].area} onRetry={retry} onShown={onShown}>
      <Suspense fallback={fallback}>{body ?? fallback}</Suspense>
    </RemoteBoundary>
  );
});
