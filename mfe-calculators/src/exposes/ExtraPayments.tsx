import { PageNotBuilt } from '@homewise/platform';

// Not built yet: the calculators team's page replaces this file.
export default function ExtraPayments() {
  return <PageNotBuilt title="Extra Payment Calculator" />;
}
