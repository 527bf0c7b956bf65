import { Button, Card, CardHeader, Notice, SelectField, TextField } from '@homewise/platform';
import { DEFAULT_SECURITY_EVENT_PAGE_SIZE, SECURITY_EVENT_TYPES, SECURITY_LOG_RETENTION_MONTHS, type SecurityEventList, type SecurityEventType } from '@homewise/contracts';
import { EVENT_LABELS, eventAccount, eventDetails, eventTime } from './security-events';
import { fetchSecurityEvents } from './security-log-api';
import { LoadingRows, Pager } from '../components/list-parts';
import { useSearchedPages, type SearchedPageQuery } from '../hooks/use-searched-pages';
import './security-log.css';

const TYPE_FILTERS = [{ value: '', label: 'All events' }, ...SECURITY_EVENT_TYPES.map((type) => ({ value: type, label: EVENT_LABELS[type] }))];
const count = (n: number) => n.toLocaleString('en-US');

interface LogQuery extends SearchedPageQuery {
  type: SecurityEventType | '';
}
const loadEvents = ({ type, search, offset }: LogQuery) => fetchSecurityEvents({ type: type || undefined, search, limit: DEFAULT_SECURITY_EVENT_PAGE_SIZE, offset });

/** "Showing 1–50 of 1,204 events" */
export function eventsSummary({ offset, total, shown }: { offset: number; total: number; shown: number }): string {
  if (total === 0) return 'No events';
  const noun = total === 1 ? 'event' : 'events';
  return shown === 0 ? `${count(total)} ${noun}` : `Showing ${count(offset + 1)}–${count(offset + shown)} of ${count(total)} ${noun}`;
}

/**
 * The security audit log for admins (ASVS V7.2): who signed in or failed to, lockouts, password
 * and role changes, deletions — with time, account and client address, newest first; by event
 * type and by part of the account's email or name, a page at a time.
 */
export function SecurityLogSection() {
  const { search, setSearch, query, setQuery, page: log, loading, loadError, reload } = useSearchedPages<LogQuery, SecurityEventList>(
    'security-log',
    { type: '', search: '', offset: 0 },
    loadEvents,
    'Failed to load the security log',
  );

  const retry = <Button onClick={reload}>Try again</Button>;
  const filtered = Boolean(query.search || query.type);
  return (
    <Card aria-labelledby="security-log-title">
      <CardHeader
        title={<span id="security-log-title">Security Log</span>}
        description={`Sign-ins, failed sign-ins, lockouts, password, role and plan changes and account deletions, newest first. Kept ${SECURITY_LOG_RETENTION_MONTHS} months.`}
      />
      <div className="account-users__toolbar">
        <TextField label="Search the log by user" type="search" placeholder="Email or name" value={search} onChange={(e) => setSearch(e.target.value)} />
        <SelectField
          label="Event type"
          value={query.type}
          options={TYPE_FILTERS}
          onChange={(e) => setQuery((q) => ({ ...q, type: e.target.value as SecurityEventType | '', offset: 0 }))}
          className="security-log__type-filter"
        />
        {log ? (
          <p className="account-users__count" aria-live="polite">
            {eventsSummary({ offset: query.offset, total: log.total, shown: log.events.length })}
          </p>
        ) : null}
      </div>
      {loadError && !log ? (
        <Notice tone="error" title="The security log could not be loaded" actions={retry}>
          {loadError}
        </Notice>
      ) : !log ? (
        <LoadingRows label="Loading the security log" />
      ) : log.events.length === 0 ? (
        <Notice
          tone="info"
          title="No events found"
          actions={
            filtered ? (
              <Button
                variant="secondary"
                onClick={() => {
                  setSearch('');
                  setQuery({ type: '', search: '', offset: 0 });
                }}
              >
                Show all events
              </Button>
            ) : undefined
          }
        >
          {filtered ? 'Nothing in the log matches these filters.' : 'Nothing has happened to any account yet.'}
        </Notice>
      ) : (
        <>
          {loadError ? (
            <Notice tone="error" title="The log could not be updated" actions={retry}>
              {loadError}
            </Notice>
          ) : null}
          <div className="hw-table-wrap security-log__table" tabIndex={0} role="region" aria-label="Security events" aria-busy={loading}>
            <table className="hw-table">
              <caption className="hw-visually-hidden">Security events, newest first</caption>
              <thead>
                <tr>
                  <th scope="col">Time</th>
                  <th scope="col">Event</th>
                  <th scope="col">User</th>
                  <th scope="col">Client address</th>
                  <th scope="col">Details</th>
                </tr>
              </thead>
              <tbody>
                {log.events.map((event) => (
                  <tr key={event.id} className={`security-log__row security-log__row--${event.type}`}>
                    <td className="security-log__time">
                      <time dateTime={event.occurredAt}>{eventTime(event.occurredAt)}</time>
                    </td>
                    <td>{EVENT_LABELS[event.type] ?? event.type}</td>
                    <td className="account-users__email">{eventAccount(event)}</td>
                    <td className="security-log__address">{event.ipAddress ?? '—'}</td>
                    <td>{eventDetails(event)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <Pager
            label="Pages of the security log"
            offset={query.offset}
            limit={DEFAULT_SECURITY_EVENT_PAGE_SIZE}
            total={log.total}
            loading={loading}
            onOffset={(offset) => setQuery((q) => ({ ...q, offset }))}
            back="Newer"
            forward="Older"
          />
        </>
      )}
    </Card>
  );
}
