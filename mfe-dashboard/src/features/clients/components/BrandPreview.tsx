import type { CSSProperties } from 'react';
import { FallbackImage, initials } from '@homewise/platform';
import { brandThemeStyle } from '@homewise/platform/brand-theme';
import type { BrandForm } from '../brand-form';

interface PreviewOfficer {
  name: string;
  email: string;
  phone: string | null;
}

const isWebAddress = (value: string) => /^https?:\/\/\S+\.\S+/.test(value.trim());

/**
 * The top of the officer's branded page (`/lo/<code>`) as visitors will see it, drawn from the
 * form as it is typed: logo or name, the brand colour (made readable as the page makes it), the
 * officer's card. Not the page itself (that is the marketing area's), so its texts are kept short.
 */
export function BrandPreview({ form, officer, pageUrl }: { form: BrandForm; officer: PreviewOfficer; pageUrl: string }) {
  const company = form.companyName.trim() || officer.name;
  const theme = (brandThemeStyle(form.primaryColor) ?? {}) as CSSProperties;
  const logo = isWebAddress(form.logoUrl) ? form.logoUrl.trim() : '';
  const photo = isWebAddress(form.photoUrl) ? form.photoUrl.trim() : '';
  const [first = '', ...rest] = officer.name.split(/\s+/);
  return (
    <figure className="clients-preview" aria-labelledby="clients-preview-caption">
      <figcaption id="clients-preview-caption" className="clients-preview__caption">
        Live preview of your page · <a href={pageUrl} target="_blank" rel="noreferrer">open the real one<span className="hw-visually-hidden"> (new tab)</span></a>
      </figcaption>
      <div className="clients-preview__page" style={theme}>
        <div className="clients-preview__bar">
          <FallbackImage src={logo} alt={company} className="clients-preview__logo" fallback={<span className="clients-preview__wordmark">⌂ {company}</span>} />
          <span className="clients-preview__cta clients-preview__cta--small" aria-hidden="true">
            Get Started
          </span>
        </div>
        <div className="clients-preview__hero">
          <p className="clients-preview__eyebrow">Brought to you by {company !== officer.name ? `${officer.name}, ${company}` : company}</p>
          <p className="clients-preview__title">Take Command of Your Mortgage</p>
          <span className="clients-preview__cta" aria-hidden="true">
            Get Started Free
          </span>
        </div>
        <div className="clients-preview__officer">
          <FallbackImage
            src={photo}
            alt={officer.name}
            className="clients-preview__photo"
            fallback={
              <span className="clients-preview__photo clients-preview__photo--initials" aria-hidden="true">
                {initials({ firstName: first, lastName: rest.join(' ') })}
              </span>
            }
          />
          <div>
            <p className="clients-preview__name">{officer.name}</p>
            {company !== officer.name ? <p className="clients-preview__line">{company}</p> : null}
            {form.nmlsId.trim() ? <p className="clients-preview__line">NMLS ID {form.nmlsId.trim()}</p> : null}
            <p className="clients-preview__line">{officer.email}</p>
            {officer.phone ? <p className="clients-preview__line">{officer.phone}</p> : null}
          </div>
        </div>
      </div>
    </figure>
  );
}
