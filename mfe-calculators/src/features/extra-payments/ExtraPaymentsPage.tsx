import { useMemo } from 'react';
import { OfficerCard, PageHeader, todayIso } from '@homewise/platform';
import { NoProfileNotice } from '../../shared/NoProfileNotice';
import { ProfileGate } from '../../shared/ProfileGate';
import { ExtraPaymentsCalculator } from './components/ExtraPaymentsCalculator';
import '../../shared/calculators.css';
import './extra-payments.css';

/** Extra Payments (spec sections 2, 4, 5, 8, 9): what paying more saves, and the payments made. */
export function ExtraPaymentsPage() {
  const today = useMemo(() => todayIso(), []);
  return (
    <div className="hw-page">
      <PageHeader title="Extra Payment Calculator" subtitle="See how extra payments can accelerate your mortgage payoff and save you money." />
      {/* The homeowner's loan officer, when they share with one (issue 20). */}
      <OfficerCard />
      <ProfileGate
        loadingLabel="Loading the extra payment calculator"
        noProfile={<NoProfileNotice title="No Mortgage Profile Found" message="Please complete your onboarding first to use the extra payment calculator." />}
      >
        {(profile, _replace, reload) => <ExtraPaymentsCalculator profile={profile} today={today} reloadProfile={reload} />}
      </ProfileGate>
    </div>
  );
}
