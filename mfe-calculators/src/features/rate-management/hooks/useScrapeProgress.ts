import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { errorMessage } from '@homewise/platform';
import type { MarketRateScrape } from '@homewise/contracts';
import { fetchScrape } from '../api/rates-api';
import { isFinished } from '../rate-form';

/** How often the job is asked about: soon while it runs, less often while it waits for a retry. */
export const POLL_RUNNING_MS = 1000;
export const POLL_RETRYING_MS = 5000;

/**
 * Follows a scrape job until it succeeds or fails: the latest state, and `onFinished` once.
 * Start it with the state the refresh answered (or the overview's latest job after a reload).
 */
export function useScrapeProgress(started: MarketRateScrape | null, onFinished: (scrape: MarketRateScrape) => void) {
  const [scrape, setScrape] = useState<MarketRateScrape | null>(started);
  const [pollError, setPollError] = useState<string | null>(null);
  // The caller's latest callback, called from the effect without restarting it.
  const finished = useRef(onFinished);
  useLayoutEffect(() => {
    finished.current = onFinished;
  });
  // A new job to follow replaces the one followed (adjusted while rendering, not in an effect).
  const [following, setFollowing] = useState(started);
  if (following !== started) {
    setFollowing(started);
    setScrape(started);
  }

  useEffect(() => {
    if (!scrape) return;
    if (isFinished(scrape)) {
      // Told once, when a job followed here ends (not for a job that had ended before).
      if (scrape !== started) finished.current(scrape);
      return;
    }
    const timer = setTimeout(
      () => {
        fetchScrape(scrape.jobId).then(
          (next) => {
            setPollError(null);
            setScrape(next);
          },
          // Keep asking: a lost answer does not end the job.
          (error: unknown) => {
            setPollError(errorMessage(error, 'Lost touch with the refresh; still trying.'));
            setScrape((current) => (current ? { ...current } : current));
          },
        );
      },
      scrape.status === 'retrying' ? POLL_RETRYING_MS : POLL_RUNNING_MS,
    );
    return () => clearTimeout(timer);
  }, [scrape, started]);

  return { scrape, pollError };
}
