import { useState } from 'react';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { ConfirmDialog } from './ConfirmDialog';
import { TextField } from './Field';

function Harness({ busy = false, error, onConfirm = jest.fn(), withField = false }: { busy?: boolean; error?: string; onConfirm?: () => void; withField?: boolean }) {
  const [open, setOpen] = useState(true);
  return (
    <>
      <p>{open ? 'open' : 'closed'}</p>
      <ConfirmDialog
        open={open}
        title="Stop sharing with Lee?"
        description="They will no longer see you."
        confirmLabel="Stop Sharing"
        busy={busy}
        busyLabel="Stopping..."
        error={error}
        onConfirm={onConfirm}
        onCancel={() => setOpen(false)}
      >
        {withField ? <TextField label="Password" name="password" type="password" /> : null}
      </ConfirmDialog>
    </>
  );
}

describe('ConfirmDialog', () => {
  it('is a titled, described dialog with Cancel and a danger confirm button', () => {
    const onConfirm = jest.fn();
    render(<Harness onConfirm={onConfirm} />);
    const dialog = screen.getByRole('dialog', { name: 'Stop sharing with Lee?' });
    expect(dialog.getAttribute('aria-describedby')).toBe(screen.getByText('They will no longer see you.').id);
    const confirm = within(dialog).getByRole('button', { name: 'Stop Sharing' });
    expect(confirm.className).toMatch(/hw-button--danger/);
    fireEvent.click(confirm);
    expect(onConfirm).toHaveBeenCalledTimes(1);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.getByText('closed')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('focuses its first field, and Enter in it confirms', () => {
    const onConfirm = jest.fn();
    render(<Harness onConfirm={onConfirm} withField />);
    const password = screen.getByLabelText('Password') as HTMLInputElement;
    expect(document.activeElement).toBe(password);
    fireEvent.submit(password.form as HTMLFormElement);
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });

  it('while busy: shows the busy label and neither confirms again nor closes (button or Escape)', () => {
    const onConfirm = jest.fn();
    render(<Harness busy onConfirm={onConfirm} />);
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByRole('button', { name: 'Stopping...' })).toHaveProperty('disabled', true);
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveProperty('disabled', true);
    fireEvent.submit(dialog.querySelector('form') as HTMLFormElement);
    fireEvent(dialog, new Event('cancel', { cancelable: true }));
    expect(onConfirm).not.toHaveBeenCalled();
    expect(screen.getByText('open')).toBeTruthy();
  });

  it('shows why the last attempt failed, as an alert inside the dialog', () => {
    render(<Harness error="Sharing could not be stopped. Please try again." />);
    expect(within(screen.getByRole('dialog')).getByRole('alert').textContent).toBe('Sharing could not be stopped. Please try again.');
  });

  it('Escape cancels when not busy', () => {
    render(<Harness />);
    fireEvent(screen.getByRole('dialog'), new Event('cancel', { cancelable: true }));
    expect(screen.getByText('closed')).toBeTruthy();
  });
});

describe('ConfirmDialog and the focus (issue 18: after Cancel the focus was lost)', () => {
  function Opener() {
    const [open, setOpen] = useState(false);
    return (
      <>
        <button type="button" onClick={() => setOpen(true)}>
          Delete payment
        </button>
        <ConfirmDialog open={open} title="Delete it?" confirmLabel="Delete" onConfirm={() => setOpen(false)} onCancel={() => setOpen(false)}>
          <TextField label="Password" name="password" type="password" />
        </ConfirmDialog>
      </>
    );
  }

  it.each(['Cancel', 'Delete'])('gives the focus back to the button that opened it after %s', (action) => {
    render(<Opener />);
    const opener = screen.getByRole('button', { name: 'Delete payment' });
    opener.focus();
    fireEvent.click(opener);
    expect(document.activeElement).toBe(screen.getByLabelText('Password'));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: action }));
    expect(document.activeElement).toBe(opener);
  });
});
