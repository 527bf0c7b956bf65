import { PLAN_CLIENT_LIMITS } from '@homewise/contracts';
import type { DocumentSection } from '../../shared/DocumentPage';
import { SiteLink } from '../../shared/SiteLink';
import { MATERIAL_CHANGE_NOTICE_DAYS, MINIMUM_AGE, TERMS_OF_SERVICE_VERSION } from './last-updated';
import { LegalPage } from './LegalPage';

const SECTIONS: readonly DocumentSection[] = [
  {
    id: 'acceptance',
    title: 'Accepting these terms',
    content: (
      <p>
        These terms are an agreement between you and Homewise. By creating an account or using Homewise you accept
        them and our <SiteLink to="/PrivacyPolicy">Privacy Policy</SiteLink>. If you do not agree, please do not use
        Homewise.
      </p>
    ),
  },
  {
    id: 'eligibility',
    title: 'Who can use Homewise',
    content: (
      <p>
        You must be at least {MINIMUM_AGE} years old to use Homewise. If you are under the age of majority where you
        live, you may use it only with the permission and supervision of a parent or legal guardian, who accepts these
        terms for you.
      </p>
    ),
  },
  {
    id: 'your-account',
    title: 'Your account',
    content: (
      <ul>
        <li>Give accurate information when you sign up and keep it up to date.</li>
        <li>Keep your password secret. You are responsible for what happens under your account; tell us at once if you think someone else has used it.</li>
        <li>One person per account. Homewise tracks one primary mortgage per account.</li>
      </ul>
    ),
  },
  {
    id: 'the-service',
    title: 'What Homewise provides',
    content: (
      <>
        <p>
          Homewise helps you follow your mortgage and explore ways to save: your payment, balance, remaining term and
          equity; refinance comparisons with break-even; extra payment projections; and equity projections. Market
          rates are updated every Wednesday at 10am (Eastern Time).
        </p>
        <p>
          Every figure is an <strong>estimate</strong> computed with standard formulas from the information you enter
          and from published average rates. Your lender&apos;s statement is the authoritative record of your loan;
          actual offers, rates, fees, taxes, insurance and home values will differ. Projections of home value and
          equity are illustrations, not predictions.
        </p>
      </>
    ),
  },
  {
    id: 'not-financial-advice',
    title: 'Not financial advice',
    content: (
      <p className="mkt-callout">
        Homewise is an information tool. It is <strong>not financial, legal, tax or investment advice</strong>, and it
        is not a loan offer or a commitment to lend. Talk to a licensed professional before you refinance, make extra
        payments or take any other financial decision.
      </p>
    ),
  },
  {
    id: 'loan-officers',
    title: 'Loan officers',
    content: (
      <>
        <p>
          Loan officers can offer Homewise to their clients under their own brand. If you agree to share when you sign
          up through a loan officer&apos;s link or page, or when you claim an account a loan officer set up for you, your
          account is linked to that loan officer, who can see some of your data as the{' '}
          <SiteLink to="/PrivacyPolicy#loan-officer-sharing">Privacy Policy</SiteLink> describes, and you get a monthly
          digest and alerts in their name until you unsubscribe (one click in any of them). The loan officer is not
          Homewise: their advice, offers and services are their own responsibility.
        </p>
        <p>If you are a loan officer using Homewise, you also agree that:</p>
        <ul>
          <li>
            the Free Starter plan ($0/month) includes up to {PLAN_CLIENT_LIMITS.free.toLocaleString('en-US')} clients
            and Loan Officer Pro ($25/month) up to {PLAN_CLIENT_LIMITS.pro.toLocaleString('en-US')} clients with
            priority support; we will give you {MATERIAL_CHANGE_NOTICE_DAYS} days&apos; notice before any price change;
          </li>
          <li>the brand, logo, photo, licence details and other content you publish are accurate, yours to use and lawful;</li>
          <li>you use your clients&apos; data only to serve them, in line with the laws that apply to you (including marketing, privacy and licensing rules), and never sell it;</li>
          <li>
            you import only your own clients, whose details you may lawfully use to contact them (for example past borrowers),
            and you confirm your email address before importing; Homewise mails them an invitation and monthly digests in
            your name, honours every unsubscribe at once and for good, and never mails an unsubscribed client again for you.
          </li>
        </ul>
      </>
    ),
  },
  {
    id: 'acceptable-use',
    title: 'Acceptable use',
    content: (
      <>
        <p>You agree not to:</p>
        <ul>
          <li>break the law, or use Homewise to mislead or harm anyone;</li>
          <li>access accounts or data that are not yours, or probe, overload or disrupt our systems;</li>
          <li>scrape Homewise or use it to send spam;</li>
          <li>copy, resell or reverse-engineer Homewise except as the law allows.</li>
        </ul>
      </>
    ),
  },
  {
    id: 'your-data',
    title: 'Your data',
    content: (
      <p>
        The information you put into Homewise remains yours. You give us permission to store and process it only to
        provide Homewise to you (and, if you signed up through one, to your loan officer), as the Privacy Policy
        describes.
      </p>
    ),
  },
  {
    id: 'intellectual-property',
    title: 'Our intellectual property',
    content: (
      <p>
        Homewise, its software, design and content belong to us or our licensors. These terms give you a personal,
        non-transferable right to use Homewise as intended; they give you no other rights in it.
      </p>
    ),
  },
  {
    id: 'disclaimers',
    title: 'Disclaimers',
    content: (
      <p>
        Homewise is provided &quot;as is&quot; and &quot;as available&quot;. To the extent the law allows, we make no
        warranties, express or implied, including about accuracy, fitness for a particular purpose or uninterrupted
        availability.
      </p>
    ),
  },
  {
    id: 'liability',
    title: 'Limitation of liability',
    content: (
      <p>
        To the extent the law allows, Homewise is not liable for indirect, incidental or consequential losses, or for
        decisions you make based on its estimates. Our total liability for any claim is limited to the greater of the
        amount you paid us in the 12 months before the claim and $100. Nothing in these terms limits liability that
        cannot be limited by law.
      </p>
    ),
  },
  {
    id: 'ending',
    title: 'Ending your use',
    content: (
      <p>
        You can stop using Homewise at any time and delete your account yourself with <strong>Delete Account</strong>{' '}
        on your <SiteLink to="/Profile">Profile page</SiteLink>; it is deleted at once. We may suspend or close an
        account that breaks these terms or puts others at risk, and will tell you why unless the law prevents it. What
        happens to your data then is described under{' '}
        <SiteLink to="/PrivacyPolicy#data-retention">Data retention</SiteLink> in the Privacy Policy.
      </p>
    ),
  },
  {
    id: 'changes',
    title: 'Changes to these terms',
    content: (
      <p>
        We may update these terms; the &quot;Last Updated&quot; date at the top shows when. For a material change we
        will tell you by email or in Homewise at least {MATERIAL_CHANGE_NOTICE_DAYS} days before it takes effect. If you
        keep using Homewise after that, you accept the new terms; if you do not agree, you can close your account.
      </p>
    ),
  },
  {
    id: 'general',
    title: 'General',
    content: (
      <p>
        These terms are governed by the laws of the United States and of the state where Homewise&apos;s operator is
        established, without regard to conflict-of-law rules. If a provision cannot be enforced, the rest still
        applies. Failing to enforce a provision is not a waiver of it.
      </p>
    ),
  },
  {
    id: 'contact',
    title: 'Contact us',
    content: (
      <p>
        Questions about these terms? Write to us through the <SiteLink to="/Contact">Contact page</SiteLink>.
      </p>
    ),
  },
];

/** Terms of Service (spec section 2): the full text, "Last Updated" the day it last changed. */
export function TermsOfServicePage() {
  return (
    <LegalPage
      title="Terms of Service"
      version={TERMS_OF_SERVICE_VERSION}
      intro={<p>Please read these terms carefully. They explain your rights and responsibilities when you use Homewise.</p>}
      sections={SECTIONS}
    />
  );
}
