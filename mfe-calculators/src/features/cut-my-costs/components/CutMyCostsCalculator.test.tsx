import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MarketRates, RateEntry } from '@homewise/contracts';
import { AHEAD_PROFILE, AHEAD_TODAY, MARKET_RATES, PROFILE, RATES } from '../../../shared/test-fixtures';
import { CHART_TEST_TIMEOUT_MS, chartsDrawn } from '../../../shared/test-helpers';
import { CutMyCostsCalculator } from './CutMyCostsCalculator';

jest.setTimeout(CHART_TEST_TIMEOUT_MS);

const TODAY = '2025-03-14';
const profile = PROFILE;
const rates = RATES;
const marketRates = MARKET_RATES;

function renderCalculator(overrides: { rates?: RateEntry[] | null; marketRates?: MarketRates | null } = {}) {
  const user = userEvent.setup();
  render(<CutMyCostsCalculator profile={profile} rates={overrides.rates === undefined ? rates : overrides.rates} marketRates={overrides.marketRates === undefined ? marketRates : overrides.marketRates} today={TODAY} />);
  return user;
}

const card = (label: string) => screen.getByRole('region', { name: label });
const noNaN = () => expect(document.body.textContent).not.toMatch(/NaN|Infinity/);

describe('Cut My Costs calculator', () => {
  it('starts from the stored rate for the loan type and shows the three results', () => {
    renderCalculator();
    expect(screen.getByLabelText('New Interest Rate (%)')).toHaveProperty('value', '6.000');
    expect(screen.getByLabelText('New Loan Term')).toHaveProperty('value', '30');
    expect(screen.getByLabelText('Estimated Closing Costs')).toHaveProperty('value', '5000');
    expect(screen.getByLabelText('Roll closing costs into loan')).toHaveProperty('checked', false);
    // $200,000 at 6 % over 30 years: $1,199.10 a month (published figure); 1,398.43 − 1,199.10.
    expect(within(card('Monthly Savings')).getByText('$199.33')).toBeTruthy();
    expect(within(card('Monthly Savings')).getByText('New payment $1,199.10 a month')).toBeTruthy();
    // $5,000 / $199.33 a month = 25.08… → 26 months.
    expect(within(card('Break-Even')).getByText('26 months')).toBeTruthy();
    // The current loan's 360 payments — 359 of $1,398.43 and a last $1,397.29 that takes the
    // rounding: $503,433.66 — less 360 × $1,199.10 and $5,000 up front: $66,757.66.
    expect(within(card('Total Savings')).getByText('$66,758')).toBeTruthy();
    // The loan summary.
    const summary = screen.getByRole('region', { name: 'Current Loan Summary' });
    expect(within(summary).getByText('$200,000.00')).toBeTruthy();
    expect(within(summary).getByText('7.500%')).toBeTruthy();
    expect(within(summary).getByText('$1,398.43')).toBeTruthy();
    expect(within(summary).getByText('360 (30 years), the last in Mar 2055')).toBeTruthy();
  });

  it('counts the payments the balance needs, as the Dashboard does: 289, not the note’s 297 of the spec', async () => {
    const user = userEvent.setup();
    render(<CutMyCostsCalculator profile={AHEAD_PROFILE} rates={null} marketRates={marketRates} today={AHEAD_TODAY} />);
    const summary = screen.getByRole('region', { name: 'Current Loan Summary' });
    expect(within(summary).getByText('289 (24 years 1 month), the last in Dec 2050')).toBeTruthy();
    await user.clear(screen.getByLabelText('New Interest Rate (%)'));
    await user.type(screen.getByLabelText('New Interest Rate (%)'), '3');
    // The current loan: $479,816.96 in its 289 payments. New: $337,000 at 3 % over 30 years is
    // $1,420.81 a month, × 360 = $511,491.60, plus $5,000: −$36,674.64 (counting 297 × $1,662.10
    // would have said −$22,847.90, $13,826.74 better than the truth).
    expect(within(card('Monthly Savings')).getByText('$241.29')).toBeTruthy();
    expect(within(card('Total Savings')).getByText('-$36,675')).toBeTruthy();
  });

  it('falls back to 6.500 % without a stored rate', () => {
    renderCalculator({ rates: null });
    expect(screen.getByLabelText('New Interest Rate (%)')).toHaveProperty('value', '6.500');
  });

  it('recomputes as the user types', async () => {
    const user = renderCalculator();
    await user.click(screen.getByLabelText('Roll closing costs into loan'));
    // $205,000 at 6 %: $1,229.08 a month; the $5,000 borrowed take 5,000 / 169.35 = 29.5… → 30 months.
    expect(within(card('Monthly Savings')).getByText('$169.35')).toBeTruthy();
    expect(within(card('Break-Even')).getByText('30 months')).toBeTruthy();
    await user.clear(screen.getByLabelText('Estimated Closing Costs'));
    await user.type(screen.getByLabelText('Estimated Closing Costs'), '0');
    expect(within(card('Monthly Savings')).getByText('$199.33')).toBeTruthy();
  });

  it.each([
    ['', 'Enter the new interest rate.'],
    ['-1', 'The interest rate cannot be negative.'],
    ['26', 'Enter a rate of 25% or less.'],
  ])('shows a message at the rate field for %p, never NaN', async (typed, message) => {
    const user = renderCalculator();
    const field = screen.getByLabelText('New Interest Rate (%)');
    await user.clear(field);
    if (typed) await user.type(field, typed);
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText(message).id).toBe(field.getAttribute('aria-describedby'));
    expect(screen.getByText('Check the highlighted fields')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Monthly Savings' })).toBeNull();
    noNaN();
  });

  it('shows a message at the closing costs when they are negative or empty', async () => {
    const user = renderCalculator();
    const field = screen.getByLabelText('Estimated Closing Costs');
    await user.clear(field);
    expect(screen.getByText('Enter the closing costs (0 if there are none).')).toBeTruthy();
    await user.type(field, '-500');
    expect(screen.getByText('Closing costs cannot be negative.')).toBeTruthy();
    noNaN();
  });

  it('fills the rate and the term from a market rate', async () => {
    const user = renderCalculator();
    expect(screen.getByText('Current MBA Rates Updated (Mar 12, 2025)')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: '15-Year Fixed 6.120%' }));
    expect(screen.getByLabelText('New Interest Rate (%)')).toHaveProperty('value', '6.120');
    expect(screen.getByLabelText('New Loan Term')).toHaveProperty('value', '15');
    await user.click(screen.getByRole('button', { name: '30-Year Fixed 6.890%' }));
    expect(screen.getByLabelText('New Interest Rate (%)')).toHaveProperty('value', '6.890');
    expect(screen.getByLabelText('New Loan Term')).toHaveProperty('value', '30');
  });

  it('says so when the market rates are not available', () => {
    renderCalculator({ marketRates: null });
    expect(screen.getByText('Market rates are not available right now.')).toBeTruthy();
  });

  it('compares the loans with Save Money and Costs More badges', async () => {
    const user = renderCalculator();
    // Queried each time: the table is drawn anew once the cleared field holds a rate again.
    const table = () => screen.getByRole('table', { name: 'Current loan compared with the new loan' });
    const row = (name: string) => within(table()).getByRole('row', { name: new RegExp(`^${name}`) });
    expect(within(row('Monthly payment')).getByText('Save Money')).toBeTruthy();
    expect(within(row('Total cost')).getByText('Save Money')).toBeTruthy();
    expect(within(row('Closing costs')).getByText('$5,000 (paid up front)')).toBeTruthy();
    // The totals add up as shown, to the cent: the current loan's less the new one's is the savings.
    const cents = (text: string) => Math.round(Number(text.replace(/[^0-9.-]/g, '')) * 100);
    const [current, next, saved] = within(row('Total cost')).getAllByRole('cell').map((cell) => cell.textContent ?? '');
    expect(saved).toMatch(/^\$[\d,]+\.\d\d Save Money$/);
    expect(cents(current) - cents(next)).toBe(cents(saved.replace('Save Money', '')));
    // A higher rate costs more, and the closing costs never pay back.
    await user.clear(screen.getByLabelText('New Interest Rate (%)'));
    await user.type(screen.getByLabelText('New Interest Rate (%)'), '8');
    expect(within(row('Monthly payment')).getByText('Costs More')).toBeTruthy();
    expect(within(row('Total cost')).getByText('Costs More')).toBeTruthy();
    expect(within(card('Break-Even')).getByText('Never')).toBeTruthy();
  });

  it('draws the payment chart in its tab, reached with the arrow keys, with the figures under it', async () => {
    const user = renderCalculator();
    const comparison = screen.getByRole('tab', { name: 'Comparison' });
    expect(comparison.getAttribute('aria-selected')).toBe('true');
    comparison.focus();
    await user.keyboard('{ArrowRight}');
    const chartTab = screen.getByRole('tab', { name: 'Payment Chart' });
    expect(chartTab.getAttribute('aria-selected')).toBe('true');
    expect(document.activeElement).toBe(chartTab);
    const panel = screen.getByRole('tabpanel', { name: 'Payment Chart' });
    expect(within(panel).getByText('-$199.33')).toBeTruthy();
    expect(within(panel).getByText('26 months')).toBeTruthy();
    await chartsDrawn(panel);
    const legend = [...panel.querySelectorAll('.highcharts-legend-item')].map((item) => item.textContent);
    expect(legend).toEqual(['Current Loan', 'New Loan', 'Cumulative Savings']);
    // The chart's own data: year 0 is today, where only the up-front closing costs are paid.
    await user.click(within(panel).getByRole('button', { name: 'View data table' }));
    const firstRow = within(within(panel).getByRole('table')).getAllByRole('row')[1];
    expect([...firstRow.querySelectorAll('th, td')].map((c) => c.textContent)).toEqual(['Today', '$0', '$5,000', '-$5,000']);
  });
});
