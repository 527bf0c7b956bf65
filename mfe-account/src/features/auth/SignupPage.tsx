import { useState, type FormEvent } from 'react';
import { Button, errorMessage, isNetworkError, Link, setUser, TextField, toast, useNavigate, useSearchParams } from '@homewise/platform';
import type { SignupRequest } from '@homewise/contracts';
import { signup } from './api/auth-api';
import { OfficerConsent, useReferringOfficer } from './components/OfficerConsent';
import { AuthLayout } from './components/AuthLayout';
import { NewPasswordFields } from './components/NewPasswordFields';
import { newPasswordProblem } from './password-rules';
import { PLAN_NAMES, planFrom } from './plan';

/**
 * Signup (spec sections 2, 4, 5, 8). `plan` (a loan officer's plan) and `lo` (the referring loan
 * officer's code) come from the URL and go to the API with the form. Through an officer's link the
 * page names the officer and asks for explicit consent to share (issue 20): without the box
 * ticked the account is made unlinked.
 */
export function SignupPage() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const plan = planFrom(params.get('plan'));
  const lo = params.get('lo')?.trim() || undefined;
  const [form, setForm] = useState({ firstName: '', lastName: '', email: '', password: '', confirmPassword: '' });
  const [busy, setBusy] = useState(false);
  const [shareConsent, setShareConsent] = useState(false);
  const officer = useReferringOfficer(lo);
  const set = (field: keyof typeof form) => (event: { target: { value: string } }) => setForm((f) => ({ ...f, [field]: event.target.value }));

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!form.email.trim()) return;
    const problem = newPasswordProblem(form.password, form.confirmPassword);
    if (problem) return void toast(problem);
    const body: SignupRequest = {
      email: form.email.trim(),
      password: form.password,
      firstName: form.firstName.trim() || undefined,
      lastName: form.lastName.trim() || undefined,
      ...(plan ? { plan } : {}),
      ...(lo ? { lo, shareConsent } : {}),
    };
    setBusy(true);
    try {
      const created = await signup(body);
      setUser(created);
      toast({ title: 'Account Created!', description: 'Welcome to the product', variant: 'success' });
      // A new loan officer starts on Clients (their brand and link), not in the homeowners'
      // mortgage setup (issue 18).
      navigate(created.role === 'loan_officer' ? '/Clients' : '/onboarding', { replace: true });
    } catch (error) {
      setBusy(false);
      if (isNetworkError(error)) {
        toast({ title: 'Error', description: 'An error occurred during signup. Please try again.', variant: 'destructive' });
      } else {
        toast({ title: 'Signup Failed', description: errorMessage(error, 'Unable to create account'), variant: 'destructive' });
      }
    }
  };

  const loginQuery = new URLSearchParams(params);
  loginQuery.delete('returnTo');
  return (
    <AuthLayout
      title={plan ? 'Create your loan officer account' : 'Create your account'}
      subtitle={plan ? `Plan: ${PLAN_NAMES[plan]}` : 'Start tracking your mortgage and unlock savings.'}
      footer={
        <p>
          Already have an account? <Link to={`/login${loginQuery.size ? `?${loginQuery}` : ''}`}>Sign in</Link>
        </p>
      }
    >
      <form className="account-auth__form" onSubmit={onSubmit}>
        {lo ? <OfficerConsent officer={officer} checked={shareConsent} onChange={setShareConsent} /> : null}
        <div className="account-auth__row">
          <TextField label="First Name" name="firstName" autoComplete="given-name" value={form.firstName} onChange={set('firstName')} />
          <TextField label="Last Name" name="lastName" autoComplete="family-name" value={form.lastName} onChange={set('lastName')} />
        </div>
        <TextField label="Email" type="email" name="email" autoComplete="email" required value={form.email} onChange={set('email')} />
        <NewPasswordFields
          label="Password"
          password={form.password}
          confirmation={form.confirmPassword}
          onPassword={(password) => setForm((f) => ({ ...f, password }))}
          onConfirmation={(confirmPassword) => setForm((f) => ({ ...f, confirmPassword }))}
          userInputs={[form.firstName, form.lastName, form.email]}
        />
        <Button type="submit" block size="lg" busy={busy} busyLabel="Creating account...">
          Create Account
        </Button>
      </form>
    </AuthLayout>
  );
}
