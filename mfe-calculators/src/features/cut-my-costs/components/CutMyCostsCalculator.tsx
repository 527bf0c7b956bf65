import { useMemo, useState } from 'react';
import type { MarketRates, MortgageProfile, RateEntry } from '@homewise/contracts';
import { Card, formatCurrency, formatPercent, Notice } from '@homewise/platform';
import { yearsAndMonths } from '../../../shared/dates';
import { LoanSummaryCard, PaymentsLeftRow } from '../../../shared/LoanSummaryCard';
import { StatCard, StatCards } from '../../../shared/StatCard';
import { breakEvenText, initialRefinanceForm, readRefinanceForm, refinanceOf, type RefinanceForm } from '../refinance-form';
import { CompareOffersCard } from './CompareOffersCard';
import { ComparisonTable } from './ComparisonTable';
import { PaymentChart } from './PaymentChart';
import { RefinanceInputsCard } from './RefinanceInputsCard';
import { SendScenario } from './SendScenario';
import { Tabs } from './Tabs';

type ResultTab = 'comparison' | 'chart';

const tone = (amount: number) => (amount > 0 ? 'good' : amount < 0 ? 'bad' : 'neutral');

/** Cut My Costs for a loaded profile: the inputs on the left, results that follow every keystroke on the right. */
export function CutMyCostsCalculator({
  profile,
  rates,
  marketRates,
  today,
}: {
  profile: MortgageProfile;
  rates: readonly RateEntry[] | null;
  marketRates: MarketRates | null | undefined;
  today: string;
}) {
  const [form, setForm] = useState<RefinanceForm>(() => initialRefinanceForm(rates, profile.loanType));
  const [tab, setTab] = useState<ResultTab>('comparison');
  const { choices, errors } = useMemo(() => readRefinanceForm(form), [form]);
  const result = useMemo(() => (choices ? refinanceOf(profile, choices, today) : null), [profile, choices, today]);

  return (
    <div className="calc-layout">
      <div className="calc-column">
        <RefinanceInputsCard form={form} errors={errors} marketRates={marketRates} onChange={(change) => setForm((current) => ({ ...current, ...change }))} />
        <LoanSummaryCard profile={profile}>
          <PaymentsLeftRow profile={profile} today={today} />
        </LoanSummaryCard>
      </div>
      <div className="calc-column">
        {result && choices ? (
          <>
            <SendScenario choices={choices} monthlySavings={result.savings.monthly} />
            <StatCards>
              <StatCard
                label="Monthly Savings"
                value={formatCurrency(result.savings.monthly)}
                tone={tone(result.savings.monthly)}
                detail={
                  result.savings.monthly > 0
                    ? `New payment ${formatCurrency(result.new.monthlyPayment)} a month`
                    : result.savings.monthly < 0
                      ? `The new payment is ${formatCurrency(-result.savings.monthly)} higher`
                      : 'The same payment as today'
                }
              />
              <StatCard
                label="New Rate / APR"
                value={`${formatPercent(choices.newRate, 3)} / ${result.new.apr === null ? 'N/A' : formatPercent(result.new.apr, 3)}`}
                detail="The APR counts closing costs and points, less the lender credit"
              />
              <StatCard
                label="Total Savings"
                value={formatCurrency(result.savings.total, 0)}
                tone={tone(result.savings.total)}
                detail="Over the life of both loans, closing costs included"
              />
              <StatCard
                label="Break-Even"
                value={breakEvenText(result.chartBreakEvenMonths)}
                detail={
                  result.chartBreakEvenMonths === null
                    ? 'The new payment is not lower, so the closing costs never pay back'
                    : result.chartBreakEvenMonths === 0
                      ? 'No closing costs to win back'
                      : `${yearsAndMonths(result.chartBreakEvenMonths)} to win back ${formatCurrency(result.charges, 0)} of closing costs and points, less credits`
                }
              />
            </StatCards>
            <Card aria-label="Refinance results">
              <Tabs<ResultTab>
                label="Refinance results"
                selected={tab}
                onSelect={setTab}
                tabs={[
                  {
                    key: 'comparison',
                    label: 'Comparison',
                    panel: <ComparisonTable result={result} currentRate={profile.originalInterestRate} newRate={choices.newRate} rolled={choices.rollClosingCosts} />,
                  },
                  { key: 'chart', label: 'Payment Chart', panel: <PaymentChart result={result} /> },
                ]}
              />
            </Card>
          </>
        ) : (
          <Notice tone="warning" title="Check the highlighted fields">
            Your savings show as soon as every field holds a valid value.
          </Notice>
        )}
        <CompareOffersCard profile={profile} choices={choices} today={today} />
      </div>
    </div>
  );
}
