import * as React from 'react';
import { Suspense } from 'react';
import { act, render, screen } from '@testing-library/react';

/** A fresh copy of the platform (its own module registry), with the query library not yet loaded. */
function freshPlatform(onLibraryLoad: () => void): typeof import('../index') {
  let platform!: typeof import('../index');
  jest.isolateModules(() => {
    jest.doMock('react', () => React); // one React: the test renders with this one
    jest.doMock('./query-library', () => {
      onLibraryLoad();
      return jest.requireActual('./query-library');
    });
    platform = require('../index');
  });
  return platform;
}

afterEach(() => {
  jest.dontMock('./query-library');
  jest.dontMock('react');
  // The library is imported after isolateModules has returned, into the shared registry: forget
  // it, so each test's platform downloads its own.
  jest.resetModules();
});

describe('the query library', () => {
  it('is not part of the platform a page loads first: it loads when asked for', async () => {
    const loads = jest.fn();
    const platform = freshPlatform(loads);
    platform.setUser(null);
    await platform.loadUser();
    expect(loads).not.toHaveBeenCalled();
    expect(() => platform.queryClient.getQueryData(['x'])).toThrow(/query library has not loaded yet/);
    await platform.loadQueryLibrary();
    expect(loads).toHaveBeenCalledTimes(1);
    platform.queryClient.setQueryData(['x'], 1);
    expect(platform.queryClient.getQueryData(['x'])).toBe(1);
  });

  it('useQuery waits for it through Suspense, then shows the data', async () => {
    const platform = freshPlatform(() => undefined);
    const fallbacks = jest.fn();
    function Fallback() {
      fallbacks();
      return <p>library loading</p>;
    }
    function Answer() {
      const { data } = platform.useQuery({ queryKey: ['answer'], queryFn: async () => 42 });
      return <p>answer: {data ?? 'loading'}</p>;
    }
    // (Testing Library retries a suspended render only inside act.)
    await act(async () => {
      render(
        <Suspense fallback={<Fallback />}>
          <Answer />
        </Suspense>,
      );
    });
    expect(await screen.findByText('answer: 42')).toBeTruthy();
    expect(fallbacks).toHaveBeenCalled();
  });

  it('useQuery hands a failed download to the page\'s error boundary, until a new download is asked for', async () => {
    let downloads = 0;
    const platform = freshPlatform(() => {
      downloads += 1;
      if (downloads === 1) throw new Error('Loading chunk query failed');
    });
    class Boundary extends React.Component<{ children: React.ReactNode }, { error: Error | null }> {
      override state = { error: null as Error | null };
      static getDerivedStateFromError(error: Error) {
        return { error };
      }
      override render() {
        // As RemotePage's retry: a new download, then the page again.
        const retry = () => {
          void platform.loadQueryLibrary().catch(() => undefined);
          this.setState({ error: null });
        };
        return this.state.error ? <button onClick={retry}>Try again: {this.state.error.message}</button> : this.props.children;
      }
    }
    function Answer() {
      const { data } = platform.useQuery({ queryKey: ['answer'], queryFn: async () => 42 });
      return <p>answer: {data ?? 'loading'}</p>;
    }
    jest.spyOn(console, 'error').mockImplementation(() => undefined); // React reports the caught error
    await act(async () => {
      render(
        <Boundary>
          <Suspense fallback={<p>library loading</p>}>
            <Answer />
          </Suspense>
        </Boundary>,
      );
    });
    // Shown, and not downloaded again by itself.
    const retry = await screen.findByRole('button', { name: /^Try again: Loading chunk query failed/ });
    expect(downloads).toBe(1);
    await act(async () => retry.click());
    expect(await screen.findByText('answer: 42')).toBeTruthy();
    expect(downloads).toBe(2);
  });

  it('keepPreviousData keeps the last data, as TanStack’s does', () => {
    const platform = freshPlatform(() => undefined);
    const previous = { rows: [1] };
    expect(platform.keepPreviousData(previous)).toBe(previous);
  });
});
