import { buttonClass, Notice, useCurrentUser } from '@homewise/platform';
import { PLANS as PLAN_TERMS } from '@homewise/contracts';
import { BenefitCards } from '../../shared/BenefitCards';
import { Icon } from '../../shared/Icon';
import { SiteLink, SiteLinkList } from '../../shared/SiteLink';
import { LEGAL_LINKS, LOAN_OFFICER_SIGNUP } from '../../shared/site-links';
import { useScrollToHash } from '../../shared/use-scroll-to-hash';
import { OFFICER_BENEFITS, PLANS, SAMPLE_TESTIMONIALS, type Plan } from './loan-officer-content';
import '../../shared/marketing.css';
import './loan-officers.css';

/** The page's own link row: real destinations where the spec's page had placeholders. */
const PAGE_LINKS = [
  { label: 'Pricing', to: '#pricing' },
  { label: 'Contact us', to: '/Contact' },
  { label: 'What homeowners see', to: '/HowToUse' },
  { label: 'About', to: '/About' },
  ...LEGAL_LINKS,
];

/**
 * "Start Free Trial" and "Try Free Version" (spec sections 6–7): browser navigations to the API's
 * login route with the plan in the return path. Plain links, not router links: `/api/…` is the
 * backend, which redirects to the login page keeping the plan.
 */
function PlanButtons({ size = 'lg' }: { size?: 'md' | 'lg' }) {
  return (
    <div className="mkt-lo__ctas">
      <a href={LOAN_OFFICER_SIGNUP.paid} className={buttonClass({ variant: 'primary', size })}>
        Start Free Trial
      </a>
      <a href={LOAN_OFFICER_SIGNUP.free} className={buttonClass({ variant: 'secondary', size })}>
        Try Free Version
      </a>
    </div>
  );
}

function PlanCard({ plan }: { plan: Plan }) {
  const featured = plan.id === 'paid';
  return (
    <li className={`mkt-plan${featured ? ' mkt-plan--featured' : ''}`}>
      <h3 id={`mkt-plan-${plan.id}`} className="mkt-plan__name">
        {plan.name}
      </h3>
      <p className="mkt-plan__summary">{plan.summary}</p>
      <p className="mkt-plan__price">
        <span className="mkt-plan__amount">{plan.price}</span>
        <span className="mkt-plan__period">/month</span>
      </p>
      <ul className="mkt-plan__features">
        <li>
          <Icon name="check" size={20} />
          <strong>Up to {plan.clientLimit.toLocaleString('en-US')} clients</strong>
        </li>
        {plan.features.map((feature) => (
          <li key={feature}>
            <Icon name="check" size={20} />
            {feature}
          </li>
        ))}
      </ul>
      <a href={plan.href} className={buttonClass({ variant: featured ? 'primary' : 'secondary', block: true })}>
        {plan.cta}
      </a>
    </li>
  );
}

/** Shown to a signed-in loan officer: they already have a plan; their clients are one click away. */
function SignedInOfficer() {
  const user = useCurrentUser();
  if (!user || (user.role !== 'loan_officer' && user.role !== 'admin')) return null;
  return (
    <Notice
      title={`You're on ${PLAN_TERMS[user.plan ?? 'free'].name}`}
      actions={
        <SiteLink to="/Clients" className={buttonClass({ variant: 'primary', size: 'sm' })}>
          Open my clients
        </SiteLink>
      }
    >
      {user.referralCode ? (
        <>
          Your homeowner page: <SiteLink to={`/lo/${user.referralCode}`}>/lo/{user.referralCode}</SiteLink>
        </>
      ) : (
        'Your clients, your brand and your homeowner page are on the Clients page.'
      )}
    </Notice>
  );
}

/** The loan officers' marketing page (spec section 2), inside the app layout. */
export function LoanOfficersPage() {
  // "Get Started" and links from other pages go to #pricing.
  useScrollToHash();
  return (
    <div className="mkt-lo">
      <div className="mkt-lo__topbar">
        <p className="mkt-lo__product">
          <span className="mkt-lo__product-mark" aria-hidden="true">
            ⌂
          </span>
          Homewise for Loan Officers
        </p>
        <a href="#pricing" className={buttonClass({ variant: 'primary', size: 'sm' })}>
          Get Started
        </a>
      </div>

      <SignedInOfficer />

      <section className="mkt-lo__hero" aria-labelledby="mkt-lo-title">
        <p className="mkt-lo__eyebrow">White-label client retention</p>
        <h1 id="mkt-lo-title" className="mkt-lo__title">
          Turn Every Loan Closing Into Lifetime Revenue
        </h1>
        <p className="mkt-lo__lead">
          Give every borrower a home for their mortgage with your name on it. They follow their balance, equity and
          savings all year — and come back to you when it is time to refinance, buy again or tap their equity.
        </p>
        <PlanButtons />
        <p className="mkt-lo__fineprint">Start on either plan in minutes. No credit card needed.</p>
      </section>

      <section className="mkt-lo__section" aria-labelledby="mkt-lo-benefits">
        <h2 id="mkt-lo-benefits" className="mkt-section__title">
          Stay in your clients&apos; lives long after closing
        </h2>
        <BenefitCards benefits={OFFICER_BENEFITS} />
      </section>

      <section id="pricing" className="mkt-lo__section" aria-labelledby="mkt-lo-pricing">
        <h2 id="mkt-lo-pricing" className="mkt-section__title">
          Simple pricing
        </h2>
        <ul className="mkt-plans">
          {PLANS.map((plan) => (
            <PlanCard key={plan.id} plan={plan} />
          ))}
        </ul>
      </section>

      <section className="mkt-lo__section" aria-labelledby="mkt-lo-testimonials">
        <h2 id="mkt-lo-testimonials" className="mkt-section__title">
          What it can look like
        </h2>
        <ul className="mkt-quotes">
          {SAMPLE_TESTIMONIALS.map((testimonial) => (
            <li key={testimonial.who}>
              <figure className="mkt-quote">
                <blockquote>
                  <p>“{testimonial.quote}”</p>
                </blockquote>
                <figcaption>{testimonial.who}</figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </section>

      <section className="mkt-lo__closing" aria-labelledby="mkt-lo-closing">
        <h2 id="mkt-lo-closing" className="mkt-lo__closing-title">
          Your next closing is the start of the relationship
        </h2>
        <p>Set up your branded page today and share it with your next borrower.</p>
        <PlanButtons size="md" />
      </section>

      <nav className="mkt-lo__links" aria-label="Loan officer resources">
        <SiteLinkList links={PAGE_LINKS} />
      </nav>
    </div>
  );
}
