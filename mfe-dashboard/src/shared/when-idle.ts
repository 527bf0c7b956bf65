/**
 * Runs `callback` once the browser is idle after the frame on screen, at the latest `timeoutMs`
 * later; where there is no requestIdleCallback (Safari, jsdom), in the next task. Answers how to
 * cancel it (an effect's cleanup).
 */
export function whenIdle(callback: () => void, timeoutMs: number): () => void {
  if (typeof requestIdleCallback === 'function') {
    const idle = requestIdleCallback(callback, { timeout: timeoutMs });
    return () => cancelIdleCallback(idle);
  }
  const timer = window.setTimeout(callback, 0);
  return () => window.clearTimeout(timer);
}
