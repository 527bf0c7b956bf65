import type { ReactNode } from 'react';
import { Card } from '@homewise/platform';

/** One figure card: its name, the figure, what it means. */
export function FigureCard({ id, title, value, caption, children }: { id: string; title: string; value: string; caption: string; children?: ReactNode }) {
  return (
    <Card className="dash-figure" aria-labelledby={id}>
      <h2 id={id} className="dash-figure__title">
        {title}
      </h2>
      <p className="dash-figure__value">{value}</p>
      <p className="dash-figure__caption">{caption}</p>
      {children}
    </Card>
  );
}
