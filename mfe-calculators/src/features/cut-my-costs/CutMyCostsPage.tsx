import { useMemo } from 'react';
import { PageHeader, todayIso, useQuery } from '@homewise/platform';
import { NoProfileNotice } from '../../shared/NoProfileNotice';
import { ProfileGate } from '../../shared/ProfileGate';
import { fetchMarketRates, fetchRates } from '../../shared/rates-api';
import { CutMyCostsCalculator } from './components/CutMyCostsCalculator';
import '../../shared/calculators.css';
import './cut-my-costs.css';

/** Cut My Costs (spec sections 2, 4, 9): would refinancing save money, and when does it pay back? */
export function CutMyCostsPage() {
  // Undefined while loading, null when the call failed (logged; the calculator then falls back).
  const ratesQuery = useQuery({ queryKey: ['rates'], queryFn: fetchRates, meta: { what: 'the stored rates' } });
  const marketRatesQuery = useQuery({ queryKey: ['market-rates'], queryFn: fetchMarketRates, meta: { what: 'the market rates' } });
  const rates = ratesQuery.isError ? null : ratesQuery.data;
  const marketRates = marketRatesQuery.isError ? null : marketRatesQuery.data;
  const today = useMemo(() => todayIso(), []);
  return (
    <div className="hw-page">
      <PageHeader title="Cut My Costs" subtitle="See what refinancing would save you each month and over the life of the loan, and when it pays for itself." />
      <ProfileGate
        loadingLabel="Loading the refinance calculator"
        // The rate field starts from the stored rates: wait for them (a failure falls back to 6.500 %).
        waitFor={rates === undefined}
        noProfile={<NoProfileNotice title="No Mortgage Profile Found" message="Please complete your onboarding first to use the refinancing calculator." />}
      >
        {(profile) => <CutMyCostsCalculator profile={profile} rates={rates ?? null} marketRates={marketRates} today={today} />}
      </ProfileGate>
    </div>
  );
}
