import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { endSession, sessionStore, setUser } from './session/session-store';
import { StandaloneApp } from './standalone';
import { fakeApi, restoreApi, testUser } from './testing';

const user = testUser();

const pages = {
  Dashboard: () => <h1>Dashboard page</h1>,
  Login: () => <h1>Login page</h1>,
};

function open(url: string) {
  render(
    <MemoryRouter initialEntries={[url]}>
      <StandaloneApp remote="dashboard" pages={pages} publicPages={['Login']} />
    </MemoryRouter>,
  );
}

beforeEach(() => endSession());
afterEach(restoreApi);

describe('standalone development page', () => {
  it('loads the session as the shell does, then shows a signed-in page', async () => {
    const calls = fakeApi({ 'GET /auth/user': { status: 200, body: user } });
    open('/dashboard');
    expect(screen.getByRole('status', { name: 'Loading your account' })).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Dashboard page' })).toBeTruthy();
    expect(calls.map((c) => c.url)).toEqual(['/auth/user']);
    expect(sessionStore.getState().user).toEqual(user);
  });

  it('says how to sign in instead of showing a page that needs a user', async () => {
    fakeApi({ 'GET /auth/user': { status: 401, body: { message: 'Not signed in' } } });
    open('/dashboard');
    expect(await screen.findByText('You are not signed in')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Dashboard page' })).toBeNull();
  });

  it('shows a public page to anyone', async () => {
    fakeApi({ 'GET /auth/user': { status: 401, body: {} } });
    open('/login');
    expect(await screen.findByRole('heading', { name: 'Login page' })).toBeTruthy();
  });

  it('offers a retry when the session could not be checked', async () => {
    fakeApi({ 'GET /auth/user': { status: 503, body: 'down' } });
    open('/dashboard');
    expect(await screen.findByText('We could not check your session')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('lists the pages and who is signed in on its index', async () => {
    fakeApi({ 'GET /auth/user': { status: 200, body: user } });
    setUser(user);
    open('/');
    expect(screen.getByText('Signed in as Casey Homeowner (casey@example.com).')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Dashboard' }).getAttribute('href')).toBe('/dashboard');
  });
});
