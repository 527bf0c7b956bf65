import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { setUser } from '@homewise/platform';
import { fakeApi, renderPage, restoreApi, testUser, type FakeCall } from '@homewise/platform/testing';
import type { SecurityEvent } from '@homewise/contracts';
import { UserManagementPage } from '../UserManagementPage';
import { eventAccount, eventDetails } from './security-events';
import { eventsSummary } from './SecurityLogSection';

const LOG_URL = '/UserManagement?view=security-log';
const params = (call: FakeCall | undefined) => (call?.params ?? {}) as Record<string, string>;
const event = (id: string, type: SecurityEvent['type'], over: Partial<SecurityEvent> = {}): SecurityEvent => ({
  id, occurredAt: '2025-03-14T12:00:05Z', type, userId: 'u-bob', userEmail: 'bob@example.com', actorId: null, actorEmail: null,
  ipAddress: '2001:db8:5ec:1::7', details: {}, ...over,
});
const failed = event('e1', 'sign_in_failed');
const lockout = event('e2', 'lockout', { occurredAt: '2025-03-14T12:00:09Z', details: { pauseMinutes: 1, inARow: 1 } });
const promoted = event('e3', 'role_changed', {
  userId: 'u-lo', userEmail: 'lo@example.com', actorId: 'u-admin', actorEmail: 'admin@example.com', ipAddress: '203.0.113.5', details: { from: 'customer', to: 'loan_officer' },
});

beforeEach(() => setUser(testUser({ id: 'u-admin', role: 'admin', email: 'admin@example.com' })));
afterEach(restoreApi);

describe('User Management: Security Log', () => {
  it('lists events with time, event, user and client address, newest first', async () => {
    const calls = fakeApi({ 'GET /admin/security-events': { status: 200, body: { events: [lockout, failed, promoted], total: 3 } } });
    renderPage(<UserManagementPage />, { url: LOG_URL });
    expect(screen.getByRole('link', { name: 'Security Log' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('status', { name: 'Loading the security log' })).toBeTruthy();
    const table = await screen.findByRole('region', { name: 'Security events' });
    expect(screen.getByText('Showing 1–3 of 3 events')).toBeTruthy();
    const rows = within(table).getAllByRole('row').slice(1).map((row) => within(row).getAllByRole('cell').map((cell) => cell.textContent));
    // The pinned clock's zone is New York: 12:00 UTC is 8:00 AM.
    expect(rows).toEqual([
      ['Mar 14, 2025, 8:00:09 AM', 'Sign-in paused (lockout)', 'bob@example.com', '2001:db8:5ec:1::7', 'Paused 1 minute'],
      ['Mar 14, 2025, 8:00:05 AM', 'Failed sign-in', 'bob@example.com', '2001:db8:5ec:1::7', '—'],
      ['Mar 14, 2025, 8:00:05 AM', 'Role changed', 'lo@example.com', '203.0.113.5', 'Homeowner → Loan Officer, by admin@example.com'],
    ]);
    expect(within(table).getAllByRole('cell')[0].querySelector('time')?.getAttribute('datetime')).toBe('2025-03-14T12:00:09Z');
    expect(params(calls[0])).toEqual({ limit: '50' });
    // The users list is not fetched on this view.
    expect(calls.every((c) => c.url === '/admin/security-events')).toBe(true);
  });

  it('filters by event type and by user, and pages through older events', async () => {
    const calls = fakeApi({
      'GET /admin/security-events': (call) => {
        const { offset = '0', type, search } = params(call);
        const events = Array.from({ length: 3 }, (_, i) => event(`e${offset}-${i}`, type === 'lockout' ? 'lockout' : 'sign_in', search ? { userEmail: `${search}@example.com` } : {}));
        return { status: 200, body: { events, total: type ? 3 : 120 } };
      },
    });
    renderPage(<UserManagementPage />, { url: LOG_URL });
    expect(await screen.findByText('Showing 1–3 of 120 events')).toBeTruthy();
    expect(screen.getByText('Page 1 of 3')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Newer' }) as HTMLButtonElement).disabled).toBe(true);

    fireEvent.click(screen.getByRole('button', { name: 'Older' }));
    expect(await screen.findByText('Showing 51–53 of 120 events')).toBeTruthy();
    expect(params(calls.at(-1))).toEqual({ limit: '50', offset: '50' });

    fireEvent.change(screen.getByLabelText('Event type'), { target: { value: 'lockout' } });
    expect(await screen.findByText('Showing 1–3 of 3 events')).toBeTruthy();
    expect(params(calls.at(-1))).toEqual({ type: 'lockout', limit: '50' });

    fireEvent.change(screen.getByLabelText('Search the log by user'), { target: { value: ' carol ' } });
    await waitFor(() => expect(params(calls.at(-1))).toEqual({ type: 'lockout', search: 'carol', limit: '50' }), { timeout: 3000 });
    expect(await screen.findAllByText('carol@example.com')).toHaveLength(3);
  });

  it('says when nothing matches, and shows all events again', async () => {
    fakeApi({
      'GET /admin/security-events': (call) =>
        params(call).search ? { status: 200, body: { events: [], total: 0 } } : { status: 200, body: { events: [failed], total: 1 } },
    });
    renderPage(<UserManagementPage />, { url: LOG_URL });
    await screen.findByText('Showing 1–1 of 1 event');
    fireEvent.change(screen.getByLabelText('Search the log by user'), { target: { value: 'zed' } });
    expect(await screen.findByText('Nothing in the log matches these filters.', undefined, { timeout: 3000 })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Show all events' }));
    expect(await screen.findByRole('cell', { name: 'Failed sign-in' })).toBeTruthy();
    expect((screen.getByLabelText('Search the log by user') as HTMLInputElement).value).toBe('');
  });

  it('says so when the log is empty', async () => {
    fakeApi({ 'GET /admin/security-events': { status: 200, body: { events: [], total: 0 } } });
    renderPage(<UserManagementPage />, { url: LOG_URL });
    expect(await screen.findByText('Nothing has happened to any account yet.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Show all events' })).toBeNull();
  });

  it('shows the server’s reason with a retry when the log fails to load', async () => {
    let fail = true;
    fakeApi({ 'GET /admin/security-events': () => (fail ? { status: 403, body: { message: 'Forbidden resource' } } : { status: 200, body: { events: [failed], total: 1 } }) });
    renderPage(<UserManagementPage />, { url: LOG_URL });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The security log could not be loaded');
    expect(alert.textContent).toContain('Forbidden resource');
    fail = false;
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Failed sign-in')).toBeTruthy();
  });

  it('says whose event it is and what else happened, in words', () => {
    expect(eventAccount({ userId: null, userEmail: null })).toBe('No such account');
    expect(eventAccount({ userId: 'u1', userEmail: null })).toBe('Deleted account');
    const base = { actorId: null, actorEmail: null, userId: 'u1' };
    expect(eventDetails({ ...base, type: 'plan_changed', details: { from: 'pro_trial', to: 'pro_paid' }, actorId: 'a1', actorEmail: 'ada@example.com' })).toBe(
      'Pro trial → Loan Officer Pro (paid), by ada@example.com',
    );
    expect(eventDetails({ ...base, type: 'lockout', details: { pauseMinutes: 4, inARow: 3 } })).toBe('Paused 4 minutes (pause 3 in a row)');
    expect(eventDetails({ ...base, type: 'rate_changed', details: { loanType: '30-Year Fixed', from: 0.065, to: null } })).toBe('30-Year Fixed: 6.500% → —');
    expect(eventDetails({ ...base, type: 'password_changed', details: { otherSessionsEnded: 1 } })).toBe('1 other session ended');
    expect(eventDetails({ ...base, type: 'role_changed', details: { from: 'customer', to: 'admin', via: 'user:role command' } })).toBe('Homeowner → Admin, via user:role command');
    expect(eventDetails({ ...base, type: 'role_changed', details: {}, actorId: 'gone' })).toBe('by a deleted admin');
    expect(eventsSummary({ offset: 0, total: 0, shown: 0 })).toBe('No events');
    expect(eventsSummary({ offset: 1150, total: 1204, shown: 50 })).toBe('Showing 1,151–1,200 of 1,204 events');
  });
});

describe('User Management views', () => {
  it('opens on Users and links to the Security Log', async () => {
    fakeApi({ 'GET /admin/users': { status: 200, body: { users: [], total: 0, limit: 50, offset: 0 } } });
    renderPage(<UserManagementPage />, { url: '/UserManagement' });
    const views = screen.getByRole('navigation', { name: 'User Management views' });
    expect(within(views).getByRole('link', { name: 'Users' }).getAttribute('aria-current')).toBe('page');
    expect(within(views).getByRole('link', { name: 'Security Log' }).getAttribute('href')).toBe('/UserManagement?view=security-log');
    expect(await screen.findByText('Nobody has signed up yet.')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Security Log' })).toBeNull();
  });
});
