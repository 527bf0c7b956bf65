import { buttonClass, Card, Link } from '@homewise/platform';

export const WELCOME_TEXT = "Let's start by setting up your mortgage profile to unlock personalized savings insights.";

/**
 * Spec section 2: shown when onboarding is not complete or there is no profile. Not after a load
 * error: the spec's "Setup Again" there invited a second profile (issue 18); the Dashboard shows
 * ProfileLoadError instead.
 */
export function WelcomePanel({ officer = false }: { officer?: boolean }) {
  if (officer) return <OfficerWelcome />;
  return (
    <Card className="dash-welcome" aria-labelledby="welcome-title">
      <span className="dash-welcome__mark" aria-hidden="true">
        ⌂
      </span>
      <h1 id="welcome-title" className="dash-welcome__title">
        Welcome to Your Mortgage Dashboard
      </h1>
      <p className="dash-welcome__text">{WELCOME_TEXT}</p>
      <div className="dash-welcome__actions">
        <Link to="/Onboarding" className={buttonClass({ size: 'lg' })}>
          Complete Setup
        </Link>
      </div>
      <p className="dash-welcome__steps">Three short steps: your property, your mortgage, and a review.</p>
    </Card>
  );
}

/**
 * A loan officer without a mortgage of their own (issue 18: officers landed in the homeowners'
 * setup): their work is on Clients; tracking their own mortgage stays possible, second.
 */
function OfficerWelcome() {
  return (
    <Card className="dash-welcome" aria-labelledby="welcome-title">
      <span className="dash-welcome__mark" aria-hidden="true">
        ⌂
      </span>
      <h1 id="welcome-title" className="dash-welcome__title">
        Welcome to Homewise
      </h1>
      <p className="dash-welcome__text">Your clients, your branded page and your signup link are on Clients.</p>
      <div className="dash-welcome__actions">
        <Link to="/Clients" className={buttonClass({ size: 'lg' })}>
          Go to Clients
        </Link>
        <Link to="/Onboarding" className={buttonClass({ variant: 'secondary', size: 'lg' })}>
          Track my own mortgage
        </Link>
      </div>
    </Card>
  );
}
