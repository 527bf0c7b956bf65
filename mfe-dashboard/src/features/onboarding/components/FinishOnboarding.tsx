import { useCallback, useEffect, useState } from 'react';
import { Button, errorMessage, loadUser, Navigate, Notice, PageHeader, PageSkeleton, useCurrentUser } from '@homewise/platform';
import { markOnboardingComplete } from '@homewise/platform/mortgage-profile';

/**
 * A profile exists but onboarding was never marked complete (the last call of a submit failed):
 * mark it now, so the Dashboard shows the profile instead of sending the user back here, then go
 * there.
 */
export function FinishOnboarding() {
  const user = useCurrentUser();
  const [failure, setFailure] = useState<string | null>(null);

  // The failure is set in the promise's callback, never during the effect that starts it.
  const finish = useCallback(
    () =>
      markOnboardingComplete()
        .then(() => loadUser({ force: true }))
        .catch((error: unknown) => {
          console.error('Failed to mark onboarding complete', error);
          setFailure(errorMessage(error, 'We could not reach Homewise. Please check your connection.'));
        }),
    [],
  );

  useEffect(() => {
    void finish();
  }, [finish]);

  // The skeleton again while it retries (the first try starts without a failure to clear).
  const retry = () => {
    setFailure(null);
    void finish();
  };

  if (user?.onboardingCompleted) return <Navigate to="/Dashboard" replace />;
  if (!failure) return <PageSkeleton cards={1} label="Finishing your setup" />;
  return (
    <div className="hw-page">
      <PageHeader title="Set Up Your Mortgage" />
      <Notice tone="error" title="Your mortgage profile is saved, but we could not finish your setup" actions={<Button onClick={retry}>Try again</Button>}>
        {failure}
      </Notice>
    </div>
  );
}
