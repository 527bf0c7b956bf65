import { PageNotBuilt } from '@homewise/platform';

// Not built yet: the dashboard team's page replaces this file.
export default function Dashboard() {
  return <PageNotBuilt title="Dashboard" />;
}
