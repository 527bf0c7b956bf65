import { Notice } from './Card';
import { PageHeader } from './Card';

/** What a page shows until its team builds it: it says so plainly, it does not pretend. */
export function PageNotBuilt({ title }: { title: string }) {
  return (
    <div className="hw-page">
      <PageHeader title={title} />
      <Notice tone="info" title="This page is not built yet">
        The {title} page is still being built by its team. The rest of Homewise works as usual — use the
        navigation to continue.
      </Notice>
    </div>
  );
}
