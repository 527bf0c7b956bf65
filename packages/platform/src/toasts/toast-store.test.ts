import { dismissToast, toast, toastStore, TOAST_LIMIT, TOAST_REMOVE_DELAY_MS } from './toast-store';

beforeEach(() => {
  jest.useFakeTimers();
  toastStore.setState({ toasts: [] });
});
afterEach(() => jest.useRealTimers());

describe('toasts (spec sections 4 and 9)', () => {
  it('keeps at most 20, newest first', () => {
    for (let i = 0; i < 25; i++) toast({ title: `t${i}` });
    const { toasts } = toastStore.getState();
    expect(toasts).toHaveLength(TOAST_LIMIT);
    expect(toasts[0].title).toBe('t24');
    expect(toasts.at(-1)?.title).toBe('t5');
  });

  it('marks a dismissed toast closed at once and removes it after 1,000,000 ms', () => {
    const shown = toast({ title: 'Email Sent', description: 'If an account exists…' });
    toast({ title: 'other' });
    dismissToast(shown.id);
    expect(toastStore.getState().toasts.find((t) => t.id === shown.id)?.open).toBe(false);
    jest.advanceTimersByTime(TOAST_REMOVE_DELAY_MS - 1);
    expect(toastStore.getState().toasts.some((t) => t.id === shown.id)).toBe(true);
    jest.advanceTimersByTime(1);
    expect(toastStore.getState().toasts.map((t) => t.title)).toEqual(['other']);
  });

  it('updates a toast in place', () => {
    const shown = toast({ title: 'Saving' });
    shown.update({ title: 'Saved', variant: 'success' });
    expect(toastStore.getState().toasts[0]).toMatchObject({ title: 'Saved', variant: 'success', open: true });
  });
});
