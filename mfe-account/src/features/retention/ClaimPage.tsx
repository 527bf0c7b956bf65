import { useState, type FormEvent } from 'react';
import { Button, errorMessage, Notice, PageSkeleton, setUser, toast, useNavigate, useQuery, useSearchParams } from '@homewise/platform';
import { AuthLayout } from '../auth/components/AuthLayout';
import { NewPasswordFields } from '../auth/components/NewPasswordFields';
import { newPasswordProblem } from '../auth/password-rules';
import { claimAccount, claimInvitation } from './retention-api';

/**
 * The invitation's link (`/claim?token=…`): an account a loan officer set up for their client.
 * Names the officer (name, company, NMLS id), asks for explicit consent to share — unticked, a
 * claim that does not share is just as welcome — and sets the password; the profile is already there.
 */
export function ClaimPage() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const invitation = useQuery({ queryKey: ['claim', token], enabled: Boolean(token), retry: false, queryFn: () => claimInvitation(token) });
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [shareConsent, setShareConsent] = useState(false);
  const [busy, setBusy] = useState(false);

  if (!token || invitation.isError) {
    return (
      <AuthLayout title="Claim your account">
        <Notice tone="error" title="This link does not work">
          {token ? errorMessage(invitation.error, 'This invitation link is invalid, used or expired.') : 'This invitation link is incomplete. Open the link from the email again.'}
        </Notice>
      </AuthLayout>
    );
  }
  if (invitation.isPending) return <PageSkeleton cards={1} label="Loading your invitation" />;
  const { email, firstName, loanOfficer, hasMortgageProfile } = invitation.data;
  const who = [loanOfficer.name, loanOfficer.companyName, loanOfficer.nmlsId ? `NMLS #${loanOfficer.nmlsId}` : null].filter(Boolean).join(', ');

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = newPasswordProblem(password, confirmation);
    if (problem) return void toast(problem);
    setBusy(true);
    try {
      setUser(await claimAccount({ token, password, shareConsent }));
      toast({ title: 'Welcome to Homewise!', description: shareConsent ? `You share your mortgage details with ${loanOfficer.name}.` : 'Your account is yours; nothing is shared.', variant: 'success' });
      navigate(hasMortgageProfile ? '/Dashboard' : '/onboarding', { replace: true });
    } catch (error) {
      setBusy(false);
      toast({ title: 'Could not claim the account', description: errorMessage(error, 'Please try again.'), variant: 'destructive' });
    }
  };

  return (
    <AuthLayout title={`Welcome${firstName ? `, ${firstName}` : ''}`} subtitle={`${loanOfficer.name} set up your Homewise account for ${email}.`}>
      <form className="account-auth__form" onSubmit={onSubmit}>
        <Notice tone="info" title={`Invited by ${loanOfficer.name}`}>
          <p>
            {who} set up this account for you{hasMortgageProfile ? ', with your home and loan already filled in' : ''}. If you agree, {loanOfficer.name} sees your loan
            balance, rate, payment and home value, and sends you a monthly digest about your home. You can stop sharing or unsubscribe at any time.
          </p>
          <label className="account-auth__consent">
            <input type="checkbox" name="shareConsent" checked={shareConsent} onChange={(event) => setShareConsent(event.target.checked)} />
            <span>Share my mortgage details with {loanOfficer.name}</span>
          </label>
        </Notice>
        <NewPasswordFields label="Choose a password" password={password} confirmation={confirmation} onPassword={setPassword} onConfirmation={setConfirmation} />
        <Button type="submit" block size="lg" busy={busy} busyLabel="Opening your account...">
          Claim my account
        </Button>
      </form>
    </AuthLayout>
  );
}
