import { waitFor } from '@testing-library/react';
import { toastStore } from '@homewise/platform';
import { restoreApi } from '@homewise/platform/testing';

/**
 * How long a test that draws a chart may take: Highcharts in jsdom takes a second or two, more on
 * a busy 2-core machine. Files that draw charts call `jest.setTimeout(CHART_TEST_TIMEOUT_MS)`.
 */
export const CHART_TEST_TIMEOUT_MS = 20_000;

/**
 * Waits until Highcharts has drawn every chart in `root` (it arrives lazily): a test that renders
 * a chart ends with this, so the late arrival happens inside the test, not after it.
 */
export async function chartsDrawn(root: ParentNode = document.body, count = 1): Promise<void> {
  await waitFor(() => expect(root.querySelectorAll('.highcharts-container svg').length).toBeGreaterThanOrEqual(count), { timeout: CHART_TEST_TIMEOUT_MS - 5000 });
}

/**
 * Keeps every chart off screen (an IntersectionObserver that never fires), so Highcharts is not
 * drawn: for tests about the rest of a page. Returns the undo.
 */
export function keepChartsOffScreen(): () => void {
  const original = globalThis.IntersectionObserver;
  class NeverOnScreen {
    observe() {}
    unobserve() {}
    disconnect() {}
    takeRecords() {
      return [];
    }
  }
  Object.assign(globalThis, { IntersectionObserver: NeverOnScreen });
  return () => {
    if (original) Object.assign(globalThis, { IntersectionObserver: original });
    else delete (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver;
  };
}

/**
 * The frame of a page test file: toasts cleared, console.error quiet (the pages log failures on
 * purpose), the fake API put back, and charts kept off screen unless a test calls `showCharts()`
 * first (Highcharts is slow in jsdom; only the tests about a chart need it drawn).
 */
export function pageTestFrame(): { showCharts: () => void } {
  let undo: () => void = () => undefined;
  let consoleError: jest.SpyInstance | undefined;
  jest.setTimeout(CHART_TEST_TIMEOUT_MS);
  beforeEach(() => {
    undo = keepChartsOffScreen();
    toastStore.setState({ toasts: [] });
    consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => {
    undo();
    restoreApi();
    consoleError?.mockRestore();
  });
  return { showCharts: () => undo() };
}
