import { useRef, useState } from 'react';
import { errorMessage, focusFirstInvalid, toast, useFieldErrors, useFocusReturn } from '@homewise/platform';

export interface InlineSaveTexts {
  /** Spec section 8's success text, e.g. "Property values updated successfully". */
  success: string;
  /** Spec section 8's fallback when the server gives no message, e.g. "Failed to update property values". */
  failure: string;
}

/** The messages of a draft's fields (issue 18: the bounds of @homewise/contracts). */
export type DraftErrors<Draft> = Partial<Record<keyof Draft & string, string>>;

/**
 * One of the Dashboard's independent inline edits (spec section 4): view → edit with a draft →
 * Save (toast, then the page reloads its data) or Cancel (the draft is discarded). A failed save
 * keeps the edit open with what was typed. With `validate`, each field shows its message as it
 * is typed, and Save sends nothing while any is left (every message shows, focus goes to the
 * first).
 */
export function useInlineEdit<Draft extends Record<string, string>>(
  startDraft: () => Draft,
  reload: () => Promise<unknown>,
  validate?: (draft: Draft) => DraftErrors<Draft>,
) {
  const [draft, setDraft] = useState<Draft | null>(null);
  const [saving, setSaving] = useState(false);
  const fieldErrors = useFieldErrors<keyof Draft & string>();
  const formRef = useRef<HTMLFormElement>(null);
  // Cancel or Save: the focus goes back to the Edit button.
  const focus = useFocusReturn();
  const errors: DraftErrors<Draft> = draft && validate ? validate(draft) : {};

  const save = async (request: (draft: Draft) => Promise<unknown>, texts: InlineSaveTexts) => {
    if (draft === null || saving) return;
    if (Object.keys(errors).length) {
      fieldErrors.submit();
      focusFirstInvalid(formRef.current);
      return;
    }
    setSaving(true);
    try {
      await request(draft);
    } catch (error) {
      console.error(texts.failure, error);
      toast({ title: 'Error', description: errorMessage(error, texts.failure), variant: 'destructive' });
      setSaving(false);
      return;
    }
    toast({ title: 'Success', description: texts.success, variant: 'success' });
    await reload();
    setSaving(false);
    focus.returnFocus();
    setDraft(null);
  };

  return {
    editing: draft !== null,
    draft,
    saving,
    /** The edit's form (take it apart from the rest: a ref is not read while rendering). */
    formRef,
    /** The Edit button's ref: it has the focus back once the edit closes. */
    editButtonRef: focus.triggerRef,
    start: () => {
      fieldErrors.reset();
      setDraft(startDraft());
    },
    cancel: () => {
      focus.returnFocus();
      setDraft(null);
    },
    /** Changes the draft; `field` names what was typed in, so its message shows from now on. */
    change: (update: (draft: Draft) => Draft, field?: keyof Draft & string) => {
      if (field) fieldErrors.touch(field);
      setDraft((current) => (current === null ? current : update(current)));
    },
    /** The message a field shows now. */
    errorOf: (field: keyof Draft & string) => fieldErrors.shown(errors, field, draft?.[field]),
    hasErrors: Object.keys(errors).length > 0,
    save,
  };
}
