import { useState } from 'react';
import type { ExtraPayment } from '@homewise/contracts';
import { isPaymentMade } from '@homewise/finance';
import { Button, ConfirmDialog, formatCurrency, MoneyField, TextField, toast, useFocusReturn } from '@homewise/platform';
import { mediumDate } from '../../../shared/dates';
import { paymentFormOf, readPaymentForm, type PaymentForm, type PaymentFormErrors } from '../payment-form';

type Pending = { kind: 'save'; payment: ExtraPayment; change: { paymentDate: string; amount: string } } | { kind: 'delete'; payment: ExtraPayment };

const describe = (p: { paymentDate: string; amount: number | string }) => `${formatCurrency(Number(p.amount))} on ${mediumDate(p.paymentDate)}`;

/**
 * The recorded payments, newest first. One row at a time is edited in place; Save asks for a
 * confirmation first, and so does Delete ("Are you sure you want to delete this payment?").
 * Failures say so with the spec's words (section 8) and leave the row as it was.
 */
export function HistoryTable({
  payments,
  today,
  onUpdate,
  onDelete,
}: {
  payments: ExtraPayment[];
  /** A payment dated after it is "Scheduled": not made yet. */
  today: string;
  onUpdate: (id: string, change: { paymentDate: string; amount: string }) => Promise<unknown>;
  onDelete: (id: string) => Promise<unknown>;
}) {
  const [editing, setEditing] = useState<{ id: string; form: PaymentForm; errors: PaymentFormErrors } | null>(null);
  const [pending, setPending] = useState<Pending | null>(null);
  const [busy, setBusy] = useState(false);

  // Cancel or a saved change: the focus goes back to the row's Edit button (issue 18).
  const focus = useFocusReturn();
  const [lastEdited, setLastEdited] = useState<string | null>(null);
  const startEditing = (payment: ExtraPayment) => {
    setLastEdited(payment.id);
    setEditing({ id: payment.id, form: paymentFormOf(payment), errors: {} });
  };
  const stopEditing = () => {
    focus.returnFocus();
    setEditing(null);
  };

  const askToSave = (payment: ExtraPayment) => {
    if (!editing) return;
    const { payment: change, errors } = readPaymentForm(editing.form);
    if (!change) return setEditing({ ...editing, errors });
    setPending({ kind: 'save', payment, change });
  };

  const confirm = async () => {
    if (!pending) return;
    setBusy(true);
    try {
      if (pending.kind === 'save') {
        await onUpdate(pending.payment.id, pending.change);
        stopEditing();
      } else {
        await onDelete(pending.payment.id);
        if (editing?.id === pending.payment.id) setEditing(null);
      }
    } catch (error) {
      console.error(`Failed to ${pending.kind === 'save' ? 'update' : 'delete'} the extra payment`, error);
      toast({
        title: 'Error',
        description: pending.kind === 'save' ? 'Failed to update payment. Please try again.' : 'Failed to delete payment. Please try again.',
        variant: 'destructive',
      });
    } finally {
      setBusy(false);
      setPending(null);
    }
  };

  const field = (key: keyof PaymentForm) => (event: { target: { value: string } }) =>
    setEditing((current) => current && { ...current, form: { ...current.form, [key]: event.target.value }, errors: { ...current.errors, [key]: undefined } });

  return (
    <>
      <div className="hw-table-wrap" role="region" aria-label="Recorded extra payments" tabIndex={0}>
        <table className="hw-table hw-table--cards ep-history">
          <caption className="hw-visually-hidden">Extra payments recorded, newest first</caption>
          <thead>
            <tr>
              <th scope="col">Date</th>
              <th scope="col">Amount</th>
              <th scope="col">
                <span className="hw-visually-hidden">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {payments.map((payment) =>
              editing?.id === payment.id ? (
                <tr key={payment.id} className="ep-history__editing">
                  <td data-label="Date">
                    <TextField label={<span className="hw-visually-hidden">Payment date</span>} type="date" value={editing.form.paymentDate} error={editing.errors.paymentDate} onChange={field('paymentDate')} />
                  </td>
                  <td data-label="Amount">
                    <MoneyField
                      label={<span className="hw-visually-hidden">Amount</span>}
                      value={editing.form.amount}
                      error={editing.errors.amount}
                      onChange={field('amount')}
                    />
                  </td>
                  <td className="hw-table__card-wide">
                    <div className="ep-history__actions">
                    <Button size="sm" onClick={() => askToSave(payment)}>
                      Save
                    </Button>
                    <Button size="sm" variant="secondary" onClick={stopEditing}>
                      Cancel
                    </Button>
                    </div>
                  </td>
                </tr>
              ) : (
                <tr key={payment.id}>
                  <td data-label="Date">
                    {mediumDate(payment.paymentDate)}
                    {isPaymentMade(payment.paymentDate, today) ? null : <span className="hw-badge ep-history__scheduled">Scheduled</span>}
                  </td>
                  <td data-label="Amount" className="calc-num">{formatCurrency(Number(payment.amount))}</td>
                  <td className="hw-table__card-wide">
                    <div className="ep-history__actions">
                    <Button
                      ref={payment.id === lastEdited ? focus.triggerRef : undefined}
                      size="sm"
                      variant="secondary"
                      disabled={editing !== null}
                      onClick={() => startEditing(payment)} aria-label={`Edit the payment of ${describe(payment)}`}>
                      Edit
                    </Button>
                    <Button size="sm" variant="ghost" onClick={() => setPending({ kind: 'delete', payment })} aria-label={`Delete the payment of ${describe(payment)}`}>
                      Delete
                    </Button>
                    </div>
                  </td>
                </tr>
              ),
            )}
          </tbody>
        </table>
      </div>
      <ConfirmDialog
        open={pending?.kind === 'save'}
        title="Save the changes to this payment?"
        description={pending?.kind === 'save' ? `${describe(pending.payment)} becomes ${describe(pending.change)}.` : undefined}
        confirmLabel="Save Changes"
        busy={busy}
        busyLabel="Saving..."
        tone="primary"
        onConfirm={() => void confirm()}
        onCancel={() => setPending(null)}
      />
      <ConfirmDialog
        open={pending?.kind === 'delete'}
        title="Are you sure you want to delete this payment?"
        description={pending?.kind === 'delete' ? `The payment of ${describe(pending.payment)} leaves your history. This cannot be undone.` : undefined}
        confirmLabel="Delete"
        busy={busy}
        busyLabel="Deleting..."
        onConfirm={() => void confirm()}
        onCancel={() => setPending(null)}
      />
    </>
  );
}
