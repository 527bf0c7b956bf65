import { useState, type ChangeEvent, type FormEvent } from 'react';
import { Button, Card, CardHeader, errorMessage, Notice, TextAreaField, toast } from '@homewise/platform';
import { CLIENT_IMPORT_COLUMNS, CLIENT_IMPORT_MAX_ROWS, type ClientImportResponse } from '@homewise/contracts';
import { importClients } from '../api/clients-api';
import { reloadClients } from '../hooks/useClients';

const TEMPLATE = CLIENT_IMPORT_COLUMNS.map((c) => c.label).join(', ');

/**
 * Bring the book: a CSV file picked or pasted (header line first). New clients get an
 * invitation in the officer's brand; what could not be imported is listed with the reason.
 */
export function ClientImport() {
  const [csv, setCsv] = useState('');
  const [fileName, setFileName] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<ClientImportResponse | null>(null);
  const [error, setError] = useState<string | null>(null);

  const pick = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (!file) return;
    setFileName(file.name);
    setCsv(await file.text());
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      const answer = await importClients(csv);
      setResult(answer);
      toast({
        title: 'Clients imported',
        description: `${answer.created.toLocaleString('en-US')} new, ${answer.updated.toLocaleString('en-US')} updated${answer.skipped.length ? `, ${answer.skipped.length} not imported` : ''}.`,
        variant: 'success',
      });
      reloadClients();
    } catch (caught) {
      setError(errorMessage(caught, 'The import did not work. Please try again.'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card className="clients-import" aria-labelledby="clients-import-title">
      <CardHeader title={<span id="clients-import-title">Import clients</span>} />
      <form className="clients-import__form" onSubmit={submit}>
        <p>
          A CSV file with a header line (up to {CLIENT_IMPORT_MAX_ROWS.toLocaleString('en-US')} clients). Columns we read: {TEMPLATE}. Each new client gets an invitation
          from you to claim their account.
        </p>
        <label className="clients-import__file">
          CSV file
          <input type="file" accept=".csv,text/csv" onChange={(event) => void pick(event)} />
        </label>
        {fileName ? <p className="clients-table__none">{fileName}</p> : null}
        <TextAreaField label="Or paste the CSV here" rows={5} value={csv} onChange={(event) => setCsv(event.target.value)} />
        {error ? (
          <Notice tone="error" title="Nothing was imported">
            {error}
          </Notice>
        ) : null}
        <Button type="submit" busy={busy} busyLabel="Importing..." disabled={!csv.trim()}>
          Import
        </Button>
      </form>
      {result ? (
        <div className="clients-import__result" aria-live="polite">
          <p>
            Imported {result.imported.toLocaleString('en-US')} ({result.created.toLocaleString('en-US')} new, {result.updated.toLocaleString('en-US')} updated). You
            now have {result.clientCount.toLocaleString('en-US')} of {result.clientLimit.toLocaleString('en-US')} clients.
          </p>
          {result.skipped.length ? (
            <div className="hw-table-wrap" tabIndex={0} role="region" aria-label="Rows not imported">
              <table className="hw-table">
                <caption>Rows not imported</caption>
                <thead>
                  <tr>
                    <th scope="col">Row</th>
                    <th scope="col">Email</th>
                    <th scope="col">Why</th>
                  </tr>
                </thead>
                <tbody>
                  {result.skipped.map((row) => (
                    <tr key={`${row.row}-${row.email}`}>
                      <td>{row.row}</td>
                      <td>{row.email ?? '—'}</td>
                      <td>{row.reason}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          ) : null}
        </div>
      ) : null}
    </Card>
  );
}
