import type { MortgageProfile } from '@homewise/contracts';
import { fractionFromPercent, mortgageFormFrom, mortgageInputFrom, paymentText, percentText, withChange } from './mortgage-form';

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
    expect(paymentText({ originalLoanAmount: '-5', interestRatePercent: '6', loanTermYears: '30' })).toBe('');
    expect(paymentText({ originalLoanAmount: '200000', interestRatePercent: '-1', loanTermYears: '30' })).toBe('');
    expect(paymentText({ originalLoanAmount: '200000', interestRatePercent: '6', loanTermYears: '0' })).toBe('');
  });

  it('prices a 0% loan on the profile, but onboarding clears the payment unless every input is positive', () => {
    const zero = { originalLoanAmount: '120000', interestRatePercent: '0', loanTermYears: '10' };
    expect(paymentText(zero)).toBe('1000.00');
    expect(paymentText(zero, { requirePositiveRate: true })).toBe('');
    expect(paymentText({ ...zero, interestRatePercent: '6.875' }, { requirePositiveRate: true })).toBe('1385.58');
    const form = withChange({ ...mortgageFormFrom(null), originalLoanAmount: '200000', interestRatePercent: '6' }, 'interestRatePercent', '0', { requirePositiveRate: true });
    expect(form.monthlyPayment).toBe('');
  });

  it('rounds the payment to the cent, as the quoted payment is', () => {
    // $100,000 at 5% for 30 years is 536.8216...; $150,000 at 4.5% for 15 years is 1147.4899...
    expect(paymentText({ originalLoanAmount: '100000', interestRatePercent: '5', loanTermYears: '30' })).toBe('536.82');
    expect(paymentText({ originalLoanAmount: '150000', interestRatePercent: '4.5', loanTermYears: '15' })).toBe('1147.49');
  });

  it('turns a typed percent into the stored fraction and back without float noise', () => {
    expect(fractionFromPercent('6.875')).toBe(0.06875);
    expect(fractionFromPercent('7.1')).toBe(0.071);
    expect(fractionFromPercent('3.3')).toBe(0.033);
    expect(fractionFromPercent('')).toBe(0);
    expect(fractionFromPercent('abc')).toBe(0);
    expect(percentText(0.06875)).toBe('6.875');
    expect(percentText(0.071)).toBe('7.1');
    expect(percentText(0.0699)).toBe('6.99');
    expect(percentText(null)).toBe('');
    for (const typed of ['6.875', '5.125', '4.99', '7.375', '0.001', '12.5']) expect(percentText(fractionFromPercent(typed))).toBe(typed);
  });

  it('sets the term from a fixed-rate type and recalculates', () => {
    const changed = withChange(mortgageFormFrom(profile), 'loanType', '15_year_fixed');
    expect(changed.loanTermYears).toBe('15');
    expect(changed.monthlyPayment).toBe('1687.71');
    expect(withChange(changed, 'loanType', '10_year_fixed').loanTermYears).toBe('10');
  });

  it('gives an ARM a 30-year term, not its fixed period: 5/1 ARM, $388,000 at 3.125% is $1,662.10 a month', () => {
    // By hand: r = 0.03125 / 12 = 0.0026041667; (1 + r)^360 = 2.5488...; 388,000 × r / (1 − 1 / 2.5488) = 1,662.0968.
    // The spec's "leading number" made it a 5-year loan: 388,000 × r / (1 − (1 + r)^−60) = 6,993.43.
    const form = { ...mortgageFormFrom(null), originalLoanAmount: '388000', interestRatePercent: '3.125' };
    const arm = withChange(form, 'loanType', '5_1_arm');
    expect(arm.loanTermYears).toBe('30');
    expect(arm.monthlyPayment).toBe('1662.10');
    for (const type of ['7_1_arm', '10_1_arm']) expect(withChange(form, 'loanType', type).loanTermYears).toBe('30');
  });

  it('lets an ARM’s term be chosen, and keeps it when switching to another ARM', () => {
    const form = withChange({ ...mortgageFormFrom(null), originalLoanAmount: '388000', interestRatePercent: '3.125' }, 'loanType', '5_1_arm');
    const forty = withChange(form, 'loanTermYears', '40');
    expect(forty.monthlyPayment).toBe(paymentText({ originalLoanAmount: '388000', interestRatePercent: '3.125', loanTermYears: '40' }));
    expect(withChange(forty, 'loanType', '7_1_arm').loanTermYears).toBe('40');
    // From a fixed type an ARM starts at 30 years, whatever the fixed term was.
    const fifteen = withChange(form, 'loanType', '15_year_fixed');
    expect(withChange(fifteen, 'loanType', '10_1_arm').loanTermYears).toBe('30');
  });

  it('never lets the read-only payment be typed over', () => {
    const form = mortgageFormFrom(profile);
    expect(withChange(form, 'monthlyPayment', '1')).toBe(form);
  });

  it('parses what Save sends: unparseable → 0, rate / 100, empty dates → null, term → 30', () => {
    const form = { ...mortgageFormFrom(profile), purchasePrice: 'n/a', firstPaymentDate: '', loanTermYears: '', interestRatePercent: '6.5' };
    const input = mortgageInputFrom(form, { create: false });
    expect(input).toMatchObject({ purchasePrice: 0, firstPaymentDate: null, loanTermYears: 30, originalInterestRate: 0.065, currentBalance: 180000 });
    expect(mortgageInputFrom({ ...form, interestRatePercent: '6.875' }, { create: false }).originalInterestRate).toBe(0.06875);
  });

  it('applies the create-only fallbacks', () => {
    const form = { ...mortgageFormFrom(null), purchasePrice: '350000', originalLoanAmount: '280000', loanType: '' };
    const created = mortgageInputFrom(form, { create: true });
    expect(created).toMatchObject({ currentBalance: 280000, currentHomeValue: 350000, loanType: '30_year_fixed', propertyAddress: '' });
    const updated = mortgageInputFrom(form, { create: false });
    expect(updated).toMatchObject({ currentBalance: 0, currentHomeValue: 0, loanType: '' });
  });
});
