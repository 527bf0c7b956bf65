import { PageNotBuilt } from '@homewise/platform';

// Not built yet: the calculators team's page replaces this file.
export default function RateManagement() {
  return <PageNotBuilt title="Rate Management" />;
}
