import type { ReactNode } from 'react';
import { formatCurrency, formatPercent } from '@homewise/platform';
import { SiteLink } from '../../shared/SiteLink';
import { BREAK_EVEN_EXAMPLE as be, EQUITY_EXAMPLE as eq, WORKED_EXAMPLE as ex, yearsAndMonths } from '../../shared/worked-example';

/**
 * The questions homeowners actually ask, answered the way the product computes (spec section 9).
 * The dollar figures are the worked examples checked against the finance package.
 */
export const FAQ: readonly { question: string; answer: ReactNode }[] = [
  {
    question: 'How is my current balance estimated?',
    answer: (
      <>
        <p>
          You can type the balance from your lender&apos;s statement at any time. The <strong>Auto</strong> button on the
          Dashboard estimates it instead: it takes your original loan amount and applies your monthly payment once for
          every whole month since your first payment date — each month adding that month&apos;s interest (balance × annual
          rate ÷ 12) and subtracting the payment — then subtracts the total of the extra payments you have recorded. The
          balance never goes below $0.
        </p>
        <p>
          The same estimate fills in your balance during setup when you tick “I don&apos;t know my current balance”; you
          see it before you save and can change it.
        </p>
        <p>
          Your statement can differ slightly: lenders may charge interest by the day, and escrow, fees or payments that
          posted late are not part of the estimate.
        </p>
      </>
    ),
  },
  {
    question: 'How is my monthly payment calculated?',
    answer: (
      <>
        <p>With the standard fixed-rate formula lenders use, for principal and interest only:</p>
        <code className="mkt-formula">payment = P × r ÷ (1 − (1 + r)^−n)</code>
        <p>
          where P is the loan amount, r the annual rate ÷ 12 and n the number of monthly payments (years × 12). For
          example, {formatCurrency(ex.loanAmount, 0)} at {formatPercent(ex.annualRate, 0)} over {ex.termYears} years is{' '}
          {formatCurrency(ex.monthlyPayment)} a month. Taxes, insurance and PMI that your lender collects are not included.
        </p>
      </>
    ),
  },
  {
    question: 'What is break-even, and why does it sometimes say “Never”?',
    answer: (
      <>
        <p>
          Break-even is how long a refinance takes to pay back its closing costs out of the monthly savings:{' '}
          <strong>closing costs ÷ monthly savings</strong>. With {formatCurrency(be.closingCosts, 0)} of closing costs
          and {formatCurrency(be.monthlySavings, 0)} saved every month, you break even after {be.months} months. If you
          expect to sell or refinance again before then, the refinance costs you money.
        </p>
        <p>
          If the new payment is not lower than your current one there are no monthly savings to pay the costs back, so
          break-even shows <strong>Never</strong>. A lower payment can still cost more in total when the new loan is
          longer — compare the Total Savings card too.
        </p>
      </>
    ),
  },
  {
    question: 'Why does an extra payment save so much interest?',
    answer: (
      <>
        <p>
          Each month you pay interest on the whole balance that is left. Early in a loan most of the payment is
          interest: of the first {formatCurrency(ex.monthlyPayment)} payment on a {formatCurrency(ex.loanAmount, 0)}{' '}
          loan at {formatPercent(ex.annualRate, 0)}, {formatCurrency(ex.firstMonthInterest)} is interest and only{' '}
          {formatCurrency(ex.firstMonthPrincipal)} reduces the balance.
        </p>
        <p>
          An extra payment goes entirely to principal. It lowers the balance that interest is charged on for every month
          that remains, so its effect compounds. Paying {formatCurrency(ex.extraPerMonth, 0)} more every month on that
          loan pays it off {yearsAndMonths(ex.monthsSaved)} sooner and saves {formatCurrency(ex.interestSaved)} of
          interest. The earlier in the loan you pay extra, the more it saves.
        </p>
      </>
    ),
  },
  {
    question: 'How often do market rates update?',
    answer: (
      <p>
        Every Wednesday at 10am (Eastern Time) we update the average 30-year and 15-year fixed rates shown in Cut My
        Costs, with the date they were published. They are national averages: the rate you are offered depends on your
        credit, your equity, the loan and the lender. If an update could not be read, Cut My Costs does not call the
        rates current: it says how old they are until newer ones are in.
      </p>
    ),
  },
  {
    question: 'How is my home equity calculated?',
    answer: (
      <p>
        Equity is your home&apos;s estimated current value minus your current loan balance; the percentage is that
        amount divided by the value, rounded to a whole percent. A {formatCurrency(eq.homeValue, 0)} home with{' '}
        {formatCurrency(eq.balance, 0)} left on the loan has {formatCurrency(eq.equity, 0)} of equity, {eq.percent}%.
        Update the home value whenever you have a better estimate, such as an appraisal.
      </p>
    ),
  },
  {
    question: 'What appreciation rate does the equity projection use?',
    answer: (
      <p>
        3% a year unless you change it in the Annual Appreciation % field. The home value grows by that rate compounded
        monthly, while the balance follows your regular payments, for 30 years from this year. Home prices do not rise
        evenly — try a lower rate, or 0%, to see a cautious case.
      </p>
    ),
  },
  {
    question: 'How is the remaining term worked out?',
    answer: (
      <p>
        Your loan term in months (30 years unless you set another) minus the whole months since your first payment date,
        never below zero. Without a first payment date the Dashboard shows N/A. Extra payments do not change this
        figure; the Extra Payments calculator shows how much sooner they pay the loan off.
      </p>
    ),
  },
  {
    question: 'Can I track more than one mortgage?',
    answer: (
      <p>
        Homewise tracks one primary mortgage per account — the loan on the home you live in. After a refinance, update
        the loan details on your Profile or Dashboard so every figure follows the new loan.
      </p>
    ),
  },
  {
    question: 'Who can see my information?',
    answer: (
      <p>
        Only you. If you agreed to share with a loan officer (when you signed up through their link or claimed the
        account they set up for you), that loan officer can also see your contact details and a summary of your loan
        (balance, rate, payment and equity), until you choose{' '}
        <strong>Stop Sharing</strong> on your <SiteLink to="/Profile">Profile page</SiteLink>. We never sell your information. Details
        are in the <SiteLink to="/PrivacyPolicy">Privacy Policy</SiteLink>.
      </p>
    ),
  },
  {
    question: 'What is the monthly digest, and how do I stop it?',
    answer: (
      <p>
        While you share with a loan officer, they send you a short email every month about your home and loan: its value
        and your equity and how they changed, your balance and this month&apos;s principal and interest, your rate against
        this week&apos;s market rate and what refinancing would save (the same figures as Cut My Costs). You also get an
        alert when refinancing pays or your equity reaches 20% or 25%. <strong>Ask</strong> in the email or on your
        Dashboard sends your loan officer a message; they answer by email. To stop the emails, click{' '}
        <strong>Unsubscribe</strong> at the bottom of any of them (one click), or switch the digest off on your{' '}
        <SiteLink to="/Profile">Profile</SiteLink>.
      </p>
    ),
  },
  {
    question: 'I am a loan officer: how do I bring my past clients?',
    answer: (
      <p>
        Confirm your email address, then on <SiteLink to="/Clients">Clients</SiteLink> choose a CSV file or paste it under{' '}
        <strong>Import clients</strong>: a header line (Email is required; First Name, Last Name, Phone, Property Address,
        Loan Amount, Interest Rate, Term, First Payment Date, Current Balance and Home Value are read when present), then one
        client per line, up to 5,000 at a time. Each new client gets an invitation from you to claim their account, shows as{' '}
        <strong>Invited</strong> (with <strong>Resend</strong>) until they do, and gets your monthly digest. Rows that could
        not be imported are listed with the reason; importing the same email again updates that client.
      </p>
    ),
  },
  {
    question: 'How do I delete my account?',
    answer: (
      <p>
        On your <SiteLink to="/Profile">Profile page</SiteLink>, choose <strong>Delete Account</strong> and confirm with
        your password. Your account, mortgage details and extra payments are deleted at once, you are signed out on every
        device and we email you a confirmation. It cannot be undone, but you can sign up again later with the same email.
        What we keep afterwards, and for how long, is under{' '}
        <SiteLink to="/PrivacyPolicy#data-retention">Data retention</SiteLink> in the Privacy Policy.
      </p>
    ),
  },
  {
    question: 'Is Homewise financial advice?',
    answer: (
      <p>
        No. Homewise shows estimates from standard formulas and the numbers you enter, to help you ask better questions.
        It is not financial advice or a loan offer: talk to your lender or a licensed professional before you act.
      </p>
    ),
  },
];
