import { createStore, useStore } from 'zustand';

/** Spec section 9: at most 20 toasts kept; a dismissed toast is removed after 1,000,000 ms. */
export const TOAST_LIMIT = 20;
export const TOAST_REMOVE_DELAY_MS = 1_000_000;
/** How long a toast stays on screen before it closes by itself (a polished default). */
export const TOAST_DURATION_MS = 6_000;

export type ToastVariant = 'default' | 'success' | 'destructive';

export interface Toast {
  id: string;
  title: string;
  description?: string;
  variant: ToastVariant;
  /** False once dismissed: hidden at once, removed from the list after the delay. */
  open: boolean;
}

export interface ToastInput {
  title: string;
  description?: string;
  variant?: ToastVariant;
}

export const toastStore = createStore<{ toasts: Toast[] }>(() => ({ toasts: [] }));

let counter = 0;
const removalTimers = new Map<string, ReturnType<typeof setTimeout>>();

function scheduleRemoval(id: string): void {
  if (removalTimers.has(id)) return;
  removalTimers.set(
    id,
    setTimeout(() => {
      removalTimers.delete(id);
      toastStore.setState((state) => ({ toasts: state.toasts.filter((t) => t.id !== id) }));
    }, TOAST_REMOVE_DELAY_MS),
  );
}

/** Marks one toast (or all, without an id) closed; it is removed after the delay. */
export function dismissToast(id?: string): void {
  toastStore.setState((state) => ({
    toasts: state.toasts.map((t) => (id === undefined || t.id === id ? { ...t, open: false } : t)),
  }));
  for (const t of toastStore.getState().toasts) if (!t.open) scheduleRemoval(t.id);
}

/** Shows a toast (newest first, at most 20 kept). Returns handles to update or dismiss it. */
export function toast(input: ToastInput) {
  counter = (counter + 1) % Number.MAX_SAFE_INTEGER;
  const id = String(counter);
  const next: Toast = { id, title: input.title, description: input.description, variant: input.variant ?? 'default', open: true };
  toastStore.setState((state) => ({ toasts: [next, ...state.toasts].slice(0, TOAST_LIMIT) }));
  return {
    id,
    dismiss: () => dismissToast(id),
    update: (patch: Partial<ToastInput>) =>
      toastStore.setState((state) => ({
        toasts: state.toasts.map((t) => (t.id === id ? { ...t, ...patch, variant: patch.variant ?? t.variant } : t)),
      })),
  };
}

export function useToasts(): Toast[] {
  return useStore(toastStore, (state) => state.toasts);
}
