import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { toastStore } from '@homewise/platform';
import { fakeApi, renderPage, restoreApi } from '@homewise/platform/testing';
import type { MarketRates, MarketRatesOverview } from '@homewise/contracts';
import { POLL_RETRYING_MS, POLL_RUNNING_MS } from '../hooks/useScrapeProgress';
import { scrapeJob } from '../test-fixtures';
import { MarketRatesCard } from './MarketRatesCard';

const rates = (thirty: number, fifteen: number, scrapedAt: string, source = 'mba'): MarketRates => ({
  thirtyYearFixed: { rate: thirty, scrapedAt },
  fifteenYearFixed: { rate: fifteen, scrapedAt },
  source,
  asOf: '2024-11-15',
});
const seed = rates(0.069, 0.0632, '2024-11-20T15:00:00Z', 'seed');
const overview = (changes: Partial<MarketRatesOverview> = {}): MarketRatesOverview => ({
  current: seed,
  history: [{ id: 's1', thirtyYearFixed: 0.069, fifteenYearFixed: 0.0632, source: 'seed', asOf: '2024-11-15', scrapedAt: '2024-11-20T15:00:00Z', enteredBy: null }],
  total: 1,
  stale: true,
  lastScheduledAt: '2026-06-10T14:00:00Z',
  nextScheduledAt: '2026-06-17T14:00:00Z',
  lastFailure: null,
  latestScrape: null,
  ...changes,
});
const job = scrapeJob;

beforeEach(() => toastStore.setState({ toasts: [] }));
afterEach(() => {
  restoreApi();
  jest.useRealTimers();
});

describe('Market rates', () => {
  it('shows this week’s rates, the history, and why stale rates are stale', async () => {
    fakeApi({
      'GET /admin/market-rates': {
        status: 200,
        body: overview({ lastFailure: { at: '2026-06-10T14:01:00Z', reason: 'https://www.mba.org answered HTTP 503', trigger: 'schedule', jobId: 'repeat:1' } }),
      },
    });
    renderPage(<MarketRatesCard />, { url: '/RateManagement' });
    expect(screen.getByRole('status', { name: 'Loading market rates' })).toBeTruthy();
    const stale = await screen.findByText('These rates are out of date');
    expect(stale.closest('.hw-notice')!.textContent).toContain('failed: https://www.mba.org answered HTTP 503');
    expect(stale.closest('.hw-notice')!.textContent).toContain('(weekly read, ');
    const current = document.querySelector('.rates-current')!.textContent!;
    expect(current).toContain('6.90%');
    expect(current).toContain('6.32%');
    expect(current).toContain('week ending Nov 15, 2024');
    expect(screen.getByRole('table').textContent).toContain('MBA (first-run figures)');
  });

  it('“Refresh now” follows the job through a failed attempt to the new rates, then reloads them', async () => {
    jest.useFakeTimers();
    const states = [
      job({ status: 'running', attempts: 1, startedAt: '2026-06-15T12:00:01Z' }),
      job({ status: 'retrying', attempts: 1, error: 'https://www.mba.org answered HTTP 503', nextAttemptAt: new Date(Date.now() + 60_000).toISOString() }),
      job({ status: 'succeeded', attempts: 2, result: rates(0.0691, 0.0624, '2026-06-15T12:01:05Z') }),
    ];
    let fresh = false;
    const calls = fakeApi({
      'GET /admin/market-rates': () => ({ status: 200, body: fresh ? overview({ current: rates(0.0691, 0.0624, '2026-06-15T12:01:05Z'), stale: false }) : overview() }),
      'POST /admin/market-rates/refresh': { status: 202, body: { message: 'Market-rate refresh queued.', jobId: 'refresh-1', scrape: job({}) } },
      'GET /admin/market-rates/refresh/refresh-1': () => {
        const next = states.shift()!;
        if (next.status === 'succeeded') fresh = true;
        return { status: 200, body: next };
      },
    });
    renderPage(<MarketRatesCard />, { url: '/RateManagement' });
    await act(async () => {
      await jest.advanceTimersByTimeAsync(0); // the first answers, no poll yet
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Refresh now' }));
    await waitFor(() => expect(screen.getByText('Waiting for the job queue…')).toBeTruthy());
    expect(screen.getByRole('button', { name: /Refreshing/ }).hasAttribute('disabled')).toBe(true);

    await act(async () => {
      await jest.advanceTimersByTimeAsync(POLL_RUNNING_MS);
    });
    expect(screen.getByText('Reading the rate source…')).toBeTruthy();
    await act(async () => {
      await jest.advanceTimersByTimeAsync(POLL_RUNNING_MS);
    });
    expect(screen.getByText(/^Attempt 1 of 8 failed: https:\/\/www.mba.org answered HTTP 503. Trying again in \d+ s.$/)).toBeTruthy();
    await act(async () => {
      await jest.advanceTimersByTimeAsync(POLL_RETRYING_MS);
    });
    expect(document.querySelector('.rates-progress')!.textContent).toBe('Updated: 30-year 6.91%, 15-year 6.24%.');
    expect(toastStore.getState().toasts[0]).toMatchObject({ title: 'Market Rates Updated' });
    await waitFor(() => expect(screen.queryByText('These rates are out of date')).toBeNull());
    expect(document.querySelector('.rates-current')!.textContent).toContain('6.91%');
    expect(calls.filter((c) => c.url === '/admin/market-rates/refresh/refresh-1')).toHaveLength(3);
    expect(screen.getByRole('button', { name: 'Refresh now' }).hasAttribute('disabled')).toBe(false);
  });

  it('says when the refresh gave up, and keeps following a refresh started before a reload', async () => {
    jest.useFakeTimers();
    fakeApi({
      'GET /admin/market-rates': { status: 200, body: overview({ latestScrape: job({ status: 'running', attempts: 8 }) }) },
      'GET /admin/market-rates/refresh/refresh-1': { status: 200, body: job({ status: 'failed', attempts: 8, error: 'The MBA release has no sentence with the 30-year rate' }) },
    });
    renderPage(<MarketRatesCard />, { url: '/RateManagement' });
    await act(async () => {
      await jest.advanceTimersByTimeAsync(0); // the first answers, no poll yet
    });
    expect(screen.getByText('Reading the rate source (attempt 8 of 8)…')).toBeTruthy();
    await act(async () => {
      await jest.advanceTimersByTimeAsync(POLL_RUNNING_MS);
    });
    expect(document.querySelector('.rates-progress')!.textContent).toBe(
      'The refresh failed after 8 attempts: The MBA release has no sentence with the 30-year rate. The previous rates stay in place.',
    );
    expect(toastStore.getState().toasts[0]).toMatchObject({ title: 'Refresh Failed', variant: 'destructive' });
  });

  it('shows a catch-up read waiting for its next attempt, and still lets the admin refresh now', async () => {
    const waiting = job({ jobId: 'catch-up-1', trigger: 'catch-up', status: 'retrying', attempts: 2, error: 'Could not reach http://127.0.0.1:9/: fetch failed', nextAttemptAt: '2099-01-01T10:00:00Z' });
    const calls = fakeApi({
      'GET /admin/market-rates': { status: 200, body: overview({ latestScrape: waiting }) },
      'GET /admin/market-rates/refresh/catch-up-1': { status: 200, body: waiting },
      'POST /admin/market-rates/refresh': { status: 202, body: { message: 'Market-rate refresh queued.', jobId: 'refresh-2', scrape: job({ jobId: 'refresh-2' }) } },
      'GET /admin/market-rates/refresh/refresh-2': { status: 200, body: job({ jobId: 'refresh-2', status: 'running', attempts: 1 }) },
    });
    renderPage(<MarketRatesCard />, { url: '/RateManagement' });
    await waitFor(() => expect(document.querySelector('.rates-progress')?.textContent).toMatch(/^The catch-up read after a missed Wednesday: Attempt 2 of 8 failed: Could not reach/));
    const refresh = screen.getByRole('button', { name: 'Refresh now' });
    expect(refresh.hasAttribute('disabled')).toBe(false);
    fireEvent.click(refresh);
    await waitFor(() => expect(document.querySelector('.rates-progress')?.textContent).toBe('Waiting for the job queue…'));
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1);
  });

  it('offers a retry when the rates cannot be loaded', async () => {
    let fail = true;
    fakeApi({ 'GET /admin/market-rates': () => (fail ? { status: 403, body: { message: 'You do not have permission to do this.' } } : { status: 200, body: overview() }) });
    renderPage(<MarketRatesCard />, { url: '/RateManagement' });
    expect(await screen.findByText('You do not have permission to do this.')).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('These rates are out of date')).toBeTruthy();
  });

  it('lets the admin enter this week’s rates by hand: checked as typed in the API’s words, then stored and shown with who entered them', async () => {
    // Today is Friday Mar 14, 2025 (pinned again: an earlier test put the real clock back).
    jest.useFakeTimers({ now: new Date('2025-03-14T12:00:00Z'), advanceTimers: true });
    const entered = rates(0.0689, 0.0612, '2025-03-14T12:00:00Z', 'manual');
    let stored = false;
    const calls = fakeApi({
      'GET /admin/market-rates': () => ({
        status: 200,
        body: stored
          ? overview({
              current: { ...entered, asOf: '2025-03-14' },
              stale: false,
              history: [
                { id: 's2', thirtyYearFixed: 0.0689, fifteenYearFixed: 0.0612, source: 'manual', asOf: '2025-03-14', scrapedAt: '2025-03-14T12:00:00Z', enteredBy: 'ada@example.com' },
                ...overview().history,
              ],
              total: 2,
            })
          : overview(),
      }),
      'POST /admin/market-rates': () => {
        stored = true;
        return { status: 201, body: entered };
      },
    });
    renderPage(<MarketRatesCard />, { url: '/RateManagement' });
    const stale = await screen.findByText('These rates are out of date');
    expect(stale.closest('.hw-notice')!.textContent).toContain('If the source stays down, enter this week’s rates by hand.');
    fireEvent.click(screen.getByRole('button', { name: 'Enter rates by hand' }));
    const form = screen.getByRole('form', { name: 'Enter this week’s rates by hand' });
    // The survey week offered: the last Friday, today.
    expect(screen.getByLabelText('Week ending')).toHaveProperty('value', '2025-03-14');

    // Sending it empty names every missing rate; nothing is sent.
    fireEvent.click(screen.getByRole('button', { name: 'Save these rates' }));
    expect(await screen.findByText('Enter the 30-year fixed rate.')).toBeTruthy();
    expect(screen.getByText('Enter the 15-year fixed rate.')).toBeTruthy();
    // Checked as typed, in the API's words.
    fireEvent.change(screen.getByLabelText('30-year fixed (%)'), { target: { value: '68.9' } });
    expect(screen.getByText('30-year fixed rate must be between 0.5% and 25%.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Week ending'), { target: { value: '2025-03-15' } });
    expect(screen.getByText("Week ending can't be in the future.")).toBeTruthy();
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);

    fireEvent.change(screen.getByLabelText('30-year fixed (%)'), { target: { value: '6.89' } });
    fireEvent.change(screen.getByLabelText('15-year fixed (%)'), { target: { value: '6.12 %' } });
    fireEvent.change(screen.getByLabelText('Week ending'), { target: { value: '2025-03-14' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save these rates' }));
    await waitFor(() => expect(form.isConnected).toBe(false));
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.body)).toEqual([{ thirtyYearFixed: 0.0689, fifteenYearFixed: 0.0612, asOf: '2025-03-14' }]);
    expect(toastStore.getState().toasts[0]).toMatchObject({ title: 'Market Rates Entered', variant: 'success' });
    await waitFor(() => expect(screen.queryByText('These rates are out of date')).toBeNull());
    expect(document.querySelector('.rates-current')!.textContent).toContain('6.89%');
    expect(document.querySelector('.rates-current')!.textContent).toContain('Entered by hand');
    expect(screen.getByRole('table').textContent).toContain('Entered by ada@example.com');
  });

  it('keeps what was typed and says why when the API refuses the rates', async () => {
    fakeApi({
      'GET /admin/market-rates': { status: 200, body: overview() },
      'POST /admin/market-rates': { status: 400, body: { statusCode: 400, message: "Week ending must be within the last 3 weeks: enter this week's rates." } },
    });
    renderPage(<MarketRatesCard />, { url: '/RateManagement' });
    await screen.findByText('These rates are out of date');
    fireEvent.click(screen.getByRole('button', { name: 'Enter rates by hand' }));
    fireEvent.change(screen.getByLabelText('30-year fixed (%)'), { target: { value: '6.89' } });
    fireEvent.change(screen.getByLabelText('15-year fixed (%)'), { target: { value: '6.12' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save these rates' }));
    await waitFor(() =>
      expect(toastStore.getState().toasts[0]).toMatchObject({ title: 'Rates Not Saved', description: "Week ending must be within the last 3 weeks: enter this week's rates." }),
    );
    expect(screen.getByLabelText('30-year fixed (%)')).toHaveProperty('value', '6.89');
  });
});
