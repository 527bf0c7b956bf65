import { MoneyField, TextField } from '@homewise/platform';
import { isArmLoanType } from '@homewise/contracts';
import type { MortgageExtrasForm } from './mortgage-extras';

interface Props {
  form: MortgageExtrasForm & { loanType: string };
  change: (field: keyof MortgageExtrasForm) => (event: { target: { value: string } }) => void;
  errorOf: (field: keyof MortgageExtrasForm) => string | undefined;
}

const percentProps = { type: 'number', min: '0', step: '0.001', inputMode: 'decimal' } as const;

/**
 * The optional escrow of every mortgage form (Onboarding, Profile) and, for an ARM, its terms
 * with their usual defaults. Escrow makes the Dashboard's whole monthly payment; left blank it
 * counts as $0.
 */
export function MortgageExtrasFields({ form, change, errorOf }: Props) {
  const bind = (field: keyof MortgageExtrasForm) => ({ name: field, value: form[field], onChange: change(field), error: errorOf(field) });
  return (
    <>
      <fieldset className="hw-fieldset">
        <legend>Escrow (optional)</legend>
        <p className="hw-fieldset__hint">Taxes, insurance, HOA dues and PMI paid with your mortgage. Leave blank what you don&apos;t pay.</p>
        <MoneyField label="Property Tax (per year)" {...bind('propertyTaxYearly')} />
        <MoneyField label="Homeowners Insurance (per year)" {...bind('insuranceYearly')} />
        <MoneyField label="HOA Dues (per month)" {...bind('hoaMonthly')} />
        <MoneyField label="PMI (per month)" {...bind('pmiMonthly')} />
      </fieldset>
      {isArmLoanType(form.loanType) ? (
        <fieldset className="hw-fieldset">
          <legend>Adjustable Rate Terms</legend>
          <p className="hw-fieldset__hint">From your note; the usual terms are filled in (margin 2.75%, caps 2/2/5).</p>
          <TextField label="Margin (%)" {...percentProps} {...bind('armMarginPercent')} />
          <TextField label="Index Rate Today (%)" {...percentProps} {...bind('armIndexPercent')} hint="Blank: your rate stays where it is when it adjusts." />
          <TextField label="First Adjustment Cap (%)" {...percentProps} {...bind('armInitialCapPercent')} />
          <TextField label="Later Adjustment Cap (%)" {...percentProps} {...bind('armPeriodicCapPercent')} />
          <TextField label="Lifetime Cap (%)" {...percentProps} {...bind('armLifetimeCapPercent')} />
        </fieldset>
      ) : null}
    </>
  );
}
