import { Skeleton } from '@homewise/platform';

/** Spec section 2: placeholder cards while the profile loads, in the shape of the page to come. */
export function DashboardSkeleton() {
  return (
    <div className="hw-page" role="status" aria-busy="true" aria-label="Loading your dashboard">
      <Skeleton width="min(28rem, 70%)" height="2rem" />
      <div className="dash-figures">
        {[0, 1, 2, 3].map((card) => (
          <div className="hw-card" key={card}>
            <Skeleton width="60%" />
            <Skeleton width="45%" height="2rem" />
            <Skeleton width="35%" />
          </div>
        ))}
      </div>
      <div className="hw-card">
        <Skeleton width="30%" height="1.5rem" />
        <Skeleton height="8rem" />
      </div>
      <div className="hw-card">
        <Skeleton width="30%" height="1.5rem" />
        <Skeleton height="12rem" />
      </div>
    </div>
  );
}
