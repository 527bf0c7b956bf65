import type { Benefit } from '../../shared/BenefitCards';

/** The Landing's three steps (spec section 2). */
export const STEPS = [
  {
    title: 'Create your free account',
    text: 'Sign up with your email address. It takes less than a minute.',
  },
  {
    title: 'Add your mortgage',
    text: 'Enter your loan amount, rate, loan type and first payment date in three short steps. We work out your payment, balance and remaining term.',
  },
  {
    title: 'Find your savings',
    text: 'Test a refinance, try extra payments and follow your equity — with the exact dollars and months, so you can decide with confidence.',
  },
] as const;

/** The benefit cards: each is a tool the product really has (spec sections 1–2). */
export const BENEFITS: readonly Benefit[] = [
  {
    icon: 'home',
    title: 'Your mortgage at a glance',
    text: 'Monthly payment, current balance, interest rate, remaining term and home equity on one dashboard, with the full amortization schedule.',
  },
  {
    icon: 'scissors',
    title: 'Know if refinancing pays',
    text: 'Cut My Costs compares your loan with a new rate and term, closing costs included, and shows your monthly savings, total savings and break-even month.',
  },
  {
    icon: 'rocket',
    title: 'Pay it off sooner',
    text: 'See how extra payments — monthly, yearly or one-time — move your payoff date and how much interest they save. Record the ones you make.',
  },
  {
    icon: 'trend',
    title: 'Watch your equity grow',
    text: 'My Home Equity projects your home value, loan balance and equity for 30 years, at an appreciation rate you choose (3% to start).',
  },
  {
    icon: 'calendar',
    title: 'Fresh market rates every week',
    text: 'Current 30-year and 15-year fixed rates update every Wednesday at 10am, ready to drop into your refinance comparison.',
  },
  {
    icon: 'shield',
    title: 'Your data stays yours',
    text: 'We never sell your personal information. Your numbers are visible only to you — and to the loan officer who invited you, if you signed up through their link.',
  },
];
