import { useMemo, useState } from 'react';
import { Chart, type ChartSeries, type ChartXAxis } from '@homewise/charts';
import type { MortgageProfile } from '@homewise/contracts';
import { DEFAULT_APPRECIATION_RATE } from '@homewise/finance';
import { Card, CardHeader, formatCurrency, TextField } from '@homewise/platform';
import { DEFAULT_APPRECIATION_TEXT, MAX_APPRECIATION_PERCENT, MIN_APPRECIATION_PERCENT, projectionOf, readAppreciation } from '../equity-view';

/**
 * "Equity Projection": home value, loan balance and equity for this year and the next 30, at the
 * appreciation typed (3 % to start). Out-of-bounds input keeps the last good projection on screen.
 */
export function EquityProjectionCard({ profile, startYear }: { profile: MortgageProfile; startYear: number }) {
  const [text, setText] = useState(DEFAULT_APPRECIATION_TEXT);
  const [rate, setRate] = useState<number>(DEFAULT_APPRECIATION_RATE);
  const reading = readAppreciation(text);
  const rows = useMemo(() => projectionOf(profile, rate, startYear), [profile, rate, startYear]);
  const x = useMemo<ChartXAxis>(() => ({ title: 'Year', values: rows.map((r) => r.year) }), [rows]);
  // Stacked: equity from the ground up, the loan on top; together they are the home's value,
  // drawn as a line over them (and a column of the table and CSV).
  const series = useMemo<ChartSeries[]>(
    () => [
      { name: 'Home Value', values: rows.map((r) => r.homeValue), color: 'muted', type: 'line' },
      { name: 'Loan Balance', values: rows.map((r) => r.loanBalance), color: 'primary' },
      { name: 'Equity', values: rows.map((r) => r.equity), color: 'success' },
    ],
    [rows],
  );
  const last = rows[rows.length - 1];
  const percentText = `${Number((rate * 100).toFixed(2))}%`;

  return (
    <Card aria-labelledby="equity-projection-heading">
      <CardHeader title={<span id="equity-projection-heading">Equity Projection</span>} description={`Your home's value and your equity over the next ${rows.length - 1} years.`} />
      <div className="mhe-appreciation">
        <TextField
          label="Annual Appreciation %"
          name="appreciation"
          type="number"
          inputMode="decimal"
          step="0.1"
          min={String(MIN_APPRECIATION_PERCENT)}
          max={String(MAX_APPRECIATION_PERCENT)}
          value={text}
          error={reading.error}
          hint="Negative for a falling market."
          onChange={(event) => {
            setText(event.target.value);
            const next = readAppreciation(event.target.value);
            if (next.rate !== undefined) setRate(next.rate);
          }}
        />
      </div>
      {last ? (
        <p className="mhe-outlook" aria-live="polite">
          At {percentText} a year, in {last.year} your home could be worth <strong>{formatCurrency(last.homeValue, 0)}</strong>, with{' '}
          <strong>{formatCurrency(last.equity, 0)}</strong> in equity.
        </p>
      ) : null}
      <Chart
        title="Equity projection"
        description={`Stacked areas by year from ${rows[0]?.year} to ${last?.year}: your equity at the bottom and your loan balance above it; together they make the home's value, growing ${percentText} a year.`}
        type="area"
        stacked
        x={x}
        yTitle="Dollars"
        series={series}
        csvFileName="equity-projection.csv"
      />
    </Card>
  );
}
