import { useId, type InputHTMLAttributes, type ReactNode } from 'react';

/** A labelled checkbox with an optional hint tied to it for screen readers. */
export function CheckboxField({ label, hint, ...input }: Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'id'> & { label: ReactNode; hint?: ReactNode }) {
  const id = useId();
  return (
    <div className="calc-checkbox">
      <input id={id} type="checkbox" aria-describedby={hint ? `${id}-hint` : undefined} {...input} />
      <label htmlFor={id}>{label}</label>
      {hint ? (
        <p className="hw-field__hint calc-checkbox__hint" id={`${id}-hint`}>
          {hint}
        </p>
      ) : null}
    </div>
  );
}
