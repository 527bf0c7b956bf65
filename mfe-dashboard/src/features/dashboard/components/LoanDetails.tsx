import { formatCurrency, MoneyField, SelectField, TextField, todayIso } from '@homewise/platform';
import { fractionFromPercent, LoanTermField, mortgageFormErrors, paymentText, percentText, storedPaymentText } from '@homewise/platform/mortgage-profile';
import { loanTypeLabel, loanTypeOptions, termYearsForLoanType, type MortgageProfile } from '@homewise/contracts';
import { updateLoanDetails } from '../api/dashboard-api';
import { dateText, interestRateText } from '../dashboard-view';
import { useInlineEdit } from '../hooks/useInlineEdit';
import { DetailList, SummarySection } from './SummarySection';

interface LoanDraft extends Record<string, string> {
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

/** The draft after the loan type changed: the term follows the type (as on Profile and Onboarding), then the payment. */
const withLoanType = (draft: LoanDraft, loanType: string): LoanDraft =>
  withPayment({
    ...draft,
    loanType,
    loanTermYears: String(termYearsForLoanType(loanType, { loanType: draft.loanType, termYears: Number(draft.loanTermYears) })),
  });

/**
 * Loan Details: type, original amount, rate, term, first payment date, monthly payment. The
 * edit offers the same seven loan types as Onboarding and Profile (not the spec's "Fixed Rate /
 * Variable Rate", which silently turned a 30-Year Fixed into "Fixed Rate"; a profile still
 * holding one of those keeps it as an option). A fixed type sets the term, an ARM's is chosen;
 * the payment is recalculated as type, amount, rate or term change.
 */
export function LoanDetails({ profile, reload }: { profile: MortgageProfile; reload: () => Promise<unknown> }) {
  const { formRef, editButtonRef, ...edit } = useInlineEdit<LoanDraft>(
    () => ({
      loanType: profile.loanType,
      originalLoanAmount: String(profile.originalLoanAmount),
      interestRatePercent: percentText(profile.originalInterestRate),
      loanTermYears: String(profile.loanTermYears || 30),
      firstPaymentDate: profile.firstPaymentDate?.slice(0, 10) ?? '',
      monthlyPayment: storedPaymentText(profile),
    }),
    reload,
    // Issue 18: the bounds of @homewise/contracts; the balance it must not fall under is the stored one.
    ({ loanType: _type, ...loan }) => mortgageFormErrors(loan, todayIso(), { stored: profile }),
  );
  const draft = edit.draft;
  const typeOptions = loanTypeOptions(profile.loanType);
  const change = (field: keyof LoanDraft & string, recalculate = false) => (event: { target: { value: string } }) =>
    edit.change((d) => (recalculate ? withPayment({ ...d, [field]: event.target.value }) : { ...d, [field]: event.target.value }), field);
  const bind = (field: keyof LoanDraft & string, recalculate = false) => ({
    name: field,
    value: draft?.[field] ?? '',
    onChange: change(field, recalculate),
    error: edit.errorOf(field),
  });

  return (
    <SummarySection
      id="summary-loan"
      title="Loan Details"
      edit={edit}
      formRef={formRef}
      editButtonRef={editButtonRef}
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
            <SelectField
              label="Loan Type"
              name="loanType"
              options={typeOptions}
              value={draft.loanType}
              onChange={(event) => edit.change((d) => withLoanType(d, event.target.value), 'loanType')}
              autoFocus
            />
            <MoneyField label="Original Amount" {...bind('originalLoanAmount', true)} />
            <TextField label="Interest Rate (%)" type="number" min="0" step="0.001" inputMode="decimal" {...bind('interestRatePercent', true)} />
            <LoanTermField label="Term (years)" loanType={draft.loanType} value={draft.loanTermYears} onChange={change('loanTermYears', true)} />
            <TextField label="First Payment Date" type="date" {...bind('firstPaymentDate')} />
            <TextField label="Monthly Payment" {...bind('monthlyPayment')} readOnly hint="Principal + interest, from the amount, rate and term." />
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
