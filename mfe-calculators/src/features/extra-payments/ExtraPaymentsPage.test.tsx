import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ExtraPayment } from '@homewise/contracts';
import { extraPaymentProjection } from '@homewise/finance';
import { fakeApi, renderPage, type FakeAnswer, type FakeCall } from '@homewise/platform/testing';
import { chartsDrawn, pageTestFrame } from '../../shared/test-helpers';
import { AHEAD_PROFILE, extraPayment, PROFILE } from '../../shared/test-fixtures';
import { ExtraPaymentsPage } from './ExtraPaymentsPage';

// Highcharts is drawn in the first test only: the others are about the rest of the page.
const { showCharts } = pageTestFrame();

const HISTORY = `/mortgage-profile/${PROFILE.id}/extra-payments`;

type Routes = Record<string, FakeAnswer | ((call: FakeCall) => FakeAnswer)>;

function open(payments: ExtraPayment[] = [], routes: Routes = {}) {
  const calls = fakeApi({
    'GET /mortgage-profile': { status: 200, body: PROFILE },
    [`GET ${HISTORY}`]: { status: 200, body: payments },
    ...routes,
  });
  renderPage(<ExtraPaymentsPage />, { url: '/ExtraPayments' });
  return { calls, user: userEvent.setup() };
}

const card = (label: string) => screen.getByRole('region', { name: label });
const historyRows = () =>
  within(screen.getByRole('table', { name: 'Extra payments recorded, newest first' }))
    .getAllByRole('row')
    .slice(1)
    .map((row) => [...row.querySelectorAll('td')].slice(0, 2).map((cell) => cell.textContent));

/** The projection the page should show, computed here from the finance package itself. */
const expected = (amount: number, type: 'monthly' | 'one_time' | 'annual') =>
  extraPaymentProjection({
    balance: PROFILE.currentBalance,
    annualRate: PROFILE.originalInterestRate,
    monthlyPayment: PROFILE.monthlyPayment,
    loanTermYears: PROFILE.loanTermYears,
    firstPaymentDate: PROFILE.firstPaymentDate,
    today: '2025-03-14',
    extra: { amount, type },
  });

describe('Extra Payments page', () => {
  it('shows skeletons while loading, then the title, the strategy and the three results', async () => {
    showCharts();
    open();
    expect(screen.getByRole('heading', { level: 1, name: 'Extra Payment Calculator' })).toBeTruthy();
    expect(screen.getByText('See how extra payments can accelerate your mortgage payoff and save you money.')).toBeTruthy();
    expect(screen.getByRole('status', { name: 'Loading the extra payment calculator' })).toBeTruthy();
    expect(await screen.findByLabelText('Extra Payment Amount')).toHaveProperty('value', '100');
    expect(screen.getByLabelText('Payment Frequency')).toHaveProperty('value', 'monthly');
    expect(screen.getByLabelText('Start Date')).toHaveProperty('value', '2025-03-14');
    const projection = expected(100, 'monthly');
    expect(within(card('Months Saved')).getByText(String(projection.monthsSaved))).toBeTruthy();
    expect(within(card('Interest Saved')).getByText(`$${Math.round(projection.interestSaved).toLocaleString('en-US')}`)).toBeTruthy();
    expect(within(card('New Payoff Date')).getByText(/^[A-Z][a-z]+ \d{4}$/)).toBeTruthy();
    await chartsDrawn();
  });

  it('counts the payments the balance needs and its payoff date, as the Dashboard and Cut My Costs do', async () => {
    jest.setSystemTime(new Date('2026-11-24T15:00:00Z'));
    fakeApi({ 'GET /mortgage-profile': { status: 200, body: AHEAD_PROFILE }, [`GET ${HISTORY}`]: { status: 200, body: [] } });
    renderPage(<ExtraPaymentsPage />, { url: '/ExtraPayments' });
    const summary = await screen.findByRole('region', { name: 'Current Loan Summary' });
    expect(within(summary).getByText('289 (24 years 1 month), the last in Dec 2050')).toBeTruthy();
    // 64 payments of $1,662.10 made by 2026-11-24 (2021-08-01 … 2026-11-01): $106,374.40.
    expect(within(summary).getByText('$106,374')).toBeTruthy();
    expect(within(card('New Payoff Date')).getByText('Instead of Dec 2050')).toBeTruthy();
    jest.setSystemTime(new Date('2025-03-14T12:00:00Z'));
  });

  it('follows the strategy typed, and says what is wrong with the amount at the field', async () => {
    const { user } = open();
    const amount = await screen.findByLabelText('Extra Payment Amount');
    await user.selectOptions(screen.getByLabelText('Payment Frequency'), 'annual');
    await user.clear(amount);
    await user.type(amount, '1200');
    expect(within(card('Months Saved')).getByText(String(expected(1200, 'annual').monthsSaved))).toBeTruthy();
    await user.clear(amount);
    expect(screen.getByText('Enter the extra amount (0 for none).').id).toBe(amount.getAttribute('aria-describedby'));
    expect(screen.getByText('Check the highlighted field')).toBeTruthy();
    await user.type(amount, '-5');
    expect(screen.getByText('The extra amount cannot be negative.')).toBeTruthy();
    expect(document.body.textContent).not.toMatch(/NaN|Infinity/);
  });

  it('exports the accelerated schedule as accelerated-amortization-schedule.csv', async () => {
    const files: { name: string; blob: Blob }[] = [];
    let blob: Blob | null = null;
    Object.assign(URL, { createObjectURL: (b: Blob) => ((blob = b), 'blob:x'), revokeObjectURL: () => undefined });
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      if (blob) files.push({ name: this.download, blob });
    });
    const { user } = open();
    await user.click(await screen.findByRole('button', { name: 'Export CSV' }));
    expect(files.map((f) => f.name)).toEqual(['accelerated-amortization-schedule.csv']);
    const text = await new Promise<string>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(reader.result as string);
      reader.readAsText(files[0].blob);
    });
    const lines = text.trimEnd().split('\r\n');
    expect(lines[0]).toBe('"Month","Remaining Balance","Interest Paid"');
    // Month 1: interest $200,000 × 7.5 % / 12 = $1,250.00; the balance drops by $1,398.43 + $100 − $1,250.
    expect(lines[1]).toBe('"1","199751.57","1250.00"');
    expect(lines).toHaveLength(expected(100, 'monthly').accelerated.months + 1);
    click.mockRestore();
  });

  it('says "No extra payments recorded yet." with an empty history, and records one at the top', async () => {
    const created = extraPayment('new', '2025-03-10', 250.5);
    const { calls, user } = open([extraPayment('old', '2025-01-05', 500)], {
      'POST /extra-payments': { status: 201, body: created },
    });
    await screen.findByRole('table', { name: 'Extra payments recorded, newest first' });
    expect(historyRows()).toEqual([['Jan 5, 2025', '$500.00']]);
    expect(within(card('Current Loan Summary')).getByText('$500.00')).toBeTruthy();

    await user.clear(screen.getByLabelText('Payment Date'));
    await user.type(screen.getByLabelText('Payment Date'), '2025-03-10');
    await user.type(screen.getByLabelText('Amount'), '250.50');
    await user.click(screen.getByRole('button', { name: 'Record Payment' }));
    await waitFor(() => expect(historyRows()).toEqual([['Mar 10, 2025', '$250.50'], ['Jan 5, 2025', '$500.00']]));
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ mortgageProfileId: PROFILE.id, paymentDate: '2025-03-10', amount: '250.50' });
    // The total of recorded payments follows.
    expect(within(card('Current Loan Summary')).getByText('$750.50')).toBeTruthy();
    expect(screen.getByLabelText('Amount')).toHaveProperty('value', '');
  });

  it('a payment made comes off the balance the page uses: the profile is read again, no "Auto"', async () => {
    let balance = PROFILE.currentBalance;
    const created = extraPayment('new', '2025-03-10', 1000);
    const { calls, user } = open([], {
      'GET /mortgage-profile': () => ({ status: 200, body: { ...PROFILE, currentBalance: balance } }),
      'POST /extra-payments': () => {
        balance -= 1000; // what the backend does in the same transaction
        return { status: 201, body: created };
      },
    });
    const summary = await screen.findByRole('region', { name: 'Current Loan Summary' });
    expect(within(summary).getByText('$200,000.00')).toBeTruthy();
    await user.type(screen.getByLabelText('Amount'), '1000');
    await user.click(screen.getByRole('button', { name: 'Record Payment' }));
    expect(await within(card('Current Loan Summary')).findByText('$199,000.00')).toBeTruthy();
    expect(calls.filter((c) => c.method === 'GET' && c.url === '/mortgage-profile')).toHaveLength(2);
  });

  it('a payment dated after today is "Scheduled": not in the extra principal recorded until its date', async () => {
    open([extraPayment('later', '2025-04-01', 2000), extraPayment('today', '2025-03-14', 300), extraPayment('old', '2025-01-05', 500)]);
    await screen.findByRole('table', { name: 'Extra payments recorded, newest first' });
    const rows = within(screen.getByRole('table', { name: 'Extra payments recorded, newest first' })).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).queryByText('Scheduled') !== null)).toEqual([true, false, false]);
    const summary = card('Current Loan Summary');
    // Made: $300 today and $500 in January; the $2,000 of April 1 is scheduled.
    expect(within(summary).getByText('$800.00')).toBeTruthy();
    expect(within(summary).getByText('Extra Payments Scheduled').nextSibling?.textContent).toBe('$2,000.00');
  });

  it('needs both the date and the amount before it records anything', async () => {
    const { calls, user } = open();
    expect(await screen.findByText('No extra payments recorded yet.')).toBeTruthy();
    await user.clear(screen.getByLabelText('Payment Date'));
    await user.click(screen.getByRole('button', { name: 'Record Payment' }));
    expect(screen.getByText('Enter the payment date.')).toBeTruthy();
    expect(screen.getByText('Enter the amount.')).toBeTruthy();
    expect(screen.getByLabelText('Amount').getAttribute('aria-invalid')).toBe('true');
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('edits one row at a time in place, saving only after a confirmation', async () => {
    const updated = { ...extraPayment('a', '2025-02-01', 600), createdAt: '2025-01-05T12:00:00Z' };
    const { calls, user } = open([extraPayment('a', '2025-01-05', 500), extraPayment('b', '2024-12-01', 300)], {
      'PATCH /extra-payments/a': { status: 200, body: updated },
    });
    await user.click(await screen.findByRole('button', { name: 'Edit the payment of $500.00 on Jan 5, 2025' }));
    // The other row cannot be edited meanwhile.
    expect(screen.getByRole('button', { name: 'Edit the payment of $300.00 on Dec 1, 2024' })).toHaveProperty('disabled', true);
    const amount = screen.getByLabelText('Amount', { selector: 'table input' });
    expect(amount).toHaveProperty('value', '500.00');
    await user.clear(amount);
    await user.type(amount, '600');
    await user.clear(screen.getByLabelText('Payment date'));
    await user.type(screen.getByLabelText('Payment date'), '2025-02-01');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const dialog = screen.getByRole('dialog', { name: 'Save the changes to this payment?' });
    expect(within(dialog).getByText('$500.00 on Jan 5, 2025 becomes $600.00 on Feb 1, 2025.')).toBeTruthy();
    expect(calls.some((c) => c.method === 'PATCH')).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(historyRows()).toEqual([['Feb 1, 2025', '$600.00'], ['Dec 1, 2024', '$300.00']]));
    expect(calls.find((c) => c.method === 'PATCH')?.body).toEqual({ paymentDate: '2025-02-01', amount: '600.00' });
  });

  it('cancels an edit, and a declined confirmation changes nothing', async () => {
    const { calls, user } = open([extraPayment('a', '2025-01-05', 500)]);
    await user.click(await screen.findByRole('button', { name: 'Edit the payment of $500.00 on Jan 5, 2025' }));
    await user.clear(screen.getByLabelText('Amount', { selector: 'table input' }));
    await user.type(screen.getByLabelText('Amount', { selector: 'table input' }), '999');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(historyRows()).toEqual([['Jan 5, 2025', '$500.00']]);
    expect(calls.some((c) => c.method === 'PATCH')).toBe(false);
  });

  it('says "Failed to update payment. Please try again." when saving fails, and keeps the edit', async () => {
    const { user } = open([extraPayment('a', '2025-01-05', 500)], {
      'PATCH /extra-payments/a': { status: 500, body: { statusCode: 500, message: 'Internal server error' } },
    });
    await user.click(await screen.findByRole('button', { name: 'Edit the payment of $500.00 on Jan 5, 2025' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Failed to update payment. Please try again.')).toBeTruthy();
    expect(screen.getByLabelText('Amount', { selector: 'table input' })).toHaveProperty('value', '500.00');
  });

  it('asks "Are you sure you want to delete this payment?" and deletes only when confirmed', async () => {
    const { calls, user } = open([extraPayment('a', '2025-01-05', 500), extraPayment('b', '2024-12-01', 300)], {
      'DELETE /extra-payments/b': { status: 200, body: { message: 'Extra payment deleted.' } },
    });
    await user.click(await screen.findByRole('button', { name: 'Delete the payment of $300.00 on Dec 1, 2024' }));
    let dialog = screen.getByRole('dialog', { name: 'Are you sure you want to delete this payment?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Delete the payment of $300.00 on Dec 1, 2024' }));
    dialog = screen.getByRole('dialog', { name: 'Are you sure you want to delete this payment?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(historyRows()).toEqual([['Jan 5, 2025', '$500.00']]));
    expect(calls.filter((c) => c.method === 'DELETE').map((c) => c.url)).toEqual(['/extra-payments/b']);
  });

  it('says "Failed to delete payment. Please try again." when deleting fails, and keeps the row', async () => {
    const { user } = open([extraPayment('a', '2025-01-05', 500)], {
      'DELETE /extra-payments/a': 'network-error',
    });
    await user.click(await screen.findByRole('button', { name: 'Delete the payment of $500.00 on Jan 5, 2025' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Failed to delete payment. Please try again.')).toBeTruthy();
    expect(historyRows()).toEqual([['Jan 5, 2025', '$500.00']]);
  });

  it('offers to try again when the history cannot be loaded', async () => {
    let attempts = 0;
    const { user } = open([], {
      [`GET ${HISTORY}`]: () => (++attempts === 1 ? 'network-error' : { status: 200, body: [extraPayment('a', '2025-01-05', 500)] }),
    });
    expect(await screen.findByText('We could not load your extra payments.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(historyRows()).toEqual([['Jan 5, 2025', '$500.00']]));
  });

  it('says what to do without a mortgage profile', async () => {
    fakeApi({ 'GET /mortgage-profile': { status: 200, body: null } });
    renderPage(<ExtraPaymentsPage />, { url: '/ExtraPayments' });
    expect(await screen.findByText('No Mortgage Profile Found')).toBeTruthy();
    expect(screen.getByText('Please complete your onboarding first to use the extra payment calculator.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Complete Setup' }).getAttribute('href')).toBe('/Onboarding');
  });
});
