import type { ReactNode } from 'react';
import { Button, formatCurrency, MoneyField } from '@homewise/platform';
import { fractionFromPercent, parsedNumber, type MortgageForm } from '@homewise/platform/mortgage-profile';
import { loanTypeLabel } from '@homewise/contracts';
import type { FieldError, OnboardingForm, Step } from '../onboarding-form';

type Change = (field: keyof MortgageForm) => (event: { target: { value: string } }) => void;

const money = (text: string, fallback = 'Not given') => (text.trim() ? formatCurrency(parsedNumber(text)) : fallback);
const date = (text: string) => text || 'Not given';

function Item({ label, value }: { label: string; value: string }) {
  return (
    <div className="onb-review__item">
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
}

/** One step's values, with an Edit that goes back to that step. */
function ReviewSection({ id, title, onEdit, children }: { id: string; title: string; onEdit: () => void; children: ReactNode }) {
  return (
    <section aria-labelledby={id}>
      <div className="onb-review__heading">
        <h3 id={id}>{title}</h3>
        <Button variant="link" onClick={onEdit} aria-label={`Edit ${title.toLowerCase()}`}>
          Edit
        </Button>
      </div>
      {children}
    </section>
  );
}

/** Step 3, Review & Confirm: everything typed, with the blanks' fallbacks, and the estimated balance to check. */
export function ReviewStep({ form, change, errorOf, goTo }: { form: OnboardingForm; change: Change; errorOf: FieldError; goTo: (step: Step) => void }) {
  const rate = fractionFromPercent(form.interestRatePercent);
  return (
    <div className="onb-review">
      <ReviewSection id="review-property" title="Property Information" onEdit={() => goTo(1)}>
        <dl className="onb-review__list">
          <Item label="Property Address" value={form.propertyAddress.trim()} />
          <Item label="Purchase Date" value={date(form.purchaseDate)} />
          <Item label="Purchase Price" value={money(form.purchasePrice)} />
          <Item label="Current Home Value" value={form.currentHomeValue.trim() ? money(form.currentHomeValue) : `${money(form.purchasePrice, '$0.00')} (the purchase price)`} />
        </dl>
      </ReviewSection>
      <ReviewSection id="review-mortgage" title="Mortgage Details" onEdit={() => goTo(2)}>
        <dl className="onb-review__list">
          <Item label="Original Loan Amount" value={money(form.originalLoanAmount)} />
          <Item label="Interest Rate" value={`${(rate * 100).toFixed(3)}%`} />
          <Item label="Loan Type" value={loanTypeLabel(form.loanType)} />
          <Item label="Loan Term" value={`${form.loanTermYears} years`} />
          <Item label="First Payment Date" value={date(form.firstPaymentDate)} />
          <Item label="Monthly Payment" value={money(form.monthlyPayment)} />
          {form.estimateMode ? null : (
            <Item label="Current Balance" value={form.currentBalance.trim() ? money(form.currentBalance) : `${money(form.originalLoanAmount)} (the original loan amount)`} />
          )}
        </dl>
        {form.estimateMode ? (
          <MoneyField
            label="Current Balance (estimated)"
            name="currentBalance"
            value={form.currentBalance}
            onChange={change('currentBalance')}
            error={errorOf('currentBalance')}
            hint={
              form.firstPaymentDate
                ? `What you would owe today after every monthly payment since ${form.firstPaymentDate}. Change it if your statement says otherwise.`
                : 'Without a first payment date we assume no payments yet: the original loan amount. Change it if your statement says otherwise.'
            }
          />
        ) : null}
      </ReviewSection>
    </div>
  );
}
