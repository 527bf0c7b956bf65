import { useMemo } from 'react';
import { Button, Card, CardHeader, OfficerCard, PageHeader, todayIso, useCurrentUser, useSearchParams } from '@homewise/platform';
import { ProfileLoadError, useMortgageProfile } from '@homewise/platform/mortgage-profile';
import { AmortizationSchedule } from './components/AmortizationSchedule';
import { DashboardSkeleton } from './components/DashboardSkeleton';
import { HomeEquity } from './components/HomeEquity';
import { LoanDetails } from './components/LoanDetails';
import { PaymentOutlook } from './components/PaymentOutlook';
import { PropertyDetails } from './components/PropertyDetails';
import { SummaryCards } from './components/SummaryCards';
import { TakeAction } from './components/TakeAction';
import { WelcomePanel } from './components/WelcomePanel';
import { addressParts, dashboardSchedule } from './dashboard-view';
import './dashboard.css';
import './print.css';

/** The Dashboard (spec sections 2, 4, 8, 9): the homeowner's mortgage on one page. */
export function DashboardPage() {
  const user = useCurrentUser();
  const [params] = useSearchParams();
  const { profile, loading, error, reload } = useMortgageProfile();
  const today = todayIso();
  const schedule = useMemo(() => (profile ? dashboardSchedule(profile, today) : []), [profile, today]);

  if (loading || !user) return <DashboardSkeleton />;
  // A failed load is not "no profile": it says so, with a retry, and never invites a second one.
  if (!profile && error) {
    return (
      <div className="hw-page dash-page">
        <PageHeader title="Your Mortgage Dashboard" />
        <ProfileLoadError error={error} onRetry={reload} />
      </div>
    );
  }
  if (!profile || !user.onboardingCompleted) return <WelcomePanel officer={user.role === 'loan_officer' && !profile} />;

  const { street, rest } = addressParts(profile.propertyAddress);
  return (
    <div className="hw-page dash-page">
      <header className="dash-heading">
        <div>
          <p className="dash-heading__eyebrow">Your mortgage dashboard</p>
          <h1 className="dash-heading__address">
            {street ? (
              <>
                <strong>{street}</strong>
                {rest}
              </>
            ) : (
              <strong>Your Home</strong>
            )}
          </h1>
        </div>
        <div className="dash-heading__actions">
          {/* A plain link: the browser downloads the PDF with the session cookie (GET /api/report.pdf). */}
          <a className="hw-button hw-button--secondary hw-button--md" href="/api/report.pdf" download="homewise-mortgage-report.pdf">
            Download report
          </a>
          <Button variant="secondary" onClick={() => window.print()}>
            Print
          </Button>
        </div>
      </header>
      {/* The homeowner's loan officer, when they share with one; a digest's "Ask" link opens the question (?ask=1). */}
      <OfficerCard askOpen={params.get('ask') === '1'} />
      <SummaryCards profile={profile} today={today} reload={reload} />
      <Card className="dash-summary" aria-labelledby="summary-title">
        <CardHeader title={<span id="summary-title">Mortgage Summary</span>} />
        <div className="dash-summary__grid">
          <PropertyDetails profile={profile} reload={reload} />
          <LoanDetails profile={profile} reload={reload} />
          <HomeEquity profile={profile} />
        </div>
      </Card>
      <PaymentOutlook profile={profile} />
      <AmortizationSchedule rows={schedule} />
      <TakeAction />
    </div>
  );
}
