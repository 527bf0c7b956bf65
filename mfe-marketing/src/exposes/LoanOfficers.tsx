import { PageNotBuilt } from '@homewise/platform';

// Not built yet: the marketing team's page replaces this file.
export default function LoanOfficers() {
  return <PageNotBuilt title="Loan Officers" />;
}
