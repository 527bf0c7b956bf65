import { SelectField, TextField } from '@homewise/platform';
import { fixedTermYears, termChoicesFor } from '@homewise/contracts';

interface Props {
  /** The form's loan type: a fixed-rate type sets the term; an ARM (or an older type) lets it be chosen. */
  loanType: string;
  /** The term in years, as the form holds it. */
  value: string;
  onChange: (event: { target: { value: string } }) => void;
  name?: string;
  label?: string;
}

/**
 * The loan term of every mortgage form (Onboarding, Profile, the Dashboard's loan edit): read-only
 * for a fixed-rate type ("Set by the loan type"), a choice of 15, 20, 25, 30 or 40 years for an
 * ARM — a 5/1 ARM is a 30-year loan whose rate is fixed for 5 years, not a 5-year loan.
 */
export function LoanTermField({ loanType, value, onChange, name = 'loanTermYears', label = 'Loan Term (years)' }: Props) {
  if (fixedTermYears(loanType) !== null) {
    return <TextField label={label} name={name} value={value} readOnly hint="Set by the loan type." />;
  }
  const options = termChoicesFor(loanType, Number(value)).map((years) => ({ value: String(years), label: `${years} years` }));
  return (
    <SelectField
      label={label}
      name={name}
      options={options}
      value={value}
      onChange={onChange}
      hint="An ARM's rate is fixed for its first years; its term is how long you pay (most are 30 years)."
    />
  );
}
