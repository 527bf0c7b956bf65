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
          <strong>Property information.</strong> Enter your property address, and if you like the purchase date, the
          purchase price and what the home is worth today (left blank, we use the purchase price).
        </li>
        <li>
          <strong>Mortgage details.</strong> Enter the original loan amount, the interest rate as a percent (for example
          6.875), the loan type — the term follows from it (a 15-Year Fixed is 15 years) — and your first payment date.
          Homewise calculates the monthly payment for you. Type your current balance from a statement, or tick “I
          don&apos;t know my current balance” and we estimate it.
        </li>
        <li>
          <strong>Review &amp; confirm.</strong> Check the summary (and the estimated balance, which you can change) and
          choose Complete Setup. Your Dashboard opens with your payment, balance, rate, remaining term and equity. If you
          leave halfway, what you typed is still there when you come back in the same browser tab.
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
            'Keep the balance current: use the Edit button on the Current Balance card to type the balance from your statement, or Auto to work it out from your payments since the first payment date, minus the extra payments you recorded, and save it.',
            'Edit property values (purchase price, current value) and loan details in the Mortgage Summary; Save applies them everywhere.',
            'In the Amortization Schedule, switch between Monthly and Annual, use Show All to see every payment, and Export CSV to open it in a spreadsheet. Print gives a clean copy of the summary with the whole schedule.',
            'Payment & Milestones shows your whole monthly payment — principal and interest plus the escrow you entered in your Profile (property tax and insurance a year, HOA dues and PMI a month) — and, when your loan began above 80% of the purchase price, the dates you can ask to drop PMI (80%), when it ends by law (78%) and at the latest (the midpoint of the term).',
            'With a 5/1, 7/1 or 10/1 ARM it says when your rate first adjusts and the payment then if the rate goes down by its cap, stays with the index, or goes up by its cap, with a chart of the three paths year by year. The margin, caps and index are in your Profile (2.75% and 2/2/5 to start).',
            'Download report saves a PDF of your mortgage — summary, escrow, ARM or PMI dates, a refinance at this week’s 30-year rate, the extra-payment plan and the annual schedule — to print or send to your spouse or loan officer.',
            'Use the Take Action cards to jump to refinancing, extra payments or equity.',
          ]}
        />
        <Guide
          page="Cut My Costs"
          to="/CutMyCosts"
          purpose="Find out whether refinancing would save you money, and when it pays for itself."
          steps={[
            'The new interest rate starts at the current rate for your loan type; type another, or click the current 30-year or 15-year fixed market rate to fill in both the rate and the term.',
            'Choose the new loan term (10 to 40 years) and your estimated closing costs ($5,000 to start).',
            'Tick “Roll closing costs into loan” if you would add them to the new loan instead of paying them up front.',
            'Add the offer’s points (each costs 1% of the new loan at closing), any lender credit toward your costs, and cash you want to take out. The APR beside the rate counts the closing costs and points less the credit; Break-Even counts them too.',
            'Compare offers: name the offer and choose Save offer (up to 3). They stand side by side with their payment, APR, cash to close, break-even and total cost over the years you expect to stay — what you pay until then plus what you still owe — and the one that costs least is marked. Use inputs above replaces an offer with what you typed; Delete removes it.',
            'Read Monthly Savings, Total Savings and Break-Even (in months, or “Never” when the new payment is not lower). They follow every change you type; a field that holds no valid value says what to fix.',
            'The Comparison tab shows both loans side by side; the Payment Chart shows what each has cost by every year, and your cumulative savings.',
          ]}
        />
        <Guide
          page="Extra Payments"
          to="/ExtraPayments"
          purpose="See how paying a little more moves your payoff date and cuts your interest, and keep a record of the extra payments you make."
          steps={[
            'Set an extra amount ($100 to start) and how often: every month, once a year (with payments 1, 13, 25…) or one time, with your next payment.',
            'Read the New Payoff Date, Months Saved and Interest Saved, and compare the original and accelerated balances month by month in the chart. Export CSV downloads the accelerated schedule (month, remaining balance, interest paid).',
            'Biweekly Instead shows paying half your monthly payment every two weeks (26 half payments, one extra monthly payment a year): its payoff date, how much sooner and the interest it saves.',
            'When your balance is still above 80% of the purchase price and extra payments bring it there sooner, “PMI-free on <date>” tells you when to ask your lender to drop PMI.',
            'When you make an extra payment, record its date and amount in Extra Payment History. Edit a row in place (you confirm before it is saved) or delete it. Recorded payments add up to the Extra Principal Recorded and lower the Auto balance on your Dashboard.',
          ]}
        />
        <Guide
          page="My Home Equity"
          to="/MyHomeEquity"
          purpose="See how much of your home you own today and how that could grow."
          steps={[
            'The house picture is your home value, filled with your equity from the ground up and your loan above it; the Equity Breakdown gives the same figures.',
            'Use Edit to update the home value or the loan balance; Save keeps the new figures.',
            'In Equity Projection, change the Annual Appreciation % (3% to start; down to −20% for a falling market) to see value, balance and equity for this year and the next 30.',
            'Every chart has View data table and Download CSV, for the figures behind it.',
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
