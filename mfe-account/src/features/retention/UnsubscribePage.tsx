import { useState } from 'react';
import { Button, errorMessage, formatDate, Notice, PageSkeleton, queryClient, toast, useQuery, useSearchParams } from '@homewise/platform';
import type { UnsubscribeStatus } from '@homewise/contracts';
import { AuthLayout } from '../auth/components/AuthLayout';
import { setSubscribed, unsubscribeStatus } from './retention-api';


/**
 * The unsubscribe link of every digest and alert (`/unsubscribe?token=…`): signed out is fine.
 * The page asks first (a link scanner opening it must not unsubscribe anyone), confirms in words,
 * and offers to resubscribe. Mail providers' one-click goes to the API directly (RFC 8058).
 */
export function UnsubscribePage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const key = ['unsubscribe', token];
  const status = useQuery({ queryKey: key, enabled: Boolean(token), retry: false, queryFn: () => unsubscribeStatus(token) });
  const [busy, setBusy] = useState(false);

  if (!token || status.isError) {
    return (
      <AuthLayout title="Unsubscribe">
        <Notice tone="error" title="This link does not work">
          {token ? errorMessage(status.error, 'This unsubscribe link is not valid.') : 'This unsubscribe link is incomplete. Open the link from the email again.'}
        </Notice>
      </AuthLayout>
    );
  }
  if (status.isPending) return <PageSkeleton cards={1} label="Loading" />;
  const current = status.data;
  const from = current.loanOfficerName ? `from ${current.loanOfficerName}` : 'from your loan officer';

  const change = async (subscribed: boolean) => {
    setBusy(true);
    try {
      const next: UnsubscribeStatus = await setSubscribed(token, subscribed);
      queryClient.setQueryData(key, next);
      toast({ title: subscribed ? 'Subscribed again' : 'Unsubscribed', variant: 'success' });
    } catch (error) {
      toast({ title: 'That did not work', description: errorMessage(error, 'Please try again.'), variant: 'destructive' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <AuthLayout title={current.unsubscribed ? 'You are unsubscribed' : 'Unsubscribe'} subtitle={`Monthly digests and alerts ${from} to ${current.email}.`}>
      {current.unsubscribed ? (
        <>
          <Notice tone="info" title="No more digests or alerts">
            {`You will get no more digests or alerts ${from}${current.unsubscribedAt ? ` (unsubscribed on ${formatDate(current.unsubscribedAt)})` : ''}. Your Homewise account stays as it is.`}
          </Notice>
          <Button variant="secondary" block busy={busy} busyLabel="Subscribing..." onClick={() => void change(true)}>
            Resubscribe
          </Button>
        </>
      ) : (
        <>
          <p>Stop the monthly digest and the rate and equity alerts {from}? You can come back any time.</p>
          <Button block busy={busy} busyLabel="Unsubscribing..." onClick={() => void change(false)}>
            Unsubscribe
          </Button>
        </>
      )}
    </AuthLayout>
  );
}
