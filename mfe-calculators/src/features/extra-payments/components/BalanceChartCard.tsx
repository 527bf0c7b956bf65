import { useMemo } from 'react';
import { Chart, type ChartSeries, type ChartXAxis } from '@homewise/charts';
import type { ExtraPaymentProjection } from '@homewise/finance';
import { Button, Card, CardHeader, downloadCsv } from '@homewise/platform';
import { monthYear } from '../../../shared/dates';
import { ACCELERATED_CSV_FILE, acceleratedScheduleCsv, balanceSeries } from '../strategy';

/** "Amortization Schedule": both balances month by month, and the accelerated schedule as CSV. */
export function BalanceChartCard({ projection }: { projection: ExtraPaymentProjection }) {
  const points = useMemo(() => balanceSeries(projection), [projection]);
  const x = useMemo<ChartXAxis>(() => {
    const dateOf = new Map(points.months.map((month, i) => [month, points.dates[i]]));
    return { title: 'Month', values: points.months, label: (month) => `Month ${month} (${monthYear(dateOf.get(month))})` };
  }, [points]);
  const series = useMemo<ChartSeries[]>(
    () => [
      { name: 'Original Payoff', values: points.original, color: 'muted', dashed: true },
      { name: 'Accelerated Payoff', values: points.accelerated, color: 'primary' },
    ],
    [points],
  );
  return (
    <Card aria-labelledby="amortization-chart-heading">
      <CardHeader
        title={<span id="amortization-chart-heading">Amortization Schedule</span>}
        description="Your balance month by month, with and without the extra payments."
        actions={
          <Button variant="secondary" size="sm" onClick={() => downloadCsv(ACCELERATED_CSV_FILE, acceleratedScheduleCsv(projection))}>
            Export CSV
          </Button>
        }
      />
      <Chart
        title="Remaining balance by month"
        description="The loan balance after each monthly payment: the original payoff with the regular payment alone, and the accelerated payoff with the extra payments."
        x={x}
        yTitle="Remaining balance"
        series={series}
        csvFileName="balance-comparison.csv"
      />
    </Card>
  );
}
