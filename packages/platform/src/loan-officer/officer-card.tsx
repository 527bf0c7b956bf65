import { useState, type FormEvent } from 'react';
import type { GetSharedLoanOfficerResponse, RefinanceScenarioInput, SendClientMessageResponse, SharedLoanOfficer } from '@homewise/contracts';
import { CLIENT_MESSAGE_MAX_LENGTH } from '@homewise/contracts';
import { api, errorMessage } from '../api/client';
import { useQuery } from '../data/query-client';
import { toast } from '../toasts/toast-store';
import { Button } from '../ui/Button';
import { Card } from '../ui/Card';
import { Dialog } from '../ui/Dialog';
import { TextAreaField } from '../ui/Field';

const OFFICER_KEY = ['shared-loan-officer'];

/** The homeowner's loan officer (`GET /api/user/loan-officer`): undefined while loading, null when not sharing. */
export function useSharedLoanOfficer(): SharedLoanOfficer | null | undefined {
  const result = useQuery({ queryKey: OFFICER_KEY, queryFn: async () => (await api.get<GetSharedLoanOfficerResponse>('/user/loan-officer')).data, retry: false });
  if (result.isError) return null;
  return result.data ? result.data.loanOfficer : undefined;
}

/** The officer's first name, as "Ask Dana" says it. */
export const officerFirstName = (officer: SharedLoanOfficer): string => officer.name.split(' ')[0];

/**
 * "Ask <officer>": a message that reaches the officer by mail (they answer by mail) and in their
 * Messages list. With `scenario` (Cut My Costs), the API adds the scenario's figures.
 */
export function AskOfficerDialog({
  officer,
  open,
  onClose,
  scenario,
  initialMessage = '',
}: {
  officer: SharedLoanOfficer;
  open: boolean;
  onClose: () => void;
  scenario?: RefinanceScenarioInput;
  initialMessage?: string;
}) {
  const [message, setMessage] = useState(initialMessage);
  const [busy, setBusy] = useState(false);
  const first = officerFirstName(officer);
  const send = async (event?: FormEvent) => {
    event?.preventDefault();
    if (!message.trim()) return void toast({ title: 'Write a message first', variant: 'destructive' });
    setBusy(true);
    try {
      const answer = (await api.post<SendClientMessageResponse>('/user/loan-officer/messages', { message: message.trim(), ...(scenario ? { scenario } : {}) })).data;
      toast({ title: `Sent to ${first}`, description: answer.message, variant: 'success' });
      setMessage('');
      onClose();
    } catch (error) {
      toast({ title: 'Your message was not sent', description: errorMessage(error, 'Please try again.'), variant: 'destructive' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog
      open={open}
      title={scenario ? `Send this scenario to ${first}` : `Ask ${first}`}
      description={`${officer.name} gets your message by email and answers you by email at your address.`}
      onClose={onClose}
      actions={
        <>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button busy={busy} busyLabel="Sending..." onClick={() => void send()}>
            Send
          </Button>
        </>
      }
    >
      <form onSubmit={(event) => void send(event)}>
        <TextAreaField label="Your message" rows={5} maxLength={CLIENT_MESSAGE_MAX_LENGTH} value={message} onChange={(event) => setMessage(event.target.value)} />
      </form>
    </Dialog>
  );
}

/**
 * The homeowner's officer card (Dashboard, calculators): photo, name, company, NMLS id, phone,
 * email and "Ask <officer>". Nothing when the homeowner shares with no officer. `askOpen` opens
 * the question at once (a digest's "Ask" link lands on `?ask=1`).
 */
export function OfficerCard({ askOpen = false }: { askOpen?: boolean }) {
  const officer = useSharedLoanOfficer();
  const [asking, setAsking] = useState(askOpen);
  if (!officer) return null;
  const first = officerFirstName(officer);
  return (
    <Card className="hw-officer-card" aria-label="Your loan officer">
      <div className="hw-officer-card__body" style={{ borderLeft: `4px solid ${officer.primaryColor}` }}>
        {officer.photoUrl ? <img className="hw-officer-card__photo" src={officer.photoUrl} alt="" width={56} height={56} /> : null}
        <div>
          <p className="hw-officer-card__name">{officer.name}</p>
          {officer.companyName ? <p>{officer.companyName}</p> : null}
          {officer.nmlsId ? <p>NMLS #{officer.nmlsId}</p> : null}
          <p className="hw-officer-card__contact">
            {officer.phone ? <a href={`tel:${officer.phone.replace(/[^\d+]/g, '')}`}>{officer.phone}</a> : null}
            <a href={`mailto:${officer.email}`}>{officer.email}</a>
          </p>
        </div>
        <Button variant="secondary" onClick={() => setAsking(true)}>
          Ask {first}
        </Button>
      </div>
      <AskOfficerDialog officer={officer} open={asking} onClose={() => setAsking(false)} />
    </Card>
  );
}
