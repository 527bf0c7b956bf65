import { useState } from 'react';
import { Button, resendVerificationEmail } from '@homewise/platform';
import type { User } from '@homewise/contracts';

/** Per user and per browser tab: "dismiss for this session" ends with the tab, as a session does. */
const dismissedKey = (userId: string) => `homewise.verify-email-banner.dismissed.${userId}`;

function wasDismissed(userId: string): boolean {
  try {
    return sessionStorage.getItem(dismissedKey(userId)) === '1';
  } catch {
    return false; // storage refused (privacy settings): the banner just comes back on reload
  }
}

/**
 * The nudge to confirm the email address (the backend's email verification), on every page of
 * the app layout while the signed-in user has not opened the link of the mail: resend it, or put
 * the banner away for this session. The verify-email page refreshes the user, which hides it.
 */
export function EmailVerificationBanner({ user }: { user: User }) {
  const [dismissed, setDismissed] = useState(() => wasDismissed(user.id));
  const [sending, setSending] = useState(false);
  if (dismissed) return null;

  const resend = async () => {
    setSending(true);
    await resendVerificationEmail();
    setSending(false);
  };

  const dismiss = () => {
    try {
      sessionStorage.setItem(dismissedKey(user.id), '1');
    } catch {
      // not remembered past this page load; hiding it now is what was asked
    }
    setDismissed(true);
    // The focused button disappears with the banner: keep keyboard users in the page, not at the top.
    document.getElementById('main-content')?.focus();
  };

  return (
    // Named without the word "email": the region's name is a label, and "Email" fields' labels must stay unique.
    <section className="shell-verify-banner" aria-label="Account verification">
      <div className="shell-verify-banner__text">
        <p className="shell-verify-banner__title">
          Please confirm your email address
        </p>
        <p className="shell-verify-banner__body">
          We sent a link to <strong>{user.email}</strong>. Open it to confirm this address is yours, so we can reach you about your
          account.
        </p>
      </div>
      <div className="shell-verify-banner__actions">
        <Button size="sm" busy={sending} busyLabel="Sending..." onClick={() => void resend()}>
          Resend verification email
        </Button>
        <Button size="sm" variant="ghost" onClick={dismiss}>
          Dismiss<span className="hw-visually-hidden"> for this session</span>
        </Button>
      </div>
    </section>
  );
}
