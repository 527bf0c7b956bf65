import { createHash } from 'node:crypto';
import { screen, within } from '@testing-library/react';
import { renderPage } from '@homewise/platform/testing';
import { lastUpdated, PRIVACY_POLICY_VERSION, TERMS_OF_SERVICE_VERSION } from './last-updated';
import { PrivacyPolicyPage } from './PrivacyPolicyPage';
import { TermsOfServicePage } from './TermsOfServicePage';

describe('lastUpdated', () => {
  it('is the day the text changed, in the platform’s one date format', () => {
    expect(lastUpdated({ changedOn: '2026-02-03', fingerprint: 'x' })).toEqual({ iso: '2026-02-03', label: 'Feb 3, 2026' });
  });
});

/** The text a reader reads, without the "Last Updated" line: what the fingerprint is of. */
function fingerprintOf(container: HTMLElement): string {
  const article = container.querySelector('article')!.cloneNode(true) as HTMLElement;
  article.querySelector('.mkt-doc__meta')?.remove();
  const text = (article.textContent ?? '').replace(/\s+/g, ' ').trim();
  return createHash('sha256').update(text).digest('hex').slice(0, 16);
}

describe.each([
  ['Privacy Policy', PrivacyPolicyPage, '/PrivacyPolicy', PRIVACY_POLICY_VERSION],
  ['Terms of Service', TermsOfServicePage, '/TermsOfService', TERMS_OF_SERVICE_VERSION],
])('%s', (title, Page, url, version) => {
  beforeEach(() => {
    jest.useFakeTimers({ now: new Date(2027, 6, 4, 9, 30), doNotFake: ['setTimeout', 'setInterval', 'queueMicrotask', 'nextTick', 'setImmediate'] });
  });
  afterEach(() => jest.useRealTimers());

  // Issue 18: it said today's date, whatever day the text last changed.
  it('shows "Last Updated" with the day the text last changed, not today', () => {
    renderPage(<Page />, { url });
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    const updated = screen.getByText(/^Last Updated:/);
    expect(updated).toHaveTextContent(`Last Updated: ${lastUpdated(version).label}`);
    expect(updated).not.toHaveTextContent('Jul 4, 2027');
    expect(updated.querySelector('time')).toHaveAttribute('datetime', version.changedOn);
  });

  it('has not changed since that day (else: a new changedOn, and the fingerprint named here)', () => {
    const { container } = renderPage(<Page />, { url });
    expect({ fingerprint: fingerprintOf(container) }).toEqual({ fingerprint: version.fingerprint });
  });

  it('states the minimum age of 13, 30 days’ notice of material changes and the loan officer data sharing', () => {
    const { container } = renderPage(<Page />, { url });
    const text = container.textContent ?? '';
    expect(text).toMatch(/at least 13 years old/);
    expect(text).toMatch(/material change[^.]*at least 30 days before it takes effect/);
    expect(text).toMatch(/sign(ed)? up through a loan officer[’']s link/);
  });

  it('lists its sections in an "On this page" navigation that points at each of them', () => {
    renderPage(<Page />, { url });
    const toc = screen.getByRole('navigation', { name: 'On this page' });
    const links = within(toc).getAllByRole('link');
    expect(links.length).toBeGreaterThanOrEqual(10);
    for (const link of links) {
      const id = link.getAttribute('href')!.slice(1);
      expect(document.getElementById(id)).toHaveAccessibleName(link.textContent!);
    }
  });
});

describe('legal texts', () => {
  it('the privacy policy states data retention terms and that we do not sell data', () => {
    renderPage(<PrivacyPolicyPage />, { url: '/PrivacyPolicy' });
    const retention = screen.getByRole('region', { name: 'Data retention' });
    expect(retention).toHaveTextContent(/password reset links expire after 1 hour/);
    expect(screen.getByText(/We do not sell your personal information/)).toBeInTheDocument();
    const sharing = screen.getByRole('region', { name: 'Sharing with your loan officer' });
    expect(sharing).toHaveTextContent(/linked to a loan officer only when you agree/);
  });

  it('the privacy policy names the monthly digest and how to stop it; the terms bind officers who import', () => {
    renderPage(<PrivacyPolicyPage />, { url: '/PrivacyPolicy' });
    const sharing = screen.getByRole('region', { name: 'Sharing with your loan officer' });
    expect(sharing).toHaveTextContent(/monthly digest/);
    expect(sharing).toHaveTextContent(/one-click Unsubscribe link at the bottom of any digest/);
    expect(sharing).toHaveTextContent(/switch the digest off on your Profile; nothing is sent to you again until you resubscribe/);
    renderPage(<TermsOfServicePage />, { url: '/TermsOfService' });
    expect(screen.getByRole('region', { name: 'Loan officers' })).toHaveTextContent(/you import only your own clients/);
  });

  // What Onboarding does (mfe-dashboard/src/features/onboarding/onboarding-form.ts: the draft).
  it('the privacy policy says where the setup keeps what is typed until it is saved', () => {
    renderPage(<PrivacyPolicyPage />, { url: '/PrivacyPolicy' });
    expect(screen.getByRole('region', { name: 'Cookies' })).toHaveTextContent(
      /kept in your browser tab's session storage, so a reload does not lose it; it is deleted when you finish the setup or close the tab/,
    );
  });

  // What the backend does (backend/src/identity/auth/account-closure.service.ts, src/housekeeping/).
  it('the privacy policy describes deletion as the product does it: by the user, on the Profile page, at once', () => {
    renderPage(<PrivacyPolicyPage />, { url: '/PrivacyPolicy' });
    const retention = screen.getByRole('region', { name: 'Data retention' });
    expect(retention).toHaveTextContent(/delete your account yourself at any time with Delete Account on your Profile page, confirmed with your password/);
    expect(within(retention).getByRole('link', { name: 'Profile page' })).toHaveAttribute('href', '/Profile');
    expect(retention).toHaveTextContent(/Everything in it is deleted at once/);
    for (const what of ['every sign-in session', 'your mortgage information', 'your recorded extra payments', 'your password reset links', 'for a loan officer, your brand settings']) {
      expect(retention).toHaveTextContent(what);
    }
    expect(retention).toHaveTextContent(/clients keep their own accounts, no longer linked to them/);
    expect(retention).toHaveTextContent(/We email you a confirmation/);
    // No promise of a delay or of backups the product does not have.
    const text = document.body.textContent ?? '';
    expect(retention).not.toHaveTextContent(/within \d+ days/);
    expect(text).not.toMatch(/delet[^.]*within \d+ days/);
    expect(text).not.toMatch(/backup/i);
    expect(text).not.toMatch(/ask us to (delete|close)/);
  });

  it('the privacy policy states how long what outlives an account is kept', () => {
    renderPage(<PrivacyPolicyPage />, { url: '/PrivacyPolicy' });
    const retention = screen.getByRole('region', { name: 'Data retention' });
    expect(retention).toHaveTextContent(/Messages you send us through the Contact page are kept until 24 months after you sent them/);
    expect(retention).toHaveTextContent(/If you delete your account, they are kept, no longer linked to it, until then/);
    expect(retention).toHaveTextContent(/Records of pages viewed are deleted 24 months after the view\. When you delete your account, they are unlinked from it at once/);
    expect(retention).toHaveTextContent(/deleted from our records 7 days after they are sent/);
    expect(retention).toHaveTextContent(/An email that could not be delivered is deleted 24 months after it was written/);
  });

  // What the backend does: sessions (backend/src/config/app-config.ts), the security log and its
  // purge (src/identity/security-log, src/housekeeping), verification links (src/identity/email-verification).
  it('the privacy policy states the session lifetimes, the security log and its retention, and the verification mail', () => {
    renderPage(<PrivacyPolicyPage />, { url: '/PrivacyPolicy' });
    const text = document.body.textContent ?? '';
    expect(text).not.toMatch(/30 days without use/);
    expect(screen.getByRole('region', { name: 'Cookies' })).toHaveTextContent(
      /session cookie .* expires after 30 minutes without use and at the latest 12 hours after you sign in, when you sign out/,
    );
    const retention = screen.getByRole('region', { name: 'Data retention' });
    expect(retention).toHaveTextContent(/Sign-in sessions end after 30 minutes without use and at the latest 12 hours after you sign in/);
    expect(retention).toHaveTextContent(/The security log is kept for 12 months, also after an account is deleted/);
    expect(retention).toHaveTextContent(/Only the security log keeps its entries about your account, without your email address/);
    expect(retention).toHaveTextContent(/Links to confirm your email address expire after 7 days and work only once/);
    expect(retention).toHaveTextContent(/Counts of failed sign-ins to an account are deleted two days after the last attempt/);
    const collected = screen.getByRole('region', { name: 'Information we collect' });
    expect(collected).toHaveTextContent(/A security log of what happens to accounts: sign-ins, failed sign-ins, .*password changes and resets.*account deletions, each with its time, the account, the IP address and the browser/);
    expect(screen.getByRole('region', { name: 'How we use your information' })).toHaveTextContent(
      /a link to confirm your email address when you sign up, and a notice when your password is changed or someone keeps failing to sign in/,
    );
  });

  it('the privacy policy names Delete Account and Stop Sharing on the Profile page among your rights and choices', () => {
    renderPage(<PrivacyPolicyPage />, { url: '/PrivacyPolicy' });
    const choices = screen.getByRole('region', { name: 'Your rights and choices' });
    expect(choices).toHaveTextContent(/delete your account and everything in it yourself, at any time: Delete Account on your Profile page deletes it at once/);
    expect(choices).toHaveTextContent(/stop sharing your data with a loan officer yourself: Stop Sharing on your Profile page/);
    for (const link of within(choices).getAllByRole('link', { name: 'Profile page' })) expect(link).toHaveAttribute('href', '/Profile');
    expect(choices).not.toHaveTextContent(/delete it or close your account/);
    expect(choices).not.toHaveTextContent(/ask us to unlink/);
  });

  it('the privacy policy says where a homeowner sees and ends the sharing with their loan officer', () => {
    renderPage(<PrivacyPolicyPage />, { url: '/PrivacyPolicy' });
    const sharing = screen.getByRole('region', { name: 'Sharing with your loan officer' });
    expect(sharing).toHaveTextContent(/Your Profile page shows which loan officer you share with; Stop Sharing there ends the link at once/);
    expect(within(sharing).getByRole('link', { name: 'Profile page' })).toHaveAttribute('href', '/Profile');
  });

  it('the terms send people to Delete Account on the Profile page to end their use', () => {
    renderPage(<TermsOfServicePage />, { url: '/TermsOfService' });
    const ending = screen.getByRole('region', { name: 'Ending your use' });
    expect(ending).toHaveTextContent(/delete your account yourself with Delete Account on your Profile page; it is deleted at once/);
    expect(within(ending).getByRole('link', { name: 'Profile page' })).toHaveAttribute('href', '/Profile');
    expect(within(ending).getByRole('link', { name: 'Data retention' })).toHaveAttribute('href', '/PrivacyPolicy#data-retention');
  });

  it('the terms say Homewise is not financial advice and state the plans', () => {
    renderPage(<TermsOfServicePage />, { url: '/TermsOfService' });
    expect(screen.getByRole('region', { name: 'Not financial advice' })).toHaveTextContent(/not financial, legal, tax or investment advice/);
    const officers = screen.getByRole('region', { name: 'Loan officers' });
    expect(officers).toHaveTextContent(/Free Starter plan \(\$0\/month\) includes up to 5 clients/);
    expect(officers).toHaveTextContent(/Loan Officer Pro \(\$25\/month\) up to 5,000 clients with priority support/);
    expect(screen.getByRole('region', { name: /What Homewise provides/ })).toHaveTextContent(/every Wednesday at 10am/);
  });
});
