import { PageNotBuilt } from '@homewise/platform';

// Not built yet: the calculators team's page replaces this file.
export default function MyHomeEquity() {
  return <PageNotBuilt title="My Home Equity" />;
}
