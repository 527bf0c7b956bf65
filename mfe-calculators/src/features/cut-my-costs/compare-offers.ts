// "Compare offers" (issue 21): up to 3 saved refinance offers side by side, every figure from
// @homewise/finance's `refinance` and `costOverStay` on the homeowner's loan as it stands.
import { costOverStay, type RefinanceResult } from '@homewise/finance';
import type { MortgageProfile, SavedOffer } from '@homewise/contracts';
import { refinanceOf, type RefinanceChoices } from './refinance-form';

/** How long the homeowner expects to keep the new loan when nothing is typed (a common median stay). */
export const DEFAULT_STAY_YEARS = 7;

export interface OfferColumn {
  offer: SavedOffer;
  result: RefinanceResult;
  /** Cash to close + payments over the stay + what is still owed then (`costOverStay`). */
  stayCost: number;
  /** True for the offer that costs least over the stay (every tie wins). */
  wins: boolean;
}

export const choicesOf = (offer: SavedOffer): RefinanceChoices => ({
  newRate: offer.newRate,
  newTermYears: offer.newTermYears,
  closingCosts: offer.closingCosts,
  rollClosingCosts: offer.rollClosingCosts,
  points: offer.points,
  lenderCredit: offer.lenderCredit,
  cashOut: offer.cashOut,
});

export function compareOffers(profile: MortgageProfile, offers: readonly SavedOffer[], stayYears: number, today: string): OfferColumn[] {
  const columns = offers.map((offer) => {
    const result = refinanceOf(profile, choicesOf(offer), today);
    return { offer, result, stayCost: costOverStay(result, offer.newRate, Math.round(stayYears * 12)), wins: false };
  });
  const least = Math.min(...columns.map((column) => column.stayCost));
  return columns.map((column) => ({ ...column, wins: columns.length > 1 && column.stayCost === least }));
}

/** The expected stay as typed: whole years from 1 to 40, or the message to show. */
export function readStayYears(text: string): { years?: number; error?: string } {
  const years = Number(text.trim());
  if (text.trim() === '' || !Number.isInteger(years) || years < 1 || years > 40) return { error: 'Enter how many years you expect to keep the loan: 1 to 40.' };
  return { years };
}
