// The heavy half of <Chart>: Highcharts itself, only the parts our charts use (highcharts-lite.js).
// Only Chart.tsx imports this file, lazily, so no page downloads Highcharts before a chart is
// on screen; and @homewise/charts is a federation singleton, so it downloads once per page view.
import { useMemo } from 'react';
import Highcharts from './highcharts-lite';
import HighchartsReact from 'highcharts-react-official';
import { CHART_SPACING, chartOptions } from './chart-options';
import type { ChartProps } from './chart-types';
import { readTheme } from './theme';

// The drawing is for the eyes: screen readers get the chart's heading, description and data
// table from <Chart> (Highcharts' accessibility module is not loaded; nothing in it takes focus).
// One object for every render: highcharts-react-official updates (and redraws) the chart whenever
// its containerProps change identity, not only when the figures do.
const CANVAS_PROPS = { className: 'hw-chart__canvas', 'aria-hidden': true } as const;

Highcharts.setOptions({ chart: { spacing: CHART_SPACING } });

export default function HighchartsChart(props: ChartProps) {
  const { title, description, type, stacked, x, yTitle, series, height } = props;
  // Callers pass memoized `x` and `series`: the chart updates only when the figures change.
  const options = useMemo(
    () => chartOptions({ title, description, type, stacked, x, yTitle, series, height }, readTheme()),
    [title, description, type, stacked, x, yTitle, series, height],
  );
  return <HighchartsReact highcharts={Highcharts} options={options} containerProps={CANVAS_PROPS} />;
}
