import type { Brand } from '@homewise/contracts';
import { appPath, originOf, safeHref } from '../../shared/SiteLink';
import { brandThemeStyle } from '@homewise/platform/brand-theme';

export interface LandingOfficer {
  name: string;
  nmlsId: string | null;
  email: string;
  phone: string | null;
  photoUrl: string | null;
  /** `tel:` link of the phone number (digits and a leading +), when there is one. */
  phoneHref: string | null;
}

/** What the Landing shows of a brand: checked, with Homewise's own brand where one is missing. */
export interface LandingBrand {
  branded: boolean;
  name: string;
  logoUrl: string | null;
  /** The `--hw-*` colour variables of the brand colour (undefined: Homewise's colours). */
  themeStyle: Record<string, string> | undefined;
  officer: LandingOfficer | null;
  /** Where the calls to action go (the officer's referral code travels in it). */
  signupUrl: string;
  /** The Homewise app's origin when the signup URL is absolute (embedded on another site), else ''. */
  appOrigin: string;
}

export const HOMEWISE_NAME = 'Homewise';

function text(value: string | null | undefined): string | null {
  const trimmed = value?.trim();
  return trimmed ? trimmed : null;
}

function officerOf(brand: Brand): LandingOfficer | null {
  const officer = brand.loanOfficer;
  const name = text(officer?.name);
  if (!officer || !name) return null;
  const phone = text(officer.phone);
  const dialable = phone?.replace(/(?!^\+)[^\d]/g, '') ?? '';
  return {
    name,
    nmlsId: text(officer.nmlsId),
    email: text(officer.email) ?? '',
    phone,
    photoUrl: safeHref(officer.photoUrl),
    phoneHref: dialable.replace(/\D/g, '').length >= 3 ? `tel:${dialable}` : null,
  };
}

/**
 * The Landing's brand (contracts `Brand`; mfe-marketing/README.md). Without one, Homewise's; `referralCode` (from
 * `/lo/<code>` when the backend knows no brand for it) still carries the code to signup.
 */
export function landingBrand(brand?: Brand | null, referralCode?: string, { embedded = false }: { embedded?: boolean } = {}): LandingBrand {
  const fallbackSignup = referralCode ? `/signup?lo=${encodeURIComponent(referralCode)}` : '/signup';
  if (!brand) {
    return { branded: false, name: HOMEWISE_NAME, logoUrl: null, themeStyle: undefined, officer: null, signupUrl: fallbackSignup, appOrigin: '' };
  }
  const brandSignup = safeHref(brand.signupUrl) ?? fallbackSignup;
  // The backend writes the signup URL on its APP_URL. Inside the app the calls to action stay on
  // the origin the page was opened on (issue 18: a page opened on 127.0.0.1 led to localhost, where
  // the visitor has no session): only its path counts. Embedded elsewhere, the whole URL.
  const signupUrl = embedded ? brandSignup : appPath(brandSignup);
  return {
    branded: true,
    name: text(brand.name) ?? HOMEWISE_NAME,
    logoUrl: safeHref(brand.logoUrl),
    themeStyle: brandThemeStyle(brand.primaryColor),
    officer: officerOf(brand),
    signupUrl,
    appOrigin: originOf(brandSignup),
  };
}
