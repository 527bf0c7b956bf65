import { useCallback, useEffect, useState } from 'react';
import { Button, Card, CardHeader, errorMessage, formatDate, formatDateTime, formatPercent, Notice, Skeleton, Spinner, toast } from '@homewise/platform';
import type { MarketRateScrape, MarketRatesOverview, MarketRateSnapshotEntry } from '@homewise/contracts';
import { fetchMarketRatesOverview, requestMarketRatesRefresh } from '../api/rates-api';
import { useScrapeProgress } from '../hooks/useScrapeProgress';
import { isFinished, scrapeProgressText } from '../rate-form';
import { ManualRatesForm } from './ManualRatesForm';

const SOURCES: Record<string, string> = {
  mba: 'MBA Weekly Survey',
  pmms: 'Freddie Mac PMMS',
  seed: 'MBA (first-run figures)',
  manual: 'Entered by hand',
};
const TRIGGERS: Record<string, string> = { schedule: 'weekly read', 'catch-up': 'catch-up read after a missed Wednesday', admin: '“Refresh now”' };

const day = (iso: string) => formatDate(iso);
const moment = (iso: string) => formatDateTime(iso);

/** The change from the snapshot before, in points: "▲ 0.04", "▼ 0.10", "—". */
function Change({ now, before }: { now: number; before: number | undefined }) {
  if (before === undefined) return <span className="rates-muted">—</span>;
  const points = Number(((now - before) * 100).toFixed(3));
  if (points === 0) return <span className="rates-muted">unchanged</span>;
  return (
    <span className={points > 0 ? 'rates-up' : 'rates-down'}>
      <span aria-hidden="true">{points > 0 ? '▲' : '▼'} </span>
      <span className="hw-visually-hidden">{points > 0 ? 'up' : 'down'} </span>
      {Math.abs(points).toFixed(2)}
    </span>
  );
}

function History({ history, total }: { history: MarketRateSnapshotEntry[]; total: number }) {
  return (
    <div className="hw-table-wrap rates-table-wrap" tabIndex={0} role="region" aria-label="Market rate history">
      <table className="hw-table">
        <caption className="hw-visually-hidden">Market rate snapshots, newest first ({total} stored)</caption>
        <thead>
          <tr>
            <th scope="col">Week ending</th>
            <th scope="col">30-year fixed</th>
            <th scope="col">Change</th>
            <th scope="col">15-year fixed</th>
            <th scope="col">Change</th>
            <th scope="col">Source</th>
            <th scope="col">Read on</th>
          </tr>
        </thead>
        <tbody>
          {history.map((s, i) => (
            <tr key={s.id}>
              <td>{s.asOf ? day(s.asOf) : '—'}</td>
              <td>{formatPercent(s.thirtyYearFixed, 2)}</td>
              <td>
                <Change now={s.thirtyYearFixed} before={history[i + 1]?.thirtyYearFixed} />
              </td>
              <td>{formatPercent(s.fifteenYearFixed, 2)}</td>
              <td>
                <Change now={s.fifteenYearFixed} before={history[i + 1]?.fifteenYearFixed} />
              </td>
              <td>{s.enteredBy ? `Entered by ${s.enteredBy}` : (SOURCES[s.source] ?? s.source)}</td>
              <td>{moment(s.scrapedAt)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/**
 * This week's market rates (what Cut My Costs offers and what flags refinance opportunities), their
 * history, why they are stale if they are, "Refresh now" with the job's progress and result, and
 * "Enter rates by hand" for when the source is down.
 */
export function MarketRatesCard() {
  const [overview, setOverview] = useState<MarketRatesOverview | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [following, setFollowing] = useState<MarketRateScrape | null>(null);
  const [requesting, setRequesting] = useState(false);
  const [entering, setEntering] = useState(false);

  const load = useCallback(() => {
    fetchMarketRatesOverview().then(
      (next) => {
        setOverview(next);
        setLoadError(null);
        // A refresh still under way after a reload (or started by another admin): follow it.
        setFollowing((current) => current ?? (next.latestScrape && !isFinished(next.latestScrape) ? next.latestScrape : null));
      },
      (error: unknown) => setLoadError(errorMessage(error, 'Market rates could not be loaded.')),
    );
  }, []);
  useEffect(load, [load]);

  const { scrape, pollError } = useScrapeProgress(following, (done) => {
    if (done.status === 'succeeded') toast({ title: 'Market Rates Updated', description: scrapeProgressText(done), variant: 'success' });
    else toast({ title: 'Refresh Failed', description: done.error ?? 'The rate source could not be read.', variant: 'destructive' });
    load();
  });

  const refresh = async () => {
    setRequesting(true);
    try {
      setFollowing((await requestMarketRatesRefresh()).scrape);
    } catch (error) {
      toast({ title: 'Error', description: errorMessage(error, 'The refresh could not be started'), variant: 'destructive' });
    } finally {
      setRequesting(false);
    }
  };

  // Working right now; a job waiting for its next attempt does not hold back another "Refresh now".
  const running = scrape !== null && (scrape.status === 'queued' || scrape.status === 'running');
  const current = overview?.current;
  return (
    <Card className="rates-market" aria-labelledby="rates-market-title" aria-busy={!overview}>
      <CardHeader
        title={<span id="rates-market-title">Market rates</span>}
        description={
          overview?.nextScheduledAt
            ? `Read every Wednesday at 10am New York time; next on ${moment(overview.nextScheduledAt)}. Cut My Costs offers them to every homeowner.`
            : 'Read every Wednesday at 10am New York time. Cut My Costs offers them to every homeowner.'
        }
        actions={
          <>
            <Button variant="secondary" onClick={() => setEntering(true)} disabled={!overview || entering} aria-expanded={entering}>
              Enter rates by hand
            </Button>
            <Button onClick={refresh} busy={requesting || running} busyLabel="Refreshing…" disabled={!overview}>
              Refresh now
            </Button>
          </>
        }
      />
      {scrape ? (
        <div className={`rates-progress rates-progress--${scrape.status}`} role="status" aria-live="polite">
          {running ? <Spinner size="sm" label="" /> : null}
          <span>
            {scrape.trigger !== 'admin' ? `The ${TRIGGERS[scrape.trigger]}: ` : ''}
            {scrapeProgressText(scrape)}
          </span>
          {pollError && running ? <span className="rates-muted"> ({pollError})</span> : null}
        </div>
      ) : null}
      {entering ? (
        <ManualRatesForm
          onEntered={() => {
            setEntering(false);
            load();
          }}
          onCancel={() => setEntering(false)}
        />
      ) : null}
      {loadError && !overview ? (
        <Notice tone="error" title="Market rates could not be loaded" actions={<Button onClick={load}>Try again</Button>}>
          {loadError}
        </Notice>
      ) : !overview || !current ? (
        <div role="status" aria-label="Loading market rates" className="rates-loading">
          <Skeleton height="4rem" />
          <Skeleton height="8rem" />
        </div>
      ) : (
        <>
          {overview.stale ? (
            <Notice tone="warning" title="These rates are out of date">
              The newest snapshot is from {moment(current.thirtyYearFixed.scrapedAt)}, before this week’s scheduled read
              {overview.lastScheduledAt ? ` (${moment(overview.lastScheduledAt)})` : ''}.{' '}
              {!overview.lastFailure
                ? 'No read has failed since then; try Refresh now.'
                : overview.lastFailure.jobId === scrape?.jobId
                  ? 'The last attempt failed, as said above.'
                  : `The last attempt (${TRIGGERS[overview.lastFailure.trigger] ?? overview.lastFailure.trigger}, ${moment(overview.lastFailure.at)}) failed: ${overview.lastFailure.reason}`}{' '}
              If the source stays down, enter this week’s rates by hand.
            </Notice>
          ) : null}
          <dl className="rates-current">
            <div>
              <dt>30-year fixed</dt>
              <dd>{formatPercent(current.thirtyYearFixed.rate, 2)}</dd>
            </div>
            <div>
              <dt>15-year fixed</dt>
              <dd>{formatPercent(current.fifteenYearFixed.rate, 2)}</dd>
            </div>
            <div>
              <dt>Source</dt>
              <dd className="rates-current__small">
                {SOURCES[current.source] ?? current.source}
                {current.asOf ? `, week ending ${day(current.asOf)}` : ''}
              </dd>
            </div>
            <div>
              <dt>Read on</dt>
              <dd className="rates-current__small">{moment(current.thirtyYearFixed.scrapedAt)}</dd>
            </div>
          </dl>
          <h3 className="rates-subtitle">History</h3>
          <History history={overview.history} total={overview.total} />
          {overview.total > overview.history.length ? (
            <p className="rates-muted">The latest {overview.history.length} of {overview.total} snapshots.</p>
          ) : null}
        </>
      )}
    </Card>
  );
}
