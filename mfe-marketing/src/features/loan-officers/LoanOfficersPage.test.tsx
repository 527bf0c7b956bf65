import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderPage } from '@homewise/platform/testing';
import { endSession, setUser } from '@homewise/platform';
import type { User } from '@homewise/contracts';
import { LoanOfficersPage } from './LoanOfficersPage';

afterEach(() => endSession());

const render = () => renderPage(<LoanOfficersPage />, { url: '/LoanOfficers' });

describe('Loan Officers page', () => {
  it('has the hero and the Get Started button that leads to the plans', () => {
    render();
    expect(screen.getByRole('heading', { level: 1, name: 'Turn Every Loan Closing Into Lifetime Revenue' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Get Started' })).toHaveAttribute('href', '#pricing');
    expect(document.getElementById('pricing')).toContainElement(screen.getByRole('heading', { name: 'Simple pricing' }));
  });

  it('opened at #pricing (a link from another page, or drawn again after an early click), it shows the plans', () => {
    const scrolled: Element[] = [];
    const original = Element.prototype.scrollIntoView;
    Element.prototype.scrollIntoView = function (this: Element) {
      scrolled.push(this);
    };
    window.history.replaceState(null, '', '/LoanOfficers#pricing');
    try {
      render();
      expect(scrolled).toEqual([document.getElementById('pricing')]);
    } finally {
      Element.prototype.scrollIntoView = original;
      window.history.replaceState(null, '', '/');
    }
  });

  // Spec sections 6–7: browser navigations to the login route with the plan in the return path.
  it('sends Start Free Trial to plan=paid and Try Free Version to plan=free, as full page loads', () => {
    render();
    const paid = screen.getAllByRole('link', { name: 'Start Free Trial' });
    const free = screen.getAllByRole('link', { name: 'Try Free Version' });
    expect(paid.length).toBeGreaterThanOrEqual(2);
    expect(free.length).toBeGreaterThanOrEqual(2);
    for (const link of paid) expect(link).toHaveAttribute('href', '/api/auth/login?returnTo=/?plan=paid');
    for (const link of free) expect(link).toHaveAttribute('href', '/api/auth/login?returnTo=/?plan=free');
  });

  it('has six benefit cards', () => {
    render();
    const benefits = screen.getByRole('region', { name: /Stay in your clients/ });
    expect(within(benefits).getAllByRole('heading', { level: 3 })).toHaveLength(6);
  });

  it('prices the two plans as the spec says', () => {
    render();
    const pricing = screen.getByRole('region', { name: 'Simple pricing' });
    const [free, pro] = within(pricing).getAllByRole('listitem').filter((item) => item.classList.contains('mkt-plan'));
    expect(within(free).getByRole('heading', { name: 'Free Starter' })).toBeInTheDocument();
    expect(free).toHaveTextContent('$0/month');
    expect(free).toHaveTextContent('Up to 5 clients');
    expect(within(pro).getByRole('heading', { name: 'Loan Officer Pro' })).toBeInTheDocument();
    expect(pro).toHaveTextContent('$25/month');
    expect(pro).toHaveTextContent('Up to 5,000 clients');
    expect(pro).toHaveTextContent('Priority support');
  });

  it('shows two testimonials, labelled as samples', () => {
    render();
    const quotes = screen.getByRole('region', { name: 'What it can look like' });
    const captions = within(quotes).getAllByText(/^Sample testimonial/);
    expect(captions).toHaveLength(2);
  });

  it('ends with a call to action and real links instead of placeholders', () => {
    render();
    expect(screen.getByRole('region', { name: /Your next closing is the start/ })).toBeInTheDocument();
    const links = within(screen.getByRole('navigation', { name: 'Loan officer resources' })).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['#pricing', '/Contact', '/HowToUse', '/About', '/PrivacyPolicy', '/TermsOfService']);
  });

  it('navigates inside the app from its footer links', async () => {
    render();
    await userEvent.click(screen.getByRole('link', { name: 'Contact us' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/Contact');
  });

  it('shows a signed-in loan officer their plan, page and clients', () => {
    setUser({ id: 'lo1', email: 'dana@example.com', role: 'loan_officer', plan: 'pro', referralCode: 'DANA42' } as User);
    render();
    const notice = screen.getByText("You're on Loan Officer Pro").closest<HTMLElement>('[role="status"]')!;
    expect(notice).toBeInTheDocument();
    expect(within(notice).getByRole('link', { name: '/lo/DANA42' })).toHaveAttribute('href', '/lo/DANA42');
    expect(within(notice).getByRole('link', { name: 'Open my clients' })).toHaveAttribute('href', '/Clients');
  });

  it('shows no plan notice to a homeowner', () => {
    setUser({ id: 'c1', email: 'pat@example.com', role: 'customer', plan: null, referralCode: null } as User);
    render();
    expect(screen.queryByText(/You're on/)).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Open my clients' })).not.toBeInTheDocument();
  });
});
