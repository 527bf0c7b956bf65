import { ProgressBar } from '@homewise/platform';
import { STEPS, stepProgress, type Step } from '../onboarding-form';

/** "Step n of 3", the percent complete, the bar, and the three steps by name. */
export function StepProgress({ step }: { step: Step }) {
  const { label, percent } = stepProgress(step);
  return (
    <div className="onb-progress">
      <div className="onb-progress__text">
        <span>{label}</span>
        <span>{percent}% complete</span>
      </div>
      <ProgressBar value={step} max={STEPS.length} label={label} />
      <ol className="onb-progress__steps">
        {STEPS.map((name, index) => {
          const number = index + 1;
          const state = number < step ? 'done' : number === step ? 'current' : 'next';
          return (
            <li key={name} className={`onb-progress__step onb-progress__step--${state}`} aria-current={state === 'current' ? 'step' : undefined}>
              <span className="onb-progress__number" aria-hidden="true">
                {state === 'done' ? '✓' : number}
              </span>
              {name}
              {state === 'done' ? <span className="hw-visually-hidden"> (done)</span> : null}
            </li>
          );
        })}
      </ol>
    </div>
  );
}
