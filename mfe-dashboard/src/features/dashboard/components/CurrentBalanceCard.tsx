import { useState } from 'react';
import { autoBalance, sumMoney } from '@homewise/finance';
import { Button, errorMessage, formatCurrency, MoneyField, toast } from '@homewise/platform';
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
 * "Auto" — the original loan amortized at the monthly payment since the first payment date,
 * minus the extra payments recorded on Extra Payments (finance's autoBalance).
 */
export function CurrentBalanceCard({ profile, today, reload }: Props) {
  const edit = useInlineEdit(() => ({ balance: String(profile.currentBalance) }), reload);
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
        extraPaymentsTotal: sumMoney(payments.map((payment) => payment.amount)),
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
          onSubmit={(event) => {
            event.preventDefault();
            void edit.save((draft) => updateCurrentBalance(profile.id, Number.parseFloat(draft.balance) || 0), {
              success: 'Current balance updated successfully',
              failure: 'Failed to update current balance',
            });
          }}
        >
          <MoneyField
            label="New current balance"
            name="currentBalance"
            autoFocus
            value={edit.draft.balance}
            onChange={(e) => edit.change(() => ({ balance: e.target.value }))}
          />
          <div className="dash-inline-form__actions">
            <Button variant="secondary" size="sm" onClick={edit.cancel} disabled={edit.saving}>
              Cancel
            </Button>
            <Button type="submit" size="sm" busy={edit.saving} busyLabel="Saving..." disabled={edit.draft.balance.trim() === ''}>
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
        <Button variant="secondary" size="sm" onClick={edit.start} aria-label="Edit current balance" disabled={calculating}>
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
