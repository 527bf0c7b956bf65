// Issue 21: Cut My Costs' saved refinance offers ("Compare offers"), stored per user under
// /api/scenarios. Rates are fractions, points percent of the new loan, money dollars.

/** How many offers a homeowner can keep side by side. */
export const MAX_SCENARIOS = 3;
/** The longest name an offer may have. */
export const SCENARIO_NAME_MAX_LENGTH = 60;

/** `POST /api/scenarios` (every field) and `PATCH /api/scenarios/{id}` (any of them). */
export interface SavedOfferInput {
  /** What the homeowner calls it ("Lender A, 1 point"). */
  name: string;
  /** A fraction: 0.0625 for 6.25%. */
  newRate: number;
  /** One of the New Loan Term choices (10–40 years). */
  newTermYears: number;
  closingCosts: number;
  /** Percent of the new loan. */
  points: number;
  lenderCredit: number;
  cashOut: number;
  rollClosingCosts: boolean;
}

export interface SavedOffer extends SavedOfferInput {
  id: string;
  createdAt: string;
  updatedAt: string;
}
