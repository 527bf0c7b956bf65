import { dismissToast, dismissToastsOnNavigation, toast, toastStore, TOAST_CARRY_MS, TOAST_LIMIT, TOAST_REMOVE_DELAY_MS } from './toast-store';

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

describe('toasts a person can read past (issue 18)', () => {
  it('does not stack the same toast twice: it moves to the top and its time starts over', () => {
    jest.setSystemTime(new Date('2026-11-24T10:00:00Z'));
    const first = toast({ title: 'Unauthorized', description: 'You are logged out. Logging in again...', variant: 'destructive' });
    toast({ title: 'other' });
    jest.setSystemTime(new Date('2026-11-24T10:00:02Z'));
    const again = toast({ title: 'Unauthorized', description: 'You are logged out. Logging in again...', variant: 'destructive' });
    const open = toastStore.getState().toasts.filter((t) => t.open);
    expect(again.id).toBe(first.id);
    expect(open.map((t) => t.title)).toEqual(['Unauthorized', 'other']);
    expect(open[0].shownAt).toBe(Date.parse('2026-11-24T10:00:02Z'));
    // The same title with other words is another toast.
    toast({ title: 'Unauthorized', description: 'Something else', variant: 'destructive' });
    expect(toastStore.getState().toasts.filter((t) => t.open)).toHaveLength(3);
  });

  it('a success closes the error toasts before it ("You are logged out" once signed in)', () => {
    toast({ title: 'Unauthorized', description: 'You are logged out. Logging in again...', variant: 'destructive' });
    toast({ title: 'Note', description: 'kept' });
    toast({ title: 'Welcome back!', description: 'You have successfully logged in.', variant: 'success' });
    expect(toastStore.getState().toasts.filter((t) => t.open).map((t) => t.title)).toEqual(['Welcome back!', 'Note']);
  });

  it('on a new page closes the toasts of the page left, keeping those that announce the change', () => {
    jest.setSystemTime(new Date('2026-11-24T10:00:00Z'));
    toast({ title: 'Saved on the last page' });
    jest.setSystemTime(new Date('2026-11-24T10:00:05Z'));
    toast({ title: 'Unauthorized', description: 'You are logged out. Logging in again...', variant: 'destructive' });
    jest.setSystemTime(new Date(Date.parse('2026-11-24T10:00:05Z') + TOAST_CARRY_MS - 500));
    dismissToastsOnNavigation();
    expect(toastStore.getState().toasts.filter((t) => t.open).map((t) => t.title)).toEqual(['Unauthorized']);
    // The next page change (signed in, back at the deep link): it has been read, it closes.
    jest.setSystemTime(new Date('2026-11-24T10:00:09Z'));
    dismissToastsOnNavigation();
    expect(toastStore.getState().toasts.filter((t) => t.open)).toEqual([]);
  });
});
