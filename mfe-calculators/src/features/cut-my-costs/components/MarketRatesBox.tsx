import type { MarketRates } from '@homewise/contracts';
import { Skeleton } from '@homewise/platform';
import { marketRatesBox, type MarketRateChoice } from '../refinance-form';

/**
 * "Current MBA Rates Updated ({date})" under the rate field: picking a rate fills the rate field
 * and the matching term. While the rates load it holds their place; without them it says so.
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
    <div className="ccm-market" role="group" aria-labelledby="ccm-market-heading">
      <p className="ccm-market__heading" id="ccm-market-heading">
        {box.heading}
      </p>
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
