import { useRef, useState, type FormEvent } from 'react';
import type { MortgageProfile } from '@homewise/contracts';
import { Button, Card, CardHeader, focusFirstInvalid, formatCurrency, MoneyField, ProgressBar, todayIso, toast, useFieldErrors } from '@homewise/platform';
import { updateMortgageProfile } from '@homewise/platform/mortgage-profile';
import { SummaryRow } from '../../../shared/LoanSummaryCard';
import { equityFormOf, readEquityForm, type EquityForm, type HouseSegments } from '../equity-view';

/**
 * "Equity Breakdown": Home Value, Loan Balance, Total Equity, with an inline edit of the first
 * two (spec section 7: PATCH /mortgage-profile/{id} with both as strings; the page takes the
 * profile it answers). A failure says the spec's words (section 8) and keeps the edit open.
 */
export function EquityBreakdownCard({ profile, house, onSaved }: { profile: MortgageProfile; house: HouseSegments; onSaved: (profile: MortgageProfile) => void }) {
  const [form, setForm] = useState<EquityForm | null>(null);
  const [saving, setSaving] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const fieldErrors = useFieldErrors<keyof EquityForm>();
  // Issue 18: the bounds of @homewise/contracts, shown as typed.
  const { values, errors } = form ? readEquityForm(form, profile, todayIso()) : { values: null, errors: {} };
  const errorOf = (field: keyof EquityForm) => (form ? fieldErrors.shown(errors, field, form[field]) : undefined);

  const save = async (event: FormEvent) => {
    event.preventDefault();
    if (!form) return;
    if (!values) {
      fieldErrors.submit();
      focusFirstInvalid(formRef.current);
      return;
    }
    setSaving(true);
    try {
      onSaved(await updateMortgageProfile(profile.id, values));
      setForm(null);
      toast({ title: 'Equity Updated', description: 'Your home value and loan balance were saved.', variant: 'success' });
    } catch (error) {
      console.error('Failed to update the equity values', error);
      toast({ title: 'Error', description: 'Failed to update equity values. Please try again.', variant: 'destructive' });
    } finally {
      setSaving(false);
    }
  };

  const start = () => {
    fieldErrors.reset();
    setForm(equityFormOf(profile));
  };
  const change = (field: keyof EquityForm) => (event: { target: { value: string } }) => {
    fieldErrors.touch(field);
    setForm((current) => (current ? { ...current, [field]: event.target.value } : current));
  };

  return (
    <Card aria-labelledby="equity-breakdown-heading">
      <CardHeader
        title={<span id="equity-breakdown-heading">Equity Breakdown</span>}
        actions={
          form ? null : (
            <Button variant="secondary" size="sm" onClick={start}>
              Edit
            </Button>
          )
        }
      />
      {form ? (
        <form className="calc-fields" ref={formRef} onSubmit={save} noValidate aria-label="Edit your equity values">
          <MoneyField
            label="Home Value"
            name="homeValue"
            value={form.homeValue}
            error={errorOf('homeValue')}
            autoFocus
            onChange={change('homeValue')}
          />
          <MoneyField
            label="Loan Balance"
            name="balance"
            value={form.balance}
            error={errorOf('balance')}
            onChange={change('balance')}
          />
          <div className="hw-card__actions">
            <Button type="submit" busy={saving} busyLabel="Saving...">
              Save
            </Button>
            <Button variant="secondary" onClick={() => setForm(null)} disabled={saving}>
              Cancel
            </Button>
          </div>
        </form>
      ) : (
        <>
          <dl className="calc-summary">
            <SummaryRow label="Home Value" value={formatCurrency(house.homeValue, 0)} />
            <SummaryRow label="Loan Balance" value={formatCurrency(house.balance, 0)} />
            <SummaryRow label="Total Equity" value={<span className="mhe-total">{`${formatCurrency(house.equity, 0)} (${house.equityPercent}%)`}</span>} />
          </dl>
          <ProgressBar value={house.equityPercent} label={`Equity: ${house.equityPercent}% of your home's value`} />
          <p className="mhe-note">Your equity grows as you pay the loan down and as your home gains value. Edit the figures after an appraisal or a new statement.</p>
        </>
      )}
    </Card>
  );
}
