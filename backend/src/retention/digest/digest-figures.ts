import {
  amortizationSchedule,
  equity,
  payoffOutlook,
  PMI_REQUEST_LTV,
  pmiMilestones,
  REFINANCE_DEFAULTS,
  refinance,
  remainingTermMonths,
  roundCents,
} from '@homewise/finance';
import type { DigestFigures } from '@homewise/contracts';

/** The client's mortgage profile as stored (numerics as strings from Postgres, or numbers). */
export interface DigestProfile {
  current_home_value: string | number;
  current_balance: string | number;
  monthly_payment: string | number;
  original_interest_rate: string | number;
  original_loan_amount: string | number;
  purchase_price: string | number;
  loan_term_years: number | null;
  first_payment_date: string | null;
}

export interface DigestMarket {
  rate: number;
  asOf: string | null;
  stale: boolean;
  /** The shared words for rates too old to call this week's (contracts marketRatesFreshness); null when fresh. */
  notice: string | null;
}

/** What the previous digest said (its `retention_sends.figures`), for the changes. */
export type PreviousFigures = Pick<DigestFigures, 'home'> | null;

const change = (now: number, before: number | undefined | null) => (before === undefined || before === null ? null : roundCents(now - before));

/**
 * Every figure of a digest, from the same `@homewise/finance` functions as the pages: equity as
 * the Dashboard shows it, this month's split as the amortization schedule's next row, payoff as
 * the Dashboard's Remaining Term, PMI as My Home Equity, and refinancing at this week's market
 * rate with Cut My Costs' defaults (30 years, $5,000 paid up front) — the officer's client list
 * flags the same opportunity with the same figures.
 */
export function digestFigures(profile: DigestProfile | null, market: DigestMarket | null, previous: PreviousFigures, today: string): DigestFigures {
  if (!profile) return { asOf: today, home: null, market, refinance: null };
  const value = Number(profile.current_home_value);
  const balance = Number(profile.current_balance);
  const payment = Number(profile.monthly_payment);
  const rate = Number(profile.original_interest_rate);
  const loanAmount = Number(profile.original_loan_amount);
  const purchasePrice = Number(profile.purchase_price);
  const termYears = profile.loan_term_years;
  const owned = equity({ homeValue: value, balance });
  const outlook = payoffOutlook({ balance, annualRate: rate, monthlyPayment: payment, loanTermYears: termYears, firstPaymentDate: profile.first_payment_date, today });
  const [next] = amortizationSchedule({
    balance,
    annualRate: rate,
    monthlyPayment: payment,
    startDate: outlook.nextPaymentDate,
    maxPayments: 1,
    termMonths: remainingTermMonths({ loanTermYears: termYears, firstPaymentDate: profile.first_payment_date, today }),
    loanTermYears: termYears,
  });
  // PMI matters when the loan started above 80 % of the price paid (unknown price: not shown).
  const pmi =
    purchasePrice > 0 && loanAmount > PMI_REQUEST_LTV * purchasePrice && profile.first_payment_date
      ? {
          loanToValue: Math.round((balance / purchasePrice) * 10_000) / 10_000,
          targetLoanToValue: PMI_REQUEST_LTV,
          requestDate: pmiMilestones({
            originalValue: purchasePrice,
            loanAmount,
            annualRate: rate,
            termMonths: (termYears ?? 30) * 12,
            firstPaymentDate: profile.first_payment_date,
          }).request,
          reached: balance <= PMI_REQUEST_LTV * purchasePrice,
        }
      : null;
  const before = previous?.home ?? null;
  const home: NonNullable<DigestFigures['home']> = {
    homeValue: value,
    equity: owned.equity,
    equityPercent: owned.percent,
    homeValueChange: change(value, before?.homeValue),
    equityChange: change(owned.equity, before?.equity),
    balance,
    balanceChange: change(balance, before?.balance),
    monthlyPayment: payment,
    principalThisMonth: next?.principal ?? 0,
    interestThisMonth: next?.interest ?? 0,
    rate,
    paymentsLeft: outlook.paymentsLeft ?? outlook.termPaymentsLeft,
    payoffDate: outlook.payoffDate,
    pmi,
  };
  let refi: DigestFigures['refinance'] = null;
  if (market && balance > 0 && payment > 0) {
    const result = refinance({
      balance,
      currentMonthlyPayment: payment,
      currentRate: rate,
      loanTermYears: termYears,
      firstPaymentDate: profile.first_payment_date,
      today,
      newRate: market.rate,
      newTermYears: REFINANCE_DEFAULTS.newTermYears,
      closingCosts: REFINANCE_DEFAULTS.closingCosts,
      rollClosingCosts: REFINANCE_DEFAULTS.rollClosingCosts,
    });
    refi = {
      newMonthlyPayment: result.new.monthlyPayment,
      monthlySavings: result.savings.monthly,
      breakEvenMonths: result.chartBreakEvenMonths,
      lifetimeSavings: result.savings.total,
      worthALook: result.savings.monthly > 0 && result.chartBreakEvenMonths !== null,
    };
  }
  return { asOf: today, home, market, refinance: refi };
}
