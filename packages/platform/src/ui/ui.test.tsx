import { act, fireEvent, render, screen } from '@testing-library/react';
import { Button } from './Button';
import { MoneyField, TextField } from './Field';
import { ProgressBar } from './ProgressBar';
import { Toaster } from '../toasts/Toaster';
import { toast, toastStore } from '../toasts/toast-store';

describe('UI primitives', () => {
  it('labels a field and ties its hint and error to the input', () => {
    render(<TextField label="Password" hint="At least 8 characters" error="Too short" type="password" />);
    const input = screen.getByLabelText('Password');
    expect(input.getAttribute('aria-describedby')?.split(' ')).toHaveLength(2);
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('At least 8 characters').id).toBe(input.getAttribute('aria-describedby')?.split(' ')[0]);
  });

  it('takes a dollar amount: number, cents, not negative, the decimal keypad', () => {
    render(<MoneyField label="Purchase Price" name="purchasePrice" defaultValue="400000" />);
    const input = screen.getByLabelText('Purchase Price') as HTMLInputElement;
    expect(input).toMatchObject({ type: 'number', min: '0', step: '0.01', inputMode: 'decimal', value: '400000' });
  });

  it('disables a busy button and shows its busy label', () => {
    const onClick = jest.fn();
    render(
      <Button busy busyLabel="Saving..." onClick={onClick}>
        Save Changes
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Saving...' });
    expect((button as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('exposes progress to assistive technology', () => {
    render(<ProgressBar value={2} max={3} label="Step 2 of 3" />);
    const bar = screen.getByRole('progressbar', { name: 'Step 2 of 3' });
    expect(bar.getAttribute('aria-valuenow')).toBe('2');
    expect(bar.getAttribute('aria-valuemax')).toBe('3');
  });

  it('shows open toasts and hides one when dismissed', () => {
    toastStore.setState({ toasts: [] });
    render(<Toaster />);
    act(() => {
      toast({ title: 'Login Failed', description: 'Invalid email or password', variant: 'destructive' });
    });
    expect(screen.getByRole('alert').textContent).toContain('Invalid email or password');
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss notification' }));
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
