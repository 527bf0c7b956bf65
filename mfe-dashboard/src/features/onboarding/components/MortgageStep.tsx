import { MoneyField, SelectField, TextField } from '@homewise/platform';
import { LoanTermField, MortgageExtrasFields, type MortgageForm } from '@homewise/platform/mortgage-profile';
import { LOAN_TYPES } from '@homewise/contracts';
import type { FieldError, OnboardingForm } from '../onboarding-form';

type Change = (field: keyof MortgageForm) => (event: { target: { value: string } }) => void;

/**
 * Step 2, Mortgage Details: amount, rate (a percent), type; a fixed type sets the term, an ARM's
 * is chosen (30 years unless changed); the payment is calculated, read-only. The balance may be left to an estimate.
 */
export function MortgageStep({
  form,
  change,
  errorOf,
  onEstimateMode,
}: {
  form: OnboardingForm;
  change: Change;
  errorOf: FieldError;
  onEstimateMode: (on: boolean) => void;
}) {
  return (
    <div className="onb-fields">
      <MoneyField
        label="Original Loan Amount"
        name="originalLoanAmount"
        required
        value={form.originalLoanAmount}
        onChange={change('originalLoanAmount')}
        error={errorOf('originalLoanAmount')}
      />
      <TextField
        label="Interest Rate (%)"
        name="interestRatePercent"
        type="number"
        min="0"
        step="0.001"
        inputMode="decimal"
        required
        value={form.interestRatePercent}
        onChange={change('interestRatePercent')}
        error={errorOf('interestRatePercent')}
        hint="As a percent, for example 6.875"
      />
      <SelectField label="Loan Type" name="loanType" options={LOAN_TYPES} value={form.loanType} onChange={change('loanType')} />
      <LoanTermField loanType={form.loanType} value={form.loanTermYears} onChange={change('loanTermYears')} />
      <TextField
        label="First Payment Date"
        name="firstPaymentDate"
        type="date"
        value={form.firstPaymentDate}
        onChange={change('firstPaymentDate')}
        error={errorOf('firstPaymentDate')}
      />
      <TextField
        label="Monthly Payment"
        name="monthlyPayment"
        value={form.monthlyPayment}
        readOnly
        error={errorOf('monthlyPayment')}
        hint="Principal + interest, calculated from the amount, rate and term."
      />
      <div className="onb-fields__wide onb-balance">
        <label className="onb-check">
          <input type="checkbox" name="estimateMode" checked={form.estimateMode} onChange={(e) => onEstimateMode(e.target.checked)} />
          I don&apos;t know my current balance
        </label>
        {form.estimateMode ? (
          <p className="onb-balance__note">
            We&apos;ll estimate it from the loan amount, rate, payment and first payment date, and show it on the next step, where you
            can change it.
          </p>
        ) : (
          <MoneyField
            label="Current Balance"
            name="currentBalance"
            value={form.currentBalance}
            onChange={change('currentBalance')}
            error={errorOf('currentBalance')}
            hint="From your latest statement. Left blank, we use the original loan amount."
          />
        )}
      </div>
      <MortgageExtrasFields form={form} change={change} errorOf={errorOf} />
    </div>
  );
}
