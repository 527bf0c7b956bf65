import { buttonClass, PageHeader } from '@homewise/platform';
import { SiteLink } from '../../shared/SiteLink';
import { NOT_FINANCIAL_ADVICE } from '../../shared/site-links';
import '../../shared/marketing.css';
import './about.css';

const PRINCIPLES = [
  {
    title: 'Show the math',
    text: 'Every figure comes from standard, published formulas — the same ones lenders use — and our How to Use guide explains each one.',
  },
  {
    title: 'Your data is yours',
    text: 'We never sell personal information. Only you see your numbers, plus the loan officer who invited you if you signed up through their link.',
  },
  {
    title: 'Useful for everyone',
    text: 'Homewise works on a phone as well as on a desktop, with a keyboard or a screen reader.',
  },
] as const;

/** About (spec section 2): who Homewise is for, what it does and what it stands for. */
export function AboutPage() {
  return (
    <article className="mkt-about mkt-prose">
      <PageHeader title="About Homewise" subtitle="The mortgage companion for homeowners who want to pay less and own more." />

      <section aria-labelledby="about-why">
        <h2 id="about-why">Why we built Homewise</h2>
        <p>
          For most families the mortgage is the biggest bill they will ever pay, yet the statement shows little more than
          the amount due. How much of the payment is interest? Would refinancing pay off, and when? What would an extra
          $100 a month really do? Those answers usually take a spreadsheet or a sales call.
        </p>
        <p>
          Homewise gives you those answers in minutes, for your own loan, so you can take control of your mortgage and
          unlock savings.
        </p>
      </section>

      <section aria-labelledby="about-what">
        <h2 id="about-what">What Homewise does</h2>
        <ul>
          <li>
            <strong>Dashboard</strong> — your payment, balance, rate, remaining term, equity and full amortization schedule.
          </li>
          <li>
            <strong>Cut My Costs</strong> — compare a refinance with your current loan, closing costs and break-even included.
          </li>
          <li>
            <strong>Extra Payments</strong> — see how extra principal moves your payoff date and saves interest, and record
            the payments you make.
          </li>
          <li>
            <strong>My Home Equity</strong> — follow your equity today and project it over 30 years.
          </li>
          <li>
            <strong>Weekly market rates</strong> — 30-year and 15-year fixed averages, updated every Wednesday at 10am.
          </li>
        </ul>
      </section>

      <section aria-labelledby="about-principles">
        <h2 id="about-principles">What we stand for</h2>
        <ul className="mkt-about__principles">
          {PRINCIPLES.map((principle) => (
            <li key={principle.title}>
              <h3>{principle.title}</h3>
              <p>{principle.text}</p>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="about-officers">
        <h2 id="about-officers">Working with loan officers</h2>
        <p>
          Many homeowners meet Homewise through their loan officer. Loan officers can offer it under their own brand, so
          their clients keep an eye on their mortgage between closings and know whom to ask when a refinance makes
          sense. <SiteLink to="/LoanOfficers">Learn about Homewise for loan officers</SiteLink>.
        </p>
      </section>

      <section aria-labelledby="about-advice">
        <h2 id="about-advice">A tool, not advice</h2>
        <p>
          Homewise shows estimates based on the numbers you enter and on published average rates. {NOT_FINANCIAL_ADVICE}{' '}
          Before you refinance or change how you pay, talk to your lender or a licensed professional.
        </p>
      </section>

      <section className="mkt-about__cta" aria-labelledby="about-contact">
        <h2 id="about-contact">Questions or ideas?</h2>
        <p>We read every message.</p>
        <div className="mkt-about__actions">
          <SiteLink to="/Contact" className={buttonClass({ variant: 'primary' })}>
            Contact us
          </SiteLink>
          <SiteLink to="/HowToUse" className={buttonClass({ variant: 'secondary' })}>
            Read the guide
          </SiteLink>
        </div>
      </section>
    </article>
  );
}
