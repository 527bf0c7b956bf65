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
 * A modal dialog on the native <dialog> element: focus is trapped, Escape closes it, the page
 * behind is inert; once closed, the focus is back on what opened it.
 */
export function Dialog({ open, title, description, onClose, children, actions }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const descriptionId = useId();
  // What had the focus as it opened (the button that opened it): it has it back after Cancel,
  // Escape or a confirm (issue 18), not the page's top. Chromium restores it only when the dialog
  // is closed while that element still stands where it was.
  const opener = useRef<HTMLElement | null>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      opener.current = document.activeElement instanceof HTMLElement && document.activeElement !== document.body ? document.activeElement : null;
      if (typeof dialog.showModal === 'function') dialog.showModal();
      else dialog.setAttribute('open', '');
    } else if (!open && dialog.open) {
      const focusInside = dialog.contains(document.activeElement);
      if (typeof dialog.close === 'function') dialog.close();
      else dialog.removeAttribute('open');
      const back = opener.current;
      opener.current = null;
      if (back?.isConnected && (focusInside || document.activeElement === document.body || document.activeElement === null)) back.focus();
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
