import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { adoptEarlyAnswers, endSession, MORTGAGE_PROFILE_KEY, queryClient, setUser, toastStore } from '@homewise/platform';
import { fakeApi, restoreApi } from '@homewise/platform/testing';
import type { User } from '@homewise/contracts';
import { LOGIN_REDIRECT_DELAY_MS, PageRoute } from './PageRoute';

// The remotes are another unit: here every page is a stub that names itself.
jest.mock('../remotes/RemotePage', () => ({
  RemotePage: ({ remote, page }: { remote: string; page: string }) => <h1>{`${remote}/${page}`}</h1>,
}));

const customer: User = {
  id: 'u1', email: 'ada@example.com', firstName: 'Ada', lastName: 'Lovelace', fullName: 'Ada Lovelace', phone: null,
  role: 'customer', onboardingCompleted: true, plan: null, referralCode: null, loanOfficerId: null, planTrialEndsAt: null, emailVerified: true, createdAt: '2026-01-01T00:00:00Z',
};

function Where() {
  const location = useLocation();
  return <output data-testid="where">{location.pathname + location.search}</output>;
}

function renderAt(url: string) {
  return render(
    <MemoryRouter initialEntries={[url]}>
      <Routes>
        <Route path="*" element={<PageRoute />} />
      </Routes>
      <Where />
    </MemoryRouter>,
  );
}

beforeEach(() => {
  toastStore.setState({ toasts: [] });
  endSession();
});
afterEach(() => {
  restoreApi();
  jest.useRealTimers();
});

describe('PageRoute', () => {
  it('tells a logged-out visitor of a protected page, then sends them to login after 500 ms', async () => {
    jest.useFakeTimers();
    fakeApi({ 'GET /auth/user': { status: 401, body: { message: 'Unauthorized' } } });
    renderAt('/Profile');
    expect(screen.getByRole('status', { name: 'Loading your account' })).toBeTruthy();
    await act(async () => {
      await Promise.resolve();
    });
    await screen.findByText('You are logged out');
    expect(toastStore.getState().toasts[0]).toMatchObject({ title: 'Unauthorized', description: 'You are logged out. Logging in again...' });
    act(() => jest.advanceTimersByTime(LOGIN_REDIRECT_DELAY_MS - 1));
    expect(screen.getByTestId('where').textContent).toBe('/Profile');
    act(() => jest.advanceTimersByTime(1));
    expect(screen.getByTestId('where').textContent).toBe('/login?returnTo=%2FProfile');
  });

  it('renders auth pages at once, without the layout and without asking for the user', () => {
    const calls = fakeApi({});
    renderAt('/LOGIN');
    expect(screen.getByRole('heading', { name: 'account/Login' })).toBeTruthy();
    expect(screen.queryByRole('contentinfo')).toBeNull();
    expect(calls).toHaveLength(0);
  });

  it('sends a signed-in visitor of "/" or "/Home" to the Dashboard', async () => {
    setUser(customer);
    renderAt('/Home');
    expect(screen.getByTestId('where').textContent).toBe('/Dashboard');
    expect(await screen.findByRole('heading', { name: 'dashboard/Dashboard' })).toBeTruthy();
  });

  it('shows the Landing to a signed-out visitor of "/"', async () => {
    document.cookie = 'hw_signed_in=1';
    fakeApi({ 'GET /auth/user': { status: 401, body: {} } });
    renderAt('/');
    expect(await screen.findByRole('heading', { name: 'marketing/Landing' })).toBeTruthy();
  });

  it('asks nobody on public pages of a browser where no one signed in: no 401 in its console', () => {
    const calls = fakeApi({ 'GET /auth/user': { status: 401, body: {} } });
    renderAt('/');
    expect(screen.getByRole('heading', { name: 'marketing/Landing' })).toBeTruthy();
    renderAt('/about');
    expect(screen.getByRole('link', { name: 'Sign In' })).toBeTruthy();
    expect(calls).toEqual([]);
  });

  it('asks who is signed in on a public page where someone signed in before, and sends them on from "/"', async () => {
    document.cookie = 'hw_signed_in=1';
    const calls = fakeApi({ 'GET /auth/user': { status: 200, body: customer } });
    renderAt('/');
    expect(await screen.findByRole('heading', { name: 'dashboard/Dashboard' })).toBeTruthy();
    expect(calls.map((c) => `${c.method} ${c.url}`)).toContain('GET /auth/user');
  });

  it('still asks the server on a protected page of a browser without the note', async () => {
    const calls = fakeApi({ 'GET /auth/user': { status: 200, body: customer } });
    renderAt('/Dashboard');
    expect(await screen.findByRole('heading', { name: 'dashboard/Dashboard' })).toBeTruthy();
    expect(calls[0]).toMatchObject({ method: 'GET', url: '/auth/user' });
  });

  it('shows pages inside the layout with the footer, and "not available for your account" for the wrong role', () => {
    setUser(customer);
    renderAt('/UserManagement');
    expect(screen.getByRole('heading', { level: 1, name: 'Not available for your account' })).toBeTruthy();
    expect(screen.getByText('User Management is for admins')).toBeTruthy();
    expect(screen.getByText(/signed in with a homeowner account/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to your Dashboard' }).getAttribute('href')).toBe('/Dashboard');
    expect(screen.queryByRole('heading', { name: 'account/UserManagement' })).toBeNull();
    expect(screen.getByRole('contentinfo').textContent).toContain('Not financial advice.');
    expect(screen.getByRole('contentinfo').textContent).toContain('Take control of your mortgage and unlock savings.');
  });

  it('starts loading the profile of a page that shows it while the page itself loads, and only then', async () => {
    const calls = fakeApi({ 'GET /mortgage-profile': { status: 200, body: { id: 'p1', currentBalance: 300000 } } });
    setUser(customer);
    renderAt('/Dashboard');
    // The remote is a stub here: the request was made by the shell, not by the page.
    expect(screen.getByRole('heading', { name: 'dashboard/Dashboard' })).toBeTruthy();
    expect(calls.map((call) => `${call.method} ${call.url}`)).toEqual(['GET /mortgage-profile']);
    await act(async () => {
      await Promise.resolve();
    });
    expect(queryClient.getQueryData(MORTGAGE_PROFILE_KEY)).toEqual({ id: 'p1', currentBalance: 300000 });
  });

  it('uses the profile the page start already asked for, instead of asking again', async () => {
    const calls = fakeApi({ 'GET /mortgage-profile': { status: 200, body: { id: 'asked again' } } });
    adoptEarlyAnswers([['/mortgage-profile', Promise.resolve({ status: 200, statusText: 'OK', data: { id: 'p2' } })]]);
    setUser(customer);
    renderAt('/CutMyCosts');
    await act(async () => {
      await Promise.resolve();
    });
    expect(queryClient.getQueryData(MORTGAGE_PROFILE_KEY)).toEqual({ id: 'p2' });
    expect(calls).toEqual([]);
  });

  it('does not load a profile for pages without one, nor for a role the page refuses', () => {
    const calls = fakeApi({});
    setUser(customer);
    renderAt('/Contact');
    renderAt('/UserManagement');
    expect(calls).toEqual([]);
  });

  it('tells a loan officer that Rate Management is for admins, and lets them open Clients', () => {
    setUser({ ...customer, role: 'loan_officer' });
    const first = renderAt('/RateManagement');
    expect(screen.getByText('Rate Management is for admins')).toBeTruthy();
    expect(screen.getByText(/signed in with a loan officer account/)).toBeTruthy();
    first.unmount();
    renderAt('/Clients');
    expect(screen.queryByText('Not available for your account')).toBeNull();
  });

  it('renders public pages in the layout for anyone, with no navigation without a user', async () => {
    fakeApi({ 'GET /auth/user': { status: 401, body: {} } });
    renderAt('/about');
    expect(await screen.findByRole('heading', { name: 'marketing/About' })).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Primary' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Sign In' })).toBeTruthy();
  });

  it('signing out on a protected page is no "logged out": no Unauthorized toast, no detour to login', async () => {
    jest.useFakeTimers();
    setUser(customer);
    const calls = fakeApi({ 'POST /auth/logout': { status: 200, body: { message: 'Logged out' } } });
    // jsdom cannot load another document: the sign out's `window.location.assign('/')` only logs.
    const jsdomNavigation = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderAt('/Profile');
    fireEvent.click(screen.getByRole('button', { name: 'My Account' }));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Sign Out' })));
    // The profile the page shows (loaded by the shell when it opened), then the sign out.
    expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual(['GET /mortgage-profile', 'POST /auth/logout']);
    act(() => jest.advanceTimersByTime(LOGIN_REDIRECT_DELAY_MS * 2));
    expect(toastStore.getState().toasts).toEqual([]);
    expect(screen.queryByText('You are logged out')).toBeNull();
    expect(screen.getByTestId('where').textContent).toBe('/Profile');
    // While the browser heads for "/", the page waits instead.
    expect(screen.getByRole('status', { name: 'Loading your account' })).toBeTruthy();
    jsdomNavigation.mockRestore();
  });

  it('shows the user-fetch failure with a retry on protected pages', async () => {
    fakeApi({ 'GET /auth/user': { status: 503, body: 'down' } });
    renderAt('/Dashboard');
    expect(await screen.findByText(/Failed to fetch user: /)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
