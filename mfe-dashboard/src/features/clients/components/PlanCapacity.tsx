import type { ReactNode } from 'react';
import { buttonClass, Card, CardHeader, Link, Notice, ProgressBar } from '@homewise/platform';
import { PLANS, type LoanOfficerClientList, type LoanOfficerPlan } from '@homewise/contracts';
import { capacityOf } from '../clients-view';

/** Where a Free officer asks for Pro (the Contact form, prefilled). */
export const UPGRADE_PATH = '/Contact?topic=upgrade';

function UpgradeLink({ variant = 'primary' }: { variant?: 'primary' | 'secondary' }) {
  return (
    <Link to={UPGRADE_PATH} className={buttonClass({ variant, size: 'sm' })}>
      Upgrade to Pro
    </Link>
  );
}

/** Said plainly at the top of Clients once the plan is full: what happens to the next signup, and the way to Pro. */
export function PlanFullNotice({ plan, clientLimit }: { plan: LoanOfficerPlan; clientLimit: number }) {
  const upgrade = plan === 'free';
  return (
    <Notice tone="warning" title={`Your plan is full: ${clientLimit.toLocaleString('en-US')} of ${clientLimit.toLocaleString('en-US')} clients`} actions={upgrade ? <UpgradeLink /> : undefined}>
      The next homeowner who signs up through your link still gets their Homewise account, but they will not join your client
      list and you will not see their numbers.
      {upgrade
        ? ` ${PLANS.pro.name} ($${PLANS.pro.monthlyPrice}/month) has room for ${PLANS.pro.clientLimit.toLocaleString('en-US')} clients.`
        : ' Contact us if you need more room.'}
    </Notice>
  );
}

/**
 * "3 of 5 clients" on the officer's plan with a bar. `planBadge` replaces the plan's name badge
 * (e.g. a trial's end date) without touching the rest.
 */
export function PlanCapacity({ list, planBadge }: { list: Pick<LoanOfficerClientList, 'plan' | 'clientLimit' | 'clientCount'>; planBadge?: ReactNode }) {
  const capacity = capacityOf(list);
  const left = capacity.limit - capacity.used;
  return (
    <Card className="clients-capacity" aria-labelledby="clients-capacity-title">
      <CardHeader
        title={<span id="clients-capacity-title">Your plan</span>}
        actions={planBadge ?? <span className="hw-badge clients-capacity__plan">{capacity.planName}</span>}
      />
      <p className="clients-capacity__count">{capacity.label}</p>
      <ProgressBar value={capacity.used} max={capacity.limit} label={`Clients on your plan: ${capacity.label}`} />
      {capacity.full ? (
        <p className="clients-capacity__full">Full: new signups through your link no longer join your client list.</p>
      ) : capacity.nearlyFull ? (
        <Notice tone="info" title={left === 1 ? 'One place left' : `${left.toLocaleString('en-US')} places left`} actions={list.plan === 'free' ? <UpgradeLink variant="secondary" /> : undefined}>
          Once your plan is full, new signups through your link no longer join your client list.
        </Notice>
      ) : (
        <p className="clients-capacity__room">Room for {left.toLocaleString('en-US')} more.</p>
      )}
    </Card>
  );
}
