import { Button, Card, CardHeader, errorMessage, formatCurrency, Notice, queryClient, Skeleton, timeAgo, toast, useQuery } from '@homewise/platform';
import type { ClientMessage } from '@homewise/contracts';
import { fetchMessages, markMessageRead } from '../api/clients-api';
import { reloadClients } from '../hooks/useClients';

const MESSAGES_KEY = ['client-messages'];

/** Messages from clients ("Ask <officer>", scenarios from Cut My Costs): answer by mail, mark read. */
export function MessagesCard() {
  const messages = useQuery({ queryKey: MESSAGES_KEY, queryFn: () => fetchMessages({ limit: 20 }) });
  const mark = async (message: ClientMessage, read: boolean) => {
    try {
      await markMessageRead(message.id, read);
      await queryClient.invalidateQueries({ queryKey: MESSAGES_KEY });
      reloadClients();
    } catch (error) {
      toast({ title: 'Could not update the message', description: errorMessage(error, 'Please try again.'), variant: 'destructive' });
    }
  };
  const unread = messages.data?.unread ?? 0;
  return (
    <Card aria-labelledby="client-messages-title">
      <CardHeader title={<span id="client-messages-title">Messages{unread ? ` (${unread} unread)` : ''}</span>} />
      {messages.isError ? (
        <Notice tone="error" title="Messages could not be loaded" actions={<Button onClick={() => void messages.refetch()}>Try again</Button>}>
          {errorMessage(messages.error, 'Please try again.')}
        </Notice>
      ) : !messages.data ? (
        <Skeleton height="4rem" />
      ) : messages.data.messages.length === 0 ? (
        <p>No messages yet. When a client asks you something from Homewise, it shows here and reaches you by email.</p>
      ) : (
        <ul className="clients-messages">
          {messages.data.messages.map((m) => (
            <li key={m.id} className={m.readAt ? undefined : 'clients-messages__unread'}>
              <p>
                <strong>{m.clientName ?? m.clientEmail}</strong> <span className="clients-table__none">{timeAgo(m.sentAt)}</span>
                {m.readAt ? null : <span className="hw-badge clients-badge--opp">New</span>}
              </p>
              <p className="clients-messages__body">{m.body}</p>
              {m.scenario ? (
                <p className="clients-table__none">
                  Scenario: {(m.scenario.newRate * 100).toFixed(3)}% over {m.scenario.newTermYears} years — saves {formatCurrency(m.scenario.monthlySavings, 0)}/mo
                </p>
              ) : null}
              <p className="clients-messages__actions">
                <a href={`mailto:${m.clientEmail}?subject=${encodeURIComponent('Re: your question on Homewise')}`}>Reply by email</a>
                <Button variant="link" size="sm" onClick={() => void mark(m, !m.readAt)}>
                  {m.readAt ? 'Mark unread' : 'Mark read'}
                </Button>
              </p>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
