import { useMemo, useState } from 'react';
import type { AmortizationRow } from '@homewise/finance';
import { Button, Card, CardHeader, downloadCsv, formatCurrency } from '@homewise/platform';
import { useRowsDrawn } from '../../../shared/useRowsDrawn';
import { COLLAPSED_ROWS, dateText, scheduleCsv, scheduleFileName, scheduleLines, type ScheduleView } from '../dashboard-view';

const VIEWS: readonly { value: ScheduleView; label: string }[] = [
  { value: 'monthly', label: 'Monthly' },
  { value: 'annual', label: 'Annual' },
];

/** Whole dollars (spec section 9), and "Paid Off" on the row that pays the loan off. */
const money = (value: number) => formatCurrency(value, 0);

function scheduleSummary(rows: readonly AmortizationRow[]): string | undefined {
  if (!rows.length) return undefined;
  const first = dateText(rows[0].date);
  const last = rows[rows.length - 1];
  return last.balance === 0
    ? `${rows.length} payments from ${first}: paid off on ${dateText(last.date)}.`
    : `The first ${rows.length} payments from ${first}: at this payment the loan is not paid off within them.`;
}

/** How many rows one idle moment draws: short tasks, so the page stays responsive meanwhile. */
const ROWS_PER_IDLE = 60;

/**
 * The Amortization Schedule: Monthly or Annual, the first 12 rows then "Show All (n more)" /
 * "Show Less", Export CSV. Every row is rendered (soon after the page shows: useRowsDrawn):
 * the collapsed ones are `hidden` on screen and printed (print.css), so printing the Dashboard
 * gives the full schedule.
 */
export function AmortizationSchedule({ rows }: { rows: readonly AmortizationRow[] }) {
  const [view, setView] = useState<ScheduleView>('monthly');
  const [expanded, setExpanded] = useState(false);
  const lines = useMemo(() => scheduleLines(rows, view), [rows, view]);
  // Some 300 rows of a 25-year loan, ~2,000 elements, delayed the Dashboard being usable.
  const rowsDrawn = useRowsDrawn(lines.length, { first: COLLAPSED_ROWS, step: ROWS_PER_IDLE });
  const drawn = expanded ? lines : lines.slice(0, rowsDrawn);
  const more = Math.max(0, lines.length - COLLAPSED_ROWS);
  const monthly = view === 'monthly';

  return (
    <Card className="dash-schedule" aria-labelledby="schedule-title">
      <CardHeader
        title={<span id="schedule-title">Amortization Schedule</span>}
        description={scheduleSummary(rows)}
        actions={
          lines.length ? (
            <>
              <div className="dash-toggle" role="group" aria-label="Schedule view">
                {VIEWS.map((option) => (
                  <Button
                    key={option.value}
                    size="sm"
                    variant={view === option.value ? 'primary' : 'secondary'}
                    aria-pressed={view === option.value}
                    onClick={() => setView(option.value)}
                  >
                    {option.label}
                  </Button>
                ))}
              </div>
              <Button size="sm" variant="secondary" onClick={() => downloadCsv(scheduleFileName(view), scheduleCsv(lines))}>
                Export CSV
              </Button>
            </>
          ) : null
        }
      />
      {lines.length ? (
        <>
          {/* On a phone each row is a card (platform hw-table--cards), never a page that scrolls sideways. */}
          <div className="hw-table-wrap dash-schedule__wrap" tabIndex={0} role="region" aria-label={`Amortization schedule, ${view}`}>
            <table className="hw-table hw-table--cards dash-schedule__table">
              <caption className="hw-visually-hidden">
                Amortization schedule, {view}: {lines.length} {monthly ? 'payments' : 'years'}
              </caption>
              <thead>
                <tr>
                  <th scope="col">{monthly ? 'Payment' : 'Year'}</th>
                  <th scope="col">{monthly ? 'Date' : 'Payments'}</th>
                  <th scope="col">Total Payment</th>
                  <th scope="col">Principal</th>
                  <th scope="col">Interest</th>
                  <th scope="col">Remaining Balance</th>
                </tr>
              </thead>
              <tbody>
                {drawn.map((line, index) => (
                  <tr key={line.key} hidden={!expanded && index >= COLLAPSED_ROWS ? true : undefined}>
                    <th scope="row" className="hw-table__card-title" data-label={monthly ? 'Payment' : 'Year'}>
                      {monthly ? line.count : line.when}
                    </th>
                    <td data-label={monthly ? 'Date' : 'Payments'}>{monthly ? dateText(line.when) : line.count}</td>
                    <td data-label="Total Payment">{money(line.payment)}</td>
                    <td data-label="Principal">{money(line.principal)}</td>
                    <td data-label="Interest">{money(line.interest)}</td>
                    <td data-label="Remaining Balance">{line.balance === 0 ? <span className="hw-badge dash-paid-off">Paid Off</span> : money(line.balance)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          {more > 0 ? (
            <div className="dash-schedule__more">
              <Button variant="secondary" onClick={() => setExpanded((open) => !open)} aria-expanded={expanded}>
                {expanded ? 'Show Less' : `Show All (${more} more)`}
              </Button>
            </div>
          ) : null}
        </>
      ) : (
        <p className="dash-empty">
          There is no schedule to show: it needs a balance above $0 and a monthly payment. Add them in Loan Details above.
        </p>
      )}
    </Card>
  );
}
