/** A labelled progress bar; spec section 9: default maximum 100. */
export function ProgressBar({ value, max = 100, label }: { value: number; max?: number; label: string }) {
  const clamped = Math.min(Math.max(value, 0), max);
  const percent = max > 0 ? (clamped / max) * 100 : 0;
  return (
    <div className="hw-progress" role="progressbar" aria-label={label} aria-valuemin={0} aria-valuemax={max} aria-valuenow={clamped}>
      <div className="hw-progress__bar" style={{ width: `${percent}%` }} />
    </div>
  );
}
