import type { MortgageProfile } from '@homewise/contracts';
import { mortgageFormFrom, type MortgageForm } from './mortgage-form';
import { mortgageFormErrors } from './mortgage-form-errors';

const TODAY = '2025-03-14';

const stored: MortgageProfile = {
  id: 'p1', propertyAddress: '1 Main St, Springfield', purchaseDate: '2020-05-01', purchasePrice: 400000,
  originalLoanAmount: 200000, currentBalance: 180000, originalInterestRate: 0.06, loanTermYears: 30, loanType: '30_year_fixed',
  monthlyPayment: 1199.1, firstPaymentDate: '2020-06-01', currentHomeValue: 450000, createdAt: '', updatedAt: '',
};

const form = (changes: Partial<MortgageForm> = {}): MortgageForm => ({ ...mortgageFormFrom(stored), ...changes });

describe('mortgage form errors (issue 18: the bounds of @homewise/contracts, at the field)', () => {
  it('has nothing to say about a good profile', () => {
    expect(mortgageFormErrors(form(), TODAY)).toEqual({});
  });

  it.each<[Partial<MortgageForm>, keyof MortgageForm, string]>([
    [{ purchasePrice: '-1' }, 'purchasePrice', "Purchase price can't be negative."],
    [{ currentHomeValue: '0' }, 'currentHomeValue', 'Current home value must be between $1,000 and $100,000,000.'],
    [{ interestRatePercent: '0' }, 'interestRatePercent', 'Interest rate must be more than 0% and at most 25%.'],
    [{ interestRatePercent: '125' }, 'interestRatePercent', 'Interest rate must be more than 0% and at most 25%.'],
    [{ monthlyPayment: '0.00' }, 'monthlyPayment', 'Monthly payment must be more than $0.'],
    [{ currentBalance: '200000.01' }, 'currentBalance', "Current balance can't be more than the original loan amount ($200,000)."],
    [{ firstPaymentDate: '2030-01-01' }, 'firstPaymentDate', "First payment date can't be more than 3 months from today."],
    [{ firstPaymentDate: '1965-01-01' }, 'firstPaymentDate', "First payment date can't be before Jan 1, 1970."],
    [{ originalLoanAmount: '' }, 'originalLoanAmount', 'Enter the original loan amount.'],
    [{ interestRatePercent: 'six' }, 'interestRatePercent', 'Interest rate must be a number.'],
    [{ propertyAddress: '  ' }, 'propertyAddress', 'Enter the property address.'],
  ])('%p → %s: %s', (changes, field, message) => {
    const errors = mortgageFormErrors(form(changes), TODAY);
    expect(errors[field]).toBe(message);
    expect(Object.keys(errors)).toEqual([field]);
  });

  it('takes a first payment a month or two ahead (a loan that just closed)', () => {
    expect(mortgageFormErrors(form({ firstPaymentDate: '2025-05-01' }), TODAY)).toEqual({});
  });

  it('on create, a blank balance stands for the loan amount and a blank home value for the price', () => {
    const blank = form({ currentBalance: '', currentHomeValue: '' });
    expect(mortgageFormErrors(blank, TODAY, { create: true })).toEqual({});
    expect(mortgageFormErrors(blank, TODAY)).toEqual({ currentBalance: 'Enter the current balance.', currentHomeValue: 'Enter the current home value.' });
    expect(mortgageFormErrors({ ...blank, purchasePrice: '' }, TODAY, { create: true })).toEqual({
      currentHomeValue: 'Enter the current home value or the purchase price.',
    });
  });

  it('says nothing about a payment that cannot be calculated yet: the inputs say why', () => {
    expect(mortgageFormErrors(form({ originalLoanAmount: '', monthlyPayment: '' }), TODAY)).toEqual({ originalLoanAmount: 'Enter the original loan amount.' });
  });

  describe('an inline edit of a stored profile (some fields)', () => {
    it('compares the balance with the stored loan amount', () => {
      expect(mortgageFormErrors({ currentBalance: '250000' }, TODAY, { stored })).toEqual({
        currentBalance: "Current balance can't be more than the original loan amount ($200,000).",
      });
      expect(mortgageFormErrors({ currentBalance: '150000' }, TODAY, { stored })).toEqual({});
    });

    it('compares a lower loan amount with the stored balance, on the amount', () => {
      const loan = { originalLoanAmount: '150000', interestRatePercent: '6', loanTermYears: '30', firstPaymentDate: '2020-06-01', monthlyPayment: '899.33' };
      expect(mortgageFormErrors(loan, TODAY, { stored })).toEqual({
        originalLoanAmount: "Original loan amount can't be less than the current balance ($180,000).",
      });
    });

    it('lets the fields of a stored profile that breaks a bound be edited one at a time', () => {
      const broken = { ...stored, currentBalance: 250000, originalInterestRate: 0, monthlyPayment: 0 };
      expect(mortgageFormErrors({ purchasePrice: '410000', currentHomeValue: '460000' }, TODAY, { stored: broken })).toEqual({});
      expect(mortgageFormErrors({ currentBalance: '190000' }, TODAY, { stored: broken })).toEqual({});
    });
  });
});

describe('a stored $0 payment (saved before the bounds)', () => {
  it('opens the form with the calculated payment, so Save is not refused for a field nobody can type in', () => {
    const opened = mortgageFormFrom({ ...stored, monthlyPayment: 0 });
    expect(opened.monthlyPayment).toBe('1199.10');
    expect(mortgageFormErrors(opened, TODAY)).toEqual({});
  });
});
