import { useEffect, useId, useRef, type ReactNode } from 'react';

export interface DialogProps {
  open: boolean;
  title: ReactNode;
  description?: ReactNode;
  onClose: () => void;
  children?: ReactNode;
  actions?: ReactNode;
}

/**
 * A modal dialog on the native <dialog> element: focus is trapped and restored by the browser,
 * Escape closes it, the page behind is inert.
 */
export function Dialog({ open, title, description, onClose, children, actions }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const descriptionId = useId();
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      if (typeof dialog.showModal === 'function') dialog.showModal();
      else dialog.setAttribute('open', '');
    } else if (!open && dialog.open) {
      if (typeof dialog.close === 'function') dialog.close();
      else dialog.removeAttribute('open');
    }
  }, [open]);
  return (
    <dialog
      ref={ref}
      className="hw-dialog"
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      <h2 className="hw-dialog__title" id={titleId}>
        {title}
      </h2>
      {description ? (
        <p className="hw-dialog__description" id={descriptionId}>
          {description}
        </p>
      ) : null}
      {children}
      {actions ? <div className="hw-dialog__actions">{actions}</div> : null}
    </dialog>
  );
}
