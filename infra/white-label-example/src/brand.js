/**
 * The officer's brand, as `marketing/Landing` takes it (docs/architecture.md, "The contracts"; the `Brand`
 * type in packages/contracts/src/loan-officer.ts). `signupUrl` must be an ABSOLUTE address of the
 * Homewise app carrying the referral code: homeowners who sign up through it join the officer's
 * client list. The Landing's other links (Sign In, Privacy Policy…) go to that same origin.
 */
export function summitBrand({ appUrl, referralCode }) {
  return {
    name: 'Summit Home Loans',
    logoUrl: null,
    primaryColor: '#0f766e',
    loanOfficer: {
      name: 'Dana Whitaker',
      nmlsId: '1234567',
      email: 'dana@summithomeloans.example',
      phone: '(555) 010-2030',
      photoUrl: null,
    },
    signupUrl: `${appUrl}/signup?lo=${encodeURIComponent(referralCode)}`,
  };
}
