import { formatCurrency } from '@homewise/platform';
import { loanTypeLabel, type MortgageProfile } from '@homewise/contracts';
import { interestRateText, remainingTermCard } from '../dashboard-view';
import { wholePayment } from '../payment-outlook';
import { CurrentBalanceCard } from './CurrentBalanceCard';
import { FigureCard } from './FigureCard';

interface Props {
  profile: MortgageProfile;
  today: string;
  reload: () => Promise<unknown>;
}

/** The four cards of spec section 2: payment, balance (with its edit and Auto), rate, remaining term. */
export function SummaryCards({ profile, today, reload }: Props) {
  const term = remainingTermCard(profile, today);
  const whole = wholePayment(profile);
  return (
    <div className="dash-figures">
      <FigureCard id="card-payment" title="Current Monthly Payment" value={formatCurrency(profile.monthlyPayment)} caption="Principal + Interest">
        {whole.escrow > 0 ? <p className="dash-figure__hint">{formatCurrency(whole.total)} with escrow</p> : null}
      </FigureCard>
      <CurrentBalanceCard profile={profile} today={today} reload={reload} />
      <FigureCard id="card-rate" title="Interest Rate" value={interestRateText(profile.originalInterestRate)} caption={loanTypeLabel(profile.loanType)} />
      <FigureCard id="card-term" title="Remaining Term" value={term.value} caption={term.caption} />
    </div>
  );
}
