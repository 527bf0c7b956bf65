import { useState, type FormEvent } from 'react';
import { Button, errorMessage, TextField, toast, todayIso } from '@homewise/platform';
import { enterMarketRatesByHand } from '../api/rates-api';
import { lastFriday, readManualRatesForm, type ManualRatesForm as Form } from '../rate-form';

interface ManualRatesFormProps {
  /** After the rates are stored: reload the card. */
  onEntered: () => void;
  onCancel: () => void;
}

/**
 * This week's rates typed in by an admin when the source is down (issue 18). Checked as typed
 * with the API's own words; stored as the newest snapshot with the admin's name, so Cut My Costs,
 * Clients and the digest show them as this week's from then on.
 */
export function ManualRatesForm({ onEntered, onCancel }: ManualRatesFormProps) {
  const today = todayIso();
  const [form, setForm] = useState<Form>({ thirtyYearPercent: '', fifteenYearPercent: '', asOf: lastFriday(today) });
  // A field shows its problem once it was typed in or the form was sent, not while still empty.
  const [touched, setTouched] = useState<Partial<Record<keyof Form, boolean>>>({});
  const [saving, setSaving] = useState(false);
  const { input, problems } = readManualRatesForm(form, today);
  const shown = (field: keyof Form, key: keyof typeof problems) => (touched[field] ? problems[key] : undefined);
  const change = (field: keyof Form) => (event: { target: { value: string } }) => {
    setForm((current) => ({ ...current, [field]: event.target.value }));
    setTouched((current) => ({ ...current, [field]: true }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched({ thirtyYearPercent: true, fifteenYearPercent: true, asOf: true });
    if (Object.keys(problems).length) return;
    setSaving(true);
    try {
      await enterMarketRatesByHand(input);
      toast({ title: 'Market Rates Entered', description: 'Every page now shows these rates as this week’s.', variant: 'success' });
      onEntered();
    } catch (error) {
      toast({ title: 'Rates Not Saved', description: errorMessage(error, 'The rates could not be saved'), variant: 'destructive' });
    } finally {
      setSaving(false);
    }
  };

  return (
    <form className="rates-manual" aria-label="Enter this week’s rates by hand" onSubmit={submit} noValidate>
      <p className="rates-muted">
        When the rate source is down, type in this week’s published survey rates. They are stored with your name and shown as
        this week’s until the next weekly read.
      </p>
      <div className="rates-manual__fields">
        <TextField label="30-year fixed (%)" inputMode="decimal" value={form.thirtyYearPercent} onChange={change('thirtyYearPercent')} error={shown('thirtyYearPercent', 'thirtyYearFixed')} />
        <TextField label="15-year fixed (%)" inputMode="decimal" value={form.fifteenYearPercent} onChange={change('fifteenYearPercent')} error={shown('fifteenYearPercent', 'fifteenYearFixed')} />
        <TextField
          label="Week ending"
          type="date"
          value={form.asOf}
          max={today}
          onChange={change('asOf')}
          hint="The survey week the rates were published for."
          error={shown('asOf', 'asOf')}
        />
      </div>
      <div className="rates-manual__actions">
        <Button type="submit" busy={saving} busyLabel="Saving…">
          Save these rates
        </Button>
        <Button variant="secondary" onClick={onCancel} disabled={saving}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
