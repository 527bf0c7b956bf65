import { createStore, useStore } from 'zustand';

/** Spec section 9: at most 20 toasts kept; a dismissed toast is removed after 1,000,000 ms. */
export const TOAST_LIMIT = 20;
export const TOAST_REMOVE_DELAY_MS = 1_000_000;
/** How long a toast stays on screen before it closes by itself (a polished default). */
export const TOAST_DURATION_MS = 6_000;
/**
 * A toast shown this shortly before the page changes announces the change ("Welcome back!", "You
 * are logged out") and goes along to the next page; older ones close as the page changes.
 */
export const TOAST_CARRY_MS = 1_000;
/** At most this many on screen at once (issue 18: a stack of toasts covered a phone's form). */
export const TOASTS_ON_SCREEN = 3;

export type ToastVariant = 'default' | 'success' | 'destructive';

export interface Toast {
  id: string;
  title: string;
  description?: string;
  variant: ToastVariant;
  /** False once dismissed: hidden at once, removed from the list after the delay. */
  open: boolean;
  /** When it was shown (or shown again as a duplicate): its time on screen counts from here. */
  shownAt: number;
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

function dismissWhere(closes: (t: Toast) => boolean): void {
  if (!toastStore.getState().toasts.some((t) => t.open && closes(t))) return;
  toastStore.setState((state) => ({ toasts: state.toasts.map((t) => (t.open && closes(t) ? { ...t, open: false } : t)) }));
  for (const t of toastStore.getState().toasts) if (!t.open) scheduleRemoval(t.id);
}

/** Marks one toast (or all, without an id) closed; it is removed after the delay. */
export function dismissToast(id?: string): void {
  dismissWhere((t) => id === undefined || t.id === id);
}

/**
 * The page changed (the shell calls this on every new path): toasts about the page left behind
 * close, except those shown in the last TOAST_CARRY_MS, which announce the change itself.
 */
export function dismissToastsOnNavigation(now: number = Date.now()): void {
  dismissWhere((t) => now - t.shownAt > TOAST_CARRY_MS);
}

function handle(id: string) {
  return {
    id,
    dismiss: () => dismissToast(id),
    update: (patch: Partial<ToastInput>) =>
      toastStore.setState((state) => ({
        toasts: state.toasts.map((t) => (t.id === id ? { ...t, ...patch, variant: patch.variant ?? t.variant } : t)),
      })),
  };
}

/**
 * Shows a toast (newest first, at most 20 kept). Returns handles to update or dismiss it.
 * The same toast already on screen is not stacked again: it moves to the top and its time starts
 * over. A success closes the error toasts before it: what failed (or "You are logged out") has
 * been put right.
 */
export function toast(input: ToastInput) {
  const variant = input.variant ?? 'default';
  const shownAt = Date.now();
  if (variant === 'success') dismissWhere((t) => t.variant === 'destructive');
  const same = toastStore.getState().toasts.find((t) => t.open && t.title === input.title && t.description === input.description && t.variant === variant);
  if (same) {
    toastStore.setState((state) => ({ toasts: [{ ...same, shownAt }, ...state.toasts.filter((t) => t.id !== same.id)] }));
    return handle(same.id);
  }
  counter = (counter + 1) % Number.MAX_SAFE_INTEGER;
  const id = String(counter);
  const next: Toast = { id, title: input.title, description: input.description, variant, open: true, shownAt };
  toastStore.setState((state) => ({ toasts: [next, ...state.toasts].slice(0, TOAST_LIMIT) }));
  return handle(id);
}

export function useToasts(): Toast[] {
  return useStore(toastStore, (state) => state.toasts);
}
