import { formatCurrency, formatPercent } from '@homewise/platform';
import { WORKED_EXAMPLE as ex, yearsAndMonths } from '../../../shared/worked-example';

/** The hero's worked example: what $100 more a month does to a typical loan (the product's math). */
export function ExampleCard() {
  return (
    <aside className="mkt-example" aria-labelledby="mkt-example-title">
      <h2 id="mkt-example-title" className="mkt-example__title">
        What $100 more a month can do
      </h2>
      <p className="mkt-example__loan">
        {formatCurrency(ex.loanAmount, 0)} at {formatPercent(ex.annualRate, 0)} for {ex.termYears} years ·{' '}
        {formatCurrency(ex.monthlyPayment)} a month
      </p>
      <dl className="mkt-example__figures">
        <div>
          <dt>Interest saved</dt>
          <dd>{formatCurrency(ex.interestSaved, 0)}</dd>
        </div>
        <div>
          <dt>Paid off sooner by</dt>
          <dd>{yearsAndMonths(ex.monthsSaved)}</dd>
        </div>
      </dl>
      <p className="mkt-example__note">An example computed with the same math as the Extra Payments calculator.</p>
    </aside>
  );
}
