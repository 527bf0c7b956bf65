import { useState } from 'react';
import { Button, Card, CardHeader, Dialog, errorMessage, Notice, queryClient, Skeleton, toast, useQuery } from '@homewise/platform';
import type { LoanOfficerClient } from '@homewise/contracts';
import { fetchDigestPreview, fetchDigestSettings, saveDigestSettings, sendDigestNow } from '../api/clients-api';
import { reloadClients } from '../hooks/useClients';

const SETTINGS_KEY = ['digest-settings'];

/** Digest settings: the monthly digest and alerts on or off for all clients. */
export function DigestSettingsCard() {
  const settings = useQuery({ queryKey: SETTINGS_KEY, queryFn: fetchDigestSettings });
  const [busy, setBusy] = useState(false);
  const toggle = async (digestsEnabled: boolean) => {
    setBusy(true);
    try {
      queryClient.setQueryData(SETTINGS_KEY, await saveDigestSettings({ digestsEnabled }));
      toast({ title: digestsEnabled ? 'Digests on' : 'Digests off', variant: 'success' });
      reloadClients();
    } catch (error) {
      toast({ title: 'Could not save', description: errorMessage(error, 'Please try again.'), variant: 'destructive' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Card aria-labelledby="digest-settings-title">
      <CardHeader title={<span id="digest-settings-title">Digest settings</span>} />
      {settings.isError ? (
        <Notice tone="error" title="Digest settings could not be loaded" actions={<Button onClick={() => void settings.refetch()}>Try again</Button>}>
          {errorMessage(settings.error, 'Please try again.')}
        </Notice>
      ) : !settings.data ? (
        <Skeleton height="3rem" />
      ) : (
        <>
          <p>
            Every client gets a monthly email from you about their home and loan, and an alert when refinancing pays or their equity reaches 20% or 25%. Preview any
            client&apos;s digest from the list above.
          </p>
          <label className="clients-list__filter">
            <input type="checkbox" checked={settings.data.digestsEnabled} disabled={busy} onChange={(event) => void toggle(event.target.checked)} />
            Send monthly digests and alerts to my clients
          </label>
        </>
      )}
    </Card>
  );
}

/** A client's digest as it would go out now, with "Send now". */
export function DigestPreviewDialog({ client, onClose }: { client: LoanOfficerClient; onClose: () => void }) {
  const preview = useQuery({ queryKey: ['digest-preview', client.id], queryFn: () => fetchDigestPreview(client.id), retry: false });
  const [sending, setSending] = useState(false);
  const name = client.fullName ?? client.email;
  const send = async () => {
    setSending(true);
    try {
      toast({ title: 'Digest sent', description: await sendDigestNow(client.id), variant: 'success' });
      reloadClients();
      onClose();
    } catch (error) {
      toast({ title: 'Could not send the digest', description: errorMessage(error, 'Please try again.'), variant: 'destructive' });
    } finally {
      setSending(false);
    }
  };
  return (
    <Dialog
      open
      title={`Digest for ${name}`}
      onClose={onClose}
      actions={
        <>
          <Button variant="secondary" onClick={onClose}>
            Close
          </Button>
          <Button busy={sending} busyLabel="Sending..." disabled={!preview.data} onClick={() => void send()}>
            Send now
          </Button>
        </>
      }
    >
      {preview.isError ? (
        <Notice tone="error" title="The preview could not be made">
          {errorMessage(preview.error, 'Please try again.')}
        </Notice>
      ) : !preview.data ? (
        <Skeleton height="20rem" />
      ) : (
        <>
          <p>
            <strong>Subject:</strong> {preview.data.subject}
          </p>
          {/* The mail's own HTML, sandboxed: no scripts, and its links cannot act on this page. */}
          <iframe className="clients-digest__frame" title={`Digest preview for ${name}`} sandbox="" srcDoc={preview.data.html} />
        </>
      )}
    </Dialog>
  );
}
