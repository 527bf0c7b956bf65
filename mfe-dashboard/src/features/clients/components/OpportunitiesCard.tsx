import { useState, type FormEvent } from 'react';
import { Button, Card, CardHeader, formatCurrency, formatPercent, Notice, Skeleton, TextField } from '@homewise/platform';
import { ageInWords, marketRatesStaleNotice, type LoanOfficerClient, type LoanOfficerClientList, type OpportunityMarketRate } from '@homewise/contracts';
import { breakEvenText, parseThresholdPoints, shortDate, thresholdPoints } from '../clients-view';
import { ContactLinks } from './ContactLinks';

const SOURCES: Record<string, string> = { mba: 'MBA', pmms: 'Freddie Mac PMMS', seed: 'MBA', manual: 'entered by an admin' };

interface OpportunitiesCardProps {
  /** The officer's list (counts, market rate); null while it loads. */
  list: LoanOfficerClientList | null;
  /** The opportunities with the most monthly savings; null while they load. */
  top: LoanOfficerClient[] | null;
  threshold: number;
  onThresholdChange: (fraction: number) => void;
  /** Shows every opportunity in the client list below. */
  onShowAll: () => void;
}

function Opportunity({ client, market }: { client: LoanOfficerClient; market: OpportunityMarketRate }) {
  const o = client.opportunity!;
  return (
    <li className="clients-opps__item">
      <div className="clients-opps__who">
        <p className="clients-opps__name">{client.fullName ?? client.email}</p>
        <ContactLinks client={client} />
      </div>
      <dl className="clients-opps__figures">
        <div>
          <dt>Rate</dt>
          <dd>
            {formatPercent(client.interestRate, 3)} <span className="clients-opps__gap">(+{formatPercent(o.rateGap, 2)} vs {formatPercent(market.rate, 2)}
              {market.stale ? `, rates ${ageInWords(market.ageDays)} old` : ''})
            </span>
          </dd>
        </div>
        <div>
          <dt>Could save</dt>
          <dd className={o.monthlySavings > 0 ? 'clients-opps__saving' : undefined}>{formatCurrency(o.monthlySavings, 0)}/month</dd>
        </div>
        <div>
          <dt>Break-even</dt>
          <dd>{breakEvenText(o.breakEvenMonths)}</dd>
        </div>
      </dl>
    </li>
  );
}

/** "MBA, week ending Jun 5, 2026": where the rate comes from and which week it describes. */
const rateSource = (market: OpportunityMarketRate) =>
  `${SOURCES[market.source] ?? market.source}, ${market.asOf ? `week ending ${shortDate(market.asOf)}` : shortDate(market.scrapedAt)}`;

/**
 * What the card says about the rate it measures against: this week's, or — when the weekly read
 * failed (more than 10 days old, contracts `marketRatesFreshness`, the API's `stale`) — the last
 * rate there is, how old it is and that it could not be updated.
 */
function measuredAgainst(market: OpportunityMarketRate, threshold: number): string {
  const savings = 'Savings assume a new 30-year loan at that rate with $5,000 closing costs.';
  if (market.stale) {
    return `Clients whose rate is at least ${thresholdPoints(threshold)} point above the last 30-year fixed rate we have, ${formatPercent(market.rate, 2)} (${rateSource(market)}). ${savings}`;
  }
  return `Clients whose rate is at least ${thresholdPoints(threshold)} point above this week's 30-year fixed rate of ${formatPercent(market.rate, 2)} (${rateSource(market)}). ${savings}`;
}

/**
 * The officer's reason to call, at the top of Clients: clients whose rate is at least the
 * threshold above this week's 30-year market rate, with what a refinance would save them.
 */
export function OpportunitiesCard({ list, top, threshold, onThresholdChange, onShowAll }: OpportunitiesCardProps) {
  const [text, setText] = useState(thresholdPoints(threshold));
  const [error, setError] = useState<string | null>(null);
  // A threshold changed from outside (stored, or applied) shows in the field, set while rendering.
  const [shownThreshold, setShownThreshold] = useState(threshold);
  if (threshold !== shownThreshold) {
    setShownThreshold(threshold);
    setText(thresholdPoints(threshold));
  }

  const apply = (event: FormEvent) => {
    event.preventDefault();
    const parsed = parseThresholdPoints(text);
    if ('error' in parsed) return setError(parsed.error);
    setError(null);
    if (parsed.fraction !== threshold) onThresholdChange(parsed.fraction);
  };

  const market = list?.marketRate ?? null;
  const count = list?.opportunityCount ?? 0;
  return (
    <Card className="clients-opps" aria-labelledby="clients-opps-title" aria-busy={!list || !top}>
      <CardHeader
        title={
          <span id="clients-opps-title">
            Refinance opportunities{list ? <span className="hw-badge clients-opps__count">{count.toLocaleString('en-US')}</span> : null}
          </span>
        }
        description={
          market ? measuredAgainst(market, threshold) : 'Clients whose rate is well above this week’s 30-year market rate.'
        }
      />
      <form className="clients-opps__threshold" onSubmit={apply} noValidate>
        <div className="clients-opps__threshold-row">
          <TextField
            label="Flag clients this many points above the market rate"
            inputMode="decimal"
            value={text}
            onChange={(e) => setText(e.target.value)}
            error={error}
          />
          <Button type="submit" variant="secondary">
            Update
          </Button>
        </div>
        {market ? (
          <p className="hw-field__hint">
            At {thresholdPoints(threshold)} point, a client at {formatPercent(market.rate + threshold, 2)} or more is flagged.
          </p>
        ) : null}
      </form>
      {market?.stale ? (
        <Notice tone="warning" title="Market rates out of date">
          {marketRatesStaleNotice(market.ageDays)} Opportunities are measured against them until this week’s rates are in.
        </Notice>
      ) : null}
      {!list || !top ? (
        <div role="status" aria-label="Loading refinance opportunities" className="clients-opps__loading">
          <Skeleton height="3.5rem" />
          <Skeleton height="3.5rem" />
        </div>
      ) : !market ? (
        <Notice tone="warning" title="No market rate yet">
          Opportunities appear once this week’s market rates are in.
        </Notice>
      ) : count === 0 ? (
        <p className="clients-opps__empty">
          No client’s rate is {thresholdPoints(threshold)} point or more above the market right now. Lower the threshold to see
          more, or check again after Wednesday’s rate update.
        </p>
      ) : (
        <>
          <ol className="clients-opps__list" aria-label="Biggest monthly savings first">
            {top.map((client) => (
              <Opportunity key={client.id} client={client} market={market} />
            ))}
          </ol>
          <div>
            <Button variant="secondary" onClick={onShowAll}>
              {count > top.length ? `Show all ${count.toLocaleString('en-US')} in the list` : 'Show them in the list'}
            </Button>
          </div>
        </>
      )}
    </Card>
  );
}
