import { useMemo } from 'react';
import type { MortgageProfile } from '@homewise/contracts';
import { Card, CardHeader, OfficerCard, PageHeader, todayIso } from '@homewise/platform';
import { NoProfileNotice } from '../../shared/NoProfileNotice';
import { ProfileGate } from '../../shared/ProfileGate';
import { EquityBreakdownCard } from './components/EquityBreakdownCard';
import { EquityProjectionCard } from './components/EquityProjectionCard';
import { HouseGraphic } from './components/HouseGraphic';
import { houseSegments } from './equity-view';
import '../../shared/calculators.css';
import './my-home-equity.css';

function HomeEquity({ profile, onSaved, startYear }: { profile: MortgageProfile; onSaved: (profile: MortgageProfile) => void; startYear: number }) {
  const house = useMemo(() => houseSegments(profile.currentHomeValue, profile.currentBalance), [profile.currentHomeValue, profile.currentBalance]);
  return (
    <>
      <div className="mhe-top">
        <Card aria-labelledby="your-home-heading">
          <CardHeader title={<span id="your-home-heading">Your Home</span>} description={profile.propertyAddress || undefined} />
          <HouseGraphic house={house} />
        </Card>
        <EquityBreakdownCard profile={profile} house={house} onSaved={onSaved} />
      </div>
      <EquityProjectionCard profile={profile} startYear={startYear} />
    </>
  );
}

/** My Home Equity (spec sections 2, 4, 5, 8, 9): what you own of your home today, and in 30 years. */
export function MyHomeEquityPage() {
  const startYear = useMemo(() => Number(todayIso().slice(0, 4)), []);
  return (
    <div className="hw-page">
      <PageHeader title="My Home Equity" subtitle="What you own of your home today, and how it can grow." />
      {/* The homeowner's loan officer, when they share with one (issue 20). */}
      <OfficerCard />
      <ProfileGate loadingLabel="Loading your home equity" noProfile={<NoProfileNotice message="Please complete your profile first." />}>
        {(profile, replace) => <HomeEquity profile={profile} onSaved={replace} startYear={startYear} />}
      </ProfileGate>
    </div>
  );
}
