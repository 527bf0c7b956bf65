import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { setUser, toastStore } from '@homewise/platform';
import { fakeApi, renderPage, restoreApi, testUser, type FakeAnswer, type FakeCall } from '@homewise/platform/testing';
import type { MortgageProfile } from '@homewise/contracts';
import { PROFILE as profile } from './test-fixtures';
import { DashboardPage } from './DashboardPage';
import { WELCOME_TEXT } from './components/WelcomePanel';

const user = testUser();

let logged: jest.SpyInstance;
beforeEach(() => {
  setUser(user);
  toastStore.setState({ toasts: [] });
  logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  restoreApi();
  logged.mockRestore();
});

type Routes = Record<string, FakeAnswer | ((call: FakeCall) => FakeAnswer)>;

/** The Dashboard with a stored profile that PATCH calls update, so a reload shows the change. */
function renderDashboard(routes: Routes = {}, start: MortgageProfile = profile) {
  let stored = start;
  const update = ({ body }: FakeCall): FakeAnswer => {
    stored = { ...stored, ...Object.fromEntries(Object.entries(body as object).map(([k, v]) => [k, k === 'loanType' || k === 'firstPaymentDate' ? v : Number(v)])) };
    return { status: 200, body: stored };
  };
  const calls = fakeApi({
    'GET /mortgage-profile': () => ({ status: 200, body: stored }),
    'PATCH /mortgage-profile/p1': update,
    'PATCH /mortgage-profile/property': update,
    'PATCH /mortgage-profile/p1/loan': update,
    'GET /mortgage-profile/p1/extra-payments': { status: 200, body: [] },
    ...routes,
  });
  renderPage(<DashboardPage />, { url: '/Dashboard' });
  return calls;
}

const toastText = () => toastStore.getState().toasts.map((t) => `${t.title}: ${t.description}`);
const region = (name: string) => screen.getByRole('region', { name });
const card = (name: string) => screen.getByRole('region', { name });

describe('Dashboard: loading and the welcome panel', () => {
  it('shows placeholder cards while loading', async () => {
    renderDashboard();
    expect(screen.getByRole('status', { name: 'Loading your dashboard' })).toBeTruthy();
    await screen.findByRole('heading', { level: 1 });
  });

  it('welcomes a user without a profile and links to Onboarding', async () => {
    fakeApi({ 'GET /mortgage-profile': { status: 200, body: null } });
    renderPage(<DashboardPage />, { url: '/Dashboard' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome to Your Mortgage Dashboard' })).toBeTruthy();
    expect(screen.getByText("Let's start by setting up your mortgage profile to unlock personalized savings insights.")).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Complete Setup' }).getAttribute('href')).toBe('/Onboarding');
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  });

  it('sends a loan officer without a mortgage to Clients, their own mortgage second (issue 18)', async () => {
    setUser({ ...user, role: 'loan_officer', plan: 'free' });
    fakeApi({ 'GET /mortgage-profile': { status: 200, body: null } });
    renderPage(<DashboardPage />, { url: '/Dashboard' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome to Homewise' })).toBeTruthy();
    const links = screen.getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')]);
    expect(links).toEqual([
      ['Go to Clients', '/Clients'],
      ['Track my own mortgage', '/Onboarding'],
    ]);
    expect(screen.queryByText(WELCOME_TEXT)).toBeNull();
  });

  it('welcomes a user whose onboarding is not complete, even with a profile', async () => {
    setUser({ ...user, onboardingCompleted: false });
    renderDashboard();
    expect(await screen.findByRole('link', { name: 'Complete Setup' })).toBeTruthy();
    expect(screen.queryByText('Current Monthly Payment')).toBeNull();
  });

  it('says the profile could not be loaded, with a retry that brings the dashboard — never "Setup Again" or a second profile', async () => {
    let fail = true;
    fakeApi({ 'GET /mortgage-profile': () => (fail ? { status: 500, body: { statusCode: 500, message: 'Database unavailable' } } : { status: 200, body: profile }) });
    renderPage(<DashboardPage />, { url: '/Dashboard' });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Your mortgage profile could not be loaded');
    expect(alert.textContent).toContain('Database unavailable');
    expect(screen.getByRole('heading', { level: 1, name: 'Your Mortgage Dashboard' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: /Setup/ })).toBeNull();
    expect(screen.queryByText(WELCOME_TEXT)).toBeNull();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Current Monthly Payment')).toBeTruthy();
  });

  it('says so for a user still onboarding too: a failed load is not "no profile"', async () => {
    setUser({ ...user, onboardingCompleted: false });
    fakeApi({ 'GET /mortgage-profile': 'network-error' });
    renderPage(<DashboardPage />, { url: '/Dashboard' });
    expect((await screen.findByRole('alert')).textContent).toContain('Your mortgage profile could not be loaded');
    expect(screen.queryByRole('link', { name: 'Complete Setup' })).toBeNull();
  });
});

describe('Dashboard: the figures', () => {
  it('heads the page with the address, the part before the first comma in bold', async () => {
    renderDashboard();
    const heading = await screen.findByRole('heading', { level: 1 });
    expect(heading.textContent).toBe('12 Elm St, Springfield, IL 62701');
    expect(heading.querySelector('strong')?.textContent).toBe('12 Elm St');
  });

  it('shows the four cards: payment, balance, rate with two decimals, remaining term', async () => {
    renderDashboard();
    await screen.findByRole('heading', { level: 1 });
    expect(within(card('Current Monthly Payment')).getByText('$1,199.10')).toBeTruthy();
    expect(within(card('Current Monthly Payment')).getByText('Principal + Interest')).toBeTruthy();
    expect(within(card('Current Balance')).getByText('$180,000.00')).toBeTruthy();
    expect(within(card('Current Balance')).getByText('Remaining principal')).toBeTruthy();
    expect(within(card('Interest Rate')).getByText('6.00%')).toBeTruthy();
    // Pinned clock 2025-03-14: the $180,000 left at $1,199.10 a month needs 279 more payments
    // (dashboard-view.test.ts), fewer than the note's 302 — the card says what the schedule shows.
    expect(within(card('Remaining Term')).getByText('23 years 3 months')).toBeTruthy();
    expect(within(card('Remaining Term')).getByText('279 payments, paid off Jun 2048')).toBeTruthy();
    expect(screen.getByText('279 payments from Apr 1, 2025: paid off on Jun 1, 2048.')).toBeTruthy();
  });

  it('says N/A for a rate and a remaining term it cannot know', async () => {
    renderDashboard({}, { ...profile, originalInterestRate: 0, firstPaymentDate: null });
    await screen.findByRole('heading', { level: 1 });
    expect(within(card('Interest Rate')).getByText('N/A')).toBeTruthy();
    expect(within(card('Remaining Term')).getByText('N/A')).toBeTruthy();
    expect(within(card('Remaining Term')).getByText('Add your first payment date in Loan Details')).toBeTruthy();
  });

  it('shows the home equity: percent, bar, equity and total value', async () => {
    renderDashboard();
    const equity = await screen.findByRole('region', { name: 'Home Equity' });
    expect(within(equity).getByText('60%')).toBeTruthy();
    expect(within(equity).getByRole('progressbar').getAttribute('aria-valuenow')).toBe('60');
    expect(within(equity).getByText('$270,000')).toBeTruthy();
    expect(within(equity).getByText('$450,000')).toBeTruthy();
  });

  it('offers the three Take Action cards', async () => {
    renderDashboard();
    const actions = await screen.findByRole('region', { name: 'Take Action' });
    expect(within(actions).getByRole('heading', { name: 'Analyze Refinancing' })).toBeTruthy();
    expect(within(actions).getByRole('heading', { name: 'Extra Payments' })).toBeTruthy();
    expect(within(actions).getByRole('heading', { name: 'Track Equity' })).toBeTruthy();
    expect(within(actions).getAllByRole('link').map((a) => a.getAttribute('href'))).toEqual(['/CutMyCosts', '/ExtraPayments', '/MyHomeEquity']);
  });
});

describe('Dashboard: the current balance', () => {
  it('edits the balance: sent as a string, success toast, reloaded', async () => {
    const calls = renderDashboard();
    await screen.findByRole('heading', { level: 1 });
    fireEvent.click(screen.getByRole('button', { name: 'Edit current balance' }));
    fireEvent.change(screen.getByLabelText('New current balance'), { target: { value: '175000' } });
    fireEvent.click(within(card('Current Balance')).getByRole('button', { name: 'Save' }));
    expect(within(card('Current Balance')).getByRole('button', { name: 'Saving...' })).toBeTruthy();
    await within(card('Current Balance')).findByText('$175,000.00');
    expect(calls.find((c) => c.method === 'PATCH')).toMatchObject({ url: '/mortgage-profile/p1', body: { currentBalance: '175000.00' } });
    expect(calls.filter((c) => c.url === '/mortgage-profile' && c.method === 'GET')).toHaveLength(2);
    expect(toastText()).toContain('Success: Current balance updated successfully');
  });

  it('keeps the edit open with the server message, or the spec fallback, when saving fails', async () => {
    renderDashboard({ 'PATCH /mortgage-profile/p1': { status: 400, body: { statusCode: 400, message: 'Mortgage profile not found.' } } });
    await screen.findByRole('heading', { level: 1 });
    fireEvent.click(screen.getByRole('button', { name: 'Edit current balance' }));
    fireEvent.change(screen.getByLabelText('New current balance'), { target: { value: '175000' } });
    fireEvent.click(within(card('Current Balance')).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(toastText()).toContain('Error: Mortgage profile not found.'));
    expect((screen.getByLabelText('New current balance') as HTMLInputElement).value).toBe('175000');
    restoreApi();
    fakeApi({ 'PATCH /mortgage-profile/p1': 'network-error' });
    fireEvent.click(within(card('Current Balance')).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(toastText()).toContain('Error: Failed to update current balance'));
  });

  it('says at the field what is wrong as it is typed, and sends nothing (issue 18)', async () => {
    const calls = renderDashboard();
    await screen.findByRole('heading', { level: 1 });
    fireEvent.click(screen.getByRole('button', { name: 'Edit current balance' }));
    fireEvent.change(screen.getByLabelText('New current balance'), { target: { value: '250000' } });
    expect(screen.getByText("Current balance can't be more than the original loan amount ($200,000).")).toBeTruthy();
    fireEvent.click(within(card('Current Balance')).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('New current balance')));
    fireEvent.change(screen.getByLabelText('New current balance'), { target: { value: '-1' } });
    expect(screen.getByText("Current balance can't be negative.")).toBeTruthy();
    fireEvent.click(within(card('Current Balance')).getByRole('button', { name: 'Save' }));
    expect(calls.some((c) => c.method === 'PATCH')).toBe(false);
  });

  it('Cancel discards the typed balance', async () => {
    const calls = renderDashboard();
    await screen.findByRole('heading', { level: 1 });
    fireEvent.click(screen.getByRole('button', { name: 'Edit current balance' }));
    fireEvent.change(screen.getByLabelText('New current balance'), { target: { value: '1' } });
    fireEvent.click(within(card('Current Balance')).getByRole('button', { name: 'Cancel' }));
    expect(within(card('Current Balance')).getByText('$180,000.00')).toBeTruthy();
    expect(calls.some((c) => c.method === 'PATCH')).toBe(false);
    // Issue 18: the focus is back where the edit began, not at the top of the page.
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Edit current balance' })));
  });

  it('Auto: amortizes the original loan to today, minus the recorded extra payments, and saves it', async () => {
    const calls = renderDashboard({
      'GET /mortgage-profile/p1/extra-payments': {
        status: 200,
        body: [
          { id: 'e1', mortgageProfileId: 'p1', paymentDate: '2024-01-05', amount: 1000, createdAt: '' },
          { id: 'e2', mortgageProfileId: 'p1', paymentDate: '2024-06-05', amount: '500.50', createdAt: '' },
          // Scheduled for after today (2025-03-14): not made, so not taken off.
          { id: 'e3', mortgageProfileId: 'p1', paymentDate: '2025-03-15', amount: 9999, createdAt: '' },
        ],
      },
    });
    await screen.findByRole('heading', { level: 1 });
    fireEvent.click(screen.getByRole('button', { name: 'Auto' }));
    // 58 payments of $1,199.10 made (2020-06-01 … 2025-03-01) leave $186,641.91; minus $1,500.50 recorded.
    await waitFor(() => expect(toastText()).toContain('Success: Balance auto-calculated: $185,141.41'));
    expect(calls.find((c) => c.method === 'PATCH')?.body).toEqual({ currentBalance: '185141.41' });
    expect(await within(card('Current Balance')).findByText('$185,141.41')).toBeTruthy();
  });

  it('Auto: says so when it fails', async () => {
    renderDashboard({ 'GET /mortgage-profile/p1/extra-payments': 'network-error' });
    await screen.findByRole('heading', { level: 1 });
    fireEvent.click(screen.getByRole('button', { name: 'Auto' }));
    await waitFor(() => expect(toastText()).toContain('Error: Failed to auto-calculate balance'));
  });

  it('Auto is off, with the reason, without a payment', async () => {
    renderDashboard({}, { ...profile, monthlyPayment: 0 });
    await screen.findByRole('heading', { level: 1 });
    expect(screen.getByRole('button', { name: 'Auto' })).toHaveProperty('disabled', true);
    expect(screen.getByText('Auto needs the original loan amount and the monthly payment (Loan Details).')).toBeTruthy();
  });
});

describe('Dashboard: the Mortgage Summary edits', () => {
  it('edits the property values with PATCH /mortgage-profile/property', async () => {
    const calls = renderDashboard();
    const property = await screen.findByRole('region', { name: 'Property Details' });
    expect(within(property).getByText('$400,000')).toBeTruthy();
    fireEvent.click(within(property).getByRole('button', { name: 'Edit property values' }));
    fireEvent.change(within(property).getByLabelText('Estimated Current Value'), { target: { value: '475000' } });
    fireEvent.click(within(property).getByRole('button', { name: 'Save' }));
    await within(region('Property Details')).findByRole('button', { name: 'Edit property values' });
    expect(within(region('Property Details')).getByText('$475,000')).toBeTruthy();
    expect(calls.find((c) => c.method === 'PATCH')).toMatchObject({ url: '/mortgage-profile/property', body: { purchasePrice: 400000, currentHomeValue: 475000 } });
    expect(toastText()).toContain('Success: Property values updated successfully');
    // Equity follows the new value: 475,000 − 180,000.
    expect(within(region('Home Equity')).getByText('$295,000')).toBeTruthy();
  });

  it('refuses a negative price and a $0 home value at the fields, in the words of the API (issue 18)', async () => {
    const calls = renderDashboard();
    const property = await screen.findByRole('region', { name: 'Property Details' });
    fireEvent.click(within(property).getByRole('button', { name: 'Edit property values' }));
    fireEvent.change(within(property).getByLabelText('Original Purchase Price'), { target: { value: '-400000' } });
    fireEvent.change(within(property).getByLabelText('Estimated Current Value'), { target: { value: '0' } });
    expect(within(property).getByText("Purchase price can't be negative.")).toBeTruthy();
    expect(within(property).getByText('Current home value must be between $1,000 and $100,000,000.')).toBeTruthy();
    fireEvent.click(within(property).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(document.activeElement).toBe(within(property).getByLabelText('Original Purchase Price')));
    expect(calls.some((c) => c.method === 'PATCH')).toBe(false);
  });

  it('refuses a 0% or 125% rate, a date before 1970 or years ahead, and an amount under the balance, at the fields (issue 18)', async () => {
    const calls = renderDashboard();
    const loan = await screen.findByRole('region', { name: 'Loan Details' });
    fireEvent.click(within(loan).getByRole('button', { name: 'Edit loan details' }));
    const type = (label: string, value: string) => fireEvent.change(within(loan).getByLabelText(label), { target: { value } });
    type('Interest Rate (%)', '125');
    expect(within(loan).getByText('Interest rate must be more than 0% and at most 25%.')).toBeTruthy();
    type('Interest Rate (%)', '0');
    expect(within(loan).getByText('Interest rate must be more than 0% and at most 25%.')).toBeTruthy();
    type('Interest Rate (%)', '6');
    type('First Payment Date', '1969-12-01');
    expect(within(loan).getByText("First payment date can't be before Jan 1, 1970.")).toBeTruthy();
    type('First Payment Date', '2029-01-01');
    expect(within(loan).getByText("First payment date can't be more than 3 months from today.")).toBeTruthy();
    type('First Payment Date', '2020-06-01');
    type('Original Amount', '150000');
    expect(within(loan).getByText("Original loan amount can't be less than the current balance ($180,000).")).toBeTruthy();
    fireEvent.click(within(loan).getByRole('button', { name: 'Save' }));
    expect(calls.some((c) => c.method === 'PATCH')).toBe(false);
    type('Original Amount', '200000');
    expect(within(loan).queryByRole('alert')).toBeNull();
  });

  it('says "Failed to update property values" when the server gives no message', async () => {
    renderDashboard({ 'PATCH /mortgage-profile/property': { status: 500, body: '' } });
    const property = await screen.findByRole('region', { name: 'Property Details' });
    fireEvent.click(within(property).getByRole('button', { name: 'Edit property values' }));
    fireEvent.click(within(property).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(toastText()).toContain('Error: Failed to update property values'));
    expect(within(property).getByLabelText('Original Purchase Price')).toBeTruthy();
  });

  it('edits the loan details with the seven loan types of Onboarding and Profile: an ARM is a 30-year loan, its term chosen', async () => {
    const calls = renderDashboard();
    const loan = await screen.findByRole('region', { name: 'Loan Details' });
    fireEvent.click(within(loan).getByRole('button', { name: 'Edit loan details' }));
    const type = within(loan).getByLabelText('Loan Type') as HTMLSelectElement;
    expect([...type.options].map((o) => o.textContent)).toEqual(['30-Year Fixed', '20-Year Fixed', '15-Year Fixed', '10-Year Fixed', '5/1 ARM', '7/1 ARM', '10/1 ARM']);
    expect(type.value).toBe('30_year_fixed');
    // A fixed type sets the term: read-only.
    expect((within(loan).getByLabelText('Term (years)') as HTMLInputElement).readOnly).toBe(true);
    fireEvent.change(within(loan).getByLabelText('Original Amount'), { target: { value: '388000' } });
    fireEvent.change(within(loan).getByLabelText('Interest Rate (%)'), { target: { value: '3.125' } });
    fireEvent.change(type, { target: { value: '5_1_arm' } });
    // $388,000 at 3.125% over 30 years: $1,662.10 (over 5 years it would be $6,993.43).
    const term = within(loan).getByLabelText('Term (years)') as HTMLSelectElement;
    expect(term.value).toBe('30');
    expect([...term.options].map((o) => o.value)).toEqual(['15', '20', '25', '30', '40']);
    expect((within(loan).getByLabelText('Monthly Payment') as HTMLInputElement).value).toBe('1662.10');
    fireEvent.change(term, { target: { value: '15' } });
    expect((within(loan).getByLabelText('Monthly Payment') as HTMLInputElement).value).toBe('2702.84');
    fireEvent.click(within(loan).getByRole('button', { name: 'Save' }));
    await within(region('Loan Details')).findByRole('button', { name: 'Edit loan details' });
    expect(within(region('Loan Details')).getByText('5/1 ARM')).toBeTruthy();
    expect(calls.find((c) => c.method === 'PATCH')).toMatchObject({
      url: '/mortgage-profile/p1/loan',
      body: { loanType: '5_1_arm', originalLoanAmount: '388000', originalInterestRate: '0.03125', loanTermYears: 15, firstPaymentDate: '2020-06-01', monthlyPayment: '2702.84' },
    });
    expect(toastText()).toContain('Success: Loan details updated successfully');
    expect(within(card('Current Monthly Payment')).getByText('$2,702.84')).toBeTruthy();
  });

  it('keeps an older "Fixed Rate" type as an option, so saving other details does not change it', async () => {
    const calls = renderDashboard({}, { ...profile, loanType: 'fixed_rate', loanTermYears: 25 });
    const loan = await screen.findByRole('region', { name: 'Loan Details' });
    expect(within(loan).getByText('Fixed Rate')).toBeTruthy();
    fireEvent.click(within(loan).getByRole('button', { name: 'Edit loan details' }));
    const type = within(loan).getByLabelText('Loan Type') as HTMLSelectElement;
    expect([...type.options].map((o) => o.textContent)).toContain('Fixed Rate');
    expect(type.value).toBe('fixed_rate');
    expect((within(loan).getByLabelText('Term (years)') as HTMLSelectElement).value).toBe('25');
    fireEvent.click(within(loan).getByRole('button', { name: 'Save' }));
    await within(region('Loan Details')).findByRole('button', { name: 'Edit loan details' });
    expect(calls.find((c) => c.method === 'PATCH')?.body).toMatchObject({ loanType: 'fixed_rate', loanTermYears: 25 });
  });

  it('says "Failed to update loan details" when saving fails, and Cancel discards', async () => {
    const calls = renderDashboard({ 'PATCH /mortgage-profile/p1/loan': 'network-error' });
    const loan = await screen.findByRole('region', { name: 'Loan Details' });
    fireEvent.click(within(loan).getByRole('button', { name: 'Edit loan details' }));
    fireEvent.click(within(loan).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(toastText()).toContain('Error: Failed to update loan details'));
    fireEvent.change(within(loan).getByLabelText('Original Amount'), { target: { value: '1' } });
    fireEvent.click(within(loan).getByRole('button', { name: 'Cancel' }));
    expect(within(loan).getByText('$200,000.00')).toBeTruthy();
    expect(calls.filter((c) => c.method === 'PATCH')).toHaveLength(1);
    await waitFor(() => expect(document.activeElement).toBe(within(loan).getByRole('button', { name: 'Edit loan details' })));
  });

  it('edits each part on its own', async () => {
    renderDashboard();
    const property = await screen.findByRole('region', { name: 'Property Details' });
    fireEvent.click(within(property).getByRole('button', { name: 'Edit property values' }));
    fireEvent.click(within(region('Loan Details')).getByRole('button', { name: 'Edit loan details' }));
    fireEvent.click(screen.getByRole('button', { name: 'Edit current balance' }));
    expect(screen.getAllByRole('button', { name: 'Save' })).toHaveLength(3);
    fireEvent.click(within(property).getByRole('button', { name: 'Cancel' }));
    expect(screen.getAllByRole('button', { name: 'Save' })).toHaveLength(2);
  });
});

describe('Dashboard: the amortization schedule', () => {
  const visibleRows = () => within(screen.getByRole('region', { name: /Amortization schedule, / })).getAllByRole('row').slice(1);

  it('shows 12 payments, then Show All (n more) and Show Less; whole dollars; Paid Off at the end', async () => {
    renderDashboard();
    await screen.findByRole('heading', { level: 1 });
    expect(visibleRows()).toHaveLength(12);
    expect(visibleRows()[0].textContent).toBe('1Apr 1, 2025$1,199$299$900$179,701');
    fireEvent.click(screen.getByRole('button', { name: 'Show All (267 more)' }));
    expect(visibleRows()).toHaveLength(279);
    expect(within(visibleRows()[278]).getByText('Paid Off')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Show Less' }));
    expect(visibleRows()).toHaveLength(12);
  });

  it('draws the rows nobody sees yet a few at a time while the browser is idle, or all at once before printing', async () => {
    const idle: (() => void)[] = [];
    window.requestIdleCallback = jest.fn((callback: IdleRequestCallback) => idle.push(() => callback({ didTimeout: false, timeRemaining: () => 50 })));
    window.cancelIdleCallback = jest.fn();
    const allRows = () => screen.getByRole('region', { name: /Amortization schedule, / }).querySelectorAll('tbody tr');
    try {
      renderDashboard();
      await screen.findByRole('heading', { level: 1 });
      expect(allRows()).toHaveLength(12);
      act(() => idle.shift()?.());
      expect(allRows()).toHaveLength(72);
      while (idle.length) act(() => idle.shift()?.());
      // 279 in all: the collapsed ones hidden on screen, printed with the page.
      expect(allRows()).toHaveLength(279);
      expect(visibleRows()).toHaveLength(12);
      cleanup();
      renderDashboard();
      await screen.findByRole('heading', { level: 1 });
      expect(allRows()).toHaveLength(12);
      act(() => {
        window.dispatchEvent(new Event('beforeprint'));
      });
      expect(allRows()).toHaveLength(279);
    } finally {
      delete (window as Partial<Window>).requestIdleCallback;
      delete (window as Partial<Window>).cancelIdleCallback;
    }
  });

  it('switches to the annual view', async () => {
    renderDashboard();
    await screen.findByRole('heading', { level: 1 });
    const annual = screen.getByRole('button', { name: 'Annual' });
    fireEvent.click(annual);
    expect(annual.getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('columnheader', { name: 'Year' })).toBeTruthy();
    expect(visibleRows()[0].textContent).toBe('20259$10,792$2,746$8,046$177,254');
    expect(screen.getByRole('button', { name: 'Show All (12 more)' })).toBeTruthy();
  });

  it('exports the CSV of the view shown', async () => {
    const saved: { name: string; blob: Blob }[] = [];
    Object.assign(URL, { createObjectURL: (blob: Blob) => (saved.push({ name: '', blob }), 'blob:csv'), revokeObjectURL: () => undefined });
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved[saved.length - 1].name = this.download;
    });
    renderDashboard();
    await screen.findByRole('heading', { level: 1 });
    fireEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    fireEvent.click(screen.getByRole('button', { name: 'Annual' }));
    fireEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    const texts = await Promise.all(
      saved.map(
        ({ blob }) =>
          new Promise<string>((resolve) => {
            const reader = new FileReader();
            reader.onload = () => resolve(reader.result as string);
            reader.readAsText(blob);
          }),
      ),
    );
    expect(saved.map((s) => s.name)).toEqual(['amortization-schedule-monthly.csv', 'amortization-schedule-annual.csv']);
    expect(texts[0].split('\r\n').slice(0, 2)).toEqual(['"Date","Total Payment","Principal","Interest","Remaining Balance"', '"2025-04-01","1199.10","299.10","900.00","179700.90"']);
    expect(texts[0].split('\r\n')).toHaveLength(281);
    expect(texts[1].split('\r\n')[1]).toMatch(/^"2025","10791\.90",/);
    click.mockRestore();
  });

  it('explains an empty schedule', async () => {
    renderDashboard({}, { ...profile, monthlyPayment: 0 });
    await screen.findByRole('heading', { level: 1 });
    expect(screen.getByText(/There is no schedule to show/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Export CSV' })).toBeNull();
  });
});

describe('Dashboard: payment and milestones (issue 21)', () => {
  it('shows the whole payment with escrow beside P&I, PMI’s dates and, for an ARM, when the rate adjusts', async () => {
    renderDashboard({}, { ...profile, loanType: '5_1_arm', purchasePrice: 220_000, propertyTaxYearly: 4800, insuranceYearly: 1200, pmiMonthly: 95 });
    const card = await screen.findByRole('region', { name: 'Payment & Milestones' });
    // 1,199.10 + 400 + 100 + 95
    expect(within(card).getByText('$1,794.10')).toBeTruthy();
    expect(screen.getByText('$1,794.10 with escrow')).toBeTruthy();
    const pmi = within(card).getByRole('region', { name: 'PMI Milestones' });
    expect(pmi.textContent).toMatch(/Ask to drop PMI \(80%\)\w{3} \d+, \d{4}/);
    const arm = within(card).getByRole('region', { name: 'Your Rate Adjusts' });
    expect(arm.textContent).toContain('Jun 1, 2025'); // payment 61 of a loan first paid 2020-06-01
    expect(arm.textContent).toContain('at 8.000%'); // worst: 6% + the 2-point first cap
    // The worst case of the first change is not the most it can be: 8, 10, then 11 % (the 5-point lifetime cap).
    expect(arm.textContent).toMatch(/can reach \$1,8\d\d\.\d\d at 11\.000%, its highest, from the payment due Jun 1, 2027 \(payment 85\)/);
  });

  it('an ARM whose lifetime cap is reached at the first change says its worst case is the highest', async () => {
    renderDashboard({}, { ...profile, loanType: '5_1_arm', armLifetimeCap: 0.02 });
    const arm = await screen.findByRole('region', { name: 'Your Rate Adjusts' });
    expect(arm.textContent).toContain('The worst case is also the highest your payment can go');
    expect(arm.textContent).not.toContain('can reach');
  });

  it('a fixed-rate loan without escrow: no rate adjustment, a hint to add escrow', async () => {
    renderDashboard();
    const card = await screen.findByRole('region', { name: 'Payment & Milestones' });
    expect(within(card).queryByRole('region', { name: 'Your Rate Adjusts' })).toBeNull();
    expect(within(card).getByText(/Add property tax, insurance, HOA or PMI in your Profile/)).toBeTruthy();
  });
});

describe('Dashboard: the report (issue 21)', () => {
  it('offers "Download report", a link to the PDF the API writes', async () => {
    renderDashboard();
    const link = await screen.findByRole('link', { name: 'Download report' });
    expect(link.getAttribute('href')).toBe('/api/report.pdf');
    expect(link.hasAttribute('download')).toBe(true);
  });
});
