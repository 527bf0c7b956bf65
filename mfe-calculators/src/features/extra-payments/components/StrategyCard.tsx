import { Card, CardHeader, MoneyField, SelectField, TextField } from '@homewise/platform';
import type { ExtraPaymentType } from '@homewise/finance';
import { FREQUENCY_OPTIONS, type StrategyForm } from '../strategy';

/** "Payment Strategy": how much extra, how often, from when. */
export function StrategyCard({ form, amountError, onChange }: { form: StrategyForm; amountError?: string; onChange: (change: Partial<StrategyForm>) => void }) {
  return (
    <Card aria-labelledby="payment-strategy-heading">
      <CardHeader title={<span id="payment-strategy-heading">Payment Strategy</span>} description="Try an extra amount and see what it saves." />
      <div className="calc-fields">
        <MoneyField
          label="Extra Payment Amount"
          name="extraAmount"
          value={form.amount}
          error={amountError}
          onChange={(event) => onChange({ amount: event.target.value })}
        />
        <SelectField
          label="Payment Frequency"
          name="extraType"
          options={FREQUENCY_OPTIONS}
          value={form.type}
          hint={form.type === 'annual' ? 'Once a year, with your next payment and every 12th after it.' : form.type === 'one_time' ? 'Once, with your next payment.' : 'With every payment.'}
          onChange={(event) => onChange({ type: event.target.value as ExtraPaymentType })}
        />
        <TextField
          label="Start Date"
          name="startDate"
          type="date"
          value={form.startDate}
          hint="The projection counts your extra payments from your next regular payment."
          onChange={(event) => onChange({ startDate: event.target.value })}
        />
      </div>
    </Card>
  );
}
