import type { Options, SeriesAreaOptions, SeriesLineOptions } from 'highcharts';
import { formatCurrency } from '@homewise/platform';
import { plainNumber } from './chart-data';
import { DEFAULT_CHART_HEIGHT, type ChartProps } from './chart-types';
import type { ChartTheme } from './theme';

/** Below this plot width the money axis shows $250K instead of $250,000 (a 360 px phone). */
export const COMPACT_WIDTH = 480;

/**
 * Room around the plot: [top, right, bottom, left]. Set once as Highcharts' default (HighchartsChart.tsx),
 * not in each chart's options: Highcharts resizes a chart whose update names its spacing, animating
 * its box's width, and a resize of the page meanwhile then leaves the chart at the old width.
 */
export const CHART_SPACING = [12, 8, 12, 4];

const compactCurrency = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', notation: 'compact', minimumFractionDigits: 0, maximumFractionDigits: 1 });

/** A money axis label: whole dollars, compact on a narrow chart. */
export function axisMoney(value: number, chartWidth: number): string {
  return chartWidth < COMPACT_WIDTH && Math.abs(value) >= 1000 ? compactCurrency.format(value) : formatCurrency(value, 0);
}

/**
 * The Highcharts options of a Homewise chart: product colours, money axes in whole dollars, a
 * shared tooltip, the legend below, no animation for people who asked for reduced motion.
 */
export function chartOptions(props: Omit<ChartProps, 'csvFileName'>, theme: ChartTheme): Options {
  const { type = 'line', stacked = false, x, yTitle, series, height = DEFAULT_CHART_HEIGHT } = props;
  const label = x.label ?? plainNumber;
  const tick = x.tick ?? plainNumber;
  const axisText = { color: theme.muted, fontSize: '0.75rem' };

  return {
    chart: {
      type,
      height,
      style: { fontFamily: theme.font },
      backgroundColor: 'transparent',
    },
    // The card around the chart shows the visible title; screen readers get the chart's name,
    // description and figures from Chart.tsx (a heading, a sentence, the data table), and the
    // drawing itself is hidden from them: Highcharts' accessibility module is not loaded (it
    // was ~38 KB gzip of the chart library; issue 22), and `enabled: false` says so on purpose
    // (no console warning asking for it).
    title: { text: undefined },
    credits: { enabled: false },
    accessibility: { enabled: false },
    xAxis: {
      title: { text: x.title, style: axisText },
      labels: { style: axisText, formatter: (ctx) => tick(Number(ctx.value)) },
      lineColor: theme.grid,
      tickColor: theme.grid,
    },
    yAxis: {
      title: { text: yTitle, style: axisText },
      labels: { style: axisText, formatter: (ctx) => axisMoney(Number(ctx.value), ctx.chart.plotWidth) },
      gridLineColor: theme.grid,
    },
    legend: {
      align: 'center',
      verticalAlign: 'bottom',
      itemStyle: { color: theme.text, fontWeight: '600', fontSize: '0.8125rem' },
    },
    tooltip: {
      shared: true,
      borderColor: theme.grid,
      formatter() {
        const lines = (this.points ?? []).map((p) => `<span style="color:${String(p.color)}">\u25CF</span> ${p.series.name}: <b>${formatCurrency(p.y, 0)}</b>`);
        return [`<span style="font-size:0.8em">${label(Number(this.x))}</span>`, ...lines].join('<br/>');
      },
    },
    plotOptions: {
      series: {
        animation: !theme.reducedMotion,
        marker: { enabled: false, radius: 3 },
        lineWidth: 2.5,
        states: { hover: { lineWidthPlus: 1 } },
      },
      area: { stacking: stacked ? 'normal' : undefined, fillOpacity: 0.35 },
    },
    series: series.map(
      (s): SeriesLineOptions | SeriesAreaOptions => ({
        type: s.type ?? type,
        name: s.name,
        color: theme.colors[s.color],
        dashStyle: s.dashed ? 'Dash' : 'Solid',
        // A line over areas (a total) is drawn on top of them.
        zIndex: (s.type ?? type) === 'line' && type === 'area' ? 1 : 0,
        data: x.values.map((xValue, i) => [xValue, s.values[i] ?? null]),
      }),
    ),
  };
}
