import { useEffect, useId, useRef, type ReactNode } from 'react';
import { Button } from './Button';
import { Notice } from './Card';
import { Dialog } from './Dialog';

export interface ConfirmDialogProps {
  open: boolean;
  title: ReactNode;
  description?: ReactNode;
  /** The confirming button's text ("Stop Sharing", "Delete My Account"). */
  confirmLabel: ReactNode;
  /** The request is under way: the confirming button shows `busyLabel` ("Deleting..."); nothing closes. */
  busy?: boolean;
  busyLabel?: ReactNode;
  /** `danger` for what cannot be undone (the default), `primary` otherwise. */
  tone?: 'danger' | 'primary';
  /** Why the last attempt failed, shown above the fields; the dialog stays open. */
  error?: ReactNode;
  onConfirm: () => void;
  /** Cancel, Escape: ignored while busy (a request already sent cannot be called back). */
  onCancel: () => void;
  cancelLabel?: ReactNode;
  /** Fields the confirmation needs (a password): inside the dialog's form, so Enter confirms. */
  children?: ReactNode;
}

/**
 * "Are you sure?" before something that cannot be undone: Cancel and a confirming button, a
 * busy state, the failure's message, optional fields. Built on `Dialog` (native <dialog>: focus
 * trapped and restored, Escape cancels). The first field takes the focus as it opens.
 */
export function ConfirmDialog({
  open,
  title,
  description,
  confirmLabel,
  busy = false,
  busyLabel,
  tone = 'danger',
  error,
  onConfirm,
  onCancel,
  cancelLabel = 'Cancel',
  children,
}: ConfirmDialogProps) {
  const formId = useId();
  const form = useRef<HTMLFormElement>(null);
  const cancel = () => {
    if (!busy) onCancel();
  };

  // Runs after the Dialog's own effect has shown it (a hidden field cannot take the focus).
  useEffect(() => {
    if (open) form.current?.querySelector<HTMLElement>('input:not([type=hidden]), select, textarea')?.focus();
  }, [open]);

  return (
    <Dialog
      open={open}
      title={title}
      description={description}
      onClose={cancel}
      actions={
        <>
          <Button variant="secondary" onClick={cancel} disabled={busy}>
            {cancelLabel}
          </Button>
          <Button type="submit" form={formId} variant={tone} busy={busy} busyLabel={busyLabel}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      {/* The buttons sit in the dialog's action row, tied to this form by its id. */}
      <form
        ref={form}
        id={formId}
        className="hw-confirm-dialog__form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (!busy) onConfirm();
        }}
      >
        {error ? <Notice tone="error" title={error} /> : null}
        {children}
      </form>
    </Dialog>
  );
}
