import { Component, lazy, Suspense, useId, useMemo, useState, type ReactNode } from 'react';
import { Button, downloadCsv, Skeleton } from '@homewise/platform';
import { chartCsv, chartTable } from './chart-data';
import { DEFAULT_CHART_HEIGHT, type ChartProps } from './chart-types';
import { useNearViewport } from './useNearViewport';
import './charts.css';

/** Highcharts arrives on first use only (see HighchartsChart.tsx). */
const loadHighchartsChart = () => import(/* webpackChunkName: "highcharts" */ './HighchartsChart');

class ChartErrorBoundary extends Component<{ fallback: (retry: () => void) => ReactNode; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(error: unknown) {
    console.error('The chart could not be drawn', error);
  }
  override render() {
    return this.state.failed ? this.props.fallback(() => this.setState({ failed: false })) : this.props.children;
  }
}

/**
 * A Homewise chart: one look everywhere (product colours, money axes in whole dollars), its name
 * and description for screen readers (the drawing itself is hidden from them), and under it
 * "View data table" and "Download CSV" of the chart's own series — which work even before (or
 * without) Highcharts, and give keyboard and screen-reader users every figure. Highcharts itself loads only when the chart comes near the screen.
 * Pass memoized `x` and `series`.
 */
export function Chart(props: ChartProps) {
  const { title, description, x, series, csvFileName, height = DEFAULT_CHART_HEIGHT, headingLevel = 3 } = props;
  const Heading = `h${headingLevel}` as const;
  const [ref, near] = useNearViewport<HTMLElement>();
  const [showTable, setShowTable] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const tableId = useId();
  // A new lazy component per attempt: "Try again" after a failed download fetches it anew.
  const [HighchartsChart, setHighchartsChart] = useState(() => lazy(loadHighchartsChart));
  const table = useMemo(() => (showTable ? chartTable({ x, series }) : null), [showTable, x, series]);
  const placeholder = <Skeleton className="hw-chart__placeholder" height={`${height}px`} />;

  return (
    <figure className="hw-chart" ref={ref}>
      {/* What screen readers get instead of the drawing (hidden from them): the chart's name as
          a heading one level below its card's, what it shows, and where every figure is. */}
      <div className="hw-visually-hidden">
        <Heading>{title}</Heading>
        <p>{description} Every figure is in the chart&apos;s data table (View data table, below the chart).</p>
      </div>
      <div className="hw-chart__plot" style={{ minHeight: height }}>
        {near ? (
          <ChartErrorBoundary
            key={attempt}
            fallback={(retry) => (
              <div className="hw-chart__failed" role="alert" style={{ minHeight: height }}>
                <p>The chart could not be loaded. Every figure is in the data table below.</p>
                <Button
                  variant="secondary"
                  size="sm"
                  onClick={() => {
                    setAttempt((n) => n + 1);
                    setHighchartsChart(() => lazy(loadHighchartsChart));
                    retry();
                  }}
                >
                  Try again
                </Button>
              </div>
            )}
          >
            <Suspense fallback={placeholder}>
              <HighchartsChart {...props} />
            </Suspense>
          </ChartErrorBoundary>
        ) : (
          placeholder
        )}
      </div>
      <div className="hw-chart__actions">
        <Button variant="secondary" size="sm" aria-expanded={showTable} aria-controls={tableId} onClick={() => setShowTable((shown) => !shown)}>
          {showTable ? 'Hide data table' : 'View data table'}
        </Button>
        <Button variant="secondary" size="sm" onClick={() => downloadCsv(csvFileName, chartCsv({ x, series }))}>
          Download CSV
        </Button>
      </div>
      <div id={tableId} hidden={!showTable}>
        {table ? (
          // The box scrolls on its own (wide on a phone, long for monthly data); focusable so
          // keyboard users can scroll it too.
          <div className="hw-table-wrap hw-chart__table" tabIndex={0} role="region" aria-label={`${title}: data table`}>
            <table className="hw-table">
              <caption className="hw-visually-hidden">{title}</caption>
              <thead>
                <tr>
                  {table.header.map((cell) => (
                    <th key={cell} scope="col">
                      {cell}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {table.rows.map((row, i) => (
                  <tr key={i}>
                    {row.map((cell, j) =>
                      j === 0 ? (
                        <th key={j} scope="row">
                          {cell}
                        </th>
                      ) : (
                        <td key={j}>{cell}</td>
                      ),
                    )}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        ) : null}
      </div>
    </figure>
  );
}
