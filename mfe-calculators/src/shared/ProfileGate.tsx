import type { ReactNode } from 'react';
import type { MortgageProfile } from '@homewise/contracts';
import { Button, Notice, PageSkeleton } from '@homewise/platform';
import { useMortgageProfile } from '@homewise/platform/mortgage-profile';

/**
 * A calculator's body once the user's mortgage profile is known: skeletons while it loads (and
 * while `waitFor` is true), the page's own "no profile" message when there is none, the load
 * error with "Try again" when it failed, else the calculator.
 */
export function ProfileGate({
  loadingLabel,
  noProfile,
  waitFor = false,
  children,
}: {
  loadingLabel: string;
  noProfile: ReactNode;
  waitFor?: boolean;
  children: (profile: MortgageProfile, replace: (profile: MortgageProfile) => void, reload: () => Promise<unknown>) => ReactNode;
}) {
  const { profile, loading, error, reload, replace } = useMortgageProfile();
  if (loading || (profile && waitFor)) return <PageSkeleton cards={3} label={loadingLabel} />;
  if (profile) return <>{children(profile, replace, reload)}</>;
  if (error) return <Notice tone="error" title={error} actions={<Button onClick={() => void reload()}>Try again</Button>} />;
  return <>{noProfile}</>;
}
