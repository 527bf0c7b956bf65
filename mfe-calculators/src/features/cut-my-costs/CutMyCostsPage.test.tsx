import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi, renderPage, restoreApi } from '@homewise/platform/testing';
import { MARKET_RATES, PROFILE, RATES } from '../../shared/test-fixtures';
import { CutMyCostsPage } from './CutMyCostsPage';

afterEach(restoreApi);

const open = () => renderPage(<CutMyCostsPage />, { url: '/CutMyCosts' });

describe('Cut My Costs page', () => {
  it('shows skeletons while the profile and the rates load, then the calculator', async () => {
    const calls = fakeApi({
      'GET /mortgage-profile': { status: 200, body: PROFILE },
      'GET /rates': { status: 200, body: RATES },
      'GET /market-rates': { status: 200, body: MARKET_RATES },
    });
    open();
    expect(screen.getByRole('heading', { level: 1, name: 'Cut My Costs' })).toBeTruthy();
    expect(screen.getByRole('status', { name: 'Loading the refinance calculator' })).toBeTruthy();
    expect(await screen.findByLabelText('New Interest Rate (%)')).toHaveProperty('value', '6.000');
    expect(screen.queryByRole('status', { name: 'Loading the refinance calculator' })).toBeNull();
    expect(screen.getByText('Current MBA Rates Updated (Mar 12, 2025)')).toBeTruthy();
    // The calculator's "Send this scenario" asks whether the homeowner shares with a loan officer;
    // Compare offers reads the saved offers.
    expect(calls.map((c) => `${c.method} ${c.url}`).sort()).toEqual(['GET /market-rates', 'GET /mortgage-profile', 'GET /rates', 'GET /scenarios', 'GET /user/loan-officer']);
  });

  it('says how old the market rates are, and that they could not be updated, when the weekly read failed', async () => {
    // Today is Mar 14, 2025 (the pinned clock): rates read on Feb 26 are 16 days old.
    const old = { rate: 0.0701, scrapedAt: '2025-02-26T15:00:00.000Z' };
    fakeApi({
      'GET /mortgage-profile': { status: 200, body: PROFILE },
      'GET /rates': { status: 200, body: RATES },
      'GET /market-rates': { status: 200, body: { ...MARKET_RATES, thirtyYearFixed: old, fifteenYearFixed: { ...old, rate: 0.0633 } } },
    });
    open();
    const box = await screen.findByRole('group', { name: 'Last MBA Rates (Feb 26, 2025)' });
    const note = within(box).getByText('These market rates are 2 weeks old: they could not be updated.');
    expect(box.getAttribute('aria-describedby')).toBe(note.id);
    expect(screen.queryByText(/Current MBA Rates/)).toBeNull();
    // They can still be picked.
    await userEvent.setup().click(within(box).getByRole('button', { name: '30-Year Fixed 7.010%' }));
    expect(screen.getByLabelText('New Interest Rate (%)')).toHaveProperty('value', '7.010');
  });

  it('says what to do without a mortgage profile', async () => {
    fakeApi({
      'GET /mortgage-profile': { status: 200, body: null },
      'GET /rates': { status: 200, body: RATES },
      'GET /market-rates': { status: 200, body: MARKET_RATES },
    });
    open();
    expect(await screen.findByText('No Mortgage Profile Found')).toBeTruthy();
    expect(screen.getByText('Please complete your onboarding first to use the refinancing calculator.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Complete Setup' }).getAttribute('href')).toBe('/Onboarding');
    expect(screen.queryByLabelText('New Interest Rate (%)')).toBeNull();
  });

  it('starts at 6.500 % when the stored rates cannot be read, and says the market rates are missing', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    fakeApi({
      'GET /mortgage-profile': { status: 200, body: PROFILE },
      'GET /rates': { status: 500, body: { statusCode: 500, message: 'Internal server error' } },
      'GET /market-rates': 'network-error',
    });
    open();
    expect(await screen.findByLabelText('New Interest Rate (%)')).toHaveProperty('value', '6.500');
    expect(screen.getByText('Market rates are not available right now.')).toBeTruthy();
    expect(error).toHaveBeenCalled();
    error.mockRestore();
  });

  it('offers to try again when the profile cannot be loaded', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    let attempts = 0;
    fakeApi({
      'GET /mortgage-profile': () => (++attempts === 1 ? { status: 503, body: { statusCode: 503, message: 'The database is not answering.' } } : { status: 200, body: PROFILE }),
      'GET /rates': { status: 200, body: RATES },
      'GET /market-rates': { status: 200, body: MARKET_RATES },
    });
    open();
    expect((await screen.findByRole('alert')).textContent).toBe('Your mortgage profile could not be loadedThe database is not answering. Nothing you saved is lost.Try again');
    expect(screen.queryByText(/Complete Setup|No Mortgage Profile/)).toBeNull();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByLabelText('New Interest Rate (%)')).toBeTruthy();
    expect(within(screen.getByRole('region', { name: 'Monthly Savings' })).getByText('$199.33')).toBeTruthy();
    error.mockRestore();
  });
});

describe('Cut My Costs: points, APR and Compare offers (issue 21)', () => {
  const saved = (id: string, name: string, change: Record<string, unknown> = {}) => ({
    id, name, newRate: 0.06, newTermYears: 30, closingCosts: 5000, points: 0, lenderCredit: 0, cashOut: 0, rollClosingCosts: false, createdAt: '', updatedAt: '', ...change,
  });

  it('shows the APR beside the rate, saves the inputs as an offer and says which offer wins over the stay', async () => {
    let offers = [saved('o1', 'Lender A', { newRate: 0.0575, points: 1 })];
    const calls = fakeApi({
      'GET /mortgage-profile': { status: 200, body: PROFILE },
      'GET /rates': { status: 200, body: RATES },
      'GET /market-rates': { status: 200, body: MARKET_RATES },
      'GET /scenarios': () => ({ status: 200, body: offers }),
      'POST /scenarios': ({ body }) => {
        const created = saved('o2', (body as { name: string }).name, body as Record<string, unknown>);
        offers = [...offers, created];
        return { status: 201, body: created };
      },
      'DELETE /scenarios/o1': { status: 200, body: { message: 'Offer deleted.' } },
    });
    const user = userEvent.setup();
    open();
    await screen.findByLabelText('New Interest Rate (%)');
    await user.clear(screen.getByLabelText('Points (% of the new loan)'));
    await user.type(screen.getByLabelText('Points (% of the new loan)'), '200');
    expect(screen.getByText('Points must be between 0 and 10 (percent of the loan).')).toBeTruthy();
    await user.clear(screen.getByLabelText('Points (% of the new loan)'));
    await user.type(screen.getByLabelText('Points (% of the new loan)'), '0');
    expect(screen.getByText('New Rate / APR')).toBeTruthy();

    const table = await screen.findByRole('region', { name: 'Saved offers side by side' });
    expect(within(table).getByText('Lender A')).toBeTruthy();
    await user.type(screen.getByLabelText('Offer name'), 'Lender B, no points');
    await user.click(screen.getByRole('button', { name: 'Save offer' }));
    expect(await within(table).findByText('Lender B, no points')).toBeTruthy();
    const post = calls.find((c) => c.method === 'POST');
    expect(post?.body).toEqual({ name: 'Lender B, no points', newRate: 0.06, newTermYears: 30, closingCosts: 5000, rollClosingCosts: false, points: 0, lenderCredit: 0, cashOut: 0 });
    // Exactly one offer wins over the default 7-year stay.
    expect(within(table).getAllByText('Best over 7 years')).toHaveLength(1);

    await user.click(within(table).getByRole('button', { name: 'Delete Lender A' }));
    expect(await screen.findByText('"Lender A" was removed.')).toBeTruthy();
    expect(within(table).queryByText('Lender A')).toBeNull();
  });

  it('a refused save (3 offers already) says why in a toast', async () => {
    fakeApi({
      'GET /mortgage-profile': { status: 200, body: PROFILE },
      'GET /rates': { status: 200, body: RATES },
      'GET /market-rates': { status: 200, body: MARKET_RATES },
      'GET /scenarios': { status: 200, body: [] },
      'POST /scenarios': { status: 409, body: { statusCode: 409, message: 'You can compare up to 3 offers. Delete one to save another.' } },
    });
    const user = userEvent.setup();
    open();
    await screen.findByLabelText('Offer name');
    await user.click(screen.getByRole('button', { name: 'Save offer' }));
    expect(screen.getByText(/Name the offer/)).toBeTruthy();
    await user.type(screen.getByLabelText('Offer name'), 'Another');
    await user.click(screen.getByRole('button', { name: 'Save offer' }));
    expect(await screen.findByText('You can compare up to 3 offers. Delete one to save another.')).toBeTruthy();
  });
});
