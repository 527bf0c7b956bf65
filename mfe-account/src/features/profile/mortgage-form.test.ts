import type { MortgageProfile } from '@homewise/contracts';
import { mortgageFormFrom, mortgageInputFrom, paymentText, withChange } from './mortgage-form';

const profile: MortgageProfile = {
  id: 'p1', propertyAddress: '1 Main St, Springfield', purchaseDate: '2020-05-01', purchasePrice: 400000,
  originalLoanAmount: 200000, currentBalance: 180000, originalInterestRate: 0.06, loanTermYears: 30, loanType: '30_year_fixed',
  monthlyPayment: 1199.1, firstPaymentDate: '2020-06-01', currentHomeValue: 450000, createdAt: '', updatedAt: '',
};

describe('mortgage form (spec section 5)', () => {
  it('shows the rate as a percent and dates by their date part', () => {
    const form = mortgageFormFrom({ ...profile, originalInterestRate: 0.06875, purchaseDate: '2020-05-01T00:00:00.000Z' });
    expect(form.interestRatePercent).toBe('6.875');
    expect(form.purchaseDate).toBe('2020-05-01');
    expect(form.monthlyPayment).toBe('1199.10');
  });

  it('recalculates the payment with the standard formula: $200,000 at 6% for 30 years is $1,199.10', () => {
    expect(paymentText({ originalLoanAmount: '200000', interestRatePercent: '6', loanTermYears: '30' })).toBe('1199.10');
    const changed = withChange(mortgageFormFrom(profile), 'originalLoanAmount', '300000');
    expect(changed.monthlyPayment).toBe('1798.65');
  });

  it('leaves the payment blank when it cannot be computed', () => {
    expect(paymentText({ originalLoanAmount: '', interestRatePercent: '6', loanTermYears: '30' })).toBe('');
    expect(paymentText({ originalLoanAmount: '200000', interestRatePercent: 'abc', loanTermYears: '30' })).toBe('');
  });

  it('sets the term from the loan type and recalculates', () => {
    const changed = withChange(mortgageFormFrom(profile), 'loanType', '15_year_fixed');
    expect(changed.loanTermYears).toBe('15');
    expect(changed.monthlyPayment).toBe('1687.71');
    expect(withChange(changed, 'loanType', '5_1_arm').loanTermYears).toBe('5');
    expect(withChange(changed, 'loanType', 'fixed_rate').loanTermYears).toBe('30');
  });

  it('never lets the read-only payment be typed over', () => {
    const form = mortgageFormFrom(profile);
    expect(withChange(form, 'monthlyPayment', '1')).toBe(form);
  });

  it('parses what Save sends: unparseable → 0, rate / 100, empty dates → null, term → 30', () => {
    const form = { ...mortgageFormFrom(profile), purchasePrice: 'n/a', firstPaymentDate: '', loanTermYears: '', interestRatePercent: '6.5' };
    const input = mortgageInputFrom(form, { create: false });
    expect(input).toMatchObject({ purchasePrice: 0, firstPaymentDate: null, loanTermYears: 30, originalInterestRate: 0.065, currentBalance: 180000 });
  });

  it('applies the create-only fallbacks', () => {
    const form = { ...mortgageFormFrom(null), purchasePrice: '350000', originalLoanAmount: '280000', loanType: '' };
    const created = mortgageInputFrom(form, { create: true });
    expect(created).toMatchObject({ currentBalance: 280000, currentHomeValue: 350000, loanType: '30_year_fixed', propertyAddress: '' });
    const updated = mortgageInputFrom(form, { create: false });
    expect(updated).toMatchObject({ currentBalance: 0, currentHomeValue: 0, loanType: '' });
  });
});
