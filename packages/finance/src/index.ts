// @homewise/finance: every calculation of the product spec (sections 5 and 9) as pure functions.
// Rates are fractions (0.06875), money is dollars as numbers, dates are `YYYY-MM-DD` strings, and
// today is always an argument. Formatting (currency, percent, labels) lives in the UI platform.
export { roundCents, sumMoney, toCents, fromCents } from './money.js';
export { addMonths, isIsoDate, monthsElapsed } from './dates.js';
export { monthlyPayment } from './payment.js';
export {
  DEFAULT_TERM_YEARS,
  nextPaymentDate,
  paymentsMade,
  remainingTermMonths,
  splitMonths,
  type LoanTermInput,
} from './loan-term.js';
export {
  MAX_SCHEDULE_PAYMENTS,
  amortizationSchedule,
  annualSchedule,
  type AmortizationRow,
  type AmortizationScheduleInput,
  type AnnualRow,
  type LoanTermAnchor,
} from './schedule.js';
export { autoBalance, extraPaymentsMadeTotal, isPaymentMade, type AutoBalanceInput, type DatedAmount } from './auto-balance.js';
export { payoffOutlook, remainingSchedule, type CurrentLoan, type PayoffOutlook } from './payoff.js';
export {
  DEFAULT_EXTRA_PAYMENT_AMOUNT,
  EXTRA_PAYMENT_TYPES,
  extraPaymentProjection,
  type ExtraPaymentProjection,
  type ExtraPaymentProjectionInput,
  type ExtraPaymentStrategy,
  type ExtraPaymentType,
  type MonthComparison,
  type PayoffPlan,
  type ProjectionRow,
} from './extra-payments.js';
export {
  REFINANCE_DEFAULTS,
  REFINANCE_TERM_YEARS,
  costOverStay,
  refinance,
  type RefinanceChartPoint,
  type RefinanceInput,
  type RefinanceResult,
} from './refinance.js';
export {
  DEFAULT_APPRECIATION_RATE,
  DEFAULT_PROJECTION_YEARS,
  equity,
  equityProjection,
  type EquityInput,
  type EquityProjectionInput,
  type EquityProjectionRow,
} from './equity.js';
export { apr, type AprInput } from './apr.js';
export { BIWEEKLY_PAYMENTS_PER_YEAR, addDays, biweeklyPlan, type BiweeklyInput, type BiweeklyPlan } from './biweekly.js';
export {
  PMI_AUTOMATIC_LTV,
  PMI_REQUEST_LTV,
  dateBalanceReachesLtv,
  isAtOrBelowLtv,
  pmiMilestones,
  type PmiMilestones,
  type PmiMilestonesInput,
} from './pmi.js';
export {
  ARM_DEFAULTS,
  ARM_LOAN_TYPES,
  armSchedule,
  fullyIndexedRate,
  isArmLoanType,
  type ArmAdjustment,
  type ArmCaps,
  type ArmLoanType,
  type ArmPath,
  type ArmRow,
  type ArmSchedule,
  type ArmScheduleInput,
} from './arm.js';
export {
  armScheduleOfLoan,
  currentLoanOf,
  firstAdjustment,
  highestAdjustment,
  pmiMilestonesOfLoan,
  type FirstAdjustment,
  type StoredCurrentLoan,
  type StoredLoan,
} from './loan-outlook.js';
