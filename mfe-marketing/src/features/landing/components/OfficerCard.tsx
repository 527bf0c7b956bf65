import { FallbackImage, initials } from '@homewise/platform';
import { Icon } from '../../../shared/Icon';
import type { LandingOfficer } from '../landing-brand';

/** The loan officer's card on a white-label Landing: photo, name, NMLS ID, email, phone. */
export function OfficerCard({ officer, company }: { officer: LandingOfficer; company: string }) {
  const [first = '', ...rest] = officer.name.split(/\s+/);
  return (
    <aside className="mkt-officer" aria-labelledby="mkt-officer-title">
      <h2 id="mkt-officer-title" className="mkt-officer__eyebrow">
        Your loan officer
      </h2>
      <div className="mkt-officer__identity">
        {/* A photo address that does not load shows the initials (issue 18), not a broken image. */}
        <FallbackImage
          className="mkt-officer__photo"
          src={officer.photoUrl}
          alt={officer.name}
          width={72}
          height={72}
          fallback={
            <span className="mkt-officer__photo mkt-officer__photo--initials" aria-hidden="true">
              {initials({ firstName: first, lastName: rest.join(' ') })}
            </span>
          }
        />
        <div>
          <p className="mkt-officer__name">{officer.name}</p>
          {company !== officer.name ? <p className="mkt-officer__company">{company}</p> : null}
          {officer.nmlsId ? <p className="mkt-officer__nmls">NMLS ID {officer.nmlsId}</p> : null}
        </div>
      </div>
      <ul className="mkt-officer__contact">
        {officer.email ? (
          <li>
            <Icon name="mail" size={18} />
            <a href={`mailto:${officer.email}`}>
              <span className="hw-visually-hidden">Email </span>
              {officer.email}
            </a>
          </li>
        ) : null}
        {officer.phone ? (
          <li>
            <Icon name="phone" size={18} />
            {officer.phoneHref ? (
              <a href={officer.phoneHref}>
                <span className="hw-visually-hidden">Call </span>
                {officer.phone}
              </a>
            ) : (
              <span>{officer.phone}</span>
            )}
          </li>
        ) : null}
      </ul>
      <p className="mkt-officer__note">
        Questions about your loan or a refinance? {first || officer.name} is happy to help — and can see the numbers you
        track here once you sign up through this page.
      </p>
    </aside>
  );
}
