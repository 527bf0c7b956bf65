import { PageHeader } from '@homewise/platform';
import { MarketRatesCard } from './components/MarketRatesCard';
import { RateEntriesCard } from './components/RateEntriesCard';
import './rate-management.css';

/** Rate Management (admins): the rates that prefill Cut My Costs, and the weekly market rates. */
export function RateManagementPage() {
  return (
    <div className="hw-page rates-page">
      <PageHeader title="Rate Management" subtitle="The rates homeowners start from in Cut My Costs, and this week's market rates." />
      <MarketRatesCard />
      <RateEntriesCard />
    </div>
  );
}
