import { Card, CardHeader, formatCurrency, formatPercent, Link, MoneyField, Notice, SelectField, TextField } from '@homewise/platform';
import { LoanTermField, MortgageExtrasFields, ProfileLoadError, withChange, type MortgageForm } from '@homewise/platform/mortgage-profile';
import { isArmLoanType, loanTypeLabel, loanTypeOptions, type MortgageProfile } from '@homewise/contracts';
import { Detail } from './Detail';

interface Props {
  profile: MortgageProfile | null;
  /** Why the profile could not be loaded (then there is nothing to show or edit), else null. */
  loadError: string | null;
  onRetry: () => Promise<unknown>;
  editing: boolean;
  form: MortgageForm;
  onChange: (field: keyof MortgageForm, update: (form: MortgageForm) => MortgageForm) => void;
  /** The message a field shows now (issue 18: the bounds of @homewise/contracts). */
  errorOf: (field: keyof MortgageForm) => string | undefined;
}

const optionalMoney = (value: number | null | undefined) => (typeof value === 'number' ? formatCurrency(value) : 'Not given');
/** A stored ARM term, or the usual one the calculators take when none is stored. */
const optionalPercent = (value: number | null | undefined, usual: number) => formatPercent(typeof value === 'number' ? value : usual, 3);

/** The Profile page's Mortgage Information card (spec section 2): the details, or their fields in edit mode. */
export function MortgageInformationCard({ profile, loadError, onRetry, editing, form, onChange, errorOf }: Props) {
  const change = (field: keyof MortgageForm) => (event: { target: { value: string } }) =>
    onChange(field, (current) => withChange(current, field, event.target.value));
  // Each field: its value, its change, its message.
  const bind = (field: keyof MortgageForm) => ({ name: field, value: form[field], onChange: change(field), error: errorOf(field) });

  return (
    <Card aria-labelledby="mortgage-information">
      <CardHeader title={<span id="mortgage-information">Mortgage Information</span>} />
      {loadError ? (
        // Never "add your mortgage": it may well exist (issue 18).
        <ProfileLoadError error={loadError} onRetry={onRetry} />
      ) : editing ? (
        <div className="account-profile__fields account-profile__fields--two">
          <TextField label="Property Address" autoComplete="street-address" {...bind('propertyAddress')} />
          <TextField label="Purchase Date" type="date" {...bind('purchaseDate')} />
          <MoneyField label="Purchase Price" {...bind('purchasePrice')} />
          <MoneyField label="Original Loan Amount" {...bind('originalLoanAmount')} />
          <MoneyField label="Current Balance" {...bind('currentBalance')} />
          <TextField label="Interest Rate (%)" type="number" min="0" step="0.001" inputMode="decimal" {...bind('interestRatePercent')} />
          <TextField label="Monthly Payment" {...bind('monthlyPayment')} readOnly hint="Calculated from the loan amount, rate and term." />
          {/* An older type (Fixed Rate, Variable Rate) stays selectable, so saving without touching it keeps it. */}
          <SelectField label="Loan Type" options={loanTypeOptions(form.loanType)} {...bind('loanType')} />
          <LoanTermField loanType={form.loanType} value={form.loanTermYears} onChange={change('loanTermYears')} />
          <MoneyField label="Current Home Value" {...bind('currentHomeValue')} />
          <TextField label="First Payment Date" type="date" {...bind('firstPaymentDate')} />
          <MortgageExtrasFields form={form} change={change} errorOf={errorOf} />
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
          <Detail label="Loan Term" value={`${profile.loanTermYears || 30} years`} />
          <Detail label="Current Home Value" value={formatCurrency(profile.currentHomeValue)} />
          <Detail label="First Payment Date" value={profile.firstPaymentDate?.slice(0, 10)} />
          <Detail label="Property Tax (per year)" value={optionalMoney(profile.propertyTaxYearly)} />
          <Detail label="Homeowners Insurance (per year)" value={optionalMoney(profile.insuranceYearly)} />
          <Detail label="HOA Dues (per month)" value={optionalMoney(profile.hoaMonthly)} />
          <Detail label="PMI (per month)" value={optionalMoney(profile.pmiMonthly)} />
          {isArmLoanType(profile.loanType) ? (
            <Detail
              label="ARM Margin / Caps"
              value={`${optionalPercent(profile.armMargin, 0.0275)} margin, caps ${optionalPercent(profile.armInitialCap, 0.02)} / ${optionalPercent(profile.armPeriodicCap, 0.02)} / ${optionalPercent(profile.armLifetimeCap, 0.05)}`}
            />
          ) : null}
        </dl>
      ) : (
        <Notice tone="info" title="No mortgage profile yet">
          Choose <strong>Edit Profile</strong> to add your mortgage, or <Link to="/onboarding">complete the guided setup</Link>.
        </Notice>
      )}
    </Card>
  );
}
