import { useEffect, useState } from 'react';
import { flushSync } from 'react-dom';
import { whenIdle } from './when-idle';

/** At the latest this long after a step is drawn, the next one is, idle browser or not. */
const STEP_TIMEOUT_MS = 1_000;

/**
 * How many rows of a long table to draw: not all in the page's first render, where they hold up
 * everything else on it, but `first`, then `step` more each time the browser is idle after that
 * (each at most a second later), and all at once before printing (printing lays the page out as
 * soon as the beforeprint event returns). Never fewer again: a table redrawn later (another
 * view, another page of a list) draws what it has at once.
 */
export function useRowsDrawn(total: number, { first, step }: { first: number; step: number }): number {
  const [drawn, setDrawn] = useState(first);
  useEffect(() => {
    if (drawn >= total) return;
    const beforePrint = () => flushSync(() => setDrawn(total));
    window.addEventListener('beforeprint', beforePrint);
    const cancel = whenIdle(() => setDrawn((count) => count + step), STEP_TIMEOUT_MS);
    return () => {
      window.removeEventListener('beforeprint', beforePrint);
      cancel();
    };
  }, [drawn, total, step]);
  return drawn;
}
