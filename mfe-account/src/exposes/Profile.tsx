import { PageNotBuilt } from '@homewise/platform';

// Not built yet: the account team's page replaces this file.
export default function Profile() {
  return <PageNotBuilt title="My Profile" />;
}
