import type { MarketRates } from '@homewise/contracts';
import { Skeleton } from '@homewise/platform';
import { marketRatesBox, type MarketRateChoice } from '../refinance-form';

/**
 * "Current MBA Rates Updated ({date})" under the rate field: picking a rate fills the rate field
 * and the matching term. While the rates load it holds their place; without them it says so;
 * rates the weekly read could not update are headed with their date and say how old they are.
 */
export function MarketRatesBox({ rates, onPick }: { rates: MarketRates | null | undefined; onPick: (choice: MarketRateChoice) => void }) {
  if (rates === undefined) {
    return (
      <div className="ccm-market" role="status" aria-busy="true" aria-label="Loading market rates">
        <Skeleton width="80%" />
        <Skeleton width="100%" height="2.75rem" />
      </div>
    );
  }
  if (rates === null) {
    return <p className="ccm-market ccm-market--missing">Market rates are not available right now.</p>;
  }
  const box = marketRatesBox(rates);
  return (
    <div className={box.stale ? 'ccm-market ccm-market--stale' : 'ccm-market'} role="group" aria-labelledby="ccm-market-heading" aria-describedby={box.stale ? 'ccm-market-stale' : undefined}>
      <p className="ccm-market__heading" id="ccm-market-heading">
        {box.heading}
      </p>
      {box.stale ? <p className="ccm-market__stale" id="ccm-market-stale">{box.stale}</p> : null}
      <div className="ccm-market__choices">
        {box.choices.map((choice) => (
          <button key={choice.label} type="button" className="ccm-market__choice" onClick={() => onPick(choice)}>
            <span className="ccm-market__label">{choice.label}</span>
            <span className="ccm-market__rate">{choice.ratePercent}%</span>
          </button>
        ))}
      </div>
    </div>
  );
}
