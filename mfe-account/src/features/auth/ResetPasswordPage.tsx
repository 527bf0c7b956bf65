import { useEffect, useState, type FormEvent } from 'react';
import { Button, errorMessage, isNetworkError, Link, toast, useNavigate, useSearchParams } from '@homewise/platform';
import { resetPassword } from './api/auth-api';
import { AuthLayout } from './components/AuthLayout';
import { NewPasswordFields } from './components/NewPasswordFields';
import { newPasswordProblem } from './password-rules';

/** Reset password (spec sections 2, 4, 5, 8): the token comes from the link's query string. */
export function ResetPasswordPage() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const token = params.get('token');
  const [password, setPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (token) return;
    toast({ title: 'Invalid Link', description: 'This password reset link is invalid.', variant: 'destructive' });
    navigate('/login', { replace: true });
  }, [token, navigate]);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!token) return;
    const problem = newPasswordProblem(password, confirmPassword);
    if (problem) return void toast(problem);
    setBusy(true);
    try {
      await resetPassword({ token, password });
      toast({ title: 'Password Reset!', description: 'Your password has been successfully reset. Please log in.', variant: 'success' });
      navigate('/login', { replace: true });
    } catch (error) {
      setBusy(false);
      const description = isNetworkError(error) ? 'An error occurred. Please try again.' : errorMessage(error, 'Failed to reset password');
      toast({ title: 'Reset Failed', description, variant: 'destructive' });
    }
  };

  return (
    <AuthLayout
      title="Choose a new password"
      subtitle="Pick a password you don't use anywhere else."
      footer={
        <p>
          <Link to="/login">Back to sign in</Link>
        </p>
      }
    >
      <form className="account-auth__form" onSubmit={onSubmit}>
        <NewPasswordFields
          label="New Password"
          password={password}
          confirmation={confirmPassword}
          onPassword={setPassword}
          onConfirmation={setConfirmPassword}
        />
        <Button type="submit" block size="lg" busy={busy} busyLabel="Resetting..." disabled={!token}>
          Reset Password
        </Button>
      </form>
    </AuthLayout>
  );
}
