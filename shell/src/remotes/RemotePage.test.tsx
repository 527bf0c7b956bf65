import { useState } from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
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
});
