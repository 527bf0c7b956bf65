import type { ExtraPayment, MarketRates, MortgageProfile, RateEntry } from '@homewise/contracts';

/**
 * A homeowner's profile for the calculators' tests: $200,000 left at 7.5 % on a 30-year loan
 * whose first payment is still ahead (the pinned test clock says 2025-03-14), so all 360
 * payments remain; the quoted payment is the standard formula's $1,398.43.
 */
export const PROFILE: MortgageProfile = {
  id: 'profile-1',
  propertyAddress: '12 Elm Street, Springfield, IL',
  purchaseDate: '2025-02-01',
  purchasePrice: 250000,
  originalLoanAmount: 200000,
  currentBalance: 200000,
  originalInterestRate: 0.075,
  loanTermYears: 30,
  loanType: '30_year_fixed',
  monthlyPayment: 1398.43,
  firstPaymentDate: '2025-04-01',
  currentHomeValue: 260000,
  createdAt: '2025-03-01T00:00:00Z',
  updatedAt: '2025-03-01T00:00:00Z',
};

/** A loan some years in: $300,000 left at 6 % on a $450,000 home ($150,000 of equity, 33 %). */
export const SEASONED_PROFILE: MortgageProfile = {
  ...PROFILE,
  purchaseDate: '2021-04-15',
  purchasePrice: 400000,
  originalLoanAmount: 320000,
  currentBalance: 300000,
  originalInterestRate: 0.06,
  monthlyPayment: 1918.56,
  firstPaymentDate: '2021-06-01',
  currentHomeValue: 450000,
};

/** A fresh $200,000 loan at 6 % quoted at the published $1,199.10, first payment ahead. */
export const SIX_PERCENT_PROFILE: MortgageProfile = { ...PROFILE, originalInterestRate: 0.06, monthlyPayment: 1199.1 };

export const RATES: RateEntry[] = [
  { id: 'r15', loanType: '15_year_fixed', rate: 0.055, updatedAt: '2025-03-01T00:00:00Z' },
  { id: 'r30', loanType: '30_year_fixed', rate: 0.06, updatedAt: '2025-03-01T00:00:00Z' },
];

export const MARKET_RATES: MarketRates = {
  thirtyYearFixed: { rate: 0.0689, scrapedAt: '2025-03-12T14:05:00.000Z' },
  fifteenYearFixed: { rate: 0.0612, scrapedAt: '2025-03-12T14:05:00.000Z' },
  source: 'mba',
  asOf: '2025-03-07',
};

export const extraPayment = (id: string, paymentDate: string, amount: number, createdAt = `${paymentDate}T12:00:00Z`): ExtraPayment => ({
  id,
  mortgageProfileId: PROFILE.id,
  paymentDate,
  amount,
  createdAt,
});

/**
 * Issue 18's loan seen on 2026-11-24: $388,000 at 3.125 % over 30 years ($1,662.10), first paid
 * 2021-08-01 (64 payments made, 296 left under the note), with $337,000 owed — ahead of the
 * schedule, so the balance needs only 289 more payments, the last $1,132.16 on 2050-12-01
 * (re-derived by hand in packages/finance test/payoff.test.ts).
 */
export const AHEAD_PROFILE: MortgageProfile = {
  ...PROFILE,
  purchaseDate: '2021-06-15',
  purchasePrice: 485000,
  originalLoanAmount: 388000,
  currentBalance: 337000,
  originalInterestRate: 0.03125,
  monthlyPayment: 1662.1,
  firstPaymentDate: '2021-08-01',
  currentHomeValue: 520000,
};
export const AHEAD_TODAY = '2026-11-24';
