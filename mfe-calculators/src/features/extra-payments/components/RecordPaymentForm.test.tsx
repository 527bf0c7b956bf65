import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RecordPaymentForm } from './RecordPaymentForm';

const amount = () => screen.getByLabelText(/Amount/) as HTMLInputElement;

describe('RecordPaymentForm', () => {
  it('clears the recorded payment once saved, but keeps a next payment typed while it saved', async () => {
    const user = userEvent.setup();
    let finish: () => void = () => undefined;
    const onRecord = jest.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    render(<RecordPaymentForm today="2025-03-14" onRecord={onRecord} />);

    await user.type(screen.getByLabelText(/Amount/), '500');
    await user.click(screen.getByRole('button', { name: 'Record Payment' }));
    expect(onRecord).toHaveBeenCalledWith({ paymentDate: '2025-03-14', amount: '500.00' });
    // Still saving: the person types the next one.
    await user.clear(screen.getByLabelText(/Amount/));
    await user.type(screen.getByLabelText(/Amount/), '250');
    finish();
    await waitFor(() => expect((screen.getByRole('button', { name: 'Record Payment' }) as HTMLButtonElement).disabled).toBe(false));
    expect(amount().value).toBe('250');
  });

  it('clears the amount after a save when nothing was typed meanwhile', async () => {
    const user = userEvent.setup();
    render(<RecordPaymentForm today="2025-03-14" onRecord={() => Promise.resolve()} />);
    await user.type(screen.getByLabelText(/Amount/), '500');
    await user.click(screen.getByRole('button', { name: 'Record Payment' }));
    await waitFor(() => expect(amount().value).toBe(''));
    expect((screen.getByLabelText(/Payment Date/) as HTMLInputElement).value).toBe('2025-03-14');
  });
});
