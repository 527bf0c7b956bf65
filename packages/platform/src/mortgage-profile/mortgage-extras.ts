// Issue 21: the optional escrow and ARM terms of the mortgage form — the fields as typed, what
// a stored profile fills in, what Save sends and what each field says when it is out of bounds
// (@homewise/contracts' MONEY_TOOL_BOUNDS: the API answers with the same words).
import { isArmLoanType, moneyToolProblem, type MortgageExtraField, type MortgageExtras, type MortgageProfile } from '@homewise/contracts';
import { ARM_DEFAULTS } from '@homewise/finance';

/** The form's extra fields: escrow in dollars, ARM terms as typed percents. */
export interface MortgageExtrasForm {
  propertyTaxYearly: string;
  insuranceYearly: string;
  hoaMonthly: string;
  pmiMonthly: string;
  armMarginPercent: string;
  armIndexPercent: string;
  armInitialCapPercent: string;
  armPeriodicCapPercent: string;
  armLifetimeCapPercent: string;
}

/** Each form field's profile field, and whether it is typed as a percent. */
export const EXTRA_FORM_FIELDS: Record<keyof MortgageExtrasForm, { field: MortgageExtraField; percent: boolean }> = {
  propertyTaxYearly: { field: 'propertyTaxYearly', percent: false },
  insuranceYearly: { field: 'insuranceYearly', percent: false },
  hoaMonthly: { field: 'hoaMonthly', percent: false },
  pmiMonthly: { field: 'pmiMonthly', percent: false },
  armMarginPercent: { field: 'armMargin', percent: true },
  armIndexPercent: { field: 'armIndexRate', percent: true },
  armInitialCapPercent: { field: 'armInitialCap', percent: true },
  armPeriodicCapPercent: { field: 'armPeriodicCap', percent: true },
  armLifetimeCapPercent: { field: 'armLifetimeCap', percent: true },
};
const FORM_FIELDS = Object.keys(EXTRA_FORM_FIELDS) as (keyof MortgageExtrasForm)[];

export const EMPTY_EXTRAS_FORM: Readonly<MortgageExtrasForm> = Object.freeze(Object.fromEntries(FORM_FIELDS.map((f) => [f, ''])) as unknown as MortgageExtrasForm);

/** The ARM terms an ARM starts with when none are stored (margin 2.75%, caps 2/2/5). */
const ARM_DEFAULT_PERCENTS: Partial<MortgageExtrasForm> = {
  armMarginPercent: String(ARM_DEFAULTS.margin * 100),
  armInitialCapPercent: String(ARM_DEFAULTS.caps.initial * 100),
  armPeriodicCapPercent: String(ARM_DEFAULTS.caps.periodic * 100),
  armLifetimeCapPercent: String(ARM_DEFAULTS.caps.lifetime * 100),
};

const percentOf = (fraction: number) => String(Number((fraction * 100).toFixed(6)));

/** The extra fields for a stored profile: its values, the ARM defaults where it has none. */
export function extrasFormFrom(profile: MortgageProfile | null): MortgageExtrasForm {
  const form = { ...EMPTY_EXTRAS_FORM, ...ARM_DEFAULT_PERCENTS };
  for (const name of FORM_FIELDS) {
    const { field, percent } = EXTRA_FORM_FIELDS[name];
    const value = profile?.[field];
    if (typeof value === 'number' && Number.isFinite(value)) form[name] = percent ? percentOf(value) : String(value);
  }
  return form;
}

/**
 * What Save sends: blank → null (not given); percents as fractions to the 6 decimals the column
 * keeps. A loan that is not an ARM (`arm: false`) has no ARM terms: they are sent as null.
 */
export function extrasInputFrom(form: Partial<MortgageExtrasForm>, { arm = true }: { arm?: boolean } = {}): Required<MortgageExtras> {
  const input = {} as Required<MortgageExtras>;
  for (const name of FORM_FIELDS) {
    const { field, percent } = EXTRA_FORM_FIELDS[name];
    const text = percent && !arm ? '' : (form[name] ?? '').trim();
    input[field] = text === '' ? null : percent ? Number((Number(text) / 100).toFixed(6)) : Number(text);
  }
  return input;
}

/**
 * The message of each extra field out of bounds (blank is fine: every one is optional). The ARM
 * terms only when the form's loan type is an ARM (they are hidden and not sent otherwise).
 */
export function extrasFormErrors(form: Partial<MortgageExtrasForm> & { loanType?: string }): Partial<Record<keyof MortgageExtrasForm, string>> {
  const arm = isArmLoanType(form.loanType);
  const input = extrasInputFrom(form, { arm });
  const errors: Partial<Record<keyof MortgageExtrasForm, string>> = {};
  for (const name of FORM_FIELDS) {
    if (form[name] === undefined || (EXTRA_FORM_FIELDS[name].percent && !arm)) continue;
    const problem = moneyToolProblem(EXTRA_FORM_FIELDS[name].field, input[EXTRA_FORM_FIELDS[name].field]);
    if (problem) errors[name] = problem;
  }
  return errors;
}
