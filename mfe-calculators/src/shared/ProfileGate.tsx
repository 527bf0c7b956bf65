import type { ReactNode } from 'react';
import type { MortgageProfile } from '@homewise/contracts';
import { PageSkeleton } from '@homewise/platform';
import { ProfileLoadError, useMortgageProfile } from '@homewise/platform/mortgage-profile';

/**
 * A calculator's body once the user's mortgage profile is known: skeletons while it loads (and
 * while `waitFor` is true), the page's own "no profile" message when there is none, the load
 * error with "Try again" when it failed (never the "no profile" message: the profile may exist),
 * else the calculator.
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
  if (error) return <ProfileLoadError error={error} onRetry={reload} />;
  return <>{noProfile}</>;
}
