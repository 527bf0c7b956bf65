import { amortizationSchedule, nextPaymentDate, roundCents, monthlyPayment } from '@homewise/finance';
import { paymentFormOf, readPaymentForm } from './payment-form';
import { acceleratedScheduleCsv, balanceSeries, initialStrategy, projectionOf, readStrategy, resultCards } from './strategy';
import { extraPayment as payment, SIX_PERCENT_PROFILE } from '../../shared/test-fixtures';

const TODAY = '2025-03-14';
const profile = SIX_PERCENT_PROFILE;

describe('readStrategy', () => {
  it('starts at $100 a month from today', () => {
    expect(initialStrategy(TODAY)).toEqual({ amount: '100', type: 'monthly', startDate: TODAY });
  });

  it('reads the amount, or says what is wrong with it', () => {
    expect(readStrategy({ amount: '250.50', type: 'annual', startDate: TODAY })).toEqual({ strategy: { amount: 250.5, type: 'annual' } });
    expect(readStrategy({ amount: '0', type: 'monthly', startDate: TODAY })).toEqual({ strategy: { amount: 0, type: 'monthly' } });
    expect(readStrategy({ amount: '', type: 'monthly', startDate: TODAY })).toEqual({ strategy: null, amountError: 'Enter the extra amount (0 for none).' });
    expect(readStrategy({ amount: '-1', type: 'monthly', startDate: TODAY })).toEqual({ strategy: null, amountError: 'The extra amount cannot be negative.' });
  });
});

describe('the projection as the page shows it', () => {
  const projection = projectionOf(profile, { amount: 100, type: 'monthly' }, TODAY, [payment('a', '2025-01-10', 500), payment('b', '2025-02-10', 250.25)]);

  it('runs the regular plan exactly as the amortization schedule does (independent of the projection)', () => {
    const schedule = amortizationSchedule({
      balance: 200000,
      annualRate: 0.06,
      monthlyPayment: roundCents(monthlyPayment(200000, 0.06, 360)),
      startDate: nextPaymentDate({ firstPaymentDate: profile.firstPaymentDate, today: TODAY }),
      maxPayments: 540, // the projection's limit: 1.5 × the term
    });
    expect(projection.original.months).toBe(schedule.length);
    expect(projection.original.payoffDate).toBe(schedule[schedule.length - 1].date);
  });

  it('pays off sooner with $100 more a month, and counts the recorded payments', () => {
    expect(projection.monthsSaved).toBe(projection.original.months - projection.accelerated.months);
    expect(projection.monthsSaved).toBeGreaterThan(0);
    expect(projection.interestSaved).toBeGreaterThan(0);
    expect(projection.totalAdditionalPrincipal).toBe(750.25);
  });

  it('writes the result cards from the two plans', () => {
    const cards = resultCards(projection);
    const months = projection.monthsSaved;
    expect(cards.monthsSaved.value).toBe(String(months));
    expect(cards.monthsSaved.detail).toBe(`${Math.floor(months / 12)} years ${months % 12} months sooner`.replace(' 0 months', ''));
    expect(cards.payoff.value).toMatch(/^[A-Z][a-z]+ \d{4}$/);
    expect(cards.payoff.detail).toMatch(/^Instead of [A-Z][a-z]+ \d{4}$/);
  });

  it('says so when the regular payment never pays the loan off', () => {
    const stuck = projectionOf({ ...profile, monthlyPayment: 900 }, { amount: 0, type: 'monthly' }, TODAY, []);
    const cards = resultCards(stuck);
    expect(cards.payoff.value).toBe('Not at this payment');
    expect(cards.payoff.detail).toBe('The regular payment alone does not pay the loan off within 45 years.');
    expect(cards.monthsSaved).toEqual({ value: '0', detail: 'Add an extra amount to pay off sooner.' });
  });

  it('exports the accelerated schedule: Month, Remaining Balance, Interest Paid, to the cent', () => {
    const lines = acceleratedScheduleCsv(projection).trimEnd().split('\r\n');
    expect(lines[0]).toBe('"Month","Remaining Balance","Interest Paid"');
    expect(lines).toHaveLength(projection.accelerated.months + 1);
    // Month 1: interest = $200,000 × 6 % / 12 = $1,000.00; principal = $1,199.10 + $100 − $1,000.
    expect(lines[1]).toBe('"1","199700.90","1000.00"');
    expect(lines[lines.length - 1]).toMatch(new RegExp(`^"${projection.accelerated.months}","0\\.00","\\d+\\.\\d{2}"$`));
  });

  it('charts both balances month by month', () => {
    const points = balanceSeries(projection);
    expect(points.months[0]).toBe(1);
    expect(points.months).toHaveLength(projection.original.months);
    expect(points.original[0]).toBe(199800.9);
    expect(points.accelerated[0]).toBe(199700.9);
    expect(points.accelerated[points.accelerated.length - 1]).toBe(0);
  });
});

describe('readPaymentForm', () => {
  it('needs both the date and the amount', () => {
    expect(readPaymentForm({ paymentDate: '', amount: '' })).toEqual({ payment: null, errors: { paymentDate: 'Enter the payment date.', amount: 'Enter the amount.' } });
    expect(readPaymentForm({ paymentDate: '2025-02-30', amount: '10' }).errors).toEqual({ paymentDate: 'Enter a real date.' });
  });

  it('takes dollars and cents, sent as typed', () => {
    expect(readPaymentForm({ paymentDate: '2025-03-01', amount: '0.10' })).toEqual({ payment: { paymentDate: '2025-03-01', amount: '0.10' }, errors: {} });
    expect(readPaymentForm({ paymentDate: '2025-03-01', amount: '1500' }).payment).toEqual({ paymentDate: '2025-03-01', amount: '1500.00' });
    expect(readPaymentForm({ paymentDate: '2025-03-01', amount: '10.005' }).errors).toEqual({ amount: 'Enter dollars and cents (at most 2 decimals).' });
    expect(readPaymentForm({ paymentDate: '2025-03-01', amount: '0' }).errors).toEqual({ amount: 'Enter an amount of at least $0.01.' });
  });

  it('prefills an edit with the stored values', () => {
    expect(paymentFormOf(payment('a', '2025-01-10', 500))).toEqual({ paymentDate: '2025-01-10', amount: '500.00' });
  });
});
