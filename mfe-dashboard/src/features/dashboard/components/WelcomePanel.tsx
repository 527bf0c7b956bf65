import { Button, buttonClass, Card, Link } from '@homewise/platform';

export const WELCOME_TEXT = "Let's start by setting up your mortgage profile to unlock personalized savings insights.";

/**
 * Spec section 2: shown when onboarding is not complete or there is no profile. With a load
 * error it shows the error and "Setup Again" — and, since the profile may well exist, a retry.
 */
export function WelcomePanel({ error, onRetry }: { error: string | null; onRetry: () => void }) {
  return (
    <Card className="dash-welcome" aria-labelledby="welcome-title">
      <span className="dash-welcome__mark" aria-hidden="true">
        ⌂
      </span>
      <h1 id="welcome-title" className="dash-welcome__title">
        Welcome to Your Mortgage Dashboard
      </h1>
      <p className={error ? 'dash-welcome__error' : 'dash-welcome__text'} role={error ? 'alert' : undefined}>
        {error ?? WELCOME_TEXT}
      </p>
      <div className="dash-welcome__actions">
        {error ? (
          <Button variant="secondary" onClick={onRetry}>
            Try again
          </Button>
        ) : null}
        <Link to="/Onboarding" className={buttonClass({ size: 'lg' })}>
          {error ? 'Setup Again' : 'Complete Setup'}
        </Link>
      </div>
      {error ? null : <p className="dash-welcome__steps">Three short steps: your property, your mortgage, and a review.</p>}
    </Card>
  );
}
