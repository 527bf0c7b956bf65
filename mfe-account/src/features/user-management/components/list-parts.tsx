import { Button, Skeleton } from '@homewise/platform';

const count = (n: number) => n.toLocaleString('en-US');

/** Rows of grey while the first page of a list loads. */
export function LoadingRows({ label }: { label: string }) {
  return (
    <div role="status" aria-busy="true" aria-label={label} className="account-users__loading">
      {[0, 1, 2, 3].map((i) => (
        <Skeleton key={i} height="2.5rem" />
      ))}
    </div>
  );
}

/**
 * "Previous · Page 2 of 2,000 · Next" under a paged list; `offset`/`limit` are the page shown.
 * The buttons wait while a page loads (a second click would skip one).
 */
export function Pager({ label, offset, limit, total, loading, onOffset, back = 'Previous', forward = 'Next' }: {
  label: string;
  offset: number;
  limit: number;
  total: number;
  loading: boolean;
  onOffset: (offset: number) => void;
  back?: string;
  forward?: string;
}) {
  const page = Math.floor(offset / limit) + 1;
  const pages = Math.max(1, Math.ceil(total / limit));
  return (
    <nav className="account-users__pages" aria-label={label}>
      <Button variant="secondary" size="sm" disabled={page <= 1 || loading} onClick={() => onOffset(Math.max(0, offset - limit))}>
        {back}
      </Button>
      <span>
        Page {count(page)} of {count(pages)}
      </span>
      <Button variant="secondary" size="sm" disabled={page >= pages || loading} onClick={() => onOffset(offset + limit)}>
        {forward}
      </Button>
    </nav>
  );
}
