import { useRef, useState, type FormEvent } from 'react';
import { Button, errorMessage, Notice, TextField, toast } from '@homewise/platform';
import type { User } from '@homewise/contracts';
import { NewPasswordFields } from '../../auth/components/NewPasswordFields';
import { newPasswordProblem } from '../../auth/password-rules';
import { changePassword } from '../api/security-api';
import { endedElsewhere } from '../hooks/useActiveSessions';

/**
 * Changing the password while signed in: the current one confirms it is the owner; the new one
 * follows the signup/reset rules (same fields, same checks, same toasts). The server then signs
 * out every other device and mails the owner, and `onChanged` refreshes the device list.
 */
export function ChangePasswordForm({ user, onChanged }: { user: User; onChanged: () => void }) {
  const form = useRef<HTMLFormElement>(null);
  const [currentPassword, setCurrentPassword] = useState('');
  const [newPassword, setNewPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [missingCurrent, setMissingCurrent] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const field = (name: string) => form.current?.querySelector<HTMLInputElement>(`input[name="${name}"]`) ?? null;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    if (!currentPassword) {
      setMissingCurrent(true);
      field('currentPassword')?.focus();
      return;
    }
    const problem = newPasswordProblem(newPassword, confirmation);
    if (problem) return void toast(problem);
    setBusy(true);
    try {
      const message = await changePassword({ currentPassword, newPassword });
      setCurrentPassword('');
      setNewPassword('');
      setConfirmation('');
      setMissingCurrent(false);
      toast({ title: 'Password Changed', description: `${message} We emailed a confirmation to ${user.email}.`, variant: 'success' });
      onChanged();
    } catch (error) {
      if (endedElsewhere(error)) return;
      const message = errorMessage(error, 'Your password could not be changed. Please try again.');
      setFailure(message);
      // Straight back to the field the message is about, its text selected to type over.
      const retry = field(/current password/i.test(message) ? 'currentPassword' : 'password');
      retry?.focus();
      retry?.select();
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="account-security__part" role="group" aria-labelledby="change-password-title">
      <h3 id="change-password-title" className="account-security__subtitle">
        Change Password
      </h3>
      <p className="account-security__note">Changing it signs you out on every other device. We email you to confirm.</p>
      <form ref={form} className="account-security__form" onSubmit={submit} aria-busy={busy || undefined} noValidate>
        {failure ? (
          <Notice tone="error" title="Your password was not changed">
            {failure}
          </Notice>
        ) : null}
        <TextField
          label="Current Password"
          type="password"
          name="currentPassword"
          autoComplete="current-password"
          required
          value={currentPassword}
          error={missingCurrent && !currentPassword ? 'Enter your current password.' : undefined}
          onChange={(e) => setCurrentPassword(e.target.value)}
        />
        <NewPasswordFields
          label="New Password"
          password={newPassword}
          confirmation={confirmation}
          onPassword={setNewPassword}
          onConfirmation={setConfirmation}
        />
        <div>
          <Button type="submit" busy={busy} busyLabel="Changing...">
            Change Password
          </Button>
        </div>
      </form>
    </div>
  );
}
