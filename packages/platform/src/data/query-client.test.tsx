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

  it('keepPreviousData keeps the last data, as TanStack’s does', () => {
    const platform = freshPlatform(() => undefined);
    const previous = { rows: [1] };
    expect(platform.keepPreviousData(previous)).toBe(previous);
  });
});
