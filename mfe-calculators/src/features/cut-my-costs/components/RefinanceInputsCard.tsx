import type { MarketRates } from '@homewise/contracts';
import { Card, CardHeader, MoneyField, SelectField, TextField } from '@homewise/platform';
import { CheckboxField } from '../../../shared/CheckboxField';
import { TERM_OPTIONS, type RefinanceForm, type RefinanceFormErrors } from '../refinance-form';
import { MarketRatesBox } from './MarketRatesBox';

/** The left column's inputs: New Interest Rate (with the market rates), New Loan Term, Closing Costs, roll-in. */
export function RefinanceInputsCard({
  form,
  errors,
  marketRates,
  onChange,
}: {
  form: RefinanceForm;
  errors: RefinanceFormErrors;
  marketRates: MarketRates | null | undefined;
  onChange: (change: Partial<RefinanceForm>) => void;
}) {
  return (
    <Card aria-labelledby="new-loan-heading">
      <CardHeader title={<span id="new-loan-heading">Your New Loan</span>} />
      <div className="calc-fields">
        <TextField
          label="New Interest Rate (%)"
          name="ratePercent"
          type="number"
          inputMode="decimal"
          min="0"
          max="25"
          step="0.001"
          value={form.ratePercent}
          error={errors.ratePercent}
          onChange={(event) => onChange({ ratePercent: event.target.value })}
        />
        <MarketRatesBox rates={marketRates} onPick={(choice) => onChange({ ratePercent: choice.ratePercent, termYears: choice.termYears })} />
        <SelectField label="New Loan Term" name="termYears" options={TERM_OPTIONS} value={form.termYears} error={errors.termYears} onChange={(event) => onChange({ termYears: event.target.value })} />
        <MoneyField
          label="Estimated Closing Costs"
          name="closingCosts"
          value={form.closingCosts}
          error={errors.closingCosts}
          hint="Lender fees, appraisal, title: typically 2–5% of the loan."
          onChange={(event) => onChange({ closingCosts: event.target.value })}
        />
        <TextField
          label="Points (% of the new loan)"
          name="points"
          type="number"
          inputMode="decimal"
          min="0"
          max="10"
          step="0.125"
          value={form.points}
          error={errors.points}
          hint="Each point costs 1% of the loan at closing and usually buys a lower rate."
          onChange={(event) => onChange({ points: event.target.value })}
        />
        <MoneyField
          label="Lender Credit"
          name="lenderCredit"
          value={form.lenderCredit}
          error={errors.lenderCredit}
          hint="What the lender pays toward your costs, usually for a higher rate."
          onChange={(event) => onChange({ lenderCredit: event.target.value })}
        />
        <MoneyField
          label="Cash Out"
          name="cashOut"
          value={form.cashOut}
          error={errors.cashOut}
          hint="Cash you take out: it is added to the new loan."
          onChange={(event) => onChange({ cashOut: event.target.value })}
        />
        <CheckboxField
          label="Roll closing costs into loan"
          name="rollClosingCosts"
          checked={form.rollClosingCosts}
          hint="Borrow them instead of paying them up front."
          onChange={(event) => onChange({ rollClosingCosts: event.target.checked })}
        />
      </div>
    </Card>
  );
}
