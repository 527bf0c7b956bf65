import {
  EMAIL_VERIFICATION_LINK_LIFETIME_MS,
  SECURITY_LOG_RETENTION_MONTHS,
  SESSION_IDLE_MINUTES,
  SESSION_MAX_HOURS,
} from '@homewise/contracts';
import type { DocumentSection } from '../../shared/DocumentPage';
import { SiteLink } from '../../shared/SiteLink';
import { MATERIAL_CHANGE_NOTICE_DAYS, MINIMUM_AGE, PRIVACY_POLICY_VERSION } from './last-updated';
import { LegalPage } from './LegalPage';

// What the backend does (backend/src/config sessions, src/identity/security-log, src/housekeeping): the
// defaults a deployment runs with, from one place.
const SESSION_ENDS = `after ${SESSION_IDLE_MINUTES} minutes without use and at the latest ${SESSION_MAX_HOURS} hours after you sign in`;
const VERIFICATION_LINK_DAYS = EMAIL_VERIFICATION_LINK_LIFETIME_MS / (24 * 60 * 60 * 1000);

const SECTIONS: readonly DocumentSection[] = [
  {
    id: 'information-we-collect',
    title: 'Information we collect',
    content: (
      <>
        <p>We collect only what we need to run Homewise for you:</p>
        <ul>
          <li>
            <strong>Account information</strong>: your name, email address, optional phone number and your password. We
            never store your password itself, only a one-way Argon2 hash of it.
          </li>
          <li>
            <strong>Mortgage information you enter</strong>: property address, purchase date and price, original loan
            amount, current balance, interest rate, loan type and term, monthly payment, first payment date and
            estimated home value.
          </li>
          <li>
            <strong>Extra payments you record</strong>: their dates and amounts.
          </li>
          <li>
            <strong>Messages you send us</strong> through the Contact page: your name, email address and message.
          </li>
          <li>
            <strong>Usage information</strong>: the pages of Homewise you open (the page address, the page you came
            from and, when you are signed in, your account), and the technical details every web request carries,
            such as your IP address and browser type. We keep the IP address and browser of each sign-in session
            with that session, and count requests per IP address to stop abuse.
          </li>
          <li>
            <strong>A security log</strong> of what happens to accounts: sign-ins, failed sign-ins, pauses after
            repeated failed sign-ins, password changes and resets, email address confirmations, changes of role or
            plan, signing out other devices and account deletions, each with its time, the account, the IP address
            and the browser. It never holds a password or a link.
          </li>
          <li>
            <strong>Loan officers</strong> also give us their brand settings: company name, NMLS ID, logo, photo and
            brand colour, which appear on their public homeowner page.
          </li>
        </ul>
        <p>We do not ask for your Social Security number, bank account numbers or lender login details.</p>
      </>
    ),
  },
  {
    id: 'how-we-use-information',
    title: 'How we use your information',
    content: (
      <ul>
        <li>To provide the service: show your dashboard, amortization schedule, refinance, extra payment and equity calculations.</li>
        <li>To keep you signed in and your account secure, and to prevent abuse such as automated sign-in attempts.</li>
        <li>To send the emails you ask for (for example a password reset link) and to answer your messages.</li>
        <li>
          To send the emails that keep your account safe: a link to confirm your email address when you sign up, and
          a notice when your password is changed or someone keeps failing to sign in to your account.
        </li>
        <li>To investigate misuse of an account with the security log.</li>
        <li>To understand which pages are used so we can improve Homewise.</li>
        <li>To meet our legal obligations.</li>
      </ul>
    ),
  },
  {
    id: 'loan-officer-sharing',
    title: 'Sharing with your loan officer',
    content: (
      <>
        <p>
          Your account is linked to a loan officer only when you agree: when you sign up through a loan officer&apos;s
          link, the signup page names the officer and asks, and we keep the time you agreed (your Profile shows it). A
          loan officer may also bring their existing clients to Homewise (an import) and invite them: the invitation names
          the officer, and when you claim the account you choose again whether to share. That loan officer can see your
          name, email address, phone number, current loan balance, interest rate, monthly payment, home equity, when you
          joined and when you were last active, when their mail reached you and whether you opened a link in it, and the
          messages you send them, so they can help you with your mortgage — for example when a refinance could save you money.
        </p>
        <p>
          <strong>The monthly digest.</strong> While you share with a loan officer, we email you a monthly digest in their
          name about your home and loan (value, equity, balance, rate against this week&apos;s market rate, what refinancing
          would save), and alerts when refinancing pays or your equity reaches 20% or 25%. Links in these emails go through
          Homewise so your loan officer sees that you opened them; there are no tracking pixels. To stop them, use the
          one-click <strong>Unsubscribe</strong> link at the bottom of any digest (your mail app may show it next to the
          sender), or switch the digest off on your <SiteLink to="/Profile">Profile</SiteLink>; nothing is sent to you
          again until you resubscribe. Messages you send with <strong>Ask</strong> go to your loan officer by email, with your
          address to reply to.
        </p>
        <p>
          Loan officers cannot see your password or change your data. If you did not sign up through a loan
          officer&apos;s link, no loan officer sees your data. Your <SiteLink to="/Profile">Profile page</SiteLink>{' '}
          shows which loan officer you share with; <strong>Stop Sharing</strong> there ends the link at once, and
          the loan officer no longer sees you among their clients. When you delete your account, your loan officer no longer
          sees you among their clients. When a loan officer deletes their account, their clients keep their own
          accounts, no longer linked to any loan officer.
        </p>
      </>
    ),
  },
  {
    id: 'other-sharing',
    title: 'Other sharing',
    content: (
      <>
        <p>
          <strong>We do not sell your personal information</strong>, and we do not share it with advertisers. Apart from
          your loan officer (above), we share it only:
        </p>
        <ul>
          <li>with service providers who host Homewise and deliver its email, under contracts that let them use it only to provide those services to us;</li>
          <li>when the law requires it, or to protect the rights, property or safety of our users or others;</li>
          <li>with a successor if Homewise is merged or sold, who will remain bound by this policy for the data you gave us.</li>
        </ul>
      </>
    ),
  },
  {
    id: 'cookies',
    title: 'Cookies',
    content: (
      <p>
        Homewise uses one essential cookie: a session cookie that keeps you signed in. It cannot be read by scripts on
        the page and expires {SESSION_ENDS}, when you sign out, or when you delete your account. We use no
        advertising or cross-site tracking cookies. While you set up your mortgage, what you have typed so far is kept
        in your browser tab&apos;s session storage, so a reload does not lose it; it is deleted when you finish the setup
        or close the tab, and never leaves your browser until you save.
      </p>
    ),
  },
  {
    id: 'data-retention',
    title: 'Data retention',
    content: (
      <>
        <p>We keep your account, mortgage information and recorded extra payments for as long as your account is open.</p>
        <p>
          <strong>Deleting your account.</strong> You can delete your account yourself at any time with{' '}
          <strong>Delete Account</strong> on your <SiteLink to="/Profile">Profile page</SiteLink>, confirmed with your
          password. Everything in it is deleted at once, not later: your profile and sign-in, every sign-in session (you
          are signed out on every device), your mortgage information, your recorded extra payments, your password reset
          links, our records of emails to you and, for a loan officer, your brand settings and branded page. Only the
          security log keeps its entries about your account, without your email address (see below). A loan
          officer&apos;s clients keep their own accounts, no longer linked to them. We email you a confirmation that
          your account has been deleted. You can sign up again later with the same email address.
        </p>
        <p>What we keep, and for how long:</p>
        <ul>
          <li>
            Messages you send us through the Contact page are kept until 24 months after you sent them, so we can
            follow up, then deleted. If you delete your account, they are kept, no longer linked to it, until then.
          </li>
          <li>
            Records of pages viewed are deleted 24 months after the view. When you delete your account, they are
            unlinked from it at once and no longer tell who viewed the page.
          </li>
          <li>
            Emails we send (for example a password reset link) are deleted from our records 7 days after they are sent.
            An email that could not be delivered is deleted 24 months after it was written.
          </li>
          <li>
            Sign-in sessions end {SESSION_ENDS}; password reset links expire after 1 hour and work only once, and
            are deleted a day after they expire or are used.
          </li>
          <li>
            Links to confirm your email address expire after {VERIFICATION_LINK_DAYS} days and work only once, and are
            deleted a day after they expire or are used.
          </li>
          <li>
            The security log is kept for {SECURITY_LOG_RETENTION_MONTHS} months, also after an account is deleted, so
            misuse can still be investigated, then each entry is deleted.
          </li>
          <li>Counts of failed sign-ins to an account are deleted two days after the last attempt.</li>
          <li>Counts of requests per IP address, which we use to stop repeated attempts, are deleted after a day.</li>
        </ul>
      </>
    ),
  },
  {
    id: 'security',
    title: 'Security',
    content: (
      <p>
        Passwords are stored only as Argon2 hashes, sessions live on our servers behind a cookie scripts cannot read,
        and we limit repeated attempts to guess passwords or send messages. No system is perfectly secure; if we learn
        of a breach that affects your data we will tell you as the law requires.
      </p>
    ),
  },
  {
    id: 'your-choices',
    title: 'Your rights and choices',
    content: (
      <>
        <p>Wherever you live, you can:</p>
        <ul>
          <li>see and correct your personal and mortgage information on your Profile page;</li>
          <li>
            delete your account and everything in it yourself, at any time: <strong>Delete Account</strong> on your{' '}
            <SiteLink to="/Profile">Profile page</SiteLink> deletes it at once (see Data retention);
          </li>
          <li>
            stop sharing your data with a loan officer yourself: <strong>Stop Sharing</strong> on your{' '}
            <SiteLink to="/Profile">Profile page</SiteLink>;
          </li>
          <li>ask us for a copy of your data.</li>
        </ul>
        <p>
          Send requests for a copy through the <SiteLink to="/Contact">Contact page</SiteLink> from the
          email address of your account. We answer within 30 days. Residents of California, the European Economic
          Area and the United Kingdom have these rights under their laws as well, including the right to complain to
          their data protection authority.
        </p>
      </>
    ),
  },
  {
    id: 'children',
    title: 'Children',
    content: (
      <p>
        Homewise is not meant for children. You must be at least {MINIMUM_AGE} years old to use it, and we do not
        knowingly collect information from anyone under {MINIMUM_AGE}. If you believe a child under {MINIMUM_AGE} has
        given us information, <SiteLink to="/Contact">contact us</SiteLink> and we will delete it.
      </p>
    ),
  },
  {
    id: 'changes',
    title: 'Changes to this policy',
    content: (
      <p>
        We may update this policy. The &quot;Last Updated&quot; date at the top shows when it last changed. For a
        material change — one that affects how we use or share your data — we will tell you by email or in Homewise at
        least {MATERIAL_CHANGE_NOTICE_DAYS} days before it takes effect.
      </p>
    ),
  },
  {
    id: 'contact',
    title: 'Contact us',
    content: (
      <p>
        Questions about this policy or your data? Write to us through the <SiteLink to="/Contact">Contact page</SiteLink>.
        See also our <SiteLink to="/TermsOfService">Terms of Service</SiteLink>.
      </p>
    ),
  },
];

/** Privacy Policy (spec section 2): the full text, "Last Updated" the day it last changed. */
export function PrivacyPolicyPage() {
  return (
    <LegalPage
      title="Privacy Policy"
      version={PRIVACY_POLICY_VERSION}
      intro={
        <p>
          This policy explains what information Homewise collects when you use our website and services, how we use
          it, who can see it and the choices you have. By using Homewise you agree to this policy and to our{' '}
          <SiteLink to="/TermsOfService">Terms of Service</SiteLink>.
        </p>
      }
      sections={SECTIONS}
    />
  );
}
