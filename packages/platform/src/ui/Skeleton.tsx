import type { CSSProperties } from 'react';

/** A placeholder block while data loads; decorative, the surrounding region says "busy". */
export function Skeleton({ width, height = '1rem', className, style }: { width?: string; height?: string; className?: string; style?: CSSProperties }) {
  return <span className={`hw-skeleton${className ? ` ${className}` : ''}`} style={{ width, height, ...style }} aria-hidden="true" />;
}

/** A page-sized skeleton: a title line and a few cards. */
export function PageSkeleton({ cards = 3, label = 'Loading page' }: { cards?: number; label?: string }) {
  return (
    <div className="hw-page-skeleton" role="status" aria-busy="true" aria-label={label}>
      <Skeleton width="40%" height="2rem" />
      <div className="hw-page-skeleton__cards">
        {Array.from({ length: cards }, (_, i) => (
          <div className="hw-card" key={i}>
            <Skeleton width="60%" />
            <Skeleton width="90%" />
            <Skeleton width="75%" />
          </div>
        ))}
      </div>
    </div>
  );
}
