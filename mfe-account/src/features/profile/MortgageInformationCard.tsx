import { Card, CardHeader, formatCurrency, formatPercent, Link, MoneyField, Notice, SelectField, TextField } from '@homewise/platform';
import { withChange, type MortgageForm } from '@homewise/platform/mortgage-profile';
import { LOAN_TYPES, loanTypeLabel, type MortgageProfile } from '@homewise/contracts';
import { Detail } from './Detail';

interface Props {
  profile: MortgageProfile | null;
  loadFailed: boolean;
  editing: boolean;
  form: MortgageForm;
  onChange: (update: (form: MortgageForm) => MortgageForm) => void;
}

/** The Profile page's Mortgage Information card (spec section 2): the details, or their fields in edit mode. */
export function MortgageInformationCard({ profile, loadFailed, editing, form, onChange }: Props) {
  const change = (field: keyof MortgageForm) => (event: { target: { value: string } }) => onChange((current) => withChange(current, field, event.target.value));
  // A type set elsewhere (the Dashboard's Fixed Rate / Variable Rate) stays selectable.
  const loanTypeOptions = LOAN_TYPES.some((t) => t.value === form.loanType) || !form.loanType
    ? LOAN_TYPES
    : [...LOAN_TYPES, { value: form.loanType, label: loanTypeLabel(form.loanType) }];

  return (
    <Card aria-labelledby="mortgage-information">
      <CardHeader title={<span id="mortgage-information">Mortgage Information</span>} />
      {loadFailed && !editing ? (
        <Notice tone="warning" title="We could not load your mortgage details">
          Please reload the page in a moment.
        </Notice>
      ) : null}
      {editing ? (
        <div className="account-profile__fields account-profile__fields--two">
          <TextField label="Property Address" name="propertyAddress" autoComplete="street-address" value={form.propertyAddress} onChange={change('propertyAddress')} />
          <TextField label="Purchase Date" name="purchaseDate" type="date" value={form.purchaseDate} onChange={change('purchaseDate')} />
          <MoneyField label="Purchase Price" name="purchasePrice" value={form.purchasePrice} onChange={change('purchasePrice')} />
          <MoneyField label="Original Loan Amount" name="originalLoanAmount" value={form.originalLoanAmount} onChange={change('originalLoanAmount')} />
          <MoneyField label="Current Balance" name="currentBalance" value={form.currentBalance} onChange={change('currentBalance')} />
          <TextField label="Interest Rate (%)" name="interestRatePercent" type="number" min="0" step="0.001" inputMode="decimal" value={form.interestRatePercent} onChange={change('interestRatePercent')} />
          <TextField label="Monthly Payment" name="monthlyPayment" value={form.monthlyPayment} readOnly hint="Calculated from the loan amount, rate and term." />
          <SelectField label="Loan Type" name="loanType" options={loanTypeOptions} value={form.loanType} onChange={change('loanType')} hint={`Term: ${form.loanTermYears || 30} years`} />
          <MoneyField label="Current Home Value" name="currentHomeValue" value={form.currentHomeValue} onChange={change('currentHomeValue')} />
          <TextField label="First Payment Date" name="firstPaymentDate" type="date" value={form.firstPaymentDate} onChange={change('firstPaymentDate')} />
        </div>
      ) : profile ? (
        <dl className="account-profile__details account-profile__details--two">
          <Detail label="Property Address" value={profile.propertyAddress} />
          <Detail label="Purchase Date" value={profile.purchaseDate?.slice(0, 10)} />
          <Detail label="Purchase Price" value={formatCurrency(profile.purchasePrice)} />
          <Detail label="Original Loan Amount" value={formatCurrency(profile.originalLoanAmount)} />
          <Detail label="Current Balance" value={formatCurrency(profile.currentBalance)} />
          <Detail label="Interest Rate (%)" value={formatPercent(profile.originalInterestRate, 3)} />
          <Detail label="Monthly Payment" value={formatCurrency(profile.monthlyPayment)} />
          <Detail label="Loan Type" value={loanTypeLabel(profile.loanType)} />
          <Detail label="Current Home Value" value={formatCurrency(profile.currentHomeValue)} />
          <Detail label="First Payment Date" value={profile.firstPaymentDate?.slice(0, 10)} />
        </dl>
      ) : (
        <Notice tone="info" title="No mortgage profile yet">
          Choose <strong>Edit Profile</strong> to add your mortgage, or <Link to="/onboarding">complete the guided setup</Link>.
        </Notice>
      )}
    </Card>
  );
}
