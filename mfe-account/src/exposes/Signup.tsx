import { PageNotBuilt } from '@homewise/platform';

// Not built yet: the account team's page replaces this file.
export default function Signup() {
  return <PageNotBuilt title="Signup" />;
}
