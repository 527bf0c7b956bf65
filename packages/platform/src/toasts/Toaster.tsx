import { useEffect } from 'react';
import { dismissToast, TOAST_DURATION_MS, TOASTS_ON_SCREEN, useToasts, type Toast } from './toast-store';

function ToastItem({ toast }: { toast: Toast }) {
  // Shown again as a duplicate (a new shownAt): its time on screen starts over.
  useEffect(() => {
    const timer = setTimeout(() => dismissToast(toast.id), TOAST_DURATION_MS);
    return () => clearTimeout(timer);
  }, [toast.id, toast.shownAt]);
  return (
    // The role sits on the text, not on the <li>: a list item may not be an alert (axe
    // aria-allowed-role), and the list would then hold no list items.
    <li className={`hw-toast hw-toast--${toast.variant}`}>
      <div className="hw-toast__text" role={toast.variant === 'destructive' ? 'alert' : 'status'}>
        <p className="hw-toast__title">{toast.title}</p>
        {toast.description ? <p className="hw-toast__description">{toast.description}</p> : null}
      </div>
      <button type="button" className="hw-toast__close" aria-label="Dismiss notification" onClick={() => dismissToast(toast.id)}>
        ×
      </button>
    </li>
  );
}

/**
 * Renders the newest open toasts (at most TOASTS_ON_SCREEN); the shell mounts one (and each
 * remote's standalone dev page). On a phone they sit at the top, clear of the forms' buttons.
 */
export function Toaster() {
  const toasts = useToasts()
    .filter((t) => t.open)
    .slice(0, TOASTS_ON_SCREEN);
  return (
    <section className="hw-toaster" aria-label="Notifications" aria-live="polite">
      <ol className="hw-toaster__list">
        {toasts.map((t) => (
          <ToastItem key={t.id} toast={t} />
        ))}
      </ol>
    </section>
  );
}
