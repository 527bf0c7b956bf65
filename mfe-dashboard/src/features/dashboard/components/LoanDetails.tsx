import { formatCurrency, MoneyField, SelectField, TextField } from '@homewise/platform';
import { fractionFromPercent, paymentText, percentText } from '@homewise/platform/mortgage-profile';
import { DASHBOARD_LOAN_TYPES, loanTypeLabel, type MortgageProfile } from '@homewise/contracts';
import { updateLoanDetails } from '../api/dashboard-api';
import { dateText, interestRateText } from '../dashboard-view';
import { useInlineEdit } from '../hooks/useInlineEdit';
import { DetailList, SummarySection } from './SummarySection';

interface LoanDraft {
  loanType: string;
  originalLoanAmount: string;
  interestRatePercent: string;
  loanTermYears: string;
  firstPaymentDate: string;
  monthlyPayment: string;
}

const withPayment = (draft: LoanDraft): LoanDraft => ({
  ...draft,
  monthlyPayment: paymentText({ originalLoanAmount: draft.originalLoanAmount, interestRatePercent: draft.interestRatePercent, loanTermYears: draft.loanTermYears }),
});

/**
 * Loan Details: type, original amount, rate, term, first payment date, monthly payment. The
 * edit offers the Dashboard's own loan types (Fixed Rate, Variable Rate — spec section 3) beside
 * the current one, and recalculates the payment as amount, rate or term change.
 */
export function LoanDetails({ profile, reload }: { profile: MortgageProfile; reload: () => Promise<unknown> }) {
  const edit = useInlineEdit<LoanDraft>(
    () => ({
      loanType: profile.loanType,
      originalLoanAmount: String(profile.originalLoanAmount),
      interestRatePercent: percentText(profile.originalInterestRate),
      loanTermYears: String(profile.loanTermYears || 30),
      firstPaymentDate: profile.firstPaymentDate?.slice(0, 10) ?? '',
      monthlyPayment: profile.monthlyPayment.toFixed(2),
    }),
    reload,
  );
  const draft = edit.draft;
  const typeOptions = DASHBOARD_LOAN_TYPES.some((t) => t.value === profile.loanType)
    ? DASHBOARD_LOAN_TYPES
    : [{ value: profile.loanType, label: loanTypeLabel(profile.loanType) }, ...DASHBOARD_LOAN_TYPES];
  const change = (field: keyof LoanDraft, recalculate = false) => (event: { target: { value: string } }) =>
    edit.change((d) => (recalculate ? withPayment({ ...d, [field]: event.target.value }) : { ...d, [field]: event.target.value }));

  return (
    <SummarySection
      id="summary-loan"
      title="Loan Details"
      edit={edit}
      editLabel="Edit loan details"
      onSubmit={() =>
        void edit.save(
          (values) =>
            updateLoanDetails(profile.id, {
              loanType: values.loanType,
              originalLoanAmount: values.originalLoanAmount.trim() || '0',
              originalInterestRate: String(fractionFromPercent(values.interestRatePercent)),
              loanTermYears: Math.round(Number.parseFloat(values.loanTermYears)) || 30,
              firstPaymentDate: values.firstPaymentDate || null,
              monthlyPayment: values.monthlyPayment || '0',
            }),
          { success: 'Loan details updated successfully', failure: 'Failed to update loan details' },
        )
      }
      fields={
        draft ? (
          <>
            <SelectField label="Loan Type" name="loanType" options={typeOptions} value={draft.loanType} onChange={change('loanType')} autoFocus />
            <MoneyField label="Original Amount" name="originalLoanAmount" value={draft.originalLoanAmount} onChange={change('originalLoanAmount', true)} />
            <TextField label="Interest Rate (%)" name="interestRatePercent" type="number" min="0" step="0.001" inputMode="decimal" value={draft.interestRatePercent} onChange={change('interestRatePercent', true)} />
            <TextField label="Term (years)" name="loanTermYears" type="number" min="1" max="40" step="1" inputMode="numeric" value={draft.loanTermYears} onChange={change('loanTermYears', true)} />
            <TextField label="First Payment Date" name="firstPaymentDate" type="date" value={draft.firstPaymentDate} onChange={change('firstPaymentDate')} />
            <TextField label="Monthly Payment" name="monthlyPayment" value={draft.monthlyPayment} readOnly hint="Principal + interest, from the amount, rate and term." />
          </>
        ) : null
      }
    >
      <DetailList
        items={[
          ['Loan Type', loanTypeLabel(profile.loanType)],
          ['Original Amount', formatCurrency(profile.originalLoanAmount)],
          ['Interest Rate', interestRateText(profile.originalInterestRate)],
          ['Term', `${profile.loanTermYears || 30} years`],
          ['First Payment Date', dateText(profile.firstPaymentDate)],
          ['Monthly Payment', formatCurrency(profile.monthlyPayment)],
        ]}
      />
    </SummarySection>
  );
}
