/** The product colours a series may take (CSS tokens of @homewise/platform, see theme.ts). */
export type ChartColor = 'primary' | 'success' | 'danger' | 'muted';

export interface ChartSeries {
  name: string;
  /** One value per x value, in dollars. */
  values: readonly number[];
  color: ChartColor;
  /** A dashed line, so a "before" series differs by more than colour (WCAG 1.4.1). */
  dashed?: boolean;
  /** This series' own kind, e.g. a total drawn as a line over stacked areas (default: the chart's). */
  type?: 'line' | 'area';
}

export interface ChartXAxis {
  /** The axis title and the first column of the data table and CSV ("Year", "Month"). */
  title: string;
  /** The x value of each point; every series has one value per x value. */
  values: readonly number[];
  /** How an x value reads in the tooltip, the data table and to screen readers ("Year 5"). */
  label?: (x: number) => string;
  /** How an x value reads under the axis (defaults to the number as written, no "2.03k"). */
  tick?: (x: number) => string;
}

export interface ChartProps {
  /** The chart's name for screen readers and the data table's caption (the card shows the visible title). */
  title: string;
  /** What the chart shows, in a sentence or two, read by screen readers before the chart. */
  description: string;
  type?: 'line' | 'area';
  /** Areas stacked on each other (e.g. equity + loan balance = home value). */
  stacked?: boolean;
  x: ChartXAxis;
  /** The y axis title; values are dollars (whole dollars on the axis and in the tooltip). */
  yTitle: string;
  series: readonly ChartSeries[];
  /** The name of the chart data's CSV file ("equity-projection.csv"). */
  csvFileName: string;
  /** Plot height in pixels (default 320). */
  height?: number;
  /**
   * The level of the chart's heading for screen readers (default 3: a chart in a card titled by
   * an h2). Highcharts would guess it from the headings beside the chart and miss ours (h6).
   */
  headingLevel?: 2 | 3 | 4 | 5 | 6;
}

/** The plot's height when a chart does not say. */
export const DEFAULT_CHART_HEIGHT = 320;
