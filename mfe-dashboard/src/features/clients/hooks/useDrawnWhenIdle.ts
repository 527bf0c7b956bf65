import { startTransition, useEffect, useState } from 'react';
import { whenIdle } from '../../../shared/when-idle';

/** At the latest this long after the list shows, the rest of the page is drawn, idle or not. */
const REST_TIMEOUT_MS = 500;

/**
 * False until the browser has painted the page with its list (`listShown`) and is idle, then
 * true: the panels below the list (messages, import, digest, plan, links, brand: ~1,000 elements
 * and a QR code to compute) are drawn then, not in the render that puts the first rows on screen
 * (issue 22: they took ~60 % of it). Drawn in a transition, so typing in the search meanwhile
 * is not held up by them.
 */
export function useDrawnWhenIdle(listShown: boolean): boolean {
  const [drawn, setDrawn] = useState(false);
  useEffect(() => {
    if (!listShown || drawn) return;
    return whenIdle(() => startTransition(() => setDrawn(true)), REST_TIMEOUT_MS);
  }, [listShown, drawn]);
  return drawn;
}
