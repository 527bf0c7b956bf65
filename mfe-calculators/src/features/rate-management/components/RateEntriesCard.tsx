import { useEffect, useId, useState, type FormEvent } from 'react';
import { Button, Card, CardHeader, ConfirmDialog, errorMessage, formatDate, Notice, SelectField, Skeleton, TextField, toast } from '@homewise/platform';
import { ALL_LOAN_TYPE_VALUES, loanTypeLabel, type RateEntry } from '@homewise/contracts';
import { createRateEntry, deleteRateEntry, fetchRateEntries, updateRateEntry } from '../api/rates-api';
import { parseRatePercent, ratePercentText } from '../rate-form';

const LOAN_TYPE_OPTIONS = ALL_LOAN_TYPE_VALUES.map((value) => ({ value, label: loanTypeLabel(value) }));
const updated = (iso: string) => formatDate(iso);

/** The rate field of the add form and of a row being edited: percent, three decimals, 0.5–25. */
function RateInput({ label, value, onChange, error, autoFocus }: { label: string; value: string; onChange: (v: string) => void; error?: string; autoFocus?: boolean }) {
  return (
    <TextField
      label={label}
      inputMode="decimal"
      value={value}
      onChange={(e) => onChange(e.target.value)}
      error={error}
      autoFocus={autoFocus}
      hint="Percent, up to three decimals (6.875)"
    />
  );
}

function EditRow({ entry, onSaved, onCancel }: { entry: RateEntry; onSaved: (entry: RateEntry) => void; onCancel: () => void }) {
  const [text, setText] = useState(ratePercentText(entry.rate));
  const [error, setError] = useState<string | undefined>();
  const [saving, setSaving] = useState(false);
  const formId = useId();
  const save = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = parseRatePercent(text);
    if ('error' in parsed) return setError(parsed.error);
    setSaving(true);
    try {
      onSaved(await updateRateEntry(entry.id, { rate: parsed.rate }));
    } catch (failure) {
      setError(errorMessage(failure, 'Failed to update the rate'));
      setSaving(false);
    }
  };
  return (
    <tr className="rates-entries__editing">
      <th scope="row">{loanTypeLabel(entry.loanType)}</th>
      <td colSpan={2}>
        {/* The form wraps the field only (a form cannot wrap table cells); the buttons join it by id. */}
        {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- Escape pressed in the field inside cancels the edit */}
        <form id={formId} onSubmit={save} noValidate onKeyDown={(e) => e.key === 'Escape' && onCancel()}>
          <RateInput label={`Rate for ${loanTypeLabel(entry.loanType)} (%)`} value={text} onChange={(v) => {
              setText(v);
              setError(undefined);
            }} error={error} autoFocus />
        </form>
      </td>
      <td className="rates-entries__actions">
        <Button type="submit" form={formId} size="sm" busy={saving} busyLabel="Saving...">
          Save
        </Button>
        <Button variant="secondary" size="sm" onClick={onCancel} disabled={saving}>
          Cancel
        </Button>
      </td>
    </tr>
  );
}

/**
 * The rate of each loan type that prefills Cut My Costs: add, edit inline, delete after asking.
 * The server refuses a second entry for a loan type; its message is shown as it is.
 */
export function RateEntriesCard() {
  const [entries, setEntries] = useState<RateEntry[] | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [editing, setEditing] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<RateEntry | null>(null);
  const [deleteBusy, setDeleteBusy] = useState(false);
  const [deleteError, setDeleteError] = useState<string | null>(null);
  const [newType, setNewType] = useState('');
  const [newRate, setNewRate] = useState('');
  const [addErrors, setAddErrors] = useState<{ loanType?: string; rate?: string; form?: string }>({});
  const [adding, setAdding] = useState(false);
  const [reloadKey, setReloadKey] = useState(0);

  useEffect(() => {
    let current = true;
    fetchRateEntries().then(
      (list) => {
        if (!current) return;
        setEntries(list);
        setLoadError(null);
      },
      (error: unknown) => current && setLoadError(errorMessage(error, 'Rate entries could not be loaded.')),
    );
    return () => {
      current = false;
    };
  }, [reloadKey]);

  const free = LOAN_TYPE_OPTIONS.filter((o) => !entries?.some((e) => e.loanType === o.value));
  const add = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = parseRatePercent(newRate);
    const errors = { loanType: newType ? undefined : 'Choose a loan type.', rate: 'error' in parsed ? parsed.error : undefined };
    setAddErrors(errors);
    if (errors.loanType || !('rate' in parsed)) return;
    setAdding(true);
    try {
      const created = await createRateEntry({ loanType: newType, rate: parsed.rate });
      setEntries((old) => [...(old ?? []).filter((e) => e.id !== created.id), created].sort((a, b) => ALL_LOAN_TYPE_VALUES.indexOf(a.loanType) - ALL_LOAN_TYPE_VALUES.indexOf(b.loanType)));
      toast({ title: 'Rate Added', description: `${loanTypeLabel(created.loanType)}: ${ratePercentText(created.rate)}%`, variant: 'success' });
      setNewType('');
      setNewRate('');
    } catch (error) {
      // 409: "There is already a rate for 30-Year Fixed. Edit that one instead."
      setAddErrors({ form: errorMessage(error, 'Failed to add the rate') });
    } finally {
      setAdding(false);
    }
  };

  const askToDelete = (entry: RateEntry) => {
    setDeleteError(null);
    setDeleting(entry);
  };

  const confirmDelete = async () => {
    if (!deleting) return;
    setDeleteBusy(true);
    setDeleteError(null);
    try {
      await deleteRateEntry(deleting.id);
      setEntries((old) => old?.filter((e) => e.id !== deleting.id) ?? null);
      toast({ title: 'Rate Deleted', description: `${loanTypeLabel(deleting.loanType)} has no published rate now.`, variant: 'success' });
      setDeleting(null);
    } catch (error) {
      setDeleteError(errorMessage(error, 'Failed to delete the rate'));
    } finally {
      setDeleteBusy(false);
    }
  };

  return (
    <Card className="rates-entries" aria-labelledby="rates-entries-title">
      <CardHeader
        title={<span id="rates-entries-title">Rates by loan type</span>}
        description="Cut My Costs starts a homeowner's new rate at the rate of their loan type (6.500% when it has none)."
      />
      {loadError ? (
        <Notice tone="error" title="Rate entries could not be loaded" actions={<Button onClick={() => setReloadKey((k) => k + 1)}>Try again</Button>}>
          {loadError}
        </Notice>
      ) : !entries ? (
        <div role="status" aria-label="Loading rate entries" className="rates-loading">
          {[0, 1, 2, 3].map((i) => (
            <Skeleton key={i} height="2.5rem" />
          ))}
        </div>
      ) : (
        <>
          {entries.length === 0 ? (
            <Notice title="No rates published">Add the rate of each loan type below; until then Cut My Costs starts at 6.500%.</Notice>
          ) : (
            <div className="hw-table-wrap" tabIndex={0} role="region" aria-label="Rate entries">
              <table className="hw-table rates-entries__table">
                <caption className="hw-visually-hidden">Published rates by loan type</caption>
                <thead>
                  <tr>
                    <th scope="col">Loan type</th>
                    <th scope="col">Rate</th>
                    <th scope="col">Updated</th>
                    <th scope="col">
                      <span className="hw-visually-hidden">Actions</span>
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {entries.map((entry) =>
                    editing === entry.id ? (
                      <EditRow
                        key={entry.id}
                        entry={entry}
                        onCancel={() => setEditing(null)}
                        onSaved={(saved) => {
                          setEntries((old) => old?.map((e) => (e.id === saved.id ? saved : e)) ?? null);
                          setEditing(null);
                          toast({ title: 'Rate Updated', description: `${loanTypeLabel(saved.loanType)}: ${ratePercentText(saved.rate)}%`, variant: 'success' });
                        }}
                      />
                    ) : (
                      <tr key={entry.id}>
                        <th scope="row">{loanTypeLabel(entry.loanType)}</th>
                        <td className="rates-entries__rate">{ratePercentText(entry.rate)}%</td>
                        <td>{updated(entry.updatedAt)}</td>
                        <td className="rates-entries__actions">
                          <Button variant="secondary" size="sm" onClick={() => setEditing(entry.id)} aria-label={`Edit the ${loanTypeLabel(entry.loanType)} rate`}>
                            Edit
                          </Button>
                          <Button variant="ghost" size="sm" onClick={() => askToDelete(entry)} aria-label={`Delete the ${loanTypeLabel(entry.loanType)} rate`}>
                            Delete
                          </Button>
                        </td>
                      </tr>
                    ),
                  )}
                </tbody>
              </table>
            </div>
          )}
          <form className="rates-add" onSubmit={add} noValidate aria-labelledby="rates-add-title">
            <h3 id="rates-add-title" className="rates-subtitle">
              Add a rate
            </h3>
            {addErrors.form ? <Notice tone="error" title={addErrors.form} /> : null}
            <div className="rates-add__fields">
              <SelectField
                label="Loan type"
                value={newType}
                onChange={(e) => {
                  setNewType(e.target.value);
                  setAddErrors({ ...addErrors, loanType: undefined, form: undefined });
                }}
                options={LOAN_TYPE_OPTIONS}
                placeholder={free.length ? 'Choose a loan type' : 'Every loan type has a rate'}
                error={addErrors.loanType}
              />
              <RateInput label="Rate (%)" value={newRate} onChange={(v) => {
                  setNewRate(v);
                  setAddErrors({ ...addErrors, rate: undefined, form: undefined });
                }} error={addErrors.rate} />
              <Button type="submit" busy={adding} busyLabel="Adding..." className="rates-add__submit">
                Add Rate
              </Button>
            </div>
          </form>
        </>
      )}
      <ConfirmDialog
        open={deleting !== null}
        title={deleting ? `Delete the ${loanTypeLabel(deleting.loanType)} rate?` : 'Delete the rate?'}
        description={
          deleting
            ? `Cut My Costs will start ${loanTypeLabel(deleting.loanType)} homeowners at 6.500% until you add a rate again. This cannot be undone.`
            : undefined
        }
        confirmLabel="Delete Rate"
        busy={deleteBusy}
        busyLabel="Deleting..."
        error={deleteError}
        onConfirm={confirmDelete}
        onCancel={() => setDeleting(null)}
      />
    </Card>
  );
}
