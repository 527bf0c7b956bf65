import { useState } from 'react';
import { Button, errorMessage, timeAgo, toast } from '@homewise/platform';
import type { LoanOfficerClient } from '@homewise/contracts';
import { resendInvitation } from '../api/clients-api';
import { reloadClients } from '../hooks/useClients';

/**
 * What the client has had of the officer's mail: Invited (with Resend) until they claim,
 * Unsubscribed, or the last digest and the last click; unread messages.
 */
export function MailCell({ client, onPreview }: { client: LoanOfficerClient; onPreview: (client: LoanOfficerClient) => void }) {
  const e = client.engagement;
  const [busy, setBusy] = useState(false);
  const resend = async () => {
    setBusy(true);
    try {
      toast({ title: 'Invitation sent', description: await resendInvitation(client.id), variant: 'success' });
      reloadClients();
    } catch (error) {
      toast({ title: 'Could not send the invitation', description: errorMessage(error, 'Please try again.'), variant: 'destructive' });
    } finally {
      setBusy(false);
    }
  };
  const name = client.fullName ?? client.email;
  return (
    <span className="clients-table__mail">
      {e.unsubscribedAt ? (
        <span className="hw-badge clients-badge--muted">Unsubscribed</span>
      ) : e.accountStatus === 'invited' ? (
        <span className="clients-table__invited">
          <span className="hw-badge">Invited</span>
          <Button variant="link" size="sm" busy={busy} busyLabel="Sending..." onClick={() => void resend()} aria-label={`Resend invitation to ${name}`}>
            Resend
          </Button>
        </span>
      ) : null}
      <span className="clients-table__none">Digest {e.lastDigestAt ? timeAgo(e.lastDigestAt) : 'not sent yet'}</span>
      {e.lastClickedAt ? <span className="clients-table__none">Clicked {timeAgo(e.lastClickedAt)}</span> : null}
      {e.unreadMessages ? <span className="hw-badge clients-badge--opp">{e.unreadMessages} unread</span> : null}
      <Button variant="link" size="sm" onClick={() => onPreview(client)} aria-label={`Preview digest for ${name}`}>
        Preview digest
      </Button>
    </span>
  );
}
