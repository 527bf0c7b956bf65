// Latency percentiles for the benches (backend/bench, infra/bench): one rule for all of them.

/** The `p`th percentile of `values` (nearest rank), to a tenth of a millisecond; NaN for none. */
export function percentile(values, p) {
  if (!values.length) return NaN;
  const sorted = Float64Array.from(values).sort();
  const value = sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
  return Math.round(value * 10) / 10;
}
