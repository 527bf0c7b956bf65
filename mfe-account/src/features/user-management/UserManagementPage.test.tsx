import { fireEvent, screen, waitFor } from '@testing-library/react';
import { setUser, toastStore } from '@homewise/platform';
import { fakeApi, renderPage, restoreApi } from '@homewise/platform/testing';
import type { User } from '@homewise/contracts';
import { UserManagementPage } from './UserManagementPage';

const person = (id: string, email: string, role: User['role']): User => ({
  id, email, firstName: null, lastName: null, fullName: null, phone: null, role, onboardingCompleted: true,
  plan: null, referralCode: null, loanOfficerId: null, createdAt: '2026-01-01T00:00:00Z',
});
const admin = person('a1', 'admin@example.com', 'admin');
const bob = person('b1', 'bob@example.com', 'customer');

beforeEach(() => {
  setUser(admin);
  toastStore.setState({ toasts: [] });
});
afterEach(restoreApi);

describe('User Management', () => {
  it('lists users, searches, and changes a role after confirmation', async () => {
    const calls = fakeApi({
      'GET /admin/users': (call) => {
        const search = (call.params as { search?: string } | undefined)?.search;
        const users = [admin, bob].filter((u) => !search || u.email.includes(search));
        return { status: 200, body: { users, total: users.length } };
      },
      'PATCH /admin/users/b1/role': { status: 200, body: { ...bob, role: 'loan_officer' } },
    });
    renderPage(<UserManagementPage />, { url: '/UserManagement' });
    await screen.findByText('bob@example.com');
    expect(screen.getByText('2 users')).toBeTruthy();

    fireEvent.change(screen.getByLabelText('Search users'), { target: { value: 'bob' } });
    await waitFor(() => expect(screen.getByText('1 user')).toBeTruthy());
    expect(calls.at(-1)?.params).toEqual({ search: 'bob' });

    fireEvent.change(screen.getByLabelText('Role of bob@example.com'), { target: { value: 'loan_officer' } });
    fireEvent.click(await screen.findByRole('button', { name: 'Change Role' }));
    await waitFor(() => expect(toastStore.getState().toasts[0]).toMatchObject({ title: 'Role Updated', description: 'bob@example.com is now Loan Officer.' }));
    expect(calls.find((c) => c.method === 'PATCH')?.body).toEqual({ role: 'loan_officer' });
    expect((screen.getByLabelText('Role of bob@example.com') as HTMLSelectElement).value).toBe('loan_officer');
  });

  it('shows an error with a retry when the list fails', async () => {
    fakeApi({ 'GET /admin/users': { status: 403, body: { message: 'Forbidden resource' } } });
    renderPage(<UserManagementPage />, { url: '/UserManagement' });
    await screen.findByText('Forbidden resource');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
