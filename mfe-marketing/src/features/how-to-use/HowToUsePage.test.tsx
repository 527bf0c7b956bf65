import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderPage } from '@homewise/platform/testing';
import { HowToUsePage } from './HowToUsePage';

const render = () => renderPage(<HowToUsePage />, { url: '/HowToUse' });

describe('How To Use', () => {
  it('has a quick start, four feature guides, pro tips and an FAQ', () => {
    render();
    expect(screen.getByRole('heading', { level: 1, name: 'How to Use Homewise' })).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Quick start' })).getAllByRole('listitem')).toHaveLength(5);
    const guides = within(screen.getByRole('region', { name: 'Feature guides' })).getAllByRole('heading', { level: 3 });
    expect(guides.map((heading) => heading.textContent)).toEqual(['Dashboard', 'Cut My Costs', 'Extra Payments', 'My Home Equity']);
    expect(within(screen.getByRole('region', { name: 'Pro tips' })).getAllByRole('listitem').length).toBeGreaterThanOrEqual(5);
  });

  it('walks through setup and the Dashboard as they work', () => {
    render();
    const quickStart = screen.getByRole('region', { name: 'Quick start' });
    expect(quickStart).toHaveTextContent('tick “I don\'t know my current balance” and we estimate it');
    expect(quickStart).toHaveTextContent('choose Complete Setup');
    expect(quickStart).toHaveTextContent('what you typed is still there when you come back');
    const dashboard = within(screen.getByRole('region', { name: 'Feature guides' })).getByRole('region', { name: 'Dashboard' });
    expect(dashboard).toHaveTextContent('Auto to work it out from your payments since the first payment date, minus the extra payments you recorded, and save it');
    expect(dashboard).toHaveTextContent('Export CSV to open it in a spreadsheet. Print gives a clean copy');
  });

  it('documents the money tools: escrow, PMI and ARM on the Dashboard, the report, points and Compare offers, biweekly and PMI-free', () => {
    render();
    const guides = screen.getByRole('region', { name: 'Feature guides' });
    const dashboard = within(guides).getByRole('region', { name: 'Dashboard' });
    expect(dashboard).toHaveTextContent('your whole monthly payment — principal and interest plus the escrow');
    expect(dashboard).toHaveTextContent('when your rate first adjusts');
    expect(dashboard).toHaveTextContent('Download report saves a PDF of your mortgage');
    const cut = within(guides).getByRole('region', { name: 'Cut My Costs' });
    expect(cut).toHaveTextContent('The APR beside the rate counts the closing costs and points less the credit');
    expect(cut).toHaveTextContent('Compare offers: name the offer and choose Save offer (up to 3)');
    const extra = within(guides).getByRole('region', { name: 'Extra Payments' });
    expect(extra).toHaveTextContent('Biweekly Instead shows paying half your monthly payment every two weeks');
    expect(extra).toHaveTextContent('“PMI-free on <date>” tells you when to ask your lender to drop PMI');
  });

  it('links each guide to its page', () => {
    render();
    const guides = screen.getByRole('region', { name: 'Feature guides' });
    expect(within(guides).getByRole('link', { name: 'Cut My Costs' })).toHaveAttribute('href', '/CutMyCosts');
    expect(within(guides).getByRole('link', { name: 'My Home Equity' })).toHaveAttribute('href', '/MyHomeEquity');
  });

  it('answers the questions people ask, the way the product computes', async () => {
    render();
    const faq = screen.getByRole('region', { name: 'Frequently asked questions' });
    const questions = within(faq).getAllByText(/\?$/).map((summary) => summary.textContent);
    expect(questions).toEqual(
      expect.arrayContaining([
        'How is my current balance estimated?',
        'What is break-even, and why does it sometimes say “Never”?',
        'Why does an extra payment save so much interest?',
        'How often do market rates update?',
      ]),
    );
    const rates = within(faq).getByText('How often do market rates update?');
    await userEvent.click(rates);
    expect(rates.closest('details')).toHaveAttribute('open');
    expect(rates.closest('details')).toHaveTextContent('Every Wednesday at 10am');
    expect(rates.closest('details')).toHaveTextContent('it says how old they are until newer ones are in');
    expect(within(faq).getByText('Why does an extra payment save so much interest?').closest('details')).toHaveTextContent(
      'pays it off 4 years 2 months sooner and saves $69,336.71 of interest',
    );
    expect(within(faq).getByText('How is my monthly payment calculated?').closest('details')).toHaveTextContent(
      '$300,000 at 7% over 30 years is $1,995.91 a month',
    );
    expect(within(faq).getByText(/What is break-even/).closest('details')).toHaveTextContent('closing costs ÷ monthly savings');
  });

  it('tells how to delete an account: Delete Account on the Profile page, at once', () => {
    render();
    const faq = screen.getByRole('region', { name: 'Frequently asked questions' });
    const answer = within(faq).getByText('How do I delete my account?').closest('details')!;
    expect(answer).toHaveTextContent(/On your Profile page, choose Delete Account and confirm with your password/);
    expect(answer).toHaveTextContent(/deleted at once/);
    expect(within(answer).getByRole('link', { name: 'Profile page', hidden: true })).toHaveAttribute('href', '/Profile');
  });
});
