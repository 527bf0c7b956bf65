import { useState } from 'react';
import { Button, ConfirmDialog, displayName, errorMessage, formatDate, toast } from '@homewise/platform';
import { PLANS, type AdminUser, type LoanOfficerPlan } from '@homewise/contracts';
import { changePlan } from '../api/users-api';

const day = (iso: string) => formatDate(iso);

/** What an admin can do with a plan: the change, its button, and what the dialog says. */
interface PlanAction {
  plan: LoanOfficerPlan;
  button: string;
  title: string;
  description: (name: string) => string;
}

/**
 * A plan as User Management states it. `plan=paid` at signup is only a 14-day Pro trial (nobody
 * has paid): it says so with its end date, and "Mark Paid" is how an admin records the payment.
 */
export function planStatus(user: Pick<AdminUser, 'plan' | 'planTrialEndsAt'>): { label: string; note: string | null; action: PlanAction | null } {
  if (!user.plan) return { label: '—', note: null, action: null };
  if (user.plan === 'pro' && user.planTrialEndsAt) {
    return {
      label: 'Pro trial',
      note: `Ends ${day(user.planTrialEndsAt)}, then Free Starter unless paid`,
      action: {
        plan: 'pro',
        button: 'Mark Paid',
        title: 'Mark Pro paid?',
        description: (name) => `${name} keeps ${PLANS.pro.name} after the trial ends on ${day(user.planTrialEndsAt!)}. Do this once they have paid.`,
      },
    };
  }
  if (user.plan === 'pro') {
    return {
      label: PLANS.pro.name,
      note: 'Paid',
      action: {
        plan: 'free',
        button: 'Set Free',
        title: `Set ${PLANS.free.name}?`,
        description: (name) => `${name} goes back to ${PLANS.free.name}: new signups join their client list only while they have fewer than ${PLANS.free.clientLimit}.`,
      },
    };
  }
  return {
    label: PLANS.free.name,
    note: null,
    action: {
      plan: 'pro',
      button: 'Mark Pro Paid',
      title: 'Mark Pro paid?',
      description: (name) => `${name} gets ${PLANS.pro.name} (room for ${PLANS.pro.clientLimit.toLocaleString('en-US')} clients). Do this once they have paid.`,
    },
  };
}

/** The Plan cell of a user's row: the plan (a trial with its end) and the admin's one change. */
export function OfficerPlan({ user, onChanged }: { user: AdminUser; onChanged: (updated: AdminUser) => void }) {
  const status = planStatus(user);
  const [open, setOpen] = useState(false);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const action = status.action;

  const confirm = async () => {
    if (!action) return;
    setSaving(true);
    setError(null);
    try {
      const updated = await changePlan(user.id, { plan: action.plan });
      onChanged(updated);
      toast({ title: 'Plan Updated', description: `${displayName(updated)} is on ${planStatus(updated).label}.`, variant: 'success' });
      setOpen(false);
    } catch (failure) {
      setError(errorMessage(failure, 'Failed to update the plan'));
    } finally {
      setSaving(false);
    }
  };

  return (
    <div className="account-users__plan">
      <span className={user.planTrialEndsAt ? 'hw-badge' : undefined}>{status.label}</span>
      {status.note ? <span className="account-users__plan-note">{status.note}</span> : null}
      {action ? (
        <>
          <Button
            variant="secondary"
            size="sm"
            aria-label={`${action.button}: ${user.email}`}
            onClick={() => {
              setError(null);
              setOpen(true);
            }}
          >
            {action.button}
          </Button>
          <ConfirmDialog
            open={open}
            tone="primary"
            title={action.title}
            description={action.description(displayName(user))}
            confirmLabel={action.button}
            busy={saving}
            busyLabel="Saving..."
            error={error}
            onConfirm={confirm}
            onCancel={() => setOpen(false)}
          />
        </>
      ) : null}
    </div>
  );
}
