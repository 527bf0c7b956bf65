import { useCallback, useEffect, useState } from 'react';
import {
  ApiError,
  Button,
  buttonClass,
  errorMessage,
  Link,
  loadUser,
  resendVerificationEmail,
  Spinner,
  useCurrentUser,
  useSearchParams,
} from '@homewise/platform';
import { verifyEmail } from './api/auth-api';
import { AuthLayout } from './components/AuthLayout';

type Outcome =
  | { state: 'verifying' }
  | { state: 'verified'; message: string }
  /** The server refused the link (used, expired, another address, or no token at all). */
  | { state: 'invalid'; message: string }
  /** No answer, or the rate limit: the link may still be good, so trying again makes sense. */
  | { state: 'failed'; message: string };

const NO_TOKEN = 'This confirmation link is incomplete. Open the link from the email again, or ask for a new one.';

/**
 * One request per token: a link is single-use, and React's development double effects (or a
 * remount) must not spend it twice and then report the second, failed use.
 */
const verifications = new Map<string, Promise<string>>();
function verifyOnce(token: string): Promise<string> {
  let request = verifications.get(token);
  if (!request) {
    request = verifyEmail({ token });
    verifications.set(token, request);
    // A failure may be retried (a network hiccup); a success is final.
    request.catch(() => verifications.delete(token));
  }
  return request;
}

/**
 * The page the verification mail links to (`/verify-email?token=…`): confirms the address, then
 * says so with the way on. Works signed out; signed in, the fresh user it loads afterwards hides
 * the shell's "confirm your email" banner, and a dead link offers a new one.
 */
export function VerifyEmailPage() {
  const [params] = useSearchParams();
  const token = params.get('token');
  const user = useCurrentUser();
  const [attempt, setAttempt] = useState(0);
  const [sending, setSending] = useState(false);
  // The outcome of one request (this token, this attempt); until it settles, the page says
  // "verifying" — derived, so a new token or a retry shows it at once without an extra render.
  const request = `${attempt}:${token ?? ''}`;
  const [settled, setSettled] = useState<{ request: string; outcome: Outcome } | null>(null);
  const outcome: Outcome =
    settled?.request === request ? settled.outcome : token ? { state: 'verifying' } : { state: 'invalid', message: NO_TOKEN };

  useEffect(() => {
    let current = true;
    const settle = async (next: Outcome) => {
      // Whoever is signed in (if anyone), as of now: decides the actions, and refreshes the banner's user.
      await loadUser({ force: true });
      if (current) setSettled({ request, outcome: next });
    };
    if (!token) {
      void settle({ state: 'invalid', message: NO_TOKEN });
    } else {
      verifyOnce(token).then(
        (message) => settle({ state: 'verified', message }),
        (error: unknown) =>
          settle(
            error instanceof ApiError && error.status === 400
              ? { state: 'invalid', message: errorMessage(error, 'This confirmation link is invalid or has expired.') }
              : { state: 'failed', message: errorMessage(error, 'We could not reach Homewise. Please check your connection and try again.') },
          ),
      );
    }
    return () => {
      current = false;
    };
  }, [token, request]);

  const sendNewLink = useCallback(async () => {
    setSending(true);
    await resendVerificationEmail();
    setSending(false);
  }, []);

  const onward = user ? (
    <Link to="/Dashboard" className={buttonClass({ block: true })}>
      Go to your Dashboard
    </Link>
  ) : (
    <Link to={`/login?returnTo=${encodeURIComponent('/Dashboard')}`} className={buttonClass({ block: true })}>
      Sign in
    </Link>
  );

  if (outcome.state === 'verifying') {
    return (
      <AuthLayout title="Confirming your email…">
        <div className="account-auth__sent">
          <Spinner label="Confirming your email address" />
          <p>This takes a moment.</p>
        </div>
      </AuthLayout>
    );
  }

  if (outcome.state === 'verified') {
    return (
      <AuthLayout title="Email confirmed">
        <div className="account-auth__sent" role="status">
          <span className="account-auth__sent-icon" aria-hidden="true">
            ✓
          </span>
          <p>{outcome.message}</p>
          {onward}
        </div>
      </AuthLayout>
    );
  }

  if (outcome.state === 'failed') {
    return (
      <AuthLayout title="We could not confirm your email">
        <div className="account-auth__sent" role="alert">
          <p>{outcome.message}</p>
        </div>
        <Button block onClick={() => setAttempt((n) => n + 1)}>
          Try again
        </Button>
      </AuthLayout>
    );
  }

  // An invalid link: signed in and still unconfirmed, a new link is one click away.
  const alreadyConfirmed = user?.emailVerified === true;
  return (
    <AuthLayout title="This link does not work">
      <div className="account-auth__sent" role="alert">
        <p>
          {alreadyConfirmed
            ? 'Your email address is already confirmed. There is nothing more to do.'
            : user
              ? `This confirmation link is invalid or has expired. We can send a new one to ${user.email}.`
              : outcome.message}
        </p>
      </div>
      <div className="account-auth__form">
        {user && !alreadyConfirmed ? (
          <Button block busy={sending} busyLabel="Sending..." onClick={() => void sendNewLink()}>
            Send a new link
          </Button>
        ) : null}
        {user ? (
          <Link to="/Dashboard" className={buttonClass({ variant: user && !alreadyConfirmed ? 'secondary' : 'primary', block: true })}>
            Go to your Dashboard
          </Link>
        ) : (
          onward
        )}
      </div>
    </AuthLayout>
  );
}
