import { DocumentPage, type DocumentSection } from '../../shared/DocumentPage';
import { SiteLink } from '../../shared/SiteLink';
import { FAQ } from './faq';
import './how-to-use.css';

/** A feature guide: what the page is for, then how to use it step by step. */
function Guide({ page, to, purpose, steps }: { page: string; to: string; purpose: string; steps: readonly string[] }) {
  return (
    <section className="mkt-guide" aria-labelledby={`guide-${to.slice(1)}`}>
      <h3 id={`guide-${to.slice(1)}`}>
        <SiteLink to={to}>{page}</SiteLink>
      </h3>
      <p>{purpose}</p>
      <ol>
        {steps.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ol>
    </section>
  );
}

const SECTIONS: readonly DocumentSection[] = [
  {
    id: 'quick-start',
    title: 'Quick start',
    content: (
      <ol className="mkt-quickstart">
        <li>
          <strong>Create your account.</strong> <SiteLink to="/signup">Sign up</SiteLink> with your email address and a
          password of at least 8 characters.
        </li>
        <li>
          <strong>Property information.</strong> Enter your property address, purchase date and purchase price.
        </li>
        <li>
          <strong>Mortgage details.</strong> Enter the original loan amount, the interest rate as a percent (for example
          6.875) and the loan type — the term follows from it (a 15-Year Fixed is 15 years). Homewise calculates the
          monthly payment for you.
        </li>
        <li>
          <strong>Review &amp; confirm.</strong> Check the summary and save. Your Dashboard opens with your payment,
          balance, rate, remaining term and equity.
        </li>
        <li>
          <strong>Explore your savings.</strong> Try Cut My Costs, Extra Payments and My Home Equity from the navigation
          bar.
        </li>
      </ol>
    ),
  },
  {
    id: 'guides',
    title: 'Feature guides',
    content: (
      <>
        <Guide
          page="Dashboard"
          to="/Dashboard"
          purpose="Your mortgage on one page: Current Monthly Payment (principal + interest), Current Balance, Interest Rate and Remaining Term, with a Mortgage Summary and the amortization schedule."
          steps={[
            'Keep the balance current: use the edit button on the Current Balance card to type the balance from your statement, or Auto to estimate it from your payments and recorded extra payments.',
            'Edit property values (purchase price, current value) and loan details in the Mortgage Summary; Save applies them everywhere.',
            'In the Amortization Schedule, switch between Monthly and Annual, use Show All to see every payment, and download it as a CSV file.',
            'Use the Take Action cards to jump to refinancing, extra payments or equity.',
          ]}
        />
        <Guide
          page="Cut My Costs"
          to="/CutMyCosts"
          purpose="Find out whether refinancing would save you money, and when it pays for itself."
          steps={[
            'Enter a new interest rate, or click one of the current 30-year or 15-year fixed market rates to fill it in.',
            'Choose the new loan term (10 to 40 years) and your estimated closing costs ($5,000 to start).',
            'Tick “Roll closing costs into loan” if you would add them to the new loan instead of paying them up front.',
            'Read Monthly Savings, Total Savings and Break-Even; the Comparison tab shows both loans side by side and the Payment Chart shows what each costs over the years.',
          ]}
        />
        <Guide
          page="Extra Payments"
          to="/ExtraPayments"
          purpose="See how paying a little more moves your payoff date and cuts your interest, and keep a record of the extra payments you make."
          steps={[
            'Set an extra amount ($100 to start) and how often: every month, once a year (with payments 1, 13, 25…) or one time.',
            'Read the New Payoff Date, Months Saved and Interest Saved, and compare the original and accelerated balances in the chart. Export CSV downloads the schedule.',
            'When you make an extra payment, record its date and amount in Extra Payment History. Recorded payments lower the Auto balance on your Dashboard.',
          ]}
        />
        <Guide
          page="My Home Equity"
          to="/MyHomeEquity"
          purpose="See how much of your home you own today and how that could grow."
          steps={[
            'The house graphic and Equity Breakdown show your home value, loan balance and equity.',
            'Use Edit to update the home value or the loan balance; Save keeps the new figures.',
            'In Equity Projection, change the Annual Appreciation % (3% to start) to see value, balance and equity over the next 30 years.',
          ]}
        />
      </>
    ),
  },
  {
    id: 'pro-tips',
    title: 'Pro tips',
    content: (
      <ul>
        <li>Update your balance from your statement every few months; every calculator starts from it.</li>
        <li>Check Cut My Costs on Wednesdays, right after market rates update at 10am.</li>
        <li>Compare more than the payment: a longer new term can lower the payment but raise the total you pay. Total Savings tells you.</li>
        <li>Rolling closing costs into the loan saves cash today but you pay interest on them for the whole term.</li>
        <li>Got a bonus or tax refund? Try it as a one-time extra payment, or as an annual one if it comes every year.</li>
        <li>Even small amounts count: the earlier in the loan you pay extra, the more interest it saves.</li>
        <li>Update your home value after an appraisal or a big renovation so your equity stays realistic.</li>
      </ul>
    ),
  },
  {
    id: 'faq',
    title: 'Frequently asked questions',
    content: (
      <div className="mkt-faq">
        {FAQ.map((item) => (
          <details key={item.question} className="mkt-faq__item">
            <summary className="mkt-faq__question">{item.question}</summary>
            <div className="mkt-faq__answer">{item.answer}</div>
          </details>
        ))}
      </div>
    ),
  },
];

/** How To Use (spec section 2): quick start, four feature guides, pro tips and FAQ. */
export function HowToUsePage() {
  return (
    <DocumentPage
      title="How to Use Homewise"
      subtitle="Set up your mortgage in a few minutes, then let the numbers show you where to save."
      intro={
        <p>
          New here? Follow the quick start. Already set up? Jump to a guide or the questions below, or{' '}
          <SiteLink to="/Contact">ask us</SiteLink> if you do not find your answer.
        </p>
      }
      sections={SECTIONS}
    />
  );
}
