/** The footer links of spec section 2 (Legal; Resources), as paths of the Homewise app. */
export const LEGAL_LINKS = [
  { label: 'Privacy Policy', to: '/PrivacyPolicy' },
  { label: 'Terms of Service', to: '/TermsOfService' },
] as const;

export const RESOURCE_LINKS = [
  { label: 'How to Use', to: '/HowToUse' },
  { label: 'About', to: '/About' },
  { label: 'Contact', to: '/Contact' },
] as const;

/** Spec sections 1 and 7: the Free Starter and Loan Officer Pro plans' signup navigations. */
export const LOAN_OFFICER_SIGNUP = {
  paid: '/api/auth/login?returnTo=/?plan=paid',
  free: '/api/auth/login?returnTo=/?plan=free',
} as const;

/** Spec section 1: the footer's tagline and disclaimer. */
export const TAGLINE = 'Take control of your mortgage and unlock savings.';
export const NOT_FINANCIAL_ADVICE = 'Not financial advice.';
