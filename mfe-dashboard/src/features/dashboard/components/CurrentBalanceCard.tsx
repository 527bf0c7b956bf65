import { useState } from 'react';
import { autoBalance, extraPaymentsMadeTotal } from '@homewise/finance';
import { Button, errorMessage, formatCurrency, MoneyField, toast, todayIso } from '@homewise/platform';
import { mortgageFormErrors } from '@homewise/platform/mortgage-profile';
import type { MortgageProfile } from '@homewise/contracts';
import { fetchExtraPayments, updateCurrentBalance } from '../api/dashboard-api';
import { useInlineEdit } from '../hooks/useInlineEdit';
import { FigureCard } from './FigureCard';

interface Props {
  profile: MortgageProfile;
  today: string;
  reload: () => Promise<unknown>;
}

/**
 * Current Balance ("Remaining principal"): typed in from a statement (the edit button), or
 * "Auto" — the original loan amortized at the monthly payment for the payments made, minus the
 * extra payments made (finance's autoBalance; one dated after today is scheduled, not made).
 * Recording an extra payment already takes it off the balance (backend), so Auto is for a
 * balance that has fallen behind the regular payments.
 */
export function CurrentBalanceCard({ profile, today, reload }: Props) {
  const { formRef, editButtonRef, ...edit } = useInlineEdit(
    () => ({ currentBalance: String(profile.currentBalance) }),
    reload,
    // Issue 18: never negative, never above the original loan amount.
    (draft) => mortgageFormErrors(draft, todayIso(), { stored: profile }),
  );
  const [calculating, setCalculating] = useState(false);
  const canAuto = profile.originalLoanAmount > 0 && profile.monthlyPayment > 0;

  const calculate = async () => {
    setCalculating(true);
    try {
      const payments = await fetchExtraPayments(profile.id);
      const balance = autoBalance({
        originalLoanAmount: profile.originalLoanAmount,
        annualRate: profile.originalInterestRate,
        monthlyPayment: profile.monthlyPayment,
        loanTermYears: profile.loanTermYears,
        firstPaymentDate: profile.firstPaymentDate,
        // Only those made by today: a scheduled one comes off on its date.
        extraPaymentsTotal: extraPaymentsMadeTotal(payments, today),
        today,
      });
      await updateCurrentBalance(profile.id, balance);
      toast({ title: 'Success', description: `Balance auto-calculated: ${formatCurrency(balance)}`, variant: 'success' });
      await reload();
    } catch (error) {
      console.error('Failed to auto-calculate balance', error);
      toast({ title: 'Error', description: errorMessage(error, 'Failed to auto-calculate balance'), variant: 'destructive' });
    } finally {
      setCalculating(false);
    }
  };

  if (edit.editing && edit.draft) {
    return (
      <FigureCard id="card-balance" title="Current Balance" value={formatCurrency(profile.currentBalance)} caption="Remaining principal">
        <form
          className="dash-inline-form"
          ref={formRef}
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void edit.save((draft) => updateCurrentBalance(profile.id, Number.parseFloat(draft.currentBalance) || 0), {
              success: 'Current balance updated successfully',
              failure: 'Failed to update current balance',
            });
          }}
        >
          <MoneyField
            label="New current balance"
            name="currentBalance"
            autoFocus
            value={edit.draft.currentBalance}
            onChange={(e) => edit.change(() => ({ currentBalance: e.target.value }), 'currentBalance')}
            error={edit.errorOf('currentBalance')}
          />
          <div className="dash-inline-form__actions">
            <Button variant="secondary" size="sm" onClick={edit.cancel} disabled={edit.saving}>
              Cancel
            </Button>
            <Button type="submit" size="sm" busy={edit.saving} busyLabel="Saving..." disabled={edit.draft.currentBalance.trim() === ''}>
              Save
            </Button>
          </div>
        </form>
      </FigureCard>
    );
  }

  return (
    <FigureCard id="card-balance" title="Current Balance" value={formatCurrency(profile.currentBalance)} caption="Remaining principal">
      <div className="dash-figure__actions">
        <Button ref={editButtonRef} variant="secondary" size="sm" onClick={edit.start} aria-label="Edit current balance" disabled={calculating}>
          <span aria-hidden="true">✎</span> Edit
        </Button>
        <Button
          variant="secondary"
          size="sm"
          onClick={() => void calculate()}
          busy={calculating}
          busyLabel="Calculating..."
          disabled={!canAuto}
          aria-describedby="balance-auto-hint"
        >
          Auto
        </Button>
      </div>
      <p id="balance-auto-hint" className="dash-figure__hint">
        {canAuto
          ? 'Auto: your payments to date, minus the extra payments you recorded.'
          : 'Auto needs the original loan amount and the monthly payment (Loan Details).'}
      </p>
    </FigureCard>
  );
}
