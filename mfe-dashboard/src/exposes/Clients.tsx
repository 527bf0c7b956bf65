import { PageNotBuilt } from '@homewise/platform';

// Not built yet: the dashboard team's page replaces this file.
export default function Clients() {
  return <PageNotBuilt title="Clients" />;
}
