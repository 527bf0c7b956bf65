import type { ReactNode } from 'react';

/** One result card: a label, the figure, and a line under it. */
export function StatCard({ label, value, detail, tone = 'neutral' }: { label: string; value: ReactNode; detail?: ReactNode; tone?: 'neutral' | 'good' | 'bad' }) {
  return (
    <section className={`hw-card calc-stat calc-stat--${tone}`} aria-label={label}>
      <h2 className="calc-stat__label">{label}</h2>
      <p className="calc-stat__value">{value}</p>
      {detail ? <p className="calc-stat__detail">{detail}</p> : null}
    </section>
  );
}

/** The row of result cards. */
export function StatCards({ children, busy = false }: { children: ReactNode; busy?: boolean }) {
  return (
    <div className="calc-stats" aria-live="polite" aria-busy={busy || undefined}>
      {children}
    </div>
  );
}
