import { BRAND_MESSAGES, BRAND_RULES, type LoanOfficerBrandSettings } from '@homewise/contracts';

/** The brand settings form: text as typed ('' = not set). */
export type BrandForm = Record<keyof LoanOfficerBrandSettings, string>;
export type BrandErrors = Partial<Record<keyof LoanOfficerBrandSettings, string>>;

export const BRAND_FIELDS = ['companyName', 'nmlsId', 'logoUrl', 'photoUrl', 'primaryColor'] as const satisfies readonly (keyof LoanOfficerBrandSettings)[];

export function brandFormOf(settings: LoanOfficerBrandSettings): BrandForm {
  return {
    companyName: settings.companyName ?? '',
    nmlsId: settings.nmlsId ?? '',
    logoUrl: settings.logoUrl ?? '',
    photoUrl: settings.photoUrl ?? '',
    primaryColor: settings.primaryColor ?? '',
  };
}

function isWebAddress(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.includes('.');
  } catch {
    return false;
  }
}

/** The API's rules (contracts BRAND_RULES) with its messages, checked as the officer types. */
export function validateBrand(form: BrandForm): BrandErrors {
  const errors: BrandErrors = {};
  const value = (key: keyof BrandForm) => form[key].trim();
  if (value('companyName').length > BRAND_RULES.companyNameMax) errors.companyName = BRAND_MESSAGES.companyName;
  if (value('nmlsId') && !BRAND_RULES.nmlsId.test(value('nmlsId'))) errors.nmlsId = BRAND_MESSAGES.nmlsId;
  for (const [key, lengthMessage] of [
    ['logoUrl', BRAND_MESSAGES.logoUrlLength],
    ['photoUrl', BRAND_MESSAGES.photoUrlLength],
  ] as const) {
    const url = value(key);
    if (url.length > BRAND_RULES.urlMax) errors[key] = lengthMessage;
    else if (url && !isWebAddress(url)) errors[key] = BRAND_MESSAGES[key];
  }
  if (value('primaryColor') && !BRAND_RULES.primaryColor.test(value('primaryColor'))) errors.primaryColor = BRAND_MESSAGES.primaryColor;
  return errors;
}

/** The fields that changed since `saved`, as the PATCH takes them (null clears one). */
export function brandChanges(form: BrandForm, saved: LoanOfficerBrandSettings): Partial<LoanOfficerBrandSettings> {
  const changes: Partial<LoanOfficerBrandSettings> = {};
  for (const key of BRAND_FIELDS) {
    const next = form[key].trim() || null;
    if (next !== saved[key]) changes[key] = next;
  }
  return changes;
}

/** Which field a server message is about (its messages start with the field's label), to show it there. */
export function fieldOfMessage(message: string): keyof LoanOfficerBrandSettings | null {
  const labels: [string, keyof LoanOfficerBrandSettings][] = [
    ['Company name', 'companyName'],
    ['NMLS ID', 'nmlsId'],
    ['Logo URL', 'logoUrl'],
    ['Photo URL', 'photoUrl'],
    ['Primary color', 'primaryColor'],
  ];
  return labels.find(([label]) => message.startsWith(label))?.[1] ?? null;
}
