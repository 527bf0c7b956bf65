import { useCallback, useState } from 'react';

/**
 * Which of a form's messages to show, as the user types: a field's message shows once it holds
 * something (a stored value that breaks a bound shows at once), once it was typed in (emptying a
 * required field says so), and for every field after a Save or Continue was tried. A blank field
 * nobody touched yet stays quiet — a new form does not open in red.
 */
export function useFieldErrors<F extends string>() {
  const [touched, setTouched] = useState<ReadonlySet<F>>(() => new Set());
  const [submitted, setSubmitted] = useState(false);

  const shown = useCallback(
    (errors: Partial<Record<F, string>>, field: F, value: string | undefined): string | undefined =>
      submitted || touched.has(field) || (value ?? '').trim() !== '' ? errors[field] : undefined,
    [submitted, touched],
  );
  const touch = useCallback((field: F) => setTouched((current) => (current.has(field) ? current : new Set(current).add(field))), []);
  const submit = useCallback(() => setSubmitted(true), []);
  const reset = useCallback(() => {
    setTouched(new Set());
    setSubmitted(false);
  }, []);
  return { shown, touch, submit, reset, submitted };
}

/** Moves focus to the first field marked invalid inside `container` (after a refused Save). */
export function focusFirstInvalid(container: ParentNode | null | undefined): void {
  // After React has drawn the messages (the fields get aria-invalid in that render).
  requestAnimationFrame(() => (container?.querySelector('[aria-invalid="true"]') as HTMLElement | null)?.focus());
}
