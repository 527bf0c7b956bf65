import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { setUser, toastStore } from '@homewise/platform';
import { fakeApi, renderPage, restoreApi, type FakeAnswer, type FakeCall } from '@homewise/platform/testing';
import type { User } from '@homewise/contracts';
import { UserManagementPage, usersSummary } from './UserManagementPage';
import { planStatus } from './components/OfficerPlan';

const person = (id: string, email: string, role: User['role']): User => ({
  id, email, firstName: null, lastName: null, fullName: null, phone: null, role, onboardingCompleted: true,
  plan: null, referralCode: null, loanOfficerId: null, planTrialEndsAt: null, emailVerified: true, createdAt: '2026-01-01T00:00:00Z',
});
const admin = person('a1', 'admin@example.com', 'admin');
const bob = person('b1', 'bob@example.com', 'customer');
const params = (call: FakeCall | undefined) => (call?.params ?? {}) as Record<string, string>;

beforeEach(() => {
  setUser(admin);
  toastStore.setState({ toasts: [] });
});
afterEach(restoreApi);

describe('User Management', () => {
  it('lists users, searches, and changes a role after confirmation', async () => {
    // A fake server that keeps the change: the list is asked again after it.
    let storedBob = bob;
    const calls = fakeApi({
      'GET /admin/users': (call) => {
        const search = params(call).search;
        const users = [admin, storedBob].filter((u) => !search || u.email.includes(search));
        return { status: 200, body: { users, total: users.length, limit: 50, offset: 0 } };
      },
      'PATCH /admin/users/b1/role': () => {
        storedBob = { ...bob, role: 'loan_officer' };
        return { status: 200, body: storedBob };
      },
    });
    renderPage(<UserManagementPage />, { url: '/UserManagement' });
    expect(screen.getByRole('status', { name: 'Loading users' })).toBeTruthy();
    await screen.findByText('bob@example.com');
    expect(screen.getByText('Showing 1–2 of 2 users')).toBeTruthy();

    fireEvent.change(screen.getByLabelText('Search users'), { target: { value: 'bob' } });
    await waitFor(() => expect(screen.getByText('Showing 1–1 of 1 user')).toBeTruthy(), { timeout: 3000 });
    expect(params(calls.at(-1))).toEqual({ search: 'bob', limit: '50' });

    fireEvent.change(screen.getByLabelText('Role of bob@example.com'), { target: { value: 'loan_officer' } });
    const dialog = await screen.findByRole('dialog', { name: 'Change role?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Change Role' }));
    await waitFor(() => expect(toastStore.getState().toasts[0]).toMatchObject({ title: 'Role Updated', description: 'bob@example.com is now Loan Officer.' }));
    expect(calls.find((c) => c.method === 'PATCH')?.body).toEqual({ role: 'loan_officer' });
    expect((screen.getByLabelText('Role of bob@example.com') as HTMLSelectElement).value).toBe('loan_officer');
  });

  it('filters by role and pages through 100,000 users with the total', async () => {
    const calls = fakeApi({
      'GET /admin/users': (call) => {
        const offset = Number(params(call).offset ?? 0);
        const users = Array.from({ length: 5 }, (_, i) => person(`u${offset + i}`, `user${offset + i}@example.com`, params(call).role === 'loan_officer' ? 'loan_officer' : 'customer'));
        return { status: 200, body: { users, total: params(call).role ? 1000 : 100000, limit: 50, offset } };
      },
    });
    renderPage(<UserManagementPage />, { url: '/UserManagement' });
    expect(await screen.findByText('Showing 1–5 of 100,000 users')).toBeTruthy();
    expect(screen.getByText('Page 1 of 2,000')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Previous' }) as HTMLButtonElement).disabled).toBe(true);

    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Showing 51–55 of 100,000 users')).toBeTruthy();
    expect(params(calls.at(-1))).toEqual({ limit: '50', offset: '50' });

    fireEvent.change(screen.getByLabelText('Role'), { target: { value: 'loan_officer' } });
    expect(await screen.findByText('Showing 1–5 of 1,000 users')).toBeTruthy();
    expect(params(calls.at(-1))).toEqual({ role: 'loan_officer', limit: '50' });
  });

  it('says when nobody matches, and brings everyone back', async () => {
    fakeApi({
      'GET /admin/users': (call) =>
        params(call).search ? { status: 200, body: { users: [], total: 0, limit: 50, offset: 0 } } : { status: 200, body: { users: [admin, bob], total: 2, limit: 50, offset: 0 } },
    });
    renderPage(<UserManagementPage />, { url: '/UserManagement' });
    await screen.findByText('bob@example.com');
    fireEvent.change(screen.getByLabelText('Search users'), { target: { value: 'zed' } });
    // The search waits for a pause in typing (300 ms).
    expect(await screen.findByText('Nobody matches “zed”. Try part of their name or email.', undefined, { timeout: 3000 })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Show everyone' }));
    expect(await screen.findByText('bob@example.com')).toBeTruthy();
    expect((screen.getByLabelText('Search users') as HTMLInputElement).value).toBe('');
  });

  it('keeps the dialog open with the server’s reason when a change fails', async () => {
    fakeApi({
      'GET /admin/users': { status: 200, body: { users: [admin], total: 1, limit: 50, offset: 0 } },
      'PATCH /admin/users/a1/role': { status: 400, body: { message: 'You cannot remove your own admin role. Ask another admin.' } },
    });
    renderPage(<UserManagementPage />, { url: '/UserManagement' });
    fireEvent.change(await screen.findByLabelText('Role of admin@example.com'), { target: { value: 'customer' } });
    const dialog = await screen.findByRole('dialog', { name: 'Change role?' });
    expect(dialog.textContent).toContain('You are changing your own role');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Change Role' }));
    expect(await within(dialog).findByText('You cannot remove your own admin role. Ask another admin.')).toBeTruthy();
  });

  it('shows an error with a retry when the list fails', async () => {
    fakeApi({ 'GET /admin/users': { status: 403, body: { message: 'Forbidden resource' } } });
    renderPage(<UserManagementPage />, { url: '/UserManagement' });
    await screen.findByText('Forbidden resource');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('keeps a saved plan change when a load that started before it answers after it', async () => {
    const trial = { ...person('lo1', 'lo@example.com', 'loan_officer'), plan: 'pro' as const, planTrialEndsAt: '2025-03-28T12:00:00Z' };
    const paid = { ...trial, planTrialEndsAt: null };
    let gets = 0;
    let answerSearch: (answer: FakeAnswer) => void = () => {};
    fakeApi({
      'GET /admin/users': () => {
        gets += 1;
        if (gets === 1) return { status: 200, body: { users: [trial, bob], total: 2, limit: 50, offset: 0 } };
        // The search typed just before the change: read before it, answered after it.
        if (gets === 2) return new Promise<FakeAnswer>((resolve) => (answerSearch = resolve));
        return { status: 200, body: { users: [paid], total: 1, limit: 50, offset: 0 } };
      },
      'PATCH /admin/users/lo1/plan': { status: 200, body: paid },
    });
    renderPage(<UserManagementPage />, { url: '/UserManagement' });
    await screen.findByText('lo@example.com');
    fireEvent.change(screen.getByLabelText('Search users'), { target: { value: 'lo@' } });
    await waitFor(() => expect(gets).toBe(2));
    fireEvent.click(within(screen.getByText('lo@example.com').closest('tr')!).getByRole('button', { name: 'Mark Paid: lo@example.com' }));
    fireEvent.click(within(await screen.findByRole('dialog', { name: 'Mark Pro paid?' })).getByRole('button', { name: 'Mark Paid' }));
    await waitFor(() => expect(toastStore.getState().toasts[0]).toMatchObject({ title: 'Plan Updated' }));
    answerSearch({ status: 200, body: { users: [trial], total: 1, limit: 50, offset: 0 } });
    await new Promise((resolve) => setTimeout(resolve, 100));
    const row = screen.getByText('lo@example.com').closest('tr')!;
    expect(within(row).queryByText('Pro trial')).toBeNull();
    expect(within(row).getByText('Paid')).toBeTruthy();
  });

  it('shows a Pro trial with its end date, and an admin marks it paid', async () => {
    // plan=paid at signup: Pro for 14 days, nobody has paid yet (the clock says 2025-03-14).
    const trial = { ...person('lo1', 'lo@example.com', 'loan_officer'), plan: 'pro' as const, planTrialEndsAt: '2025-03-28T12:00:00Z' };
    let storedTrial: Omit<typeof trial, 'planTrialEndsAt'> & { planTrialEndsAt: string | null } = trial;
    const calls = fakeApi({
      'GET /admin/users': () => ({ status: 200, body: { users: [storedTrial, bob], total: 2, limit: 50, offset: 0 } }),
      'PATCH /admin/users/lo1/plan': () => {
        storedTrial = { ...trial, planTrialEndsAt: null };
        return { status: 200, body: storedTrial };
      },
    });
    renderPage(<UserManagementPage />, { url: '/UserManagement' });
    const row = (await screen.findByText('lo@example.com')).closest('tr')!;
    expect(within(row).getByText('Pro trial')).toBeTruthy();
    expect(within(row).getByText('Ends Mar 28, 2025, then Free Starter unless paid')).toBeTruthy();
    // A homeowner has no plan to show or change.
    const bobRow = screen.getByText('bob@example.com').closest('tr')!;
    expect(within(bobRow).queryByRole('button')).toBeNull();

    fireEvent.click(within(row).getByRole('button', { name: 'Mark Paid: lo@example.com' }));
    const dialog = await screen.findByRole('dialog', { name: 'Mark Pro paid?' });
    expect(dialog.textContent).toContain('lo@example.com keeps Loan Officer Pro after the trial ends on Mar 28, 2025.');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Mark Paid' }));
    await waitFor(() => expect(toastStore.getState().toasts[0]).toMatchObject({ title: 'Plan Updated', description: 'lo@example.com is on Loan Officer Pro.' }));
    expect(calls.find((c) => c.method === 'PATCH')?.body).toEqual({ plan: 'pro' });
    expect(within(row).getByText('Loan Officer Pro')).toBeTruthy();
    expect(within(row).getByText('Paid')).toBeTruthy();
    expect(within(row).queryByText('Pro trial')).toBeNull();
    expect(within(row).getByRole('button', { name: 'Set Free: lo@example.com' })).toBeTruthy();
  });

  it('keeps the plan dialog open with the server’s reason when marking paid fails', async () => {
    const officer = { ...person('lo2', 'free@example.com', 'loan_officer'), plan: 'free' as const };
    fakeApi({
      'GET /admin/users': { status: 200, body: { users: [officer], total: 1, limit: 50, offset: 0 } },
      'PATCH /admin/users/lo2/plan': { status: 400, body: { message: 'Only loan officers have a plan. Make this user a loan officer first.' } },
    });
    renderPage(<UserManagementPage />, { url: '/UserManagement' });
    fireEvent.click(await screen.findByRole('button', { name: 'Mark Pro Paid: free@example.com' }));
    const dialog = await screen.findByRole('dialog', { name: 'Mark Pro paid?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Mark Pro Paid' }));
    expect(await within(dialog).findByText('Only loan officers have a plan. Make this user a loan officer first.')).toBeTruthy();
    expect(screen.getByText('Free Starter')).toBeTruthy();
  });

  it('states each plan as it is', () => {
    expect(planStatus({ plan: null, planTrialEndsAt: null })).toEqual({ label: '—', note: null, action: null });
    expect(planStatus({ plan: 'free', planTrialEndsAt: null })).toMatchObject({ label: 'Free Starter', note: null, action: { plan: 'pro', button: 'Mark Pro Paid' } });
    expect(planStatus({ plan: 'pro', planTrialEndsAt: null })).toMatchObject({ label: 'Loan Officer Pro', note: 'Paid', action: { plan: 'free', button: 'Set Free' } });
    expect(planStatus({ plan: 'pro', planTrialEndsAt: '2025-03-28T03:00:00Z' })).toMatchObject({ label: 'Pro trial', note: 'Ends Mar 27, 2025, then Free Starter unless paid', action: { plan: 'pro', button: 'Mark Paid' } });
  });

  it('summarises a page', () => {
    expect(usersSummary({ offset: 0, total: 0, users: [] })).toBe('No users');
    expect(usersSummary({ offset: 99950, total: 100000, users: new Array(50) })).toBe('Showing 99,951–100,000 of 100,000 users');
  });
});
