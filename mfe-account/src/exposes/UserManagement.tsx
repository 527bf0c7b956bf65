import { PageNotBuilt } from '@homewise/platform';

// Not built yet: the account team's page replaces this file.
export default function UserManagement() {
  return <PageNotBuilt title="User Management" />;
}
