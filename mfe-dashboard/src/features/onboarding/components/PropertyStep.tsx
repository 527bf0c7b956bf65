import { MoneyField, TextField } from '@homewise/platform';
import type { MortgageForm } from '@homewise/platform/mortgage-profile';
import type { FieldError, OnboardingForm } from '../onboarding-form';

type Change = (field: keyof MortgageForm) => (event: { target: { value: string } }) => void;

/** Step 1, Property Information: the address (required) and what the home cost and is worth. */
export function PropertyStep({ form, change, errorOf }: { form: OnboardingForm; change: Change; errorOf: FieldError }) {
  return (
    <div className="onb-fields">
      <div className="onb-fields__wide">
        <TextField
          label="Property Address"
          name="propertyAddress"
          autoComplete="street-address"
          required
          value={form.propertyAddress}
          onChange={change('propertyAddress')}
          error={errorOf('propertyAddress')}
          hint="For example: 123 Main St, Springfield, IL 62701"
        />
      </div>
      <TextField label="Purchase Date" name="purchaseDate" type="date" value={form.purchaseDate} onChange={change('purchaseDate')} error={errorOf('purchaseDate')} />
      <MoneyField label="Purchase Price" name="purchasePrice" value={form.purchasePrice} onChange={change('purchasePrice')} error={errorOf('purchasePrice')} />
      <MoneyField
        label="Current Home Value"
        name="currentHomeValue"
        value={form.currentHomeValue}
        onChange={change('currentHomeValue')}
        error={errorOf('currentHomeValue')}
        hint="Your best estimate. Left blank, we use the purchase price."
      />
    </div>
  );
}
