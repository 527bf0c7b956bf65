import { Button, Card, CardHeader } from '@homewise/platform';
import { shareLinks } from '../clients-view';
import { CopyField } from './CopyField';

/**
 * A new loan officer's first run on Clients (issue 18: officers used to land in the homeowners'
 * onboarding): make the branded page theirs, share the signup link, and what happens next.
 * Shown until the first client joins.
 */
export function FirstRunSteps({ referralCode }: { referralCode: string }) {
  const toBrand = () => {
    const brand = document.querySelector<HTMLElement>('.clients-brand');
    brand?.scrollIntoView?.({ behavior: 'smooth', block: 'start' });
    brand?.querySelector<HTMLInputElement>('input')?.focus({ preventScroll: true });
  };
  return (
    <Card className="clients-first-run" aria-labelledby="clients-first-run-title">
      <CardHeader
        title={<span id="clients-first-run-title">Get started as a loan officer</span>}
        description="Three steps to your first client. Homeowners sign up through your link; you see their mortgage here."
      />
      <ol className="clients-first-run__steps">
        <li>
          <h3>Make your page yours</h3>
          <p>Your company name, NMLS ID, logo, photo and color appear on your signup page and in your clients’ app.</p>
          <Button variant="secondary" size="sm" onClick={toBrand}>
            Set up your brand
          </Button>
        </li>
        <li>
          <h3>Share your signup link</h3>
          <CopyField label="Your signup link" value={shareLinks(referralCode).signup} />
        </li>
        <li>
          <h3>Your clients appear here</h3>
          <p>Each homeowner who signs up through your link joins this list with their balance, rate and equity, flagged when refinancing would save them money.</p>
        </li>
      </ol>
    </Card>
  );
}
