import { MoneyField, SelectField, TextField } from '@homewise/platform';
import type { MortgageForm } from '@homewise/platform/mortgage-profile';
import { LOAN_TYPES } from '@homewise/contracts';
import type { OnboardingForm } from '../onboarding-form';

type Change = (field: keyof MortgageForm) => (event: { target: { value: string } }) => void;

/**
 * Step 2, Mortgage Details: amount, rate (a percent), type; the term follows from the type and
 * the payment is calculated, both read-only. The balance may be left to an estimate.
 */
export function MortgageStep({ form, change, onEstimateMode }: { form: OnboardingForm; change: Change; onEstimateMode: (on: boolean) => void }) {
  return (
    <div className="onb-fields">
      <MoneyField
        label="Original Loan Amount"
        name="originalLoanAmount"
        required
        value={form.originalLoanAmount}
        onChange={change('originalLoanAmount')}
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
        hint="As a percent, for example 6.875"
      />
      <SelectField label="Loan Type" name="loanType" options={LOAN_TYPES} value={form.loanType} onChange={change('loanType')} />
      <TextField label="Loan Term (years)" name="loanTermYears" value={form.loanTermYears} readOnly hint="Set by the loan type." />
      <TextField label="First Payment Date" name="firstPaymentDate" type="date" value={form.firstPaymentDate} onChange={change('firstPaymentDate')} />
      <TextField
        label="Monthly Payment"
        name="monthlyPayment"
        value={form.monthlyPayment}
        readOnly
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
            hint="From your latest statement. Left blank, we use the original loan amount."
          />
        )}
      </div>
    </div>
  );
}
