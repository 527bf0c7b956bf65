import { useState, type FormEvent } from 'react';
import { Button, errorMessage, MoneyField, TextField } from '@homewise/platform';
import { EMPTY_PAYMENT_FORM, readPaymentForm, type PaymentForm, type PaymentFormErrors } from '../payment-form';

/** Record an extra payment made: date and amount, both required (spec section 5). */
export function RecordPaymentForm({ today, onRecord }: { today: string; onRecord: (payment: { paymentDate: string; amount: string }) => Promise<unknown> }) {
  const [form, setForm] = useState<PaymentForm>({ ...EMPTY_PAYMENT_FORM, paymentDate: today });
  const [errors, setErrors] = useState<PaymentFormErrors>({});
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const { payment, errors: found } = readPaymentForm(form);
    setErrors(found);
    setFailure(null);
    if (!payment) return;
    setSaving(true);
    try {
      await onRecord(payment);
      // Clear only what was recorded: anything typed while it saved is the next payment, kept.
      setForm((current) => (current === form ? { ...EMPTY_PAYMENT_FORM, paymentDate: current.paymentDate } : current));
    } catch (error) {
      // Spec section 8 only logs this; saying so beside the button keeps what was typed.
      console.error('Failed to record the extra payment', error);
      setFailure(errorMessage(error, 'Your payment was not recorded. Please try again.'));
    } finally {
      setSaving(false);
    }
  };

  const change = (field: keyof PaymentForm) => (event: { target: { value: string } }) => {
    setForm((current) => ({ ...current, [field]: event.target.value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  return (
    <form className="ep-record" onSubmit={submit} noValidate aria-labelledby="record-payment-heading">
      <h3 className="ep-record__title" id="record-payment-heading">
        Record a payment you made
      </h3>
      <div className="ep-record__fields">
        <TextField label="Payment Date" name="paymentDate" type="date" required value={form.paymentDate} error={errors.paymentDate} onChange={change('paymentDate')} />
        <MoneyField label="Amount" name="amount" required value={form.amount} error={errors.amount} onChange={change('amount')} />
        <Button type="submit" busy={saving} busyLabel="Recording..." className="ep-record__submit">
          Record Payment
        </Button>
      </div>
      {failure ? (
        <p className="hw-field__error" role="alert">
          {failure}
        </p>
      ) : null}
    </form>
  );
}
