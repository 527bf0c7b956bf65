// @homewise/charts: the one chart component of every Homewise remote. A federation singleton
// (packages/platform/build/federation.cjs): this light part loads with the page that imports it,
// and Highcharts (HighchartsChart.tsx) only when a chart comes on screen, once per page view.
export { Chart } from './Chart';
export { chartCsv, chartTable } from './chart-data';
export { DEFAULT_CHART_HEIGHT, type ChartColor, type ChartProps, type ChartSeries, type ChartXAxis } from './chart-types';
