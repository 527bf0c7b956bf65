import type { Benefit } from '../../shared/BenefitCards';

/** The Landing's three steps (spec section 2). */
export const STEPS = [
  {
    title: 'Create your free account',
    text: 'Sign up with your email address. It takes less than a minute.',
  },
  {
    title: 'Add your mortgage',
    text: 'Three short steps: your property, then your loan amount, rate and loan type. We work out your monthly payment and remaining term — and estimate your balance if you don’t know it.',
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
    text: 'Monthly payment, current balance, interest rate, remaining term and home equity on one dashboard, with the full amortization schedule — by month or by year, to print or open in a spreadsheet.',
  },
  {
    icon: 'scissors',
    title: 'Know if refinancing pays',
    text: 'Cut My Costs compares your loan with a new rate and term, closing costs included: your monthly savings, total savings, the months until it pays for itself, and a chart of what each loan costs year by year.',
  },
  {
    icon: 'rocket',
    title: 'Pay it off sooner',
    text: 'See how extra payments — monthly, yearly or one-time — move your payoff date and how much interest they save. Record the ones you make, and edit or delete them later.',
  },
  {
    icon: 'trend',
    title: 'Watch your equity grow',
    text: 'My Home Equity shows what you own of your home today and projects its value, your loan balance and your equity for 30 years, at an appreciation rate you choose (3% to start).',
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
