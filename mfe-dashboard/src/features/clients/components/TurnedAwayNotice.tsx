import { useState } from 'react';
import { Button, errorMessage, Notice, toast } from '@homewise/platform';
import type { LoanOfficerClientList } from '@homewise/contracts';
import { dismissTurnedAway } from '../api/clients-api';
import { shortDate } from '../clients-view';
import { UpgradeLink } from './PlanCapacity';

/**
 * Homeowners who signed up through the officer's link while the plan was full (issue 18): they
 * have their account but are not on the list. How many and since when — never who: they share
 * nothing with the officer. "Got it" dismisses them until the next one.
 */
export function TurnedAwayNotice({ list, onDismissed }: { list: Pick<LoanOfficerClientList, 'turnedAway' | 'plan' | 'clientLimit'>; onDismissed: () => void }) {
  const [busy, setBusy] = useState(false);
  const { count, firstAt } = list.turnedAway;
  if (count === 0) return null;
  const dismiss = async () => {
    setBusy(true);
    try {
      await dismissTurnedAway();
      onDismissed();
    } catch (error) {
      toast({ title: 'Error', description: errorMessage(error, 'That could not be saved. Please try again.'), variant: 'destructive' });
    } finally {
      setBusy(false);
    }
  };
  const when = firstAt ? `${count === 1 ? ' on' : ' since'} ${shortDate(firstAt)}` : '';
  return (
    <Notice
      tone="warning"
      title={`${count === 1 ? '1 homeowner' : `${count.toLocaleString('en-US')} homeowners`} could not join your client list`}
      actions={
        <>
          {list.plan === 'free' ? <UpgradeLink /> : null}
          <Button variant="secondary" size="sm" onClick={() => void dismiss()} busy={busy} busyLabel="Saving…">
            Got it
          </Button>
        </>
      }
    >
      {count === 1 ? 'A homeowner' : `${count.toLocaleString('en-US')} homeowners`} signed up through your link{when} while your plan was full (
      {list.clientLimit.toLocaleString('en-US')} clients). {count === 1 ? 'They have a Homewise account' : 'They have Homewise accounts'} but are
      not on your list, and you cannot see their numbers.
    </Notice>
  );
}
