import { act, render, screen } from '@testing-library/react';
import { toast, toastStore, TOASTS_ON_SCREEN } from './toast-store';
import { Toaster } from './Toaster';

beforeEach(() => toastStore.setState({ toasts: [] }));

describe('Toaster (issue 18: a stack of toasts covered the form on a phone)', () => {
  it('shows at most three, the newest first, and the same toast once', () => {
    render(<Toaster />);
    act(() => {
      for (let i = 1; i <= 5; i++) toast({ title: `Toast ${i}` });
      toast({ title: 'Toast 5' });
    });
    const shown = screen.getAllByRole('status').map((el) => el.textContent);
    expect(TOASTS_ON_SCREEN).toBe(3);
    expect(shown).toEqual(['Toast 5', 'Toast 4', 'Toast 3']);
  });
});
