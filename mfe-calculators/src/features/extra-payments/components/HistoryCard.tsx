import { Button, Card, CardHeader, Notice, Skeleton } from '@homewise/platform';
import type { ExtraPaymentsState } from '../hooks/useExtraPayments';
import { HistoryTable } from './HistoryTable';
import { RecordPaymentForm } from './RecordPaymentForm';

/** "Extra Payment History": record a payment, and the payments recorded so far. */
export function HistoryCard({ history, today }: { history: ExtraPaymentsState; today: string }) {
  const { payments } = history;
  return (
    <Card aria-labelledby="extra-payment-history-heading">
      <CardHeader
        title={<span id="extra-payment-history-heading">Extra Payment History</span>}
        description="A payment made comes off your current balance as you record it; one dated later is scheduled and comes off on its date. The payments made add up to Extra Principal Recorded."
      />
      <RecordPaymentForm today={today} onRecord={history.record} />
      {payments === undefined ? (
        <div className="ep-history__loading" role="status" aria-busy="true" aria-label="Loading your extra payments">
          <Skeleton height="2.5rem" />
          <Skeleton height="2.5rem" />
          <Skeleton height="2.5rem" />
        </div>
      ) : payments === null ? (
        <Notice tone="warning" title="We could not load your extra payments." actions={<Button variant="secondary" onClick={history.reload}>Try again</Button>} />
      ) : payments.length === 0 ? (
        <p className="ep-history__empty">No extra payments recorded yet.</p>
      ) : (
        <HistoryTable payments={payments} today={today} onUpdate={history.update} onDelete={history.remove} />
      )}
    </Card>
  );
}
