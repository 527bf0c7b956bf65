import { useEffect, useState } from 'react';
import { errorMessage, toast } from '@homewise/platform';
import { fetchMailPreferences, saveMailPreferences } from '../api/profile-api';

/** The homeowner's own switch for the monthly digest and alerts (off is the same as unsubscribing). */
export function DigestSwitch({ officerName }: { officerName: string }) {
  const [digests, setDigests] = useState<boolean | null>(null);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    let current = true;
    fetchMailPreferences().then(
      (loaded) => current && setDigests(loaded.digests),
      () => current && setDigests(null),
    );
    return () => {
      current = false;
    };
  }, []);
  if (digests === null) return null;
  const change = async (next: boolean) => {
    setBusy(true);
    try {
      setDigests((await saveMailPreferences(next)).digests);
      toast({ title: next ? 'Digest on' : 'Digest off', description: next ? `You will get the monthly digest from ${officerName} again.` : 'No more digests or alerts.', variant: 'success' });
    } catch (error) {
      toast({ title: 'Could not save', description: errorMessage(error, 'Please try again.'), variant: 'destructive' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <label className="account-profile__switch">
      <input type="checkbox" checked={digests} disabled={busy} onChange={(event) => void change(event.target.checked)} />
      <span>Monthly digest and alerts from {officerName} by email</span>
    </label>
  );
}
