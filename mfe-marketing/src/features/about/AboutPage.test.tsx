import { screen } from '@testing-library/react';
import { renderPage } from '@homewise/platform/testing';
import { AboutPage } from './AboutPage';

describe('About', () => {
  it('says what Homewise is, what it does and that it is not financial advice', () => {
    renderPage(<AboutPage />, { url: '/About' });
    expect(screen.getByRole('heading', { level: 1, name: 'About Homewise' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'What Homewise does' })).toHaveTextContent(/every Wednesday at 10am/);
    expect(screen.getByRole('region', { name: 'A tool, not advice' })).toHaveTextContent('Not financial advice.');
    expect(screen.getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', '/Contact');
    expect(screen.getByRole('link', { name: /Homewise for loan officers/ })).toHaveAttribute('href', '/LoanOfficers');
  });
});
