import { useState } from 'react';
import { errorMessage, toast } from '@homewise/platform';

export interface InlineSaveTexts {
  /** Spec section 8's success text, e.g. "Property values updated successfully". */
  success: string;
  /** Spec section 8's fallback when the server gives no message, e.g. "Failed to update property values". */
  failure: string;
}

/**
 * One of the Dashboard's independent inline edits (spec section 4): view → edit with a draft →
 * Save (toast, then the page reloads its data) or Cancel (the draft is discarded). A failed save
 * keeps the edit open with what was typed.
 */
export function useInlineEdit<Draft>(startDraft: () => Draft, reload: () => Promise<unknown>) {
  const [draft, setDraft] = useState<Draft | null>(null);
  const [saving, setSaving] = useState(false);

  const save = async (request: (draft: Draft) => Promise<unknown>, texts: InlineSaveTexts) => {
    if (draft === null || saving) return;
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
    setDraft(null);
  };

  return {
    editing: draft !== null,
    draft,
    saving,
    start: () => setDraft(startDraft()),
    cancel: () => setDraft(null),
    change: (update: (draft: Draft) => Draft) => setDraft((current) => (current === null ? current : update(current))),
    save,
  };
}
