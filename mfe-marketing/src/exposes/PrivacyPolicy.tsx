import { PageNotBuilt } from '@homewise/platform';

// Not built yet: the marketing team's page replaces this file.
export default function PrivacyPolicy() {
  return <PageNotBuilt title="Privacy Policy" />;
}
