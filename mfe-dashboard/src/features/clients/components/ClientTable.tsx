import type { ReactNode } from 'react';
import { Button, buttonClass, Card, CardHeader, formatCurrency, formatPercent, Notice, SelectField, Skeleton, TextField, timeAgo } from '@homewise/platform';
import { ageInWords, type ClientFilter, type ClientSort, type ClientSortField, type LoanOfficerClient, type LoanOfficerClientList } from '@homewise/contracts';
import { ariaSort, breakEvenText, nextSort, pageSummary, shortDate, sortFieldOf } from '../clients-view';
import { useRowsDrawn } from '../../../shared/useRowsDrawn';
import { EmailLink, PhoneLink } from './ContactLinks';
import { MailCell } from './MailCell';

interface Column {
  label: string;
  /** Sortable by this field. */
  field?: ClientSortField;
  numeric?: boolean;
  cell: (client: LoanOfficerClient, list: LoanOfficerClientList) => ReactNode;
}

/** The list's filters as the officer names them (contracts CLIENT_FILTERS). */
const FILTER_OPTIONS: { value: ClientFilter; label: string }[] = [
  { value: 'all', label: 'All clients' },
  { value: 'opportunities', label: 'Refinance opportunities' },
  { value: 'invited', label: 'Invited, not claimed yet' },
  { value: 'active', label: 'Active accounts' },
  { value: 'unread', label: 'Unread messages' },
  { value: 'neverClicked', label: 'Never clicked a digest' },
  { value: 'unsubscribed', label: 'Unsubscribed' },
];

const NONE = <span className="clients-table__none">—</span>;
const money = (value: number | null) => (value === null ? NONE : formatCurrency(value, 0));

/**
 * Rows in the page's first render; the rest of the page of 50 follows once the browser is idle
 * (useRowsDrawn). The table sits below the opportunities, a screen or two down: its first rows
 * start it, and its ~1,100 elements no longer hold up the frame that shows the page (issue 22).
 */
const FIRST_ROWS = 10;

/** The table's columns; the Mail column's preview opens the digest dialog of the page. */
const columnsFor = (onPreview: (client: LoanOfficerClient) => void): Column[] => [
  {
    label: 'Client',
    field: 'name',
    cell: (c) => (
      <span className="clients-table__client">
        <span className="clients-table__name">{c.fullName ?? <span className="clients-table__none">No name given</span>}</span>
        <EmailLink client={c} />
        <PhoneLink client={c} />
      </span>
    ),
  },
  { label: 'Balance', field: 'balance', numeric: true, cell: (c) => money(c.currentBalance) },
  { label: 'Rate', field: 'rate', numeric: true, cell: (c) => (c.interestRate === null ? NONE : formatPercent(c.interestRate, 3)) },
  { label: 'Payment', field: 'payment', numeric: true, cell: (c) => money(c.monthlyPayment) },
  { label: 'Equity', field: 'equity', numeric: true, cell: (c) => money(c.equity) },
  { label: 'Equity %', field: 'equityPercent', numeric: true, cell: (c) => (c.equityPercent === null ? NONE : `${c.equityPercent}%`) },
  {
    label: 'Refinance',
    field: 'savings',
    cell: (c, list) =>
      c.opportunity ? (
        <span className="clients-table__opp">
          <span className="hw-badge clients-badge--opp">Opportunity</span>
          <span>Save {formatCurrency(c.opportunity.monthlySavings, 0)}/mo</span>
          <span className="clients-table__none">Break-even {breakEvenText(c.opportunity.breakEvenMonths)}</span>
          {/* Flagged against rates the weekly read could not update: said on the flag itself. */}
          {list.marketRate?.stale ? <span className="clients-table__stale">On rates {ageInWords(list.marketRate.ageDays)} old</span> : null}
        </span>
      ) : c.currentBalance === null ? (
        <span className="clients-table__none">No mortgage yet</span>
      ) : (
        NONE
      ),
  },
  { label: 'Joined', field: 'joined', cell: (c) => shortDate(c.joinedAt) },
  { label: 'Last activity', field: 'lastActivity', cell: (c) => timeAgo(c.lastActivityAt) },
  { label: 'Mail', field: 'lastDigest', cell: (c) => <MailCell client={c} onPreview={onPreview} /> },
];

interface ClientTableProps {
  list: LoanOfficerClientList | null;
  loading: boolean;
  error: string | null;
  onRetry: () => void;
  search: string;
  onSearchChange: (text: string) => void;
  filter: ClientFilter;
  onFilterChange: (filter: ClientFilter) => void;
  onPreview: (client: LoanOfficerClient) => void;
  sort: ClientSort;
  onSortChange: (sort: ClientSort) => void;
  onPageChange: (offset: number) => void;
  exportHref: string;
}

function SortHeader({ column, sort, onSortChange }: { column: Column; sort: ClientSort; onSortChange: (sort: ClientSort) => void }) {
  const state = column.field ? ariaSort(sort, column.field) : undefined;
  return (
    <th scope="col" aria-sort={state} className={column.numeric ? 'clients-table__num' : undefined}>
      {column.field ? (
        <button type="button" className="clients-table__sort" onClick={() => onSortChange(nextSort(sort, column.field!))}>
          {column.label}
          <span aria-hidden="true" className="clients-table__arrow">
            {state === 'ascending' ? '▲' : state === 'descending' ? '▼' : '↕'}
          </span>
        </button>
      ) : (
        column.label
      )}
    </th>
  );
}

/** What an empty list says, and what to do about it. */
function EmptyList({ list, search, filter, onClear }: { list: LoanOfficerClientList; search: string; filter: string; onClear: () => void }) {
  if (list.clientCount === 0) {
    // The first-run steps above have the link to share.
    return (
      <p className="clients-empty">No clients yet: homeowners who sign up through your link appear here with their balance, rate, payment and equity.</p>
    );
  }
  return (
    <Notice
      title={search ? `No client matches “${search.trim()}”` : 'No refinance opportunities at this threshold'}
      actions={
        <Button variant="secondary" onClick={onClear}>
          {search ? 'Clear search' : 'Show all clients'}
        </Button>
      }
    >
      {search ? 'Search by name, email or phone number.' : filter === 'opportunities' ? 'Lower the threshold above to flag more clients.' : null}
    </Notice>
  );
}

/** The officer's clients: search, opportunity filter, sortable columns, pages, CSV export. */
export function ClientTable(props: ClientTableProps) {
  const { list, loading, error, onRetry, search, onSearchChange, filter, onFilterChange, onPreview, sort, onSortChange, onPageChange, exportHref } = props;
  const COLUMNS = columnsFor(onPreview);
  const rowsDrawn = useRowsDrawn(list?.clients.length ?? 0, { first: FIRST_ROWS, step: list?.clients.length ?? 0 });
  const sortedBy = COLUMNS.find((c) => c.field === sortFieldOf(sort))?.label ?? 'date joined';
  return (
    <Card className="clients-list" aria-labelledby="clients-list-title">
      <CardHeader
        title={<span id="clients-list-title">Your clients</span>}
        actions={
          list && list.clientCount > 0 ? (
            <a className={buttonClass({ variant: 'secondary', size: 'sm' })} href={exportHref} download>
              Export CSV
            </a>
          ) : undefined
        }
      />
      <div className="clients-list__toolbar">
        <TextField label="Search clients" type="search" placeholder="Name, email or phone" value={search} onChange={(e) => onSearchChange(e.target.value)} />
        <label className="clients-list__filter">
          <input type="checkbox" checked={filter === 'opportunities'} onChange={(e) => onFilterChange(e.target.checked ? 'opportunities' : 'all')} />
          Only refinance opportunities
        </label>
        <SelectField label="Show" value={filter} onChange={(e) => onFilterChange(e.target.value as ClientFilter)} options={FILTER_OPTIONS} />
        {list ? (
          // Said only when there is something to count: an empty list has its own notice below.
          <p className="clients-list__summary" aria-live="polite">
            {list.total > 0 ? pageSummary(list) : null}
          </p>
        ) : null}
      </div>
      {error && !list ? (
        <Notice tone="error" title="Your clients could not be loaded" actions={<Button onClick={onRetry}>Try again</Button>}>
          {error}
        </Notice>
      ) : !list ? (
        <div role="status" aria-label="Loading your clients" className="clients-list__loading">
          {Array.from({ length: 6 }, (_, i) => (
            <Skeleton key={i} height="2.5rem" />
          ))}
        </div>
      ) : list.clients.length === 0 ? (
        <EmptyList list={list} search={search} filter={filter} onClear={() => (search ? onSearchChange('') : onFilterChange('all'))} />
      ) : (
        <>
          {error ? (
            <Notice tone="error" title="The list could not be updated" actions={<Button onClick={onRetry}>Try again</Button>}>
              {error}
            </Notice>
          ) : null}
          {/* Wide: it scrolls in its own box (focusable, so keyboards can scroll it too). */}
          <div className="hw-table-wrap clients-table-wrap" tabIndex={0} role="region" aria-label="Client table" aria-busy={loading}>
            <table className="hw-table hw-table--cards clients-table">
              <caption className="hw-visually-hidden">Your clients, sorted by {sortedBy}</caption>
              <thead>
                <tr>
                  {COLUMNS.map((column) => (
                    <SortHeader key={column.label} column={column} sort={sort} onSortChange={onSortChange} />
                  ))}
                </tr>
              </thead>
              <tbody>
                {list.clients.slice(0, rowsDrawn).map((client) => (
                  <tr key={client.id} className={client.opportunity ? 'clients-table__row--opp' : undefined}>
                    {COLUMNS.map((column, index) => (
                      // On a phone: a card per client, headed by the client (platform hw-table--cards).
                      <td
                        key={column.label}
                        className={index === 0 ? 'hw-table__card-title' : column.numeric ? 'clients-table__num' : undefined}
                        data-label={index === 0 ? undefined : column.label}
                      >
                        {column.cell(client, list)}
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <nav className="clients-list__pages" aria-label="Pages of clients">
            <Button variant="secondary" size="sm" disabled={list.offset === 0 || loading} onClick={() => onPageChange(Math.max(0, list.offset - list.limit))}>
              Previous
            </Button>
            <span>
              Page {Math.floor(list.offset / list.limit) + 1} of {Math.max(1, Math.ceil(list.total / list.limit)).toLocaleString('en-US')}
            </span>
            <Button variant="secondary" size="sm" disabled={list.offset + list.limit >= list.total || loading} onClick={() => onPageChange(list.offset + list.limit)}>
              Next
            </Button>
          </nav>
        </>
      )}
    </Card>
  );
}
