import { useEffect, useState } from 'react';
import { Button, Card, CardHeader, errorMessage, Notice, SelectField, Skeleton, TextField } from '@homewise/platform';
import { DEFAULT_SECURITY_EVENT_PAGE_SIZE, SECURITY_EVENT_TYPES, SECURITY_LOG_RETENTION_MONTHS, type SecurityEventList, type SecurityEventType } from '@homewise/contracts';
import { EVENT_LABELS, eventAccount, eventDetails, eventTime } from './security-events';
import { fetchSecurityEvents } from './security-log-api';
import './security-log.css';

const SEARCH_DELAY_MS = 300;
const TYPE_FILTERS = [{ value: '', label: 'All events' }, ...SECURITY_EVENT_TYPES.map((type) => ({ value: type, label: EVENT_LABELS[type] }))];
const count = (n: number) => n.toLocaleString('en-US');

interface LogQuery {
  type: SecurityEventType | '';
  search: string;
  offset: number;
}

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
  const [search, setSearch] = useState('');
  const [query, setQuery] = useState<LogQuery>({ type: '', search: '', offset: 0 });
  const [log, setLog] = useState<SecurityEventList | null>(null);
  const [loading, setLoading] = useState(true);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [reloadKey, setReloadKey] = useState(0);

  // Typing searches once the admin pauses, from the newest events.
  useEffect(() => {
    const timer = setTimeout(() => setQuery((q) => (q.search === search.trim() ? q : { ...q, search: search.trim(), offset: 0 })), search ? SEARCH_DELAY_MS : 0);
    return () => clearTimeout(timer);
  }, [search]);

  useEffect(() => {
    let current = true;
    setLoading(true);
    fetchSecurityEvents({ type: query.type || undefined, search: query.search, limit: DEFAULT_SECURITY_EVENT_PAGE_SIZE, offset: query.offset })
      .then((answer) => {
        if (!current) return;
        setLog(answer);
        setLoadError(null);
      })
      .catch((error: unknown) => current && setLoadError(errorMessage(error, 'Failed to load the security log')))
      .finally(() => current && setLoading(false));
    return () => {
      current = false;
    };
  }, [query, reloadKey]);

  const limit = DEFAULT_SECURITY_EVENT_PAGE_SIZE;
  const page = Math.floor(query.offset / limit) + 1;
  const pages = log ? Math.max(1, Math.ceil(log.total / limit)) : 1;
  const retry = <Button onClick={() => setReloadKey((k) => k + 1)}>Try again</Button>;
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
        <div role="status" aria-busy="true" aria-label="Loading the security log" className="account-users__loading">
          {[0, 1, 2, 3].map((i) => (
            <Skeleton key={i} height="2.5rem" />
          ))}
        </div>
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
          <nav className="account-users__pages" aria-label="Pages of the security log">
            <Button variant="secondary" size="sm" disabled={page <= 1 || loading} onClick={() => setQuery((q) => ({ ...q, offset: Math.max(0, q.offset - limit) }))}>
              Newer
            </Button>
            <span>
              Page {count(page)} of {count(pages)}
            </span>
            <Button variant="secondary" size="sm" disabled={page >= pages || loading} onClick={() => setQuery((q) => ({ ...q, offset: q.offset + limit }))}>
              Older
            </Button>
          </nav>
        </>
      )}
    </Card>
  );
}
