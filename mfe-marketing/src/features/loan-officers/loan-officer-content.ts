import { PLAN_CLIENT_LIMITS, PLANS as PLAN_TERMS } from '@homewise/contracts';
import type { Benefit } from '../../shared/BenefitCards';
import { LOAN_OFFICER_SIGNUP } from '../../shared/site-links';

/** The six benefit cards: what the product really gives a loan officer. */
export const OFFICER_BENEFITS: readonly Benefit[] = [
  {
    icon: 'brush',
    title: 'Your brand on every screen',
    text: 'Your logo, your colour, your photo and NMLS ID on your own homeowner page at /lo/your-code — or embedded on your own website.',
  },
  {
    icon: 'users',
    title: 'Every client in one list',
    text: 'See each client’s balance, rate, monthly payment, equity and last activity at a glance, without asking for a statement.',
  },
  {
    icon: 'bell',
    title: 'Know when to call',
    text: 'Market rates update every Wednesday at 10am. Compare them with your clients’ rates and reach out when a refinance makes sense.',
  },
  {
    icon: 'scissors',
    title: 'Refinance conversations that start themselves',
    text: 'Clients run the numbers in Cut My Costs — monthly savings, total savings, break-even — and come to you ready to talk.',
  },
  {
    icon: 'trend',
    title: 'Equity they can see',
    text: 'Equity projections show homeowners what they have built: the start of the next purchase, a renovation or a cash-out refinance.',
  },
  {
    icon: 'link',
    title: 'Set up in minutes',
    text: 'Sign up, add your brand, share one link. Homeowners who sign up through it join your client list automatically.',
  },
];

export interface Plan {
  id: 'free' | 'paid';
  name: string;
  price: string;
  clientLimit: number;
  summary: string;
  features: readonly string[];
  cta: string;
  href: string;
}

/** Spec sections 1 and 9: the two plans; the client limits are the ones the backend enforces. */
export const PLANS: readonly Plan[] = [
  {
    id: 'free',
    name: PLAN_TERMS.free.name,
    price: `$${PLAN_TERMS.free.monthlyPrice}`,
    clientLimit: PLAN_CLIENT_LIMITS.free,
    summary: 'Try the platform with your first clients.',
    features: [
      'Your branded homeowner page and signup link',
      'Client list with balance, rate, payment, equity and last activity',
      'Embed your page on your own website',
    ],
    cta: 'Try Free Version',
    href: LOAN_OFFICER_SIGNUP.free,
  },
  {
    id: 'paid',
    name: PLAN_TERMS.pro.name,
    price: `$${PLAN_TERMS.pro.monthlyPrice}`,
    clientLimit: PLAN_CLIENT_LIMITS.pro,
    summary: 'For a whole book of business.',
    features: ['Everything in Free Starter', 'Room for your whole book of business', 'Priority support'],
    cta: 'Start Free Trial',
    href: LOAN_OFFICER_SIGNUP.paid,
  },
];

/** Spec section 1: two sample testimonials — shown as samples, never as real customers. */
export const SAMPLE_TESTIMONIALS = [
  {
    quote:
      'My past clients used to disappear after closing. Now they check their equity every month with my name on the page, and the refinance calls come to me.',
    who: 'Sample testimonial — a mortgage loan officer',
  },
  {
    quote:
      'When rates dropped, I could see which clients were above the new rate and call them first. Two of them refinanced within the month.',
    who: 'Sample testimonial — a branch manager',
  },
] as const;
