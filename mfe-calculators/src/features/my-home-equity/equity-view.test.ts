import { equityFormOf, houseSegments, projectionOf, readAppreciation, readEquityForm } from './equity-view';
import { formatCurrency } from '@homewise/platform';
import { SEASONED_PROFILE } from '../../shared/test-fixtures';

const profile = SEASONED_PROFILE;

describe('houseSegments', () => {
  it('splits the house in proportion to equity and loan', () => {
    const house = houseSegments(450000, 300000);
    expect(house).toMatchObject({ homeValue: 450000, equity: 150000, equityPercent: 33, underWater: false });
    expect(house.equityShare).toBeCloseTo(1 / 3, 10);
    expect(house.equityShare + house.loanShare).toBe(1);
    expect(house.description).toBe('Home value $450,000: your equity $150,000 (33%) and your loan $300,000.');
  });

  it('fills the house with the loan when it is under water, and says by how much', () => {
    const house = houseSegments(200000, 250000);
    expect(house).toMatchObject({ equity: -50000, equityShare: 0, loanShare: 1, underWater: true });
    expect(house.description).toContain('The loan is $50,000 more than the home is worth.');
  });

  it('is all equity once the loan is paid off, and empty without a value', () => {
    expect(houseSegments(300000, 0)).toMatchObject({ equityShare: 1, loanShare: 0, equityPercent: 100 });
    expect(houseSegments(0, 0)).toMatchObject({ equityShare: 0, loanShare: 0, description: 'No home value yet: add your home value to see your equity.' });
  });
});

describe('readEquityForm', () => {
  const TODAY = '2025-03-14';

  it('prefills with the profile and sends both values as strings to the cent', () => {
    expect(equityFormOf(profile)).toEqual({ homeValue: '450000', balance: '300000' });
    expect(readEquityForm({ homeValue: '475000', balance: '298500.5' }, profile, TODAY)).toEqual({
      values: { currentHomeValue: '475000.00', currentBalance: '298500.50' },
      errors: {},
    });
  });

  it('says what is wrong at each field, in the words of the API (issue 18)', () => {
    expect(readEquityForm({ homeValue: '', balance: '-1' }, profile, TODAY)).toEqual({
      values: null,
      errors: { homeValue: 'Enter the current home value.', balance: "Current balance can't be negative." },
    });
    expect(readEquityForm({ homeValue: '0', balance: String(profile.originalLoanAmount + 1) }, profile, TODAY)).toEqual({
      values: null,
      errors: {
        homeValue: 'Current home value must be between $1,000 and $100,000,000.',
        balance: `Current balance can't be more than the original loan amount (${formatCurrency(profile.originalLoanAmount, 0)}).`,
      },
    });
  });
});

describe('readAppreciation', () => {
  it('reads a percent as a fraction; anything not a number is 0 (spec)', () => {
    expect(readAppreciation('3')).toEqual({ rate: 0.03 });
    expect(readAppreciation('-4.5')).toEqual({ rate: -0.045 });
    expect(readAppreciation('abc')).toEqual({ rate: 0 });
    expect(readAppreciation('')).toEqual({ rate: 0 });
  });

  it('allows a falling market down to −20 %, and up to 20 %', () => {
    expect(readAppreciation('-20')).toEqual({ rate: -0.2 });
    expect(readAppreciation('-20.5')).toEqual({ error: 'Enter -20% or more (a falling market).' });
    expect(readAppreciation('21')).toEqual({ error: 'Enter 20% or less.' });
  });
});

describe('projectionOf', () => {
  it('starts with today’s values and runs 30 years from this year', () => {
    const rows = projectionOf(profile, 0.03, 2025);
    expect(rows).toHaveLength(31);
    expect(rows[0]).toEqual({ year: 2025, homeValue: 450000, loanBalance: 300000, equity: 150000 });
    expect(rows[30].year).toBe(2055);
  });

  it('compounds the value monthly: $450,000 at 3 % is $463,687.18 a year later', () => {
    // 450,000 × (1 + 0.03 / 12)^12, computed independently.
    expect(projectionOf(profile, 0.03, 2025)[1].homeValue).toBe(463687.18);
    expect(projectionOf(profile, 0, 2025)[1].homeValue).toBe(450000);
  });
});
