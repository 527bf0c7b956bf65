// The homeowner's mortgage report (GET /api/report.pdf, issue 21) as plain sections: every figure
// from @homewise/finance on the stored profile, the recorded extra payments and this week's
// market rate — the same answers the Dashboard, Cut My Costs and Extra Payments give. The PDF
// writer (report-pdf.ts) only lays these out.
import {
  annualSchedule,
  armScheduleOfLoan,
  currentLoanOf,
  DEFAULT_EXTRA_PAYMENT_AMOUNT,
  equity,
  extraPaymentProjection,
  extraPaymentsMadeTotal,
  firstAdjustment,
  highestAdjustment,
  payoffOutlook,
  pmiMilestonesOfLoan,
  REFINANCE_DEFAULTS,
  refinance,
  remainingSchedule,
} from '@homewise/finance';
import { loanTypeLabel, monthlyEscrow, type ExtraPayment, type MortgageProfile } from '@homewise/contracts';

export interface ReportSection {
  title: string;
  /** Label / value lines. */
  lines: [string, string][];
  /** A note under the lines. */
  note?: string;
}

export interface ReportModel {
  title: string;
  subtitle: string;
  sections: ReportSection[];
  /** The annual schedule: year, payments, principal, interest, balance at the year's end. */
  schedule: { year: string; payments: string; principal: string; interest: string; balance: string }[];
}

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
const usd0 = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });
const day = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });
export const money = (value: number) => usd.format(value);
export const money0 = (value: number) => usd0.format(value);
export const percent = (fraction: number) => `${(fraction * 100).toFixed(3)}%`;
export const dateText = (iso: string | null | undefined) => (iso ? day.format(new Date(`${iso.slice(0, 10)}T00:00:00Z`)) : 'N/A');

export function reportModel(profile: MortgageProfile, payments: readonly ExtraPayment[], marketRate: number | null, today: string): ReportModel {
  const loan = currentLoanOf(profile, today);
  const outlook = payoffOutlook(loan);
  const owned = equity({ homeValue: profile.currentHomeValue, balance: profile.currentBalance });
  const escrow = monthlyEscrow(profile);
  const sections: ReportSection[] = [
    {
      title: 'Summary',
      lines: [
        ['Property', profile.propertyAddress || 'Not given'],
        ['Loan type', `${loanTypeLabel(profile.loanType)}, ${profile.loanTermYears} years`],
        ['Original loan amount', money(profile.originalLoanAmount)],
        ['Current balance', money(profile.currentBalance)],
        ['Interest rate', percent(profile.originalInterestRate)],
        ['Monthly payment (principal + interest)', money(profile.monthlyPayment)],
        ['Payments left', outlook.paymentsLeft === null ? 'Not paid off at this payment' : String(outlook.paymentsLeft)],
        ['Paid off', dateText(outlook.payoffDate)],
        ['Home value', money(profile.currentHomeValue)],
        ['Equity', `${money(owned.equity)} (${owned.percent}%)`],
      ],
    },
    {
      title: 'Escrow and the whole monthly payment',
      lines: [
        ['Property tax (a year)', profile.propertyTaxYearly != null ? money(profile.propertyTaxYearly) : 'Not given'],
        ['Homeowners insurance (a year)', profile.insuranceYearly != null ? money(profile.insuranceYearly) : 'Not given'],
        ['HOA dues (a month)', profile.hoaMonthly != null ? money(profile.hoaMonthly) : 'Not given'],
        ['PMI (a month)', profile.pmiMonthly != null ? money(profile.pmiMonthly) : 'Not given'],
        ['Escrow a month', money(escrow)],
        ['Whole monthly payment', money(Math.round((profile.monthlyPayment + escrow) * 100) / 100)],
      ],
    },
  ];

  const arm = armScheduleOfLoan(profile);
  const first = arm ? firstAdjustment(arm) : null;
  // The most the payment can be, when it is more than the first change's worst case (as the Dashboard says).
  const highest = arm ? highestAdjustment(arm) : null;
  if (first) {
    sections.push({
      title: 'Adjustable rate',
      lines: [
        ['First adjustment', `${dateText(first.date)} (payment ${first.paymentNumber})`],
        ['Best case', `${money(first.best.payment)} at ${percent(first.best.rate)}`],
        ['Index stays', `${money(first.indexed.payment)} at ${percent(first.indexed.rate)}`],
        ['Worst case', `${money(first.worst.payment)} at ${percent(first.worst.rate)}`],
        ...(highest && highest.paymentNumber > first.paymentNumber
          ? [['Highest possible', `${money(highest.payment)} at ${percent(highest.rate)} from ${dateText(highest.date)} (payment ${highest.paymentNumber})`] as [string, string]]
          : []),
      ],
    });
  } else {
    const pmi = pmiMilestonesOfLoan(profile);
    sections.push(
      pmi?.request
        ? {
            title: 'PMI milestones',
            lines: [
              ['Ask to drop PMI (80%)', dateText(pmi.request)],
              ['PMI ends by law (78%)', dateText(pmi.automatic)],
              ['PMI ends at the latest (midpoint)', dateText(pmi.final)],
            ],
          }
        : { title: 'PMI milestones', lines: [], note: 'The loan began at or below 80% of the purchase price (or the price is not known): no PMI milestones.' },
    );
  }

  if (marketRate !== null) {
    const r = refinance({ ...loan, currentMonthlyPayment: profile.monthlyPayment, currentRate: profile.originalInterestRate, newRate: marketRate, newTermYears: 30, closingCosts: REFINANCE_DEFAULTS.closingCosts, rollClosingCosts: false });
    sections.push({
      title: "Refinance at this week's 30-year rate",
      lines: [
        ['New rate / APR', `${percent(marketRate)} / ${r.new.apr === null ? 'N/A' : percent(r.new.apr)}`],
        ['New monthly payment', money(r.new.monthlyPayment)],
        ['Monthly savings', money(r.savings.monthly)],
        ['Closing costs', money0(r.closingCosts)],
        ['Break-even', r.chartBreakEvenMonths === null ? 'Never' : `${r.chartBreakEvenMonths} months`],
        ['Total savings', money0(r.savings.total)],
      ],
    });
  }

  const recordedMade = extraPaymentsMadeTotal(payments, today);
  const plan = extraPaymentProjection({ ...loan, extra: { amount: DEFAULT_EXTRA_PAYMENT_AMOUNT, type: 'monthly' }, extraPaymentsTotal: recordedMade });
  sections.push({
    title: 'Extra-payment plan',
    lines: [
      ['Extra payments recorded', `${payments.length}, ${money(recordedMade)} made`],
      [`${money0(DEFAULT_EXTRA_PAYMENT_AMOUNT)} more every month`, `paid off ${dateText(plan.accelerated.payoffDate)}, ${money0(plan.interestSaved)} less interest`],
      ['Half the payment every 2 weeks', `paid off ${dateText(plan.biweekly.payoffDate)}, ${money0(plan.biweekly.interestSaved)} less interest`],
      ['Regular payment only', `paid off ${dateText(plan.original.payoffDate)}`],
    ],
  });

  const schedule = annualSchedule(remainingSchedule(loan)).map((year) => ({
    year: String(year.year),
    payments: String(year.payments),
    principal: money(year.principal),
    interest: money(year.interest),
    balance: money(year.balance),
  }));
  return { title: 'Your Mortgage Report', subtitle: `Homewise · ${dateText(today)}`, sections, schedule };
}
