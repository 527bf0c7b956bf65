import type { HTMLAttributes, ReactNode } from 'react';

function cx(base: string, extra?: string) {
  return extra ? `${base} ${extra}` : base;
}

export function Card({ className, ...rest }: HTMLAttributes<HTMLElement>) {
  return <section className={cx('hw-card', className)} {...rest} />;
}

export function CardHeader({ title, description, actions, level = 2 }: { title: ReactNode; description?: ReactNode; actions?: ReactNode; level?: 2 | 3 }) {
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <header className="hw-card__header">
      <div>
        <Heading className="hw-card__title">{title}</Heading>
        {description ? <p className="hw-card__description">{description}</p> : null}
      </div>
      {actions ? <div className="hw-card__actions">{actions}</div> : null}
    </header>
  );
}

export function CardContent({ className, ...rest }: HTMLAttributes<HTMLDivElement>) {
  return <div className={cx('hw-card__content', className)} {...rest} />;
}

/** A page's title block: one h1 per page, with an optional subtitle and actions. */
export function PageHeader({ title, subtitle, actions }: { title: ReactNode; subtitle?: ReactNode; actions?: ReactNode }) {
  return (
    <header className="hw-page-header">
      <div>
        <h1 className="hw-page-header__title">{title}</h1>
        {subtitle ? <p className="hw-page-header__subtitle">{subtitle}</p> : null}
      </div>
      {actions ? <div className="hw-page-header__actions">{actions}</div> : null}
    </header>
  );
}

/** A message panel (info, warning, error) with optional actions. */
export function Notice({ tone = 'info', title, children, actions }: { tone?: 'info' | 'warning' | 'error'; title: ReactNode; children?: ReactNode; actions?: ReactNode }) {
  return (
    <div className={`hw-notice hw-notice--${tone}`} role={tone === 'error' ? 'alert' : 'status'}>
      <p className="hw-notice__title">{title}</p>
      {children ? <div className="hw-notice__body">{children}</div> : null}
      {actions ? <div className="hw-notice__actions">{actions}</div> : null}
    </div>
  );
}
