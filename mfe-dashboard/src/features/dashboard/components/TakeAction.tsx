import { buttonClass, Card, Link } from '@homewise/platform';

const ACTIONS = [
  {
    title: 'Analyze Refinancing',
    to: '/CutMyCosts',
    text: 'See what a new rate would save you each month and in total, and when the closing costs pay for themselves.',
    cta: 'Cut My Costs',
  },
  {
    title: 'Extra Payments',
    to: '/ExtraPayments',
    text: 'See how paying a little more moves your payoff date and cuts your interest, and record the extra payments you make.',
    cta: 'Plan Extra Payments',
  },
  {
    title: 'Track Equity',
    to: '/MyHomeEquity',
    text: 'See how much of your home you own today and how that could grow over the next 30 years.',
    cta: 'My Home Equity',
  },
] as const;

/** The three "Take Action" cards of spec section 2. */
export function TakeAction() {
  return (
    <section className="dash-actions" aria-labelledby="take-action">
      <h2 id="take-action" className="dash-actions__title">
        Take Action
      </h2>
      <div className="dash-actions__grid">
        {ACTIONS.map((action) => (
          <Card key={action.to} className="dash-action" aria-labelledby={`action-${action.to.slice(1)}`}>
            <h3 id={`action-${action.to.slice(1)}`}>{action.title}</h3>
            <p>{action.text}</p>
            <Link to={action.to} className={buttonClass({ variant: 'secondary' })}>
              {action.cta}
              <span aria-hidden="true"> →</span>
            </Link>
          </Card>
        ))}
      </div>
    </section>
  );
}
