import { useState, type ReactElement } from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import { createRoot } from 'react-dom/client';
import { RemotePage } from './RemotePage';
import { loadRemotePage } from './remote-loader';

jest.mock('./remote-loader', () => ({ loadRemotePage: jest.fn() }));
const load = loadRemotePage as jest.MockedFunction<typeof loadRemotePage>;

beforeEach(() => {
  load.mockReset();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

describe('RemotePage', () => {
  it('shows a skeleton while the page loads, then the page with its props', async () => {
    load.mockResolvedValue(({ greeting }: { greeting?: string }) => <h1>{greeting}</h1>);
    render(<RemotePage remote="account" page="Login" props={{ greeting: 'Hello' }} />);
    expect(screen.getByRole('status', { name: 'Loading page' })).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Hello' })).toBeTruthy();
    expect(load).toHaveBeenCalledWith('account', 'Login', { retry: false });
  });

  it('shows the fallback when the remote is down, and loads it on retry', async () => {
    load.mockRejectedValueOnce(new Error('connection refused'));
    render(<RemotePage remote="dashboard" page="Dashboard" />);
    expect(await screen.findByText('This part of Homewise is not available right now')).toBeTruthy();
    load.mockResolvedValueOnce(() => <h1>Dashboard is back</h1>);
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Dashboard is back' })).toBeTruthy();
    expect(load).toHaveBeenLastCalledWith('dashboard', 'Dashboard', { retry: true });
  });

  it('contains a page that throws while rendering', async () => {
    load.mockResolvedValue(() => {
      throw new Error('bug in the remote');
    });
    render(<RemotePage remote="calculators" page="CutMyCosts" />);
    expect(await screen.findByText('This part of Homewise is not available right now')).toBeTruthy();
  });

  it('keeps the page (and its state) across renders, and shows another page when the route changes', async () => {
    load.mockImplementation(async (_remote, page) =>
      function Counter() {
        const [clicks, setClicks] = useState(0);
        return <button onClick={() => setClicks(clicks + 1)}>{`${page} ${clicks}`}</button>;
      },
    );
    const { rerender } = render(<RemotePage remote="calculators" page="First" />);
    fireEvent.click(await screen.findByRole('button', { name: 'First 0' }));
    rerender(<RemotePage remote="calculators" page="First" props={{ changed: true }} />);
    expect(screen.getByRole('button', { name: 'First 1' })).toBeTruthy();
    rerender(<RemotePage remote="calculators" page="Second" />);
    expect(await screen.findByRole('button', { name: 'Second 0' })).toBeTruthy();
    expect(load.mock.calls).toEqual([
      ['calculators', 'First', { retry: false }],
      ['calculators', 'Second', { retry: false }],
    ]);
  });

  it('draws the page as soon as its code arrives, not after React\'s 300 ms Suspense reveal throttle', async () => {
    // Outside act(), so React schedules as in a browser: a page that suspended behind its skeleton
    // would be revealed no sooner than 300 ms after the skeleton showed.
    const actEnvironment = (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT;
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
    const container = document.body.appendChild(document.createElement('div'));
    const root = createRoot(container);
    try {
      let arrive: (page: () => ReactElement) => void = () => undefined;
      load.mockReturnValue(new Promise((resolve) => (arrive = resolve)));
      root.render(<RemotePage remote="dashboard" page="Throttled" />);
      await until(() => container.querySelector('[aria-label="Loading page"]') !== null);
      arrive(() => <h1>Dashboard</h1>);
      await new Promise((resolve) => setTimeout(resolve, 150));
      expect(container.querySelector('h1')?.textContent).toBe('Dashboard');
    } finally {
      root.unmount();
      container.remove();
      (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = actEnvironment;
    }
  });
});

async function until(condition: () => boolean): Promise<void> {
  for (let waited = 0; !condition(); waited += 5) {
    if (waited > 2_000) throw new Error('the condition never held');
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}
