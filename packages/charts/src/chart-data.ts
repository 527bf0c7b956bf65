import { csvText, formatCurrency } from '@homewise/platform';
import type { ChartProps } from './chart-types';

/** How an x value reads when the chart gives no label: the number as written. */
export const plainNumber = (x: number) => String(x);

/** The chart's own series as a table: one row per x value, one column per series (whole dollars). */
export function chartTable({ x, series }: Pick<ChartProps, 'x' | 'series'>): { header: string[]; rows: string[][] } {
  const label = x.label ?? plainNumber;
  return {
    header: [x.title, ...series.map((s) => s.name)],
    rows: x.values.map((value, i) => [label(value), ...series.map((s) => formatCurrency(s.values[i], 0))]),
  };
}

/** The chart's own series as CSV: the x value as a number, then each series in dollars to the cent. */
export function chartCsv({ x, series }: Pick<ChartProps, 'x' | 'series'>): string {
  return csvText(
    [x.title, ...series.map((s) => s.name)],
    x.values.map((value, i) => [value, ...series.map((s) => (Number.isFinite(s.values[i]) ? s.values[i].toFixed(2) : ''))]),
  );
}
