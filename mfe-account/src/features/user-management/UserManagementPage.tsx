import { useEffect, useState } from 'react';
import { Button, Card, Dialog, displayName, errorMessage, Notice, PageHeader, Skeleton, TextField, toast, useCurrentUser } from '@homewise/platform';
import { ROLES, type AdminUser, type AdminUserList, type Role } from '@homewise/contracts';
import { changeRole, fetchUsers } from './users-api';
import './users.css';

export const ROLE_LABELS: Record<Role, string> = { customer: 'Homeowner', loan_officer: 'Loan Officer', admin: 'Admin' };
const SEARCH_DELAY_MS = 300;

interface PendingChange {
  user: AdminUser;
  role: Role;
}

/** User Management (admins): find users and change their role (packages/contracts admin.ts). */
export function UserManagementPage() {
  const me = useCurrentUser();
  const [search, setSearch] = useState('');
  const [list, setList] = useState<AdminUserList | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [pending, setPending] = useState<PendingChange | null>(null);
  const [saving, setSaving] = useState(false);
  const [reloadKey, setReloadKey] = useState(0);

  useEffect(() => {
    let current = true;
    const timer = setTimeout(() => {
      fetchUsers(search)
        .then((answer) => {
          if (!current) return;
          setList(answer);
          setLoadError(null);
        })
        .catch((error: unknown) => current && setLoadError(errorMessage(error, 'Failed to load users')));
    }, search ? SEARCH_DELAY_MS : 0);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [search, reloadKey]);

  const confirmChange = async () => {
    if (!pending) return;
    setSaving(true);
    try {
      const updated = await changeRole(pending.user.id, { role: pending.role });
      setList((old) => old && { ...old, users: old.users.map((u) => (u.id === updated.id ? updated : u)) });
      toast({ title: 'Role Updated', description: `${displayName(updated)} is now ${ROLE_LABELS[updated.role]}.`, variant: 'success' });
      setPending(null);
    } catch (error) {
      toast({ title: 'Error', description: errorMessage(error, 'Failed to update the role'), variant: 'destructive' });
    } finally {
      setSaving(false);
    }
  };

  return (
    <div className="hw-page">
      <PageHeader title="User Management" subtitle="Find people who use Homewise and choose what they can do." />
      <Card>
        <div className="account-users__toolbar">
          <TextField label="Search users" type="search" placeholder="Name or email" value={search} onChange={(e) => setSearch(e.target.value)} />
          {list ? (
            <p className="account-users__count" aria-live="polite">
              {list.total === 1 ? '1 user' : `${list.total} users`}
            </p>
          ) : null}
        </div>
        {loadError ? (
          <Notice tone="error" title="Users could not be loaded" actions={<Button onClick={() => setReloadKey((k) => k + 1)}>Try again</Button>}>
            {loadError}
          </Notice>
        ) : !list ? (
          <div role="status" aria-busy="true" aria-label="Loading users" className="account-users__loading">
            {[0, 1, 2, 3].map((i) => (
              <Skeleton key={i} height="2.5rem" />
            ))}
          </div>
        ) : list.users.length === 0 ? (
          <Notice tone="info" title="No users found">
            {search ? `Nobody matches “${search}”.` : 'Nobody has signed up yet.'}
          </Notice>
        ) : (
          <div className="hw-table-wrap">
            <table className="hw-table">
              <caption className="hw-visually-hidden">Users, newest first</caption>
              <thead>
                <tr>
                  <th scope="col">Name</th>
                  <th scope="col">Email</th>
                  <th scope="col">Joined</th>
                  <th scope="col">Role</th>
                </tr>
              </thead>
              <tbody>
                {list.users.map((user) => (
                  <tr key={user.id}>
                    <td>{user.fullName || [user.firstName, user.lastName].filter(Boolean).join(' ') || '—'}</td>
                    <td className="account-users__email">{user.email}</td>
                    <td>{new Date(user.createdAt).toLocaleDateString('en-US', { year: 'numeric', month: 'short', day: 'numeric' })}</td>
                    <td>
                      <label className="hw-visually-hidden" htmlFor={`role-${user.id}`}>
                        Role of {user.email}
                      </label>
                      <select
                        id={`role-${user.id}`}
                        className="hw-input hw-select account-users__role"
                        value={user.role}
                        onChange={(e) => setPending({ user, role: e.target.value as Role })}
                      >
                        {ROLES.map((role) => (
                          <option key={role} value={role}>
                            {ROLE_LABELS[role]}
                          </option>
                        ))}
                      </select>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </Card>
      <Dialog
        open={pending !== null}
        title="Change role?"
        description={
          pending
            ? `${displayName(pending.user)} will become ${ROLE_LABELS[pending.role]}.${pending.user.id === me?.id ? ' You are changing your own role: you may lose access to this page.' : ''}`
            : undefined
        }
        onClose={() => !saving && setPending(null)}
        actions={
          <>
            <Button variant="secondary" onClick={() => setPending(null)} disabled={saving}>
              Cancel
            </Button>
            <Button onClick={confirmChange} busy={saving} busyLabel="Saving...">
              Change Role
            </Button>
          </>
        }
      />
    </div>
  );
}
