import type { MarketRates, RateEntry } from '@homewise/contracts';
import { PROFILE } from '../../shared/test-fixtures';
import { breakEvenText, initialRefinanceForm, marketRatesBox, readRefinanceForm, refinanceOf, savingsBadge, TERM_OPTIONS, type RefinanceForm } from './refinance-form';

const rate = (loanType: string, value: number): RateEntry => ({ id: loanType, loanType, rate: value, updatedAt: '2025-03-01T00:00:00Z' });

// $200,000 at 7.5 %, $1,398.43 a month, all 360 payments ahead.
const profile = PROFILE;

const form = (change: Partial<RefinanceForm> = {}): RefinanceForm => ({ ratePercent: '6.000', termYears: '30', closingCosts: '0', rollClosingCosts: false, points: '0', lenderCredit: '0', cashOut: '0', ...change });

describe('initialRefinanceForm', () => {
  it("prefills the first stored rate for the profile's loan type", () => {
    const rates = [rate('15_year_fixed', 0.0575), rate('30_year_fixed', 0.06125), rate('30_year_fixed', 0.07)];
    expect(initialRefinanceForm(rates, '30_year_fixed')).toEqual({ ratePercent: '6.125', termYears: '30', closingCosts: '5000', rollClosingCosts: false, points: '0', lenderCredit: '0', cashOut: '0' });
  });

  it('falls back to 6.500 % without a matching entry, or without rates at all', () => {
    expect(initialRefinanceForm([rate('15_year_fixed', 0.0575)], '5_1_arm').ratePercent).toBe('6.500');
    expect(initialRefinanceForm(null, '30_year_fixed').ratePercent).toBe('6.500');
  });

  it('offers the terms of the spec, longest first', () => {
    expect(TERM_OPTIONS.map((o) => o.value)).toEqual(['40', '35', '30', '25', '20', '15', '10']);
  });
});

describe('readRefinanceForm', () => {
  it('reads the rate as a fraction and the costs as dollars', () => {
    expect(readRefinanceForm(form({ ratePercent: '5.875', termYears: '15', closingCosts: '4,200', rollClosingCosts: true }))).toEqual({
      choices: { newRate: 0.05875, newTermYears: 15, closingCosts: 4200, rollClosingCosts: true, points: 0, lenderCredit: 0, cashOut: 0 },
      errors: {},
    });
  });

  it('reads points, lender credit and cash out (blank is 0) and refuses what the API refuses, in its words', () => {
    expect(readRefinanceForm(form({ points: '1.5', lenderCredit: '', cashOut: '25,000' })).choices).toMatchObject({ points: 1.5, lenderCredit: 0, cashOut: 25_000 });
    const { choices, errors } = readRefinanceForm(form({ points: '200', lenderCredit: '-5', cashOut: 'lots' }));
    expect(choices).toBeNull();
    expect(errors).toEqual({
      points: 'Points must be between 0 and 10 (percent of the loan).',
      lenderCredit: "Lender credit can't be negative.",
      cashOut: 'Cash out must be a number.',
    });
  });

  it.each([
    [{ ratePercent: '' }, 'ratePercent', 'Enter the new interest rate.'],
    [{ ratePercent: '-1' }, 'ratePercent', 'The interest rate cannot be negative.'],
    [{ ratePercent: '25.5' }, 'ratePercent', 'Enter a rate of 25% or less.'],
    [{ ratePercent: 'six' }, 'ratePercent', 'Enter a number.'],
    [{ closingCosts: '' }, 'closingCosts', 'Enter the closing costs (0 if there are none).'],
    [{ closingCosts: '-5' }, 'closingCosts', 'Closing costs cannot be negative.'],
    [{ closingCosts: '2000000000' }, 'closingCosts', 'Enter an amount up to $1,000,000,000.'],
    [{ termYears: '12' }, 'termYears', 'Choose a loan term.'],
  ] as const)('refuses %p with a message at the field', (change, field, message) => {
    const { choices, errors } = readRefinanceForm(form(change));
    expect(choices).toBeNull();
    expect(errors).toEqual({ [field]: message });
  });

  it('accepts a 0 % rate and no closing costs', () => {
    expect(readRefinanceForm(form({ ratePercent: '0', closingCosts: '0' })).choices).toMatchObject({ newRate: 0, closingCosts: 0 });
  });
});

describe('refinanceOf', () => {
  it("refinances the profile's balance: $200,000 at 6 % over 30 years is $1,199.10 a month (published figure)", () => {
    const result = refinanceOf(profile, { newRate: 0.06, newTermYears: 30, closingCosts: 0, rollClosingCosts: false }, '2025-03-14');
    expect(result.new.monthlyPayment).toBe(1199.1);
    expect(result.current.monthlyPayment).toBe(1398.43);
    expect(result.savings.monthly).toBe(199.33);
    // The first payment is still ahead: all 360 payments of the current loan remain.
    expect(result.current.remainingPayments).toBe(360);
  });

  it('computes a 0 % refinance (where 0 % is valid: a what-if rate) exactly: the balance over the months, no interest', () => {
    const result = refinanceOf(profile, { newRate: 0, newTermYears: 10, closingCosts: 0, rollClosingCosts: false }, '2025-03-14');
    // $200,000 over 120 months: $1,666.67 a month, quoted to the cent as a lender would.
    expect(result.new.monthlyPayment).toBe(1666.67);
    expect(result.new.loanAmount).toBe(200000);
    expect(Number.isFinite(result.savings.total) && Number.isFinite(result.savings.monthly)).toBe(true);
  });

  it('adds rolled-in closing costs to the new loan', () => {
    const result = refinanceOf(profile, { newRate: 0.06, newTermYears: 30, closingCosts: 5000, rollClosingCosts: true }, '2025-03-14');
    expect(result.new.loanAmount).toBe(205000);
  });
});

describe('savingsBadge and breakEvenText', () => {
  it('names a saving, a cost and no change', () => {
    expect(savingsBadge(12.5)).toEqual({ label: 'Save Money', tone: 'save' });
    expect(savingsBadge(-0.01)).toEqual({ label: 'Costs More', tone: 'cost' });
    expect(savingsBadge(0)).toEqual({ label: 'No Change', tone: 'even' });
  });

  it('says Never, Immediately or a number of months', () => {
    expect(breakEvenText(null)).toBe('Never');
    expect(breakEvenText(0)).toBe('Immediately');
    expect(breakEvenText(1)).toBe('1 month');
    expect(breakEvenText(27)).toBe('27 months');
  });
});

describe('marketRatesBox', () => {
  const rates: MarketRates = {
    thirtyYearFixed: { rate: 0.0689, scrapedAt: '2025-03-12T14:05:00.000Z' },
    fifteenYearFixed: { rate: 0.0612, scrapedAt: '2025-03-12T14:05:00.000Z' },
    source: 'mba',
    asOf: '2025-03-07',
  };

  it('heads the box with the source and the day the rates were taken, and offers both rates with their terms', () => {
    expect(marketRatesBox(rates)).toEqual({
      heading: 'Current MBA Rates Updated (Mar 12, 2025)',
      stale: null,
      choices: [
        { label: '30-Year Fixed', ratePercent: '6.890', termYears: '30' },
        { label: '15-Year Fixed', ratePercent: '6.120', termYears: '15' },
      ],
    });
  });

  it("names Freddie Mac's survey when the rates come from it, and rates an admin typed in as the market's", () => {
    expect(marketRatesBox({ ...rates, source: 'pmms' }).heading).toBe('Current Freddie Mac Rates Updated (Mar 12, 2025)');
    expect(marketRatesBox({ ...rates, source: 'manual' }).heading).toBe('Current Market Rates Updated (Mar 12, 2025)');
  });

  it('never calls rates more than 10 days old current: says when they are from, how old, and that they could not be updated', () => {
    // 10 days after the read: still this week's (a late source, a retried job).
    expect(marketRatesBox(rates, new Date('2025-03-22T14:05:00Z'))).toMatchObject({ heading: 'Current MBA Rates Updated (Mar 12, 2025)', stale: null });
    // The next Wednesday's read failed, and the one after.
    expect(marketRatesBox(rates, new Date('2025-03-26T15:00:00Z'))).toMatchObject({
      heading: 'Last MBA Rates (Mar 12, 2025)',
      stale: 'These market rates are 2 weeks old: they could not be updated.',
    });
  });
});
