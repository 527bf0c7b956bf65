import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CHART_TEST_TIMEOUT_MS, chartsDrawn } from '../../../shared/test-helpers';
import { EquityProjectionCard } from './EquityProjectionCard';
import { SEASONED_PROFILE } from '../../../shared/test-fixtures';

jest.setTimeout(CHART_TEST_TIMEOUT_MS);

const profile = SEASONED_PROFILE;

const outlook = () => screen.getByText(/your home could be worth/).textContent;

describe('EquityProjectionCard', () => {
  it('projects 30 years from this year at 3 % a year to start', async () => {
    render(<EquityProjectionCard profile={profile} startYear={2025} />);
    expect(screen.getByLabelText('Annual Appreciation %')).toHaveProperty('value', '3');
    // 450,000 × (1 + 0.03 / 12)^360 = 1,105,578.995… (computed independently); the loan is paid off by then.
    expect(outlook()).toBe('At 3% a year, in 2055 your home could be worth $1,105,579, with $1,105,579 in equity.');
    await chartsDrawn();
  });

  it('follows the appreciation typed, negative included; non-numbers count as 0', async () => {
    const user = userEvent.setup();
    render(<EquityProjectionCard profile={profile} startYear={2025} />);
    const field = screen.getByLabelText('Annual Appreciation %');
    await user.clear(field);
    await user.type(field, '0');
    expect(outlook()).toContain('$450,000');
    await user.clear(field);
    expect(outlook()).toContain('At 0% a year');
    await user.type(field, '-2');
    expect(outlook()).toContain('At -2% a year');
    expect(field.getAttribute('aria-invalid')).toBeNull();
    await chartsDrawn();
  });

  it('refuses less than −20 % at the field and keeps the last good projection', async () => {
    const user = userEvent.setup();
    render(<EquityProjectionCard profile={profile} startYear={2025} />);
    const field = screen.getByLabelText('Annual Appreciation %');
    await user.clear(field);
    await user.type(field, '-25');
    expect(screen.getByText('Enter -20% or more (a falling market).').id).toBe(field.getAttribute('aria-describedby')?.split(' ').at(-1));
    expect(outlook()).toContain('At -2% a year');
    expect(document.body.textContent).not.toMatch(/NaN|Infinity/);
    await chartsDrawn();
  });

  it('charts home value, loan balance and equity by year, with the data table', async () => {
    const user = userEvent.setup();
    const { container } = render(<EquityProjectionCard profile={profile} startYear={2025} />);
    await chartsDrawn(container);
    expect([...container.querySelectorAll('.highcharts-legend-item')].map((i) => i.textContent)).toEqual(['Home Value', 'Loan Balance', 'Equity']);
    await user.click(screen.getByRole('button', { name: 'View data table' }));
    const rows = within(screen.getByRole('table')).getAllByRole('row');
    expect(rows).toHaveLength(32);
    expect([...rows[1].querySelectorAll('th, td')].map((c) => c.textContent)).toEqual(['2025', '$450,000', '$300,000', '$150,000']);
  });
});
