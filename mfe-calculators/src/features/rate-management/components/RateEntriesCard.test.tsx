import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { toastStore } from '@homewise/platform';
import { fakeApi, renderPage, restoreApi } from '@homewise/platform/testing';
import type { RateEntry } from '@homewise/contracts';
import { RateEntriesCard } from './RateEntriesCard';

const entry = (id: string, loanType: string, rate: number): RateEntry => ({ id, loanType, rate, updatedAt: '2026-06-01T10:00:00Z' });
const seeded = [entry('r1', '30_year_fixed', 0.0625), entry('r2', '15_year_fixed', 0.055)];

beforeEach(() => toastStore.setState({ toasts: [] }));
afterEach(restoreApi);

const row = (label: string) => screen.getByRole('rowheader', { name: label }).closest('tr')!;

describe('Rates by loan type', () => {
  it('lists the rates with three decimals, after a skeleton', async () => {
    fakeApi({ 'GET /rates': { status: 200, body: seeded } });
    renderPage(<RateEntriesCard />, { url: '/RateManagement' });
    expect(screen.getByRole('status', { name: 'Loading rate entries' })).toBeTruthy();
    await screen.findByRole('table');
    expect(row('30-Year Fixed').textContent).toContain('6.250%');
    expect(row('15-Year Fixed').textContent).toContain('5.500%');
  });

  it('says what to do when no rate is published yet', async () => {
    fakeApi({ 'GET /rates': { status: 200, body: [] } });
    renderPage(<RateEntriesCard />, { url: '/RateManagement' });
    expect(await screen.findByText('No rates published')).toBeTruthy();
    expect(screen.getByText(/Add the rate of each loan type below; until then Cut My Costs starts at 6.500%/)).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.getByRole('button', { name: 'Add Rate' })).toBeTruthy();
  });

  it('shows why the rates could not be loaded, and loads them on Try again', async () => {
    let fail = true;
    fakeApi({ 'GET /rates': () => (fail ? { status: 500, body: { message: 'Something went wrong on our side. Please try again.' } } : { status: 200, body: seeded }) });
    renderPage(<RateEntriesCard />, { url: '/RateManagement' });
    expect(await screen.findByText('Rate entries could not be loaded')).toBeTruthy();
    expect(screen.getByText('Something went wrong on our side. Please try again.')).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await screen.findByRole('table');
    expect(row('30-Year Fixed').textContent).toContain('6.250%');
  });

  it('edits a rate inline and validates it as a percent', async () => {
    const calls = fakeApi({
      'GET /rates': { status: 200, body: seeded },
      'PATCH /rates/r1': (call) => ({ status: 200, body: { ...seeded[0], rate: (call.body as { rate: number }).rate } }),
    });
    renderPage(<RateEntriesCard />, { url: '/RateManagement' });
    fireEvent.click(await screen.findByRole('button', { name: 'Edit the 30-Year Fixed rate' }));
    const field = screen.getByLabelText('Rate for 30-Year Fixed (%)') as HTMLInputElement;
    expect(field.value).toBe('6.250');
    expect(document.activeElement).toBe(field);

    fireEvent.change(field, { target: { value: '30' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Enter a rate from 0.5 % to 25 %.')).toBeTruthy();
    fireEvent.change(field, { target: { value: '6.8755' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Use at most three decimals (e.g. 6.875).')).toBeTruthy();
    expect(calls.filter((c) => c.method === 'PATCH')).toHaveLength(0);

    fireEvent.change(field, { target: { value: '6.875' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(row('30-Year Fixed').textContent).toContain('6.875%'));
    expect(calls.find((c) => c.method === 'PATCH')?.body).toEqual({ rate: 0.06875 });
    expect(toastStore.getState().toasts[0]).toMatchObject({ title: 'Rate Updated', description: '30-Year Fixed: 6.875%' });
  });

  it('Escape or Cancel leaves a row as it was', async () => {
    fakeApi({ 'GET /rates': { status: 200, body: seeded } });
    renderPage(<RateEntriesCard />, { url: '/RateManagement' });
    fireEvent.click(await screen.findByRole('button', { name: 'Edit the 15-Year Fixed rate' }));
    fireEvent.change(screen.getByLabelText('Rate for 15-Year Fixed (%)'), { target: { value: '9' } });
    fireEvent.keyDown(screen.getByLabelText('Rate for 15-Year Fixed (%)'), { key: 'Escape' });
    expect(row('15-Year Fixed').textContent).toContain('5.500%');
  });

  it('adds a rate, and shows the server’s refusal of a second one for a loan type', async () => {
    fakeApi({
      'GET /rates': { status: 200, body: seeded },
      'POST /rates': (call) => {
        const body = call.body as { loanType: string; rate: number };
        if (body.loanType === '30_year_fixed') return { status: 409, body: { statusCode: 409, message: 'There is already a rate for 30-Year Fixed. Edit that one instead.' } };
        return { status: 201, body: entry('r3', body.loanType, body.rate) };
      },
    });
    renderPage(<RateEntriesCard />, { url: '/RateManagement' });
    await screen.findByRole('table');
    fireEvent.click(screen.getByRole('button', { name: 'Add Rate' }));
    expect(await screen.findByText('Choose a loan type.')).toBeTruthy();
    expect(screen.getByText('Enter a rate from 0.5 % to 25 %.')).toBeTruthy();

    fireEvent.change(screen.getByLabelText('Loan type'), { target: { value: '30_year_fixed' } });
    fireEvent.change(screen.getByLabelText('Rate (%)'), { target: { value: '6.9' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add Rate' }));
    expect(await screen.findByText('There is already a rate for 30-Year Fixed. Edit that one instead.')).toBeTruthy();

    fireEvent.change(screen.getByLabelText('Loan type'), { target: { value: '5_1_arm' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add Rate' }));
    await waitFor(() => expect(row('5/1 ARM').textContent).toContain('6.900%'));
    expect(screen.queryByText('There is already a rate for 30-Year Fixed. Edit that one instead.')).toBeNull();
    expect((screen.getByLabelText('Rate (%)') as HTMLInputElement).value).toBe('');
  });

  it('deletes a rate only after confirmation', async () => {
    const calls = fakeApi({ 'GET /rates': { status: 200, body: seeded }, 'DELETE /rates/r2': { status: 200, body: { message: 'Rate entry deleted.' } } });
    renderPage(<RateEntriesCard />, { url: '/RateManagement' });
    fireEvent.click(await screen.findByRole('button', { name: 'Delete the 15-Year Fixed rate' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete the 15-Year Fixed rate?' });
    expect(dialog.textContent).toContain('Cut My Costs will start 15-Year Fixed homeowners at 6.500%');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(calls.filter((c) => c.method === 'DELETE')).toHaveLength(0);

    fireEvent.click(screen.getByRole('button', { name: 'Delete the 15-Year Fixed rate' }));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete Rate' }));
    await waitFor(() => expect(screen.queryByRole('rowheader', { name: '15-Year Fixed' })).toBeNull());
    expect(toastStore.getState().toasts[0]).toMatchObject({ title: 'Rate Deleted' });
  });
});
