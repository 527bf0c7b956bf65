import { buttonClass, Card, CardHeader, Link, Notice, ProgressBar } from '@homewise/platform';
import { PLANS, type LoanOfficerClientList, type LoanOfficerPlan } from '@homewise/contracts';
import { capacityOf, trialOf, type Trial } from '../clients-view';

/** Where a Free officer asks for Pro (the Contact form, prefilled). */
export const UPGRADE_PATH = '/Contact?topic=upgrade';

export function UpgradeLink({ variant = 'primary', label = 'Upgrade to Pro' }: { variant?: 'primary' | 'secondary'; label?: string }) {
  return (
    <Link to={UPGRADE_PATH} className={buttonClass({ variant, size: 'sm' })}>
      {label}
    </Link>
  );
}

/** Said plainly at the top of Clients once the plan is full: what happens to the next signup, and the way to Pro. */
export function PlanFullNotice({ plan, clientLimit, clientCount }: { plan: LoanOfficerPlan; clientLimit: number; clientCount: number }) {
  const upgrade = plan === 'free';
  // More clients than the limit: those of a Pro trial that has ended (they stay on the list).
  return (
    <Notice tone="warning" title={`Your plan is full: ${clientCount.toLocaleString('en-US')} of ${clientLimit.toLocaleString('en-US')} clients`} actions={upgrade ? <UpgradeLink /> : undefined}>
      The next homeowner who signs up through your link still gets their Homewise account, but they will not join your client
      list and you will not see their numbers.
      {upgrade
        ? ` ${PLANS.pro.name} ($${PLANS.pro.monthlyPrice}/month) has room for ${PLANS.pro.clientLimit.toLocaleString('en-US')} clients.`
        : ' Contact us if you need more room.'}
    </Notice>
  );
}

/**
 * A Pro trial said as such (issue 14): when it ends, what the plan is then, and the way to keep Pro.
 * Clients already on the list stay after it; only new signups are held to Free's limit.
 */
function TrialNotice({ trial, clientCount }: { trial: Trial; clientCount: number }) {
  const free = PLANS.free;
  const over = clientCount >= free.clientLimit;
  return (
    <Notice tone="info" title={`Pro trial: ${trial.daysLeft === 1 ? '1 day' : `${trial.daysLeft} days`} left`} actions={<UpgradeLink variant="secondary" label="Keep Pro" />}>
      Your {PLANS.pro.name} trial ends on {trial.endsOn}. Then your plan is {free.name} ({free.clientLimit} clients) unless Pro is paid: the
      clients on your list stay, and new signups through your link join it only while it has fewer than {free.clientLimit}
      {over ? ` (you have ${clientCount.toLocaleString('en-US')})` : ''}.
    </Notice>
  );
}

/** "3 of 5 clients" on the officer's plan with a bar; a Pro trial is shown as a trial, with its end. */
export function PlanCapacity({ list }: { list: Pick<LoanOfficerClientList, 'plan' | 'planTrialEndsAt' | 'clientLimit' | 'clientCount'> }) {
  const capacity = capacityOf(list);
  const trial = trialOf(list);
  const left = capacity.limit - capacity.used;
  return (
    <Card className="clients-capacity" aria-labelledby="clients-capacity-title">
      <CardHeader
        title={<span id="clients-capacity-title">Your plan</span>}
        actions={<span className="hw-badge clients-capacity__plan">{trial ? `${capacity.planName} trial` : capacity.planName}</span>}
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
      {trial ? <TrialNotice trial={trial} clientCount={capacity.used} /> : null}
    </Card>
  );
}
