import { addMonthsIso, mortgageFieldProblem, mortgageProblems, mortgageProblemsSentence, type MortgageValues } from '../src/mortgage-bounds.js';

const TODAY = '2025-03-14';

/** A loan that just closed, valid in every field. */
const GOOD: MortgageValues = {
  propertyAddress: '123 Main St, Springfield, IL 62701',
  purchaseDate: '2025-02-10',
  purchasePrice: 400_000,
  originalLoanAmount: 320_000,
  currentBalance: 320_000,
  originalInterestRate: 0.06875,
  loanTermYears: 30,
  monthlyPayment: 2102.17,
  // Its first payment is two months ahead: valid.
  firstPaymentDate: '2025-05-01',
  currentHomeValue: 410_000,
};

describe('mortgage field bounds (issue 18: input that should never be accepted)', () => {
  it('accepts a loan that just closed, its first payment two months ahead', () => {
    expect(mortgageProblems(GOOD, TODAY)).toEqual({});
  });

  it.each<[keyof MortgageValues, unknown, string]>([
    ['purchasePrice', -1, "Purchase price can't be negative."],
    ['purchasePrice', 500, 'Purchase price must be between $1,000 and $100,000,000, or left blank.'],
    ['currentHomeValue', 0, 'Current home value must be between $1,000 and $100,000,000.'],
    ['originalLoanAmount', 1e9, 'Original loan amount must be between $1,000 and $100,000,000.'],
    ['currentBalance', -0.01, "Current balance can't be negative."],
    ['currentBalance', Number.NaN, 'Current balance must be a number.'],
    ['originalInterestRate', 0, 'Interest rate must be more than 0% and at most 25%.'],
    ['originalInterestRate', 1.25, 'Interest rate must be more than 0% and at most 25%.'],
    ['originalInterestRate', -0.01, 'Interest rate must be more than 0% and at most 25%.'],
    ['monthlyPayment', 0, 'Monthly payment must be more than $0.'],
    ['monthlyPayment', 2_000_000, 'Monthly payment must be at most $1,000,000.'],
    ['loanTermYears', 12.5, 'Loan term must be a whole number of years from 1 to 40.'],
    ['loanTermYears', 41, 'Loan term must be a whole number of years from 1 to 40.'],
    ['firstPaymentDate', '1969-12-31', "First payment date can't be before Jan 1, 1970."],
    ['firstPaymentDate', '2028-01-01', "First payment date can't be more than 3 months from today."],
    ['firstPaymentDate', '2025-02-30', 'First payment date must be a real date.'],
    ['purchaseDate', '1899-12-31', "Purchase date can't be before Jan 1, 1900."],
    ['propertyAddress', 'x'.repeat(501), 'Property address must be at most 500 characters long.'],
  ])('refuses %s (#%#)', (field, value, message) => {
    expect(mortgageFieldProblem(field, value, TODAY)).toBe(message);
    expect(mortgageProblems({ ...GOOD, [field]: value }, TODAY)[field]).toBe(message);
  });

  it('speaks in plain words: no fractions, one period at the end of each sentence', () => {
    const everythingWrong: MortgageValues = {
      purchasePrice: -5,
      originalLoanAmount: 0,
      currentBalance: -1,
      originalInterestRate: 1.25,
      loanTermYears: 0,
      monthlyPayment: 0,
      firstPaymentDate: '2040-01-01',
      currentHomeValue: 0,
    };
    const sentence = mortgageProblemsSentence(mortgageProblems(everythingWrong, TODAY));
    expect(sentence).not.toMatch(/fraction|\.\.|NaN|undefined/);
    expect(sentence.split(/(?<=\.) /)).toHaveLength(Object.keys(everythingWrong).length);
  });

  it('takes the edges: 25% and 3 months from today are in; just past them is out', () => {
    expect(mortgageFieldProblem('originalInterestRate', 0.25, TODAY)).toBeUndefined();
    expect(mortgageFieldProblem('originalInterestRate', 0.250001, TODAY)).toBeDefined();
    expect(mortgageFieldProblem('originalInterestRate', 0.00001, TODAY)).toBeUndefined();
    expect(mortgageFieldProblem('firstPaymentDate', '2025-06-14', TODAY)).toBeUndefined();
    expect(mortgageFieldProblem('firstPaymentDate', '2025-06-15', TODAY)).toBeDefined();
    expect(mortgageFieldProblem('firstPaymentDate', '1970-01-01', TODAY)).toBeUndefined();
    expect(mortgageFieldProblem('purchasePrice', 0, TODAY)).toBeUndefined(); // not known
    expect(mortgageFieldProblem('currentBalance', 0, TODAY)).toBeUndefined(); // paid off
  });

  it('leaves out what is not given: undefined, or null for a date', () => {
    expect(mortgageProblems({ firstPaymentDate: null, purchaseDate: null }, TODAY)).toEqual({});
    expect(mortgageFieldProblem('currentHomeValue', undefined, TODAY)).toBeUndefined();
  });

  it('refuses a balance above the original loan amount', () => {
    expect(mortgageProblems({ ...GOOD, currentBalance: 320_000.01 }, TODAY)).toEqual({
      currentBalance: "Current balance can't be more than the original loan amount ($320,000).",
    });
  });

  it("refuses a payment that does not cover the first month's interest (the loan would never be paid off)", () => {
    // 320,000 × 6.875% / 12 = 1,833.33
    expect(mortgageProblems({ ...GOOD, monthlyPayment: 1833.33 }, TODAY)).toEqual({
      monthlyPayment: "Monthly payment must be more than the first month's interest ($1,833.33), or the loan is never paid off.",
    });
    expect(mortgageProblems({ ...GOOD, monthlyPayment: 1833.34 }, TODAY)).toEqual({});
  });

  describe('an update (changed fields only)', () => {
    // A row stored before the bounds: balance above the amount, 0% rate, first payment in 2040.
    const STORED: MortgageValues = { ...GOOD, currentBalance: 400_000, originalInterestRate: 0, firstPaymentDate: '2040-01-01' };

    it('lets a stored profile that breaks a bound be fixed one field at a time', () => {
      expect(mortgageProblems({ ...STORED, currentHomeValue: 420_000 }, TODAY, { changed: ['currentHomeValue'] })).toEqual({});
      expect(mortgageProblems({ ...STORED, currentBalance: 300_000 }, TODAY, { changed: ['currentBalance'] })).toEqual({});
    });

    it('checks a rule between two fields when either changed, on the field that changed', () => {
      expect(mortgageProblems({ ...STORED, currentBalance: 330_000 }, TODAY, { changed: ['currentBalance'] })).toEqual({
        currentBalance: "Current balance can't be more than the original loan amount ($320,000).",
      });
      expect(mortgageProblems({ ...GOOD, originalLoanAmount: 300_000 }, TODAY, { changed: ['originalLoanAmount'] })).toEqual({
        originalLoanAmount: "Original loan amount can't be less than the current balance ($320,000).",
      });
    });

    it('still refuses a changed field that breaks its own bound', () => {
      expect(mortgageProblems({ ...STORED, originalInterestRate: 1.25 }, TODAY, { changed: ['originalInterestRate'] })).toEqual({
        originalInterestRate: 'Interest rate must be more than 0% and at most 25%.',
      });
    });
  });
});

describe('addMonthsIso', () => {
  it('keeps the day, or takes the last day of a shorter month', () => {
    expect(addMonthsIso('2025-03-14', 3)).toBe('2025-06-14');
    expect(addMonthsIso('2025-11-30', 3)).toBe('2026-02-28');
    expect(addMonthsIso('2023-11-30', 3)).toBe('2024-02-29');
    expect(addMonthsIso('2025-10-31', 2)).toBe('2025-12-31');
  });
});
