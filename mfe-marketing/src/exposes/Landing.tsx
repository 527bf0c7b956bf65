import { buttonClass, Link, Notice } from '@homewise/platform';
import type { Brand } from '@homewise/contracts';

/**
 * Not built yet: the marketing team's Landing replaces this file. It already takes the
 * white-label `brand` (ARCHITECTURE.md section 2) and offers the ways in (sign in, sign up).
 */
export default function Landing({ brand }: { brand?: Brand }) {
  const signupUrl = brand?.signupUrl ?? '/signup';
  return (
    <main className="hw-page" style={{ maxWidth: '48rem', margin: '0 auto', padding: '3rem 1rem' }}>
      <h1 style={{ fontSize: '2rem' }}>{brand?.name ?? 'Homewise'}</h1>
      <p>Take control of your mortgage and unlock savings.</p>
      <Notice tone="info" title="This page is not built yet">
        The landing page is still being built by its team. You can already sign in or create an account.
      </Notice>
      <div style={{ display: 'flex', gap: '0.75rem', flexWrap: 'wrap' }}>
        <Link to="/login" className={buttonClass({ variant: 'secondary' })}>
          Sign In
        </Link>
        <Link to={signupUrl} className={buttonClass({ variant: 'primary' })}>
          Get Started
        </Link>
      </div>
    </main>
  );
}
