import type { SeriesLineOptions } from 'highcharts';
import { axisMoney, chartOptions, COMPACT_WIDTH } from './chart-options';
import type { ChartProps } from './chart-types';
import type { ChartTheme } from './theme';

const theme: ChartTheme = {
  colors: { primary: '#111111', success: '#222222', danger: '#333333', muted: '#444444' },
  text: '#000000',
  muted: '#555555',
  grid: '#eeeeee',
  font: 'Test Sans',
  reducedMotion: false,
};

const props: Omit<ChartProps, 'csvFileName'> = {
  title: 'Equity projection',
  description: 'Equity and loan balance for the next 30 years.',
  type: 'area',
  stacked: true,
  x: { title: 'Year', values: [2026, 2027], label: (year) => `In ${year}` },
  yTitle: 'Dollars',
  series: [
    { name: 'Loan Balance', values: [300000, 294000.5], color: 'primary' },
    { name: 'Equity', values: [150000, 169500.25], color: 'success', dashed: true },
  ],
};

describe('axisMoney', () => {
  it('writes whole dollars, compact on a narrow chart', () => {
    expect(axisMoney(250000, COMPACT_WIDTH)).toBe('$250,000');
    expect(axisMoney(250000, COMPACT_WIDTH - 1)).toBe('$250K');
    expect(axisMoney(1250000, 300)).toBe('$1.3M');
    expect(axisMoney(500, 300)).toBe('$500');
    expect(axisMoney(-20000.4, 900)).toBe('-$20,000');
  });
});

describe('chartOptions', () => {
  const options = chartOptions(props, theme);

  it('takes colours and font from the theme and pairs every value with its x', () => {
    const series = options.series as SeriesLineOptions[];
    expect(series.map((s) => [s.name, s.color, s.dashStyle])).toEqual([
      ['Loan Balance', '#111111', 'Solid'],
      ['Equity', '#222222', 'Dash'],
    ]);
    expect(series[1].data).toEqual([
      [2026, 150000],
      [2027, 169500.25],
    ]);
    expect(options.chart?.style?.fontFamily).toBe('Test Sans');
    expect(options.plotOptions?.area?.stacking).toBe('normal');
    expect(options.credits).toEqual({ enabled: false });
  });

  it("draws a series of its own kind over the chart's (a total as a line over stacked areas)", () => {
    const withTotal = chartOptions({ ...props, series: [{ name: 'Home Value', values: [450000, 463687.18], color: 'muted', type: 'line' }, ...props.series] }, theme);
    expect((withTotal.series as SeriesLineOptions[]).map((s) => s.type)).toEqual(['line', 'area', 'area']);
  });

  it('leaves the drawing to the eyes: no accessibility module, and no console warning asking for it', () => {
    // Chart.tsx gives screen readers the name, the description and the data table.
    expect(options.accessibility?.enabled).toBe(false);
    expect(options.title?.text).toBeUndefined();
  });

  it('writes years on the x axis as years, not "2.03k"', () => {
    const xAxis = options.xAxis as { labels: { formatter: (ctx: { value: number }) => string } };
    expect(xAxis.labels.formatter({ value: 2030 })).toBe('2030');
  });

  it('shows a shared tooltip in whole dollars under the x label', () => {
    const tooltip = options.tooltip as { formatter: (this: unknown) => string };
    const text = tooltip.formatter.call({
      x: 2027,
      points: [
        { color: '#111111', y: 294000.5, series: { name: 'Loan Balance' } },
        { color: '#222222', y: 169500.25, series: { name: 'Equity' } },
      ],
    });
    expect(text).toContain('In 2027');
    expect(text).toContain('Loan Balance: <b>$294,001</b>');
    expect(text).toContain('Equity: <b>$169,500</b>');
  });

  it('does not animate for people who asked for reduced motion', () => {
    expect(options.plotOptions?.series?.animation).toBe(true);
    expect(chartOptions(props, { ...theme, reducedMotion: true }).plotOptions?.series?.animation).toBe(false);
  });
});
