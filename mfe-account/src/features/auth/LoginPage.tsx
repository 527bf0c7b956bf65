import { useState, type FormEvent } from 'react';
import { Button, errorMessage, isNetworkError, Link, Notice, safeReturnTo, setUser, TextField, toast, useNavigate, useSearchParams } from '@homewise/platform';
import { login } from './api/auth-api';
import { AuthLayout } from './components/AuthLayout';
import { PLAN_NAMES, planFrom } from './plan';

/** Login (spec sections 2, 4, 5, 8): email and password, then `returnTo` (same site) or "/". */
export function LoginPage() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const plan = planFrom(params.get('plan'));
  const lo = params.get('lo');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);

  const signupQuery = new URLSearchParams();
  if (plan) signupQuery.set('plan', plan);
  if (lo) signupQuery.set('lo', lo);
  const signupUrl = `/signup${signupQuery.size ? `?${signupQuery}` : ''}`;

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!email.trim() || !password) return;
    setBusy(true);
    try {
      const user = await login({ email: email.trim(), password });
      setUser(user);
      toast({ title: 'Welcome back!', description: 'You have successfully logged in.', variant: 'success' });
      navigate(safeReturnTo(params.get('returnTo'), '/'), { replace: true });
    } catch (error) {
      setBusy(false);
      if (isNetworkError(error)) {
        toast({ title: 'Error', description: 'An error occurred during login. Please try again.', variant: 'destructive' });
      } else {
        toast({ title: 'Login Failed', description: errorMessage(error, 'Invalid email or password'), variant: 'destructive' });
      }
    }
  };

  return (
    <AuthLayout
      title="Welcome back"
      subtitle="Sign in to track your mortgage and find savings."
      footer={
        <p>
          Don&apos;t have an account? <Link to={signupUrl}>Sign up</Link>
        </p>
      }
    >
      {plan ? (
        <Notice
          tone="info"
          title="New here? Create your loan officer account"
          actions={
            <Link to={signupUrl} className="hw-button hw-button--primary hw-button--md">
              Create loan officer account
            </Link>
          }
        >
          You chose the {PLAN_NAMES[plan]} plan. Already have an account? Sign in below.
        </Notice>
      ) : null}
      <form className="account-auth__form" onSubmit={onSubmit}>
        <TextField label="Email" type="email" name="email" autoComplete="email" required value={email} onChange={(e) => setEmail(e.target.value)} />
        <TextField
          label="Password"
          type="password"
          name="password"
          autoComplete="current-password"
          required
          value={password}
          onChange={(e) => setPassword(e.target.value)}
        />
        <div className="account-auth__between">
          <Link to="/forgot-password">Forgot password?</Link>
        </div>
        <Button type="submit" block size="lg" busy={busy} busyLabel="Signing in...">
          Sign In
        </Button>
      </form>
    </AuthLayout>
  );
}
