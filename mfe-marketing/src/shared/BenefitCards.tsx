import { Icon, type IconName } from './Icon';
import './marketing.css';

export interface Benefit {
  icon: IconName;
  title: string;
  text: string;
}

/** A grid of benefit cards (the Landing's and the Loan Officers page's), each titled at h3. */
export function BenefitCards({ benefits }: { benefits: readonly Benefit[] }) {
  return (
    <ul className="mkt-cards">
      {benefits.map((benefit) => (
        <li key={benefit.title} className="mkt-card">
          <span className="mkt-card__icon">
            <Icon name={benefit.icon} />
          </span>
          <h3 className="mkt-card__title">{benefit.title}</h3>
          <p>{benefit.text}</p>
        </li>
      ))}
    </ul>
  );
}
