import { useEffect, useState } from 'react';
import { ProgressBar } from '@homewise/platform';
import type { StrengthEstimate } from './strength-estimator';
import './password-strength.css';

type Estimator = (password: string, userInputs?: string[]) => StrengthEstimate;

// Loaded on first use and shared by every meter on the page; a failed load (offline) retries next time.
let estimator: Promise<Estimator> | undefined;
const loadEstimator = (): Promise<Estimator> =>
  (estimator ??= import('./strength-estimator').then(
    (module) => module.estimateStrength,
    (error: unknown) => {
      estimator = undefined;
      throw error;
    },
  ));

export const STRENGTH_WORDS = ['Very weak', 'Weak', 'Fair', 'Good', 'Strong'] as const;

/**
 * How hard a new password is to guess, shown while it is typed (signup, reset, change): a bar, a
 * word and zxcvbn's reason. The API refuses the common passwords whatever the meter says; the
 * meter only helps choose before sending.
 */
export function PasswordStrength({ password, userInputs = [] }: { password: string; userInputs?: string[] }) {
  const [estimate, setEstimate] = useState<StrengthEstimate | null>(null);
  const inputs = userInputs.filter(Boolean).join('\n');

  // A cleared field forgets the last estimate (set while rendering, React's way to adjust state
  // to a prop): typing again shows nothing until the new one is ready, never the old one.
  if (!password && estimate) setEstimate(null);

  useEffect(() => {
    let current = true;
    if (!password) return;
    loadEstimator()
      .then((estimateStrength) => current && setEstimate(estimateStrength(password, inputs ? inputs.split('\n') : [])))
      .catch(() => current && setEstimate(null));
    return () => {
      current = false;
    };
  }, [password, inputs]);

  if (!password || !estimate) return null;
  const reason = estimate.warning ?? (estimate.score < 3 ? estimate.suggestions[0] : null);
  return (
    <div className={`account-strength account-strength--${estimate.score}`}>
      {/* Its label names no "password": pages and browser tests find the fields by that word. */}
      <ProgressBar value={estimate.score} max={4} label="Strength meter" />
      <p className="account-strength__text" aria-live="polite">
        Password strength: <strong>{STRENGTH_WORDS[estimate.score]}</strong>
        {reason ? `. ${reason}` : ''}
      </p>
    </div>
  );
}
