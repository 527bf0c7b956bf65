import { PageNotBuilt } from '@homewise/platform';

// Not built yet: the calculators team's page replaces this file.
export default function CutMyCosts() {
  return <PageNotBuilt title="Cut My Costs" />;
}
