import { useRef, useState } from 'react';
import { Button, Card, CardHeader, ConfirmDialog, endSession, errorMessage, TextField, toast, useNavigate } from '@homewise/platform';
import type { User } from '@homewise/contracts';
import { deleteAccount } from '../api/profile-api';

/**
 * The Profile page's "danger zone": closing the account, as the Privacy Policy promises. The
 * password confirms it is really the owner at the keyboard, not someone at an unlocked screen.
 */
export function DeleteAccountSection({ user }: { user: User }) {
  const navigate = useNavigate();
  const fields = useRef<HTMLDivElement>(null);
  const [open, setOpen] = useState(false);
  const [password, setPassword] = useState('');
  const [missingPassword, setMissingPassword] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [deleting, setDeleting] = useState(false);

  const passwordInput = () => fields.current?.querySelector<HTMLInputElement>('input[name="password"]') ?? null;

  const openDialog = () => {
    setPassword('');
    setMissingPassword(false);
    setFailure(null);
    setOpen(true);
  };

  const confirm = async () => {
    if (!password) {
      setMissingPassword(true);
      passwordInput()?.focus();
      return;
    }
    setDeleting(true);
    setFailure(null);
    try {
      await deleteAccount({ password });
    } catch (error) {
      setDeleting(false);
      setFailure(errorMessage(error, 'Failed to delete account. Please try again.'));
      // Ready to type the password again without reaching for the mouse.
      const input = passwordInput();
      input?.focus();
      input?.select();
      return;
    }
    toast({ title: 'Account Deleted', description: 'Your account and mortgage data have been deleted.', variant: 'success' });
    navigate('/', { replace: true });
    // Not setUser(null): that would be "logged out" on this protected page (toast, detour to login).
    endSession();
  };

  return (
    <Card className="account-delete" aria-labelledby="delete-account">
      <CardHeader title={<span id="delete-account">Delete Account</span>} description="Close your Homewise account for good." />
      <div className="account-delete__body">
        <p>Deleting your account permanently removes:</p>
        <ul>
          <li>your profile and sign-in ({user.email}), on every device</li>
          <li>your mortgage details</li>
          <li>every extra payment you recorded</li>
          <li>your link to a loan officer, if you signed up through one: they no longer see you among their clients</li>
          {user.role === 'loan_officer' ? <li>your branded page; your clients keep their own accounts, no longer linked to you</li> : null}
        </ul>
        <p>
          <strong>This cannot be undone.</strong> We email you a confirmation. To use Homewise again later, sign up anew with any email, this
          one included.
        </p>
      </div>
      <div>
        <Button variant="danger" onClick={openDialog}>
          Delete Account
        </Button>
      </div>
      {/* Nothing can be called back once the request is sent: the dialog stays until it answers. */}
      <ConfirmDialog
        open={open}
        title="Delete your account?"
        description="Your profile, mortgage data and extra payments are deleted for good. Enter your password to confirm."
        confirmLabel="Delete My Account"
        busy={deleting}
        busyLabel="Deleting..."
        error={failure}
        onConfirm={() => void confirm()}
        onCancel={() => setOpen(false)}
      >
        <div ref={fields}>
          <TextField
            label="Password"
            name="password"
            type="password"
            autoComplete="current-password"
            value={password}
            readOnly={deleting}
            error={missingPassword && !password ? 'Enter your password to confirm.' : undefined}
            onChange={(e) => setPassword(e.target.value)}
          />
        </div>
      </ConfirmDialog>
    </Card>
  );
}
