// Adjustable-rate mortgages (5/1, 7/1, 10/1 ARMs): the rate is fixed for the first years, then
// changes every year to the index plus the margin, limited by the caps; at each change the
// payment is re-amortized over the months left, so the loan still ends on its last payment.
// The future index is unknown, so the schedule comes in three paths: the worst the caps allow,
// the index staying where it is today, and the best the caps and the floor allow.
import { parseIsoDate, type CalendarDate } from './dates.js';
import { paymentDate, runLedger, type LedgerRow } from './ledger.js';
import { amountOrZero, interestRateOrZero, numberOrZero, roundCents, roundHalfAway, sumMoney } from './money.js';
import { monthlyPayment } from './payment.js';

/** The ARM loan types of the spec, with their fixed period and how often the rate changes after it. */
export const ARM_LOAN_TYPES = {
  '5_1_arm': { fixedMonths: 60, adjustEveryMonths: 12 },
  '7_1_arm': { fixedMonths: 84, adjustEveryMonths: 12 },
  '10_1_arm': { fixedMonths: 120, adjustEveryMonths: 12 },
} as const;

export type ArmLoanType = keyof typeof ARM_LOAN_TYPES;

/** The usual terms of a conforming hybrid ARM: a 2.75% margin and 2/2/5 caps (rates as fractions). */
export const ARM_DEFAULTS = {
  margin: 0.0275,
  caps: { initial: 0.02, periodic: 0.02, lifetime: 0.05 },
} as const;

/** True for 5_1_arm, 7_1_arm and 10_1_arm. */
export function isArmLoanType(loanType: unknown): loanType is ArmLoanType {
  return typeof loanType === 'string' && Object.prototype.hasOwnProperty.call(ARM_LOAN_TYPES, loanType);
}

export interface ArmCaps {
  /** How far the first change may move the rate (a fraction: 0.02 is 2 points). */
  initial: number;
  /** How far each later change may move it. */
  periodic: number;
  /** How far above the initial rate it may ever go. */
  lifetime: number;
}

export interface ArmScheduleInput {
  loanAmount: number;
  /** The rate of the fixed period, a fraction. */
  initialRate: number;
  /** Payments under the note (360 for 30 years). */
  termMonths: number;
  /** Payments at the initial rate (60 for a 5/1 ARM); the first change applies to the payment after them. */
  fixedMonths: number;
  /** Months between changes after the first (12 for a 5/1 ARM). */
  adjustEveryMonths: number;
  /** Added to the index to make the rate, a fraction. */
  margin: number;
  /** The index today (assumed to stay there on the `indexed` path), a fraction. */
  indexRate: number;
  caps: ArmCaps;
  /** The lowest rate the note allows; default the margin (the usual floor), never above the initial rate. */
  floor?: number;
  /** `YYYY-MM-DD`, the due date of payment 1; without it rows have no dates (''). */
  firstPaymentDate?: string | null;
}

/** One month of an ARM path: a ledger row with the rate charged that month. */
export interface ArmRow {
  paymentNumber: number;
  /** `YYYY-MM-DD`, or '' without a first payment date. */
  date: string;
  /** The annual rate charged this month, a fraction. */
  rate: number;
  payment: number;
  principal: number;
  interest: number;
  balance: number;
}

/** A rate change: from payment `paymentNumber` on, `rate` and `payment` apply. */
export interface ArmAdjustment {
  paymentNumber: number;
  date: string;
  rate: number;
  payment: number;
}

export interface ArmPath {
  rows: ArmRow[];
  /** The initial period first, then one entry per change (also when the rate stays the same). */
  adjustments: ArmAdjustment[];
  totalInterest: number;
  /** The largest regular payment (the final payment's cents residual aside). */
  highestPayment: number;
}

export interface ArmSchedule {
  /** Every change up by its cap, until the lifetime cap. */
  worst: ArmPath;
  /** Every change to today's index + margin (rounded to the nearest 1/8 point), within the caps. */
  indexed: ArmPath;
  /** Every change down by its cap, until the floor. */
  best: ArmPath;
}

/**
 * The fully indexed rate: index + margin rounded to the nearest one-eighth of a percentage
 * point, as the Fannie Mae/Freddie Mac uniform ARM note does (2.71% + 2.25% = 4.96% → 5.00%).
 */
export function fullyIndexedRate(indexRate: number, margin: number): number {
  return roundHalfAway((numberOrZero(indexRate) + numberOrZero(margin)) * 800) / 800;
}

type Direction = 'worst' | 'indexed' | 'best';

/**
 * The month-by-month schedule of an ARM on three paths (see `ArmSchedule`). Each path is the
 * bank's ledger (interest rounded to the cent) at the quoted payment: payment 1 to `fixedMonths`
 * at the initial rate, then at each change the new rate and the payment that amortizes the
 * balance over the months left (the formula payment rounded to the cent); the note's last
 * payment absorbs the cents residual. Rates stay within [floor, initial rate + lifetime cap] and
 * each change within its cap (the first change's cap is `caps.initial`, later ones
 * `caps.periodic`). Rates are kept to 1e-9 so a cap of 0.02 added five times is exactly 0.1.
 * Negative caps, margins, rates and amounts count as 0; a fixed period as long as the term is
 * a fixed-rate loan.
 */
export function armSchedule(input: ArmScheduleInput): ArmSchedule {
  return {
    worst: armPath(input, 'worst'),
    indexed: armPath(input, 'indexed'),
    best: armPath(input, 'best'),
  };
}

const rateOf = (value: number) => Math.round(value * 1e9) / 1e9;

function armPath(input: ArmScheduleInput, direction: Direction): ArmPath {
  const amount = amountOrZero(input.loanAmount);
  const termMonths = Math.max(0, Math.floor(numberOrZero(input.termMonths)));
  const initialRate = interestRateOrZero(input.initialRate);
  const fixedMonths = Math.max(1, Math.floor(numberOrZero(input.fixedMonths)));
  const every = Math.max(1, Math.floor(numberOrZero(input.adjustEveryMonths)));
  const caps = {
    initial: amountOrZero(input.caps?.initial),
    periodic: amountOrZero(input.caps?.periodic),
    lifetime: amountOrZero(input.caps?.lifetime),
  };
  const ceiling = rateOf(initialRate + caps.lifetime);
  const floor = rateOf(Math.min(initialRate, interestRateOrZero(input.floor ?? input.margin)));
  const target = fullyIndexedRate(input.indexRate, amountOrZero(input.margin));
  const start: CalendarDate | undefined = parseIsoDate(input.firstPaymentDate) ?? undefined;

  const rows: ArmRow[] = [];
  const adjustments: ArmAdjustment[] = [];
  let balance = amount;
  let rate = initialRate;
  let changes = 0;
  for (let first = 1; first <= termMonths && balance > 0; ) {
    if (first > 1) {
      const cap = changes === 0 ? caps.initial : caps.periodic;
      const wanted = direction === 'worst' ? rate + cap : direction === 'best' ? rate - cap : Math.min(rate + cap, Math.max(rate - cap, target));
      rate = rateOf(Math.min(ceiling, Math.max(floor, wanted)));
      changes += 1;
    }
    const monthsLeft = termMonths - first + 1;
    const length = Math.min(monthsLeft, first === 1 ? fixedMonths : every);
    const payment = roundCents(monthlyPayment(balance, rate, monthsLeft));
    const last = first + length - 1 === termMonths;
    const { rows: segment } = runLedger({
      balance,
      monthlyRate: rate / 12,
      payment,
      maxPayments: length,
      firstPaymentDate: start && parseIsoDate(paymentDate(start, first))!,
      // Only the note's last payment absorbs the cents residual; earlier segments end mid-loan.
      termMonths: last ? length : undefined,
      loanTermMonths: termMonths,
    });
    adjustments.push({ paymentNumber: first, date: start ? paymentDate(start, first) : '', rate, payment });
    for (const row of segment) rows.push(armRow(row, first - 1, rate));
    balance = segment.length > 0 ? segment[segment.length - 1].balance : 0;
    first += length;
  }
  return {
    rows,
    adjustments,
    totalInterest: sumMoney(rows.map((row) => row.interest)),
    highestPayment: adjustments.reduce((highest, { payment }) => Math.max(highest, payment), 0),
  };
}

function armRow(row: LedgerRow, offset: number, rate: number): ArmRow {
  return {
    paymentNumber: row.paymentNumber + offset,
    date: row.date,
    rate,
    payment: row.payment,
    principal: row.principal,
    interest: row.interest,
    balance: row.balance,
  };
}
