import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { toastStore } from '@homewise/platform';
import { fakeApi, renderPage, restoreApi } from '@homewise/platform/testing';
import { client } from '../test-fixtures';
import { ClientImport } from './ClientImport';
import { MailCell } from './MailCell';

afterEach(() => {
  restoreApi();
  toastStore.setState({ toasts: [] });
});
const lastToast = () => toastStore.getState().toasts[0];

describe('Import clients', () => {
  it('sends the pasted CSV and lists the rows that were not imported, with the reason', async () => {
    const calls = fakeApi({
      'POST /loan-officer/clients/import': {
        status: 200,
        body: { imported: 2, created: 2, updated: 0, clientCount: 2, clientLimit: 5000, skipped: [{ row: 3, email: 'bad', reason: '"bad" is not an email address.' }] },
      },
    });
    renderPage(<ClientImport />);
    const importButton = screen.getByRole('button', { name: 'Import' }) as HTMLButtonElement;
    expect(importButton.disabled).toBe(true);
    fireEvent.change(screen.getByLabelText('Or paste the CSV here'), { target: { value: 'Email\na@example.com\nbad\nb@example.com' } });
    fireEvent.click(importButton);
    expect(await screen.findByText('"bad" is not an email address.')).toBeTruthy();
    expect(calls[0].body).toEqual({ csv: 'Email\na@example.com\nbad\nb@example.com' });
    expect(screen.getByText(/Imported 2 \(2 new, 0 updated\)\. You now have 2 of 5,000 clients\./)).toBeTruthy();
    expect(lastToast()).toMatchObject({ title: 'Clients imported', description: '2 new, 0 updated, 1 not imported.' });
  });

  it('says in words why nothing was imported', async () => {
    fakeApi({ 'POST /loan-officer/clients/import': { status: 403, body: { statusCode: 403, message: 'Confirm your email address first.' } } });
    renderPage(<ClientImport />);
    fireEvent.change(screen.getByLabelText('Or paste the CSV here'), { target: { value: 'Email\na@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Import' }));
    expect(await screen.findByText('Confirm your email address first.')).toBeTruthy();
  });
});

describe('the Mail column', () => {
  it('shows Invited with Resend until the client claims, and resends', async () => {
    const calls = fakeApi({ 'POST /loan-officer/clients/c1/invitation': { status: 202, body: { message: 'The invitation is on its way again, with a new link.' } } });
    const invited = client('c1', { engagement: { ...client('c1').engagement, accountStatus: 'invited', invitedAt: '2026-11-01T00:00:00Z' } });
    render(<MailCell client={invited} onPreview={() => undefined} />);
    expect(screen.getByText('Invited')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Resend invitation to Client c1' }));
    await waitFor(() => expect(lastToast()).toMatchObject({ title: 'Invitation sent' }));
    expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual(['POST /loan-officer/clients/c1/invitation']);
  });

  it('shows Unsubscribed, and the preview opens for any client', () => {
    const previewed: string[] = [];
    const gone = client('c2', { engagement: { ...client('c2').engagement, unsubscribedAt: '2026-11-01T00:00:00Z' } });
    render(<MailCell client={gone} onPreview={(c) => previewed.push(c.id)} />);
    expect(screen.getByText('Unsubscribed')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Preview digest for Client c2' }));
    expect(previewed).toEqual(['c2']);
  });
});
