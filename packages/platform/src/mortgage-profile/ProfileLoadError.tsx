import { useState } from 'react';
import { Button, Notice } from '@homewise/platform';

/**
 * What every page says when the mortgage profile could not be loaded (issue 18): that it could
 * not load, why, and a retry — never "add your mortgage" or "Setup Again": the profile may well
 * exist, and a second one must never be invited. Dashboard, the calculators and Profile use it.
 */
export function ProfileLoadError({ error, onRetry }: { error: string; onRetry: () => Promise<unknown> }) {
  const [retrying, setRetrying] = useState(false);
  const retry = async () => {
    setRetrying(true);
    try {
      await onRetry();
    } finally {
      setRetrying(false);
    }
  };
  return (
    <Notice
      tone="error"
      title="Your mortgage profile could not be loaded"
      actions={
        <Button onClick={() => void retry()} busy={retrying} busyLabel="Trying again…">
          Try again
        </Button>
      }
    >
      {error} Nothing you saved is lost.
    </Notice>
  );
}
