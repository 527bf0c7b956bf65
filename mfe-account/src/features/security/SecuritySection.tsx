import { Card, CardHeader } from '@homewise/platform';
import type { User } from '@homewise/contracts';
import { ActiveSessions } from './components/ActiveSessions';
import { ChangePasswordForm } from './components/ChangePasswordForm';
import { useActiveSessions } from './hooks/useActiveSessions';
import './security.css';

/**
 * The Profile page's Security section: the devices signed in to the account, and the password.
 * One list of sessions for both parts: a password change ends the other sessions, so the list
 * reloads after it.
 */
export function SecuritySection({ user }: { user: User }) {
  const { sessions, error, reload } = useActiveSessions();
  return (
    <Card className="account-security" aria-labelledby="security-title">
      <CardHeader title={<span id="security-title">Security</span>} description="The devices signed in to your account, and your password." />
      <ActiveSessions sessions={sessions} error={error} reload={reload} />
      <ChangePasswordForm user={user} onChanged={() => void reload()} />
    </Card>
  );
}
