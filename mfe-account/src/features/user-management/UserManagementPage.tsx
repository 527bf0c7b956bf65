import { useState } from 'react';
import {
  Button,
  Card,
  ConfirmDialog,
  displayName,
  errorMessage,
  Link,
  Notice,
  PageHeader,
  SelectField,
  TextField,
  toast,
  useCurrentUser,
  useSearchParams,
  formatDate,
} from '@homewise/platform';
import { DEFAULT_USER_PAGE_SIZE, ROLES, type AdminUser, type AdminUserList, type Role } from '@homewise/contracts';
import { changeRole, fetchUsers } from './api/users-api';
import { OfficerPlan } from './components/OfficerPlan';
import { ROLE_LABELS } from './roles';
import { SecurityLogSection } from './security-log/SecurityLogSection';
import { LoadingRows, Pager } from './components/list-parts';
import { useSearchedPages, type SearchedPageQuery } from './hooks/use-searched-pages';
import './users.css';

const ROLE_FILTERS = [{ value: '', label: 'All roles' }, ...ROLES.map((role) => ({ value: role, label: `${ROLE_LABELS[role]}s` }))];

interface PendingChange {
  user: AdminUser;
  role: Role;
}

const count = (n: number) => n.toLocaleString('en-US');

/** "Showing 51–100 of 100,000 users" */
export function usersSummary({ offset, total, users }: Pick<AdminUserList, 'offset' | 'total' | 'users'>): string {
  if (total === 0) return 'No users';
  if (users.length === 0) return `${count(total)} ${total === 1 ? 'user' : 'users'}`;
  return `Showing ${count(offset + 1)}–${count(offset + users.length)} of ${count(total)} ${total === 1 ? 'user' : 'users'}`;
}

/** The views of the page, chosen with `?view=` so each can be linked to. */
export const SECURITY_LOG_VIEW = 'security-log';

/**
 * User Management (admins): find anyone among many users and choose what they can do (role,
 * plan); the Security Log view reads the audit log (sign-ins, failures, lockouts, changes).
 */
export function UserManagementPage() {
  const [params] = useSearchParams();
  const logView = params.get('view') === SECURITY_LOG_VIEW;
  return (
    <div className="hw-page">
      <PageHeader title="User Management" subtitle="Find people who use Homewise, choose what they can do, and see what happened to their accounts." />
      <nav className="account-users__views" aria-label="User Management views">
        <Link to="/UserManagement" className="account-users__view" aria-current={logView ? undefined : 'page'}>
          Users
        </Link>
        <Link to={`/UserManagement?view=${SECURITY_LOG_VIEW}`} className="account-users__view" aria-current={logView ? 'page' : undefined}>
          Security Log
        </Link>
      </nav>
      {logView ? <SecurityLogSection /> : <UsersSection />}
    </div>
  );
}

interface UsersQuery extends SearchedPageQuery {
  role: Role | '';
}
const loadUsers = ({ search, role, offset }: UsersQuery) => fetchUsers({ search, role: role || undefined, limit: DEFAULT_USER_PAGE_SIZE, offset });

/** The users, a page at a time: search, role filter, role and plan changes. */
function UsersSection() {
  const me = useCurrentUser();
  const {
    search,
    setSearch,
    query,
    setQuery,
    page: list,
    setPage: setList,
    loading,
    loadError,
    reload,
  } = useSearchedPages<UsersQuery, AdminUserList>('admin-users', { search: '', role: '', offset: 0 }, loadUsers, 'Failed to load users');
  const [pending, setPending] = useState<PendingChange | null>(null);
  const [saving, setSaving] = useState(false);
  const [saveError, setSaveError] = useState<string | null>(null);

  const replaceUser = (updated: AdminUser) => setList((old) => old && { ...old, users: old.users.map((u) => (u.id === updated.id ? updated : u)) });

  const confirmChange = async () => {
    if (!pending) return;
    setSaving(true);
    setSaveError(null);
    try {
      const updated = await changeRole(pending.user.id, { role: pending.role });
      replaceUser(updated);
      toast({ title: 'Role Updated', description: `${displayName(updated)} is now ${ROLE_LABELS[updated.role]}.`, variant: 'success' });
      setPending(null);
    } catch (error) {
      setSaveError(errorMessage(error, 'Failed to update the role'));
    } finally {
      setSaving(false);
    }
  };

  return (
    <>
      <Card>
        <div className="account-users__toolbar">
          <TextField label="Search users" type="search" placeholder="Name or email" value={search} onChange={(e) => setSearch(e.target.value)} />
          <SelectField
            label="Role"
            value={query.role}
            options={ROLE_FILTERS}
            onChange={(e) => setQuery((q) => ({ ...q, role: e.target.value as Role | '', offset: 0 }))}
            className="account-users__filter"
          />
          {list ? (
            <p className="account-users__count" aria-live="polite">
              {usersSummary(list)}
            </p>
          ) : null}
        </div>
        {loadError && !list ? (
          <Notice tone="error" title="Users could not be loaded" actions={<Button onClick={reload}>Try again</Button>}>
            {loadError}
          </Notice>
        ) : !list ? (
          <LoadingRows label="Loading users" />
        ) : list.users.length === 0 ? (
          <Notice
            tone="info"
            title="No users found"
            actions={
              query.search || query.role ? (
                <Button
                  variant="secondary"
                  onClick={() => {
                    setSearch('');
                    setQuery({ search: '', role: '', offset: 0 });
                  }}
                >
                  Show everyone
                </Button>
              ) : undefined
            }
          >
            {query.search
              ? `Nobody${query.role ? ` with the role ${ROLE_LABELS[query.role]}` : ''} matches “${query.search}”. Try part of their name or email.`
              : query.role
                ? `Nobody has the role ${ROLE_LABELS[query.role]}.`
                : 'Nobody has signed up yet.'}
          </Notice>
        ) : (
          <>
            {loadError ? (
              <Notice tone="error" title="The list could not be updated" actions={<Button onClick={reload}>Try again</Button>}>
                {loadError}
              </Notice>
            ) : null}
            <div className="hw-table-wrap account-users__table" tabIndex={0} role="region" aria-label="Users" aria-busy={loading}>
              {/* On a phone: a card per user (platform hw-table--cards). */}
              <table className="hw-table hw-table--cards">
                <caption className="hw-visually-hidden">Users, newest first</caption>
                <thead>
                  <tr>
                    <th scope="col">Name</th>
                    <th scope="col">Email</th>
                    <th scope="col">Joined</th>
                    <th scope="col">Role</th>
                    <th scope="col">Plan</th>
                  </tr>
                </thead>
                <tbody>
                  {list.users.map((user) => (
                    <tr key={user.id}>
                      <td className="hw-table__card-title">{user.fullName || [user.firstName, user.lastName].filter(Boolean).join(' ') || '—'}</td>
                      <td className="account-users__email hw-table__card-wide" data-label="Email">
                        {user.email}
                      </td>
                      <td data-label="Joined">{formatDate(user.createdAt)}</td>
                      <td data-label="Role" className="hw-table__card-wide">
                        <label className="hw-visually-hidden" htmlFor={`role-${user.id}`}>
                          Role of {user.email}
                        </label>
                        <select
                          id={`role-${user.id}`}
                          className="hw-input hw-select account-users__role"
                          value={user.role}
                          onChange={(e) => {
                            setSaveError(null);
                            setPending({ user, role: e.target.value as Role });
                          }}
                        >
                          {ROLES.map((role) => (
                            <option key={role} value={role}>
                              {ROLE_LABELS[role]}
                            </option>
                          ))}
                        </select>
                      </td>
                      <td data-label="Plan" className="hw-table__card-wide">
                        <OfficerPlan user={user} onChanged={replaceUser} />
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            <Pager label="Pages of users" offset={list.offset} limit={list.limit} total={list.total} loading={loading} onOffset={(offset) => setQuery((q) => ({ ...q, offset }))} />
          </>
        )}
      </Card>
      <ConfirmDialog
        open={pending !== null}
        tone="primary"
        title="Change role?"
        description={
          pending
            ? `${displayName(pending.user)} will become ${ROLE_LABELS[pending.role]}.${pending.user.id === me?.id ? ' You are changing your own role: you may lose access to this page.' : ''}`
            : undefined
        }
        confirmLabel="Change Role"
        busy={saving}
        busyLabel="Saving..."
        error={saveError}
        onConfirm={confirmChange}
        onCancel={() => setPending(null)}
      />
    </>
  );
}
