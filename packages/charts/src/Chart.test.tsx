import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Chart } from './Chart';
import type { ChartProps } from './chart-types';

// Highcharts in jsdom takes a second or two, more on a busy 2-core machine.
jest.setTimeout(20_000);

const props: ChartProps = {
  title: 'Cumulative payments by year',
  description: 'What each loan has cost so far, year by year.',
  x: { title: 'Year', values: [0, 1, 2], label: (year) => `Year ${year}` },
  yTitle: 'Paid so far',
  series: [
    { name: 'Current Loan', values: [0, 14389.2, 28778.4], color: 'muted', dashed: true },
    { name: 'New Loan', values: [5000, 17641.04, 30282.08], color: 'primary' },
  ],
  csvFileName: 'payment-chart.csv',
};

/** The text of the CSV the page would download (URL.createObjectURL is not in jsdom). */
function captureDownloads() {
  const files: { name: string; blob: Blob }[] = [];
  let blob: Blob | null = null;
  Object.assign(URL, {
    createObjectURL: (b: Blob) => {
      blob = b;
      return 'blob:chart';
    },
    revokeObjectURL: () => undefined,
  });
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    if (blob) files.push({ name: this.download, blob });
  });
  return files;
}

const textOf = (blob: Blob) =>
  new Promise<string>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as string);
    reader.readAsText(blob);
  });

afterEach(() => jest.restoreAllMocks());

describe('Chart', () => {
  it('draws the series with Highcharts; screen readers get its name, description and data table instead of the drawing', async () => {
    const { container } = render(<Chart {...props} />);
    await waitFor(() => expect(container.querySelector('.highcharts-container svg')).not.toBeNull(), { timeout: 15_000 });
    // The chart's name as a heading one level below its card's h2, and what it shows.
    expect(screen.getByRole('heading', { level: 3, name: 'Cumulative payments by year' })).toBeTruthy();
    expect(screen.getByText(/^What each loan has cost so far, year by year\. Every figure is in the chart's data table/)).toBeTruthy();
    expect(render(<Chart {...props} headingLevel={4} />).getAllByRole('heading', { level: 4, name: 'Cumulative payments by year' })).toHaveLength(1);
    // The drawing is hidden from screen readers, and nothing in it takes focus.
    const canvas = container.querySelector('.hw-chart__canvas');
    expect(canvas?.getAttribute('aria-hidden')).toBe('true');
    expect(canvas?.querySelector('[tabindex]:not([tabindex="-1"]), a[href], button, input')).toBeNull();
    // Both series are drawn, in the product's colours (tokens or their fallbacks).
    const legend = [...container.querySelectorAll('.highcharts-legend-item')].map((item) => item.textContent);
    expect(legend).toEqual(['Current Loan', 'New Loan']);
    expect(container.querySelector('.highcharts-series-1 .highcharts-graph')?.getAttribute('stroke')).toBe('#1d4ed8');
  });

  it('shows the data table of its own series on demand, in whole dollars', async () => {
    const user = userEvent.setup();
    render(<Chart {...props} />);
    const toggle = screen.getByRole('button', { name: 'View data table' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('table')).toBeNull();
    await user.click(toggle);
    expect(screen.getByRole('button', { name: 'Hide data table' }).getAttribute('aria-expanded')).toBe('true');
    const table = screen.getByRole('table', { name: 'Cumulative payments by year' });
    const rows = within(table).getAllByRole('row').map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));
    expect(rows).toEqual([
      ['Year', 'Current Loan', 'New Loan'],
      ['Year 0', '$0', '$5,000'],
      ['Year 1', '$14,389', '$17,641'],
      ['Year 2', '$28,778', '$30,282'],
    ]);
    await user.click(screen.getByRole('button', { name: 'Hide data table' }));
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('downloads the series as CSV, to the cent', async () => {
    const files = captureDownloads();
    const user = userEvent.setup();
    render(<Chart {...props} />);
    await user.click(screen.getByRole('button', { name: 'Download CSV' }));
    expect(files.map((f) => f.name)).toEqual(['payment-chart.csv']);
    expect(await textOf(files[0].blob)).toBe('"Year","Current Loan","New Loan"\r\n"0","0.00","5000.00"\r\n"1","14389.20","17641.04"\r\n"2","28778.40","30282.08"\r\n');
  });

  it('waits with Highcharts until the chart comes near the screen', async () => {
    const observed: Element[] = [];
    let notify: (entries: Partial<IntersectionObserverEntry>[]) => void = () => undefined;
    class FakeObserver {
      constructor(callback: (entries: Partial<IntersectionObserverEntry>[]) => void) {
        notify = callback;
      }
      observe(element: Element) {
        observed.push(element);
      }
      disconnect() {}
    }
    Object.assign(globalThis, { IntersectionObserver: FakeObserver });
    try {
      const { container } = render(<Chart {...props} />);
      expect(observed).toHaveLength(1);
      // Off screen: a placeholder, and the table and CSV already work.
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(container.querySelector('.highcharts-container')).toBeNull();
      expect(container.querySelector('.hw-chart__placeholder')).not.toBeNull();
      act(() => notify([{ isIntersecting: true }]));
      await waitFor(() => expect(container.querySelector('.highcharts-container svg')).not.toBeNull(), { timeout: 15_000 });
    } finally {
      delete (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver;
    }
  });
});

describe('Chart with new figures', () => {
  it('redraws them in the same box: it does not resize (nor animate) the box, which a resize of the page meanwhile would leave at the old width', async () => {
    const { default: Highcharts } = await import('./highcharts-lite');
    const { container, rerender } = render(<Chart {...props} />);
    await waitFor(() => expect(container.querySelector('.highcharts-container svg')).not.toBeNull(), { timeout: 15_000 });
    const setSize = jest.spyOn(Highcharts.Chart.prototype, 'setSize');
    const update = jest.spyOn(Highcharts.Chart.prototype, 'update');
    rerender(<Chart {...props} series={[{ ...props.series[0] }, { ...props.series[1], values: [5000, 18000, 31000] }]} />);
    await waitFor(() => expect(update).toHaveBeenCalled());
    expect(setSize).not.toHaveBeenCalled();
    // The spacing, set once as Highcharts' default, still applies.
    expect(Highcharts.getOptions().chart?.spacing).toEqual([12, 8, 12, 4]);
  });
});
