import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { setUser, Toaster, toastStore } from '@homewise/platform';
import { fakeApi, restoreApi, testUser } from '@homewise/platform/testing';
import { AppLayout } from './AppLayout';

const unverified = testUser({ emailVerified: false, email: 'casey@example.com' });

function renderLayout() {
  return render(
    <MemoryRouter initialEntries={['/Dashboard']}>
      <AppLayout>
        <h1>Dashboard</h1>
      </AppLayout>
      <Toaster />
    </MemoryRouter>,
  );
}

const banner = () => screen.queryByRole('region', { name: 'Account verification' });

beforeEach(() => {
  sessionStorage.clear();
  toastStore.setState({ toasts: [] });
  setUser(unverified);
});
afterEach(restoreApi);

describe('the email verification banner', () => {
  it('is not there for a user whose email is confirmed', () => {
    setUser(testUser({ emailVerified: true }));
    renderLayout();
    expect(screen.getByRole('heading', { name: 'Dashboard' })).toBeTruthy();
    expect(banner()).toBeNull();
  });

  it('asks an unconfirmed user, above the page, naming the address the link went to', () => {
    renderLayout();
    const region = banner()!;
    expect(region.textContent).toMatch(/^Please confirm your email address/);
    expect(region.textContent).toMatch(/We sent a link to casey@example\.com/);
    // Its name is a label too: a page's "Email" field must stay the only thing labelled so.
    expect(screen.queryAllByLabelText(/email/i)).toEqual([]);
    const main = screen.getByRole('main');
    expect(main.contains(region)).toBe(true);
    expect(region.compareDocumentPosition(screen.getByRole('heading', { name: 'Dashboard' })) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('resends the link ("Sending..." meanwhile) and says so in a toast', async () => {
    const calls = fakeApi({
      'POST /auth/resend-verification': { status: 200, body: { message: 'We sent a new confirmation link. Please check your inbox.' } },
      'GET /auth/user': { status: 200, body: unverified },
    });
    renderLayout();
    fireEvent.click(within(banner()!).getByRole('button', { name: 'Resend verification email' }));
    expect(within(banner()!).getByRole('button', { name: 'Sending...' })).toHaveProperty('disabled', true);
    expect(await screen.findByText('Verification Email Sent')).toBeTruthy();
    expect(screen.getByText('We sent a new confirmation link. Please check your inbox.')).toBeTruthy();
    expect(await within(banner()!).findByRole('button', { name: 'Resend verification email' })).toHaveProperty('disabled', false);
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.url)).toEqual(['/auth/resend-verification']);
  });

  it('shows the rate limit’s message when too many links were asked for', async () => {
    fakeApi({
      'POST /auth/resend-verification': { status: 429, body: { statusCode: 429, message: 'Too many attempts. Please wait 42 minutes and try again.' } },
    });
    renderLayout();
    fireEvent.click(within(banner()!).getByRole('button', { name: 'Resend verification email' }));
    expect(await screen.findByText('Email Not Sent')).toBeTruthy();
    expect(screen.getByText('Too many attempts. Please wait 42 minutes and try again.')).toBeTruthy();
    expect(banner()).not.toBeNull();
  });

  it('is dismissed for this session: gone, focus in the page, still gone after a reload; another user still sees theirs', () => {
    const { unmount } = renderLayout();
    fireEvent.click(within(banner()!).getByRole('button', { name: 'Dismiss for this session' }));
    expect(banner()).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('main'));
    unmount();
    renderLayout();
    expect(banner()).toBeNull();
    act(() => setUser(testUser({ id: 'u2', emailVerified: false, email: 'other@example.com' })));
    expect(banner()!.textContent).toMatch(/other@example\.com/);
  });

  it('goes away once the user is confirmed (the verify-email page refreshes the user)', () => {
    renderLayout();
    expect(banner()).not.toBeNull();
    act(() => setUser({ ...unverified, emailVerified: true }));
    expect(banner()).toBeNull();
  });
});
