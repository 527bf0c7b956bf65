import type { FormEvent, ReactNode, RefObject } from 'react';
import { Button } from '@homewise/platform';

/** Label/value pairs of a summary section. */
export function DetailList({ items }: { items: readonly (readonly [label: string, value: ReactNode])[] }) {
  return (
    <dl className="dash-details">
      {items.map(([label, value]) => (
        <div key={label} className="dash-details__item">
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

interface EditControls {
  editing: boolean;
  saving: boolean;
  start: () => void;
  cancel: () => void;
}

/**
 * One part of the Mortgage Summary with its own inline edit: the details, or their fields with
 * Save ("Saving...") and Cancel. Each part edits on its own (spec section 4).
 */
export function SummarySection({
  id,
  title,
  edit,
  formRef,
  editButtonRef,
  editLabel,
  onSubmit,
  fields,
  children,
}: {
  id: string;
  title: string;
  edit: EditControls;
  /** The edit's form, where a refused Save moves focus to the first field to fix. */
  formRef?: RefObject<HTMLFormElement>;
  /** The Edit button, which has the focus back after Cancel or Save (apart from `edit`: refs are not read while rendering). */
  editButtonRef?: RefObject<HTMLButtonElement>;
  /** The Edit button's accessible name, e.g. "Edit property values". */
  editLabel: string;
  onSubmit: () => void;
  fields: ReactNode;
  children: ReactNode;
}) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <section className="dash-section" aria-labelledby={id}>
      <div className="dash-section__heading">
        <h3 id={id}>{title}</h3>
        {edit.editing ? null : (
          <Button ref={editButtonRef} variant="secondary" size="sm" onClick={edit.start} aria-label={editLabel}>
            <span aria-hidden="true">✎</span> Edit
          </Button>
        )}
      </div>
      {edit.editing ? (
        <form className="dash-inline-form" ref={formRef} onSubmit={submit} aria-label={editLabel} noValidate>
          {fields}
          <div className="dash-inline-form__actions">
            <Button variant="secondary" size="sm" onClick={edit.cancel} disabled={edit.saving}>
              Cancel
            </Button>
            <Button type="submit" size="sm" busy={edit.saving} busyLabel="Saving...">
              Save
            </Button>
          </div>
        </form>
      ) : (
        children
      )}
    </section>
  );
}
