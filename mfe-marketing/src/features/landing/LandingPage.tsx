import { buttonClass, FallbackImage, Navigate, useCurrentUser, useInRouterContext } from '@homewise/platform';
import type { Brand } from '@homewise/contracts';
import { BenefitCards } from '../../shared/BenefitCards';
import { AppOriginProvider, SiteLink, SiteLinkList } from '../../shared/SiteLink';
import { LEGAL_LINKS, NOT_FINANCIAL_ADVICE, RESOURCE_LINKS, TAGLINE } from '../../shared/site-links';
import { ExampleCard } from './components/ExampleCard';
import { BENEFITS, STEPS } from './landing-content';
import { HOMEWISE_NAME, landingBrand, type LandingBrand } from './landing-brand';
import { OfficerCard } from './components/OfficerCard';
import './landing.css';

export interface LandingProps {
  /** A loan officer's white-label brand (contracts `Brand`; mfe-marketing/README.md); Homewise's own without it. */
  brand?: Brand | null;
  /** The referral code of `/lo/<code>`, given by the shell when it found no brand for it. */
  referralCode?: string;
}

/** The brand's logo; its name when there is none or the logo's address does not load (issue 18). */
function BrandMark({ view }: { view: LandingBrand }) {
  const wordmark = (
    <span className="mkt-landing__wordmark">
      <span className="mkt-landing__mark" aria-hidden="true">
        ⌂
      </span>
      {view.name}
    </span>
  );
  return <FallbackImage className="mkt-landing__logo" src={view.logoUrl} alt={view.name} height={40} fallback={wordmark} />;
}

/** Embedded in another site's page, the Landing's header and footer are not that page's landmarks. */
function Header({ view, signedIn, embedded }: { view: LandingBrand; signedIn: boolean; embedded: boolean }) {
  const Bar = embedded ? 'div' : 'header';
  return (
    <Bar className="mkt-landing__header">
      <div className="mkt-landing__bar mkt-container">
        <BrandMark view={view} />
        <nav className="mkt-landing__actions" aria-label="Account">
          {!view.branded ? (
            <SiteLink to="/LoanOfficers" className="mkt-landing__nav-link">
              For loan officers
            </SiteLink>
          ) : null}
          {signedIn ? (
            <SiteLink to="/Dashboard" className={buttonClass({ variant: 'primary', size: 'sm' })}>
              Go to Dashboard
            </SiteLink>
          ) : (
            <>
              <SiteLink to="/login" className={buttonClass({ variant: 'secondary', size: 'sm' })}>
                Sign In
              </SiteLink>
              <SiteLink to={view.signupUrl} className={buttonClass({ variant: 'primary', size: 'sm' })}>
                Get Started
              </SiteLink>
            </>
          )}
        </nav>
      </div>
    </Bar>
  );
}

function Hero({ view }: { view: LandingBrand }) {
  return (
    <section className="mkt-hero" aria-labelledby="mkt-hero-title">
      <div className="mkt-container mkt-hero__grid">
        <div className="mkt-hero__copy">
          {view.branded ? (
            <p className="mkt-hero__eyebrow">
              Brought to you by {view.officer && view.officer.name !== view.name ? `${view.officer.name}, ${view.name}` : view.name}
            </p>
          ) : null}
          <h1 id="mkt-hero-title" className="mkt-hero__title">
            Take Command of Your Mortgage
          </h1>
          <p className="mkt-hero__lead">
            See your real balance, equity and payoff date in one place — then find out exactly what a refinance or an
            extra payment would save you. Free for homeowners.
          </p>
          <div className="mkt-hero__ctas">
            <SiteLink to={view.signupUrl} className={buttonClass({ variant: 'primary', size: 'lg' })}>
              Get Started Free
            </SiteLink>
            <a href="#how-it-works" className={buttonClass({ variant: 'secondary', size: 'lg' })}>
              See how it works
            </a>
          </div>
        </div>
        {view.officer ? <OfficerCard officer={view.officer} company={view.name} /> : <ExampleCard />}
      </div>
    </section>
  );
}

function Steps() {
  return (
    <section id="how-it-works" className="mkt-section" aria-labelledby="mkt-steps-title">
      <div className="mkt-container">
        <h2 id="mkt-steps-title" className="mkt-section__title">
          Three steps to clearer numbers
        </h2>
        <ol className="mkt-steps">
          {STEPS.map((step, index) => (
            <li key={step.title} className="mkt-steps__item">
              <span className="mkt-steps__number" aria-hidden="true">
                {index + 1}
              </span>
              <h3 className="mkt-steps__title">{step.title}</h3>
              <p>{step.text}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}

function Benefits() {
  return (
    <section className="mkt-section mkt-section--tinted" aria-labelledby="mkt-benefits-title">
      <div className="mkt-container">
        <h2 id="mkt-benefits-title" className="mkt-section__title">
          Everything your mortgage statement doesn&apos;t tell you
        </h2>
        <BenefitCards benefits={BENEFITS} />
      </div>
    </section>
  );
}

function Banner({ view }: { view: LandingBrand }) {
  return (
    <section className="mkt-banner" aria-labelledby="mkt-banner-title">
      <div className="mkt-container mkt-banner__inner">
        <div>
          <h2 id="mkt-banner-title" className="mkt-banner__title">
            Your mortgage is your biggest bill. Make it work for you.
          </h2>
          <p className="mkt-banner__text">Free for homeowners. Set up in three short steps.</p>
        </div>
        <SiteLink to={view.signupUrl} className="mkt-banner__cta">
          Create my free account
        </SiteLink>
      </div>
    </section>
  );
}

function Footer({ view, embedded }: { view: LandingBrand; embedded: boolean }) {
  const Bar = embedded ? 'div' : 'footer';
  const resources = view.branded ? RESOURCE_LINKS : [...RESOURCE_LINKS, { label: 'For Loan Officers', to: '/LoanOfficers' }];
  return (
    <Bar className="mkt-landing__footer">
      <div className="mkt-container mkt-footer">
        <div className="mkt-footer__brand">
          <p className="mkt-footer__name">{view.name}</p>
          <p>{TAGLINE}</p>
        </div>
        <nav aria-label="Legal" className="mkt-footer__group">
          <h2 className="mkt-footer__heading">Legal</h2>
          <SiteLinkList links={LEGAL_LINKS} />
        </nav>
        <nav aria-label="Resources" className="mkt-footer__group">
          <h2 className="mkt-footer__heading">Resources</h2>
          <SiteLinkList links={resources} />
        </nav>
      </div>
      <div className="mkt-container">
        <p className="mkt-footer__legal">
          © {new Date().getFullYear()} {view.name}
          {view.branded ? ` · Powered by ${HOMEWISE_NAME}` : ''}. {NOT_FINANCIAL_ADVICE}
        </p>
      </div>
    </Bar>
  );
}

/**
 * The Landing (spec section 2): hero, three steps, benefit cards, banner, footer links. Sign In
 * leads to /login, the calls to action to signup (the officer's signup URL on a white-label
 * page). Inside the shell a signed-in visitor of the plain Landing goes to the Dashboard; embedded
 * on another site (no router) it never touches the session or the API.
 */
export function LandingPage({ brand, referralCode }: LandingProps) {
  const inRouter = useInRouterContext();
  const user = useCurrentUser();
  const embedded = !inRouter;
  const view = landingBrand(brand, referralCode, { embedded });
  if (inRouter && user && !view.branded && !referralCode) return <Navigate to="/Dashboard" replace />;

  const Root = embedded ? 'section' : 'div';
  const Main = embedded ? 'div' : 'main';
  return (
    <AppOriginProvider origin={embedded ? view.appOrigin : ''}>
      <Root
        className="mkt-landing"
        style={view.themeStyle}
        data-brand={view.branded ? view.name : undefined}
        aria-label={embedded ? `${view.name}: take command of your mortgage` : undefined}
      >
        <Header view={view} signedIn={inRouter && user !== null} embedded={embedded} />
        <Main id={embedded ? undefined : 'main-content'}>
          <Hero view={view} />
          <Steps />
          <Benefits />
          <Banner view={view} />
        </Main>
        <Footer view={view} embedded={embedded} />
      </Root>
    </AppOriginProvider>
  );
}
