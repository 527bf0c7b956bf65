import { EMPTY_MORTGAGE_FORM, mortgageFormErrors, mortgageFormFrom, mortgageInputFrom } from './index';

const today = '2025-03-14';
const ARM_FORM = { ...EMPTY_MORTGAGE_FORM, propertyAddress: '1 A St', originalLoanAmount: '300000', interestRatePercent: '6', loanType: '5_1_arm', monthlyPayment: '1798.65', currentHomeValue: '350000' };

describe('the mortgage form’s escrow and ARM terms (issue 21)', () => {
  it('an ARM starts with the usual terms; Save sends fractions, blanks as null', () => {
    expect(ARM_FORM).toMatchObject({ armMarginPercent: '2.75', armInitialCapPercent: '2', armPeriodicCapPercent: '2', armLifetimeCapPercent: '5', armIndexPercent: '' });
    const input = mortgageInputFrom({ ...ARM_FORM, propertyTaxYearly: '4800', pmiMonthly: '' }, { create: true });
    expect(input).toMatchObject({ propertyTaxYearly: 4800, pmiMonthly: null, armMargin: 0.0275, armIndexRate: null, armInitialCap: 0.02, armLifetimeCap: 0.05 });
  });

  it('a fixed-rate loan sends no ARM terms and is not held back by them', () => {
    const fixed = { ...ARM_FORM, loanType: '30_year_fixed', loanTermYears: '30', armMarginPercent: '40' };
    expect(mortgageInputFrom(fixed, { create: true })).toMatchObject({ armMargin: null, armInitialCap: null });
    expect(mortgageFormErrors(fixed, today, { create: true }).armMarginPercent).toBeUndefined();
  });

  it('bad values get the API’s words at the field', () => {
    const errors = mortgageFormErrors({ ...ARM_FORM, armMarginPercent: '40', armPeriodicCapPercent: '-2', hoaMonthly: 'x' }, today, { create: true });
    expect(errors).toMatchObject({
      armMarginPercent: 'Margin must be between 0% and 10%.',
      armPeriodicCapPercent: "Periodic adjustment cap can't be negative.",
      hoaMonthly: 'HOA dues must be a number.',
    });
  });

  it('a stored profile fills the fields back (percents without float noise)', () => {
    const form = mortgageFormFrom({
      id: 'p', propertyAddress: '', purchaseDate: null, purchasePrice: 0, originalLoanAmount: 1000, currentBalance: 1000, originalInterestRate: 0.05, loanTermYears: 30,
      loanType: '7_1_arm', monthlyPayment: 10, firstPaymentDate: null, currentHomeValue: 2000, createdAt: '', updatedAt: '',
      insuranceYearly: 1450.5, armMargin: 0.0225, armLifetimeCap: 0.06,
    });
    expect(form).toMatchObject({ insuranceYearly: '1450.5', propertyTaxYearly: '', armMarginPercent: '2.25', armLifetimeCapPercent: '6', armInitialCapPercent: '2' });
  });
});
