import { useState, type FormEvent } from 'react';
import { Button, errorMessage, Link, TextField, toast } from '@homewise/platform';
import { requestReset } from './api/auth-api';
import { AuthLayout } from './components/AuthLayout';

/** Forgot password (spec sections 2, 4, 8): form → sent confirmation → form. */
export function ForgotPasswordPage() {
  const [email, setEmail] = useState('');
  const [busy, setBusy] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!email.trim()) return;
    setBusy(true);
    try {
      await requestReset({ email: email.trim() });
      toast({ title: 'Email Sent', description: 'If an account exists with this email, a reset link has been sent.', variant: 'success' });
      setSentTo(email.trim());
    } catch (error) {
      toast({ title: 'Error', description: errorMessage(error, 'Failed to send reset email'), variant: 'destructive' });
    } finally {
      setBusy(false);
    }
  };

  const footer = (
    <p>
      Remembered it? <Link to="/login">Back to sign in</Link>
    </p>
  );

  if (sentTo !== null) {
    return (
      <AuthLayout title="Check your email" footer={footer}>
        <div className="account-auth__sent" role="status">
          <span className="account-auth__sent-icon" aria-hidden="true">
            ✉
          </span>
          <p>
            If an account exists for <strong>{sentTo}</strong>, we sent a link to reset your password. The link expires in 1 hour.
          </p>
          <Button variant="secondary" block onClick={() => setSentTo(null)}>
            Send Another Email
          </Button>
        </div>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout title="Forgot your password?" subtitle="Enter your email and we will send you a link to reset it." footer={footer}>
      <form className="account-auth__form" onSubmit={onSubmit}>
        <TextField label="Email" type="email" name="email" autoComplete="email" required value={email} onChange={(e) => setEmail(e.target.value)} />
        <Button type="submit" block size="lg" busy={busy} busyLabel="Sending...">
          Send Reset Link
        </Button>
      </form>
    </AuthLayout>
  );
}
