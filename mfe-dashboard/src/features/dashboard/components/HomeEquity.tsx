import { equity } from '@homewise/finance';
import { formatCurrency, ProgressBar } from '@homewise/platform';
import type { MortgageProfile } from '@homewise/contracts';
import { DetailList } from './SummarySection';

/** Home Equity: the percent of the home owned, a bar, the equity and the home's value (spec section 9). */
export function HomeEquity({ profile }: { profile: MortgageProfile }) {
  const { equity: owned, percent } = equity({ homeValue: profile.currentHomeValue, balance: profile.currentBalance });
  return (
    <section className="dash-section" aria-labelledby="summary-equity">
      <div className="dash-section__heading">
        <h3 id="summary-equity">Home Equity</h3>
      </div>
      <p className="dash-equity__percent">
        {percent}%<span> of your home is yours</span>
      </p>
      <ProgressBar value={percent} max={100} label={`Home equity: ${percent}%`} />
      <DetailList
        items={[
          ['Equity', formatCurrency(owned, 0)],
          ['Total Value', formatCurrency(profile.currentHomeValue, 0)],
        ]}
      />
      {owned < 0 ? <p className="dash-figure__hint">You owe more than the home&apos;s estimated value.</p> : null}
    </section>
  );
}
