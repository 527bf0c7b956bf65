import { useRef, useState } from 'react';
import { ApiError, Button, ConfirmDialog, errorMessage, Notice, Skeleton, timeAgo, toast } from '@homewise/platform';
import type { ActiveSession } from '@homewise/contracts';
import { dateTimeText } from '../date-time-text';
import { signOutOtherSessions, signOutSession } from '../api/security-api';
import { endedElsewhere, useMinuteClock } from '../hooks/useActiveSessions';

interface ActiveSessionsProps {
  sessions: ActiveSession[] | undefined;
  error: string | null;
  reload: () => Promise<void>;
}

/**
 * Where the account is signed in — this device marked, the others each with "Sign out" — and
 * "Sign out everywhere else" (confirmed first: every other browser loses its session at once).
 */
export function ActiveSessions({ sessions, error, reload }: ActiveSessionsProps) {
  const now = useMinuteClock();
  const [confirming, setConfirming] = useState(false);
  const [signingOutOthers, setSigningOutOthers] = useState(false);
  const [othersFailure, setOthersFailure] = useState<string | null>(null);
  const [signingOut, setSigningOut] = useState<string | null>(null);
  const others = sessions?.filter((session) => !session.current) ?? [];
  const heading = useRef<HTMLHeadingElement>(null);
  // The button just used goes away with its row (or with the last other device): keep the
  // keyboard focus in this part instead of dropping it to the top of the page.
  const keepFocusHere = () => heading.current?.focus();

  const signOutEverywhereElse = async () => {
    setSigningOutOthers(true);
    setOthersFailure(null);
    try {
      const { message } = await signOutOtherSessions();
      toast({ title: 'Signed Out Everywhere Else', description: message, variant: 'success' });
      setConfirming(false);
      await reload();
      keepFocusHere();
    } catch (failure) {
      if (endedElsewhere(failure)) return;
      setOthersFailure(errorMessage(failure, 'The other devices could not be signed out. Please try again.'));
    } finally {
      setSigningOutOthers(false);
    }
  };

  const signOutOne = async (session: ActiveSession) => {
    setSigningOut(session.id);
    try {
      const message = await signOutSession(session.id);
      toast({ title: 'Device Signed Out', description: message, variant: 'success' });
    } catch (failure) {
      if (endedElsewhere(failure)) return setSigningOut(null);
      // 404: it ended already (it signed out, expired, or another tab got there first) — the refreshed list shows that.
      if (failure instanceof ApiError && failure.status === 404) {
        toast({ title: 'Already Signed Out', description: `${session.device} was no longer signed in.` });
      } else {
        toast({ title: 'Sign Out Failed', description: errorMessage(failure, 'That device could not be signed out. Please try again.'), variant: 'destructive' });
      }
    }
    await reload();
    setSigningOut(null);
    keepFocusHere();
  };

  return (
    <div className="account-security__part" aria-labelledby="active-sessions-title" role="group">
      <div className="account-security__part-header">
        <h3 id="active-sessions-title" className="account-security__subtitle" ref={heading} tabIndex={-1}>
          Where you are signed in
        </h3>
        {others.length ? (
          <Button
            variant="secondary"
            size="sm"
            onClick={() => {
              setOthersFailure(null);
              setConfirming(true);
            }}
          >
            Sign out everywhere else
          </Button>
        ) : null}
      </div>
      {error ? (
        <Notice tone="error" title="Your devices could not be loaded" actions={<Button size="sm" onClick={() => void reload()}>Try again</Button>}>
          {error}
        </Notice>
      ) : null}
      {sessions === undefined ? (
        error ? null : (
          <div role="status" aria-label="Loading your devices" className="account-sessions">
            <Skeleton height="3.5rem" />
            <Skeleton height="3.5rem" />
          </div>
        )
      ) : (
        <ul className="account-sessions" aria-label="Signed-in devices">
          {sessions.map((session) => (
            <li key={session.id} className="account-sessions__item">
              <div className="account-sessions__about">
                <p className="account-sessions__device">
                  {session.device}
                  {session.current ? <span className="hw-badge account-sessions__this">This device</span> : null}
                </p>
                <p className="account-sessions__meta">
                  Last seen{' '}
                  <time dateTime={session.lastSeenAt} title={dateTimeText(session.lastSeenAt)}>
                    {timeAgo(session.lastSeenAt, now)}
                  </time>
                  {session.ipAddress ? <> · {session.ipAddress}</> : null} · Signed in {dateTimeText(session.signedInAt)}
                </p>
              </div>
              {session.current ? null : (
                <Button
                  variant="secondary"
                  size="sm"
                  busy={signingOut === session.id}
                  busyLabel="Signing out..."
                  disabled={signingOut !== null}
                  onClick={() => void signOutOne(session)}
                >
                  Sign out<span className="hw-visually-hidden"> {session.device}</span>
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
      {sessions && !others.length ? <p className="account-security__note">You are not signed in anywhere else.</p> : null}
      <ConfirmDialog
        open={confirming}
        tone="primary"
        title="Sign out everywhere else?"
        description={`Every other browser and device signed in to your account (${others.length}) is signed out at once. You stay signed in here.`}
        confirmLabel="Sign Out Everywhere Else"
        busy={signingOutOthers}
        busyLabel="Signing out..."
        error={othersFailure}
        onConfirm={() => void signOutEverywhereElse()}
        onCancel={() => setConfirming(false)}
      />
    </div>
  );
}
