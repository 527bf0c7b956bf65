import { useEffect, useState } from 'react';
import { ApiError, Button, Card, CardHeader, ConfirmDialog, errorMessage, formatDateTime, loadUser, Notice, Skeleton, toast } from '@homewise/platform';
import type { SharedLoanOfficer, User } from '@homewise/contracts';
import { DigestSwitch } from './DigestSwitch';
import { Detail } from './Detail';
import { fetchSharedLoanOfficer, stopSharingWithLoanOfficer } from '../api/profile-api';

/**
 * Whom the homeowner's data is shared with (they signed up through a loan officer's link) and the
 * way to end it, as the Privacy Policy says: shown only to a user linked to an officer.
 */
export function SharedLoanOfficerSection({ user }: { user: User }) {
  const [officer, setOfficer] = useState<SharedLoanOfficer | null | undefined>(undefined);
  const [consentAt, setConsentAt] = useState<string | null>(null);
  const [loadFailed, setLoadFailed] = useState(false);
  const [open, setOpen] = useState(false);
  const [stopping, setStopping] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  useEffect(() => {
    if (!user.loanOfficerId) return;
    let current = true;
    fetchSharedLoanOfficer().then(
      (loaded) => {
        if (!current) return;
        setOfficer(loaded.loanOfficer);
        setConsentAt(loaded.sharingConsentAt);
      },
      (error: unknown) => {
        console.error('Failed to load the loan officer', error);
        if (current) setLoadFailed(true);
      },
    );
    return () => {
      current = false;
    };
  }, [user.loanOfficerId]);

  if (!user.loanOfficerId) return null;

  const stopSharing = async () => {
    setStopping(true);
    setFailure(null);
    try {
      const message = await stopSharingWithLoanOfficer();
      toast({ title: 'Sharing Stopped', description: message, variant: 'success' });
    } catch (error) {
      // 404: already ended (another tab); the fresh user below hides this section.
      if (!(error instanceof ApiError && error.status === 404)) {
        setStopping(false);
        setFailure(errorMessage(error, 'Sharing could not be stopped. Please try again.'));
        return;
      }
    }
    setOpen(false);
    setStopping(false);
    await loadUser({ force: true });
  };

  const name = officer?.name ?? 'your loan officer';
  // Accounts linked before consent was recorded (signed up through the officer's link under the
  // earlier signup page) have no consent time: say how the sharing began instead of claiming an
  // agreement we have no record of.
  const consentUnrecorded = officer !== undefined && !loadFailed && consentAt === null;
  const what = 'so they can see your name, email, phone, loan balance, interest rate, monthly payment and home equity.';
  return (
    <Card className="account-sharing" aria-labelledby="shared-loan-officer">
      <CardHeader
        title={<span id="shared-loan-officer">Your Loan Officer</span>}
        description={
          consentUnrecorded
            ? `You signed up through your loan officer's link, ${what}`
            : `You agreed to share with your loan officer, ${what}`
        }
      />
      {loadFailed ? (
        <Notice tone="warning" title="We could not load your loan officer's details">
          Please reload the page in a moment. You can still stop sharing.
        </Notice>
      ) : officer === undefined ? (
        <div role="status" aria-label="Loading your loan officer">
          <Skeleton height="4.5rem" />
        </div>
      ) : officer ? (
        <dl className="account-profile__details account-profile__details--two">
          <Detail label="Name" value={officer.name} />
          <Detail label="Company" value={officer.companyName} />
          <Detail label="NMLS ID" value={officer.nmlsId} />
          <Detail label="Email" value={officer.email} href={`mailto:${officer.email}`} />
          <Detail label="Phone" value={officer.phone} href={officer.phone ? `tel:${officer.phone.replace(/[^\d+]/g, '')}` : undefined} />
          {consentAt ? <Detail label="You agreed to share" value={formatDateTime(consentAt)} /> : null}
        </dl>
      ) : null}
      {officer ? <DigestSwitch officerName={officer.name} /> : null}
      <div>
        <Button
          variant="secondary"
          onClick={() => {
            setFailure(null);
            setOpen(true);
          }}
        >
          Stop Sharing
        </Button>
      </div>
      <ConfirmDialog
        open={open}
        title={`Stop sharing with ${name}?`}
        description="They will no longer see you or your mortgage among their clients. Your account and your data stay as they are."
        confirmLabel="Stop Sharing"
        busy={stopping}
        busyLabel="Stopping..."
        error={failure}
        onConfirm={() => void stopSharing()}
        onCancel={() => setOpen(false)}
      />
    </Card>
  );
}
