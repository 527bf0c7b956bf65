import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderPage } from '@homewise/platform/testing';
import { setUser, endSession } from '@homewise/platform';
import type { Brand, User } from '@homewise/contracts';
import { LandingPage } from './LandingPage';

const brand: Brand = {
  name: 'Summit Home Loans',
  logoUrl: 'https://cdn.example.com/summit.svg',
  primaryColor: '#0f766e',
  loanOfficer: { name: 'Dana Whitaker', nmlsId: '123456', email: 'dana@summit.example', phone: '555-010-2030', photoUrl: 'https://cdn.example.com/dana.jpg' },
  signupUrl: 'http://localhost/signup?lo=DANA42',
};

const user = { id: 'u1', email: 'pat@example.com', firstName: 'Pat', lastName: 'Lee', fullName: 'Pat Lee', role: 'customer' } as User;

const location = () => screen.getByTestId('location').textContent;

afterEach(() => endSession());

describe('Landing (Homewise brand)', () => {
  it('shows the hero, the three steps, six benefit cards, the banner and the footer', () => {
    renderPage(<LandingPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Take Command of Your Mortgage' })).toBeInTheDocument();
    const steps = screen.getByRole('region', { name: 'Three steps to clearer numbers' });
    expect(within(steps).getAllByRole('listitem')).toHaveLength(3);
    const benefits = screen.getByRole('region', { name: /Everything your mortgage statement/ });
    expect(within(benefits).getAllByRole('heading', { level: 3 })).toHaveLength(6);
    expect(screen.getByText(/every Wednesday at 10am/)).toBeInTheDocument();
    expect(screen.getByRole('region', { name: /Make it work for you/ })).toBeInTheDocument();
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByText('Take control of your mortgage and unlock savings.')).toBeInTheDocument();
    expect(within(footer).getByText(/Not financial advice\./)).toBeInTheDocument();
  });

  it('promises of setup and the Dashboard only what they do', () => {
    renderPage(<LandingPage />);
    const steps = screen.getByRole('region', { name: 'Three steps to clearer numbers' });
    // Onboarding computes the payment and estimates the balance only when it is not known.
    expect(steps).toHaveTextContent('We work out your monthly payment and remaining term — and estimate your balance if you don’t know it.');
    const benefits = screen.getByRole('region', { name: /Everything your mortgage statement/ });
    expect(benefits).toHaveTextContent('by month or by year, to print or open in a spreadsheet');
  });

  it('links Sign In to /login and every call to action to /signup', () => {
    renderPage(<LandingPage />);
    expect(screen.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/login');
    for (const name of ['Get Started', 'Get Started Free', 'Create my free account']) {
      expect(screen.getByRole('link', { name })).toHaveAttribute('href', '/signup');
    }
  });

  it('takes the visitor to signup from the hero', async () => {
    renderPage(<LandingPage />);
    await userEvent.click(screen.getByRole('link', { name: 'Get Started Free' }));
    expect(location()).toBe('/signup');
  });

  it('has the footer links of spec section 2 and the loan officers page', () => {
    renderPage(<LandingPage />);
    const legal = screen.getByRole('navigation', { name: 'Legal' });
    expect(within(legal).getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/PrivacyPolicy');
    expect(within(legal).getByRole('link', { name: 'Terms of Service' })).toHaveAttribute('href', '/TermsOfService');
    const resources = screen.getByRole('navigation', { name: 'Resources' });
    expect(within(resources).getAllByRole('link').map((a) => a.getAttribute('href'))).toEqual(['/HowToUse', '/About', '/Contact', '/LoanOfficers']);
  });

  it('shows a worked example computed with the product math', () => {
    renderPage(<LandingPage />);
    const example = screen.getByRole('complementary', { name: 'What $100 more a month can do' });
    expect(example).toHaveTextContent('$300,000 at 7% for 30 years · $1,995.91 a month');
    expect(within(example).getByText('$69,337')).toBeInTheDocument();
    expect(within(example).getByText('4 years 2 months')).toBeInTheDocument();
  });

  it('sends a signed-in visitor to the Dashboard', () => {
    setUser(user);
    renderPage(<LandingPage />);
    expect(location()).toBe('/Dashboard');
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
  });
});

describe('Landing with a loan officer brand', () => {
  it('shows the brand name, logo and colour on the whole page', () => {
    const { container } = renderPage(<LandingPage brand={brand} />);
    expect(screen.getByRole('img', { name: 'Summit Home Loans' })).toHaveAttribute('src', 'https://cdn.example.com/summit.svg');
    const root = container.querySelector('.mkt-landing') as HTMLElement;
    expect(root.style.getPropertyValue('--hw-color-primary')).toBe('#0f766e');
    expect(root).toHaveAttribute('data-brand', 'Summit Home Loans');
    expect(screen.getByText('Brought to you by Dana Whitaker, Summit Home Loans')).toBeInTheDocument();
    expect(within(screen.getByRole('contentinfo')).getByText(/Summit Home Loans · Powered by Homewise\. Not financial advice\./)).toBeInTheDocument();
  });

  it("shows the officer's card: photo, name, NMLS ID, email and phone", () => {
    renderPage(<LandingPage brand={brand} />);
    const card = screen.getByRole('complementary', { name: 'Your loan officer' });
    expect(within(card).getByRole('img', { name: 'Dana Whitaker' })).toHaveAttribute('src', 'https://cdn.example.com/dana.jpg');
    expect(within(card).getByText('Dana Whitaker')).toBeInTheDocument();
    expect(within(card).getByText('NMLS ID 123456')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Email dana@summit.example' })).toHaveAttribute('href', 'mailto:dana@summit.example');
    expect(within(card).getByRole('link', { name: 'Call 555-010-2030' })).toHaveAttribute('href', 'tel:5550102030');
  });

  it("sends the calls to action to the officer's signup URL, inside the app without a reload", async () => {
    renderPage(<LandingPage brand={brand} />);
    expect(screen.getByRole('link', { name: 'Get Started Free' })).toHaveAttribute('href', '/signup?lo=DANA42');
    await userEvent.click(screen.getByRole('link', { name: 'Create my free account' }));
    expect(location()).toBe('/signup?lo=DANA42');
  });

  it('keeps the calls to action on the origin the page was opened on, whatever origin the backend wrote (issue 18)', () => {
    // The page opened on http://localhost (jsdom), the brand's signup URL written on APP_URL.
    renderPage(<LandingPage brand={{ ...brand, signupUrl: 'http://127.0.0.1:8080/signup?lo=DANA42' }} />, { url: '/lo/DANA42' });
    for (const name of ['Get Started', 'Get Started Free', 'Create my free account']) {
      expect(screen.getByRole('link', { name })).toHaveAttribute('href', '/signup?lo=DANA42');
    }
  });

  it('shows the company name when the logo does not load, and the initials when the photo does not (issue 18)', () => {
    renderPage(<LandingPage brand={brand} />, { url: '/lo/DANA42' });
    const card = screen.getByRole('complementary', { name: 'Your loan officer' });
    fireEvent.error(screen.getByRole('img', { name: 'Summit Home Loans' }));
    fireEvent.error(within(card).getByRole('img', { name: 'Dana Whitaker' }));
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(within(screen.getByRole('banner')).getByText('Summit Home Loans')).toBeInTheDocument();
    expect(within(card).getByText('DW')).toBeInTheDocument();
  });

  it('does not advertise Homewise for loan officers on an officer’s page', () => {
    renderPage(<LandingPage brand={brand} />);
    expect(screen.queryByRole('link', { name: /loan officers/i })).not.toBeInTheDocument();
  });

  it('offers the Dashboard to a signed-in visitor instead of redirecting', () => {
    setUser(user);
    renderPage(<LandingPage brand={brand} />, { url: '/lo/DANA42' });
    expect(location()).toBe('/lo/DANA42');
    expect(screen.getByRole('link', { name: 'Go to Dashboard' })).toHaveAttribute('href', '/Dashboard');
    expect(screen.queryByRole('link', { name: 'Sign In' })).not.toBeInTheDocument();
  });

  it('carries a referral code the shell found no brand for to signup', () => {
    renderPage(<LandingPage referralCode="DANA42" />, { url: '/lo/DANA42' });
    expect(screen.getByRole('link', { name: 'Get Started Free' })).toHaveAttribute('href', '/signup?lo=DANA42');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Take Command of Your Mortgage');
  });
});

describe('Landing embedded on a loan officer’s own site (no router)', () => {
  const embedded = { ...brand, signupUrl: 'https://app.homewise.example/signup?lo=DANA42' };

  it('renders without the shell, in a labelled region instead of the page landmarks', () => {
    render(<LandingPage brand={embedded} />);
    expect(screen.getByRole('region', { name: 'Summit Home Loans: take command of your mortgage' })).toBeInTheDocument();
    expect(screen.queryByRole('main')).not.toBeInTheDocument();
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Take Command of Your Mortgage');
  });

  it('points every app link at the Homewise app, never at the host site', () => {
    render(<LandingPage brand={embedded} />);
    expect(screen.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', 'https://app.homewise.example/login');
    expect(screen.getByRole('link', { name: 'Get Started Free' })).toHaveAttribute('href', 'https://app.homewise.example/signup?lo=DANA42');
    expect(screen.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', 'https://app.homewise.example/PrivacyPolicy');
    expect(screen.getByRole('link', { name: 'See how it works' })).toHaveAttribute('href', '#how-it-works');
  });

  it('never uses the session of the host page', () => {
    setUser(user);
    render(<LandingPage brand={embedded} />);
    expect(screen.getByRole('link', { name: 'Sign In' })).toBeInTheDocument();
  });
});
