import { dateBalanceReachesLtv } from '@homewise/finance';
import { PROFILE } from '../../shared/test-fixtures';
import { biweeklyCard, pmiFreeDate, projectionOf } from './strategy';

const today = '2025-03-14';

describe('Extra Payments: biweekly and PMI-free (issue 21)', () => {
  it('the biweekly card: half the payment every 2 weeks, its payoff month, how much sooner and the interest saved', () => {
    const projection = projectionOf(PROFILE, { amount: 0, type: 'monthly' }, today, []);
    expect(projection.biweekly.payment).toBe(699.22); // $1,398.43 / 2, half a cent up
    const card = biweeklyCard(projection);
    expect(card.value).toMatch(/^[A-Z][a-z]{2} 20(4|5)\d$/);
    expect(card.detail).toContain('$699.22 every 2 weeks (26 a year): ');
    expect(card.detail).toMatch(/years? .*sooner, \$[\d,]+ less interest$/);
    expect(projection.biweekly.interestSaved).toBeGreaterThan(50_000);
  });

  it('PMI-free on the date extra payments bring the balance to 80% of the price, sooner than without them', () => {
    const profile = { ...PROFILE, purchasePrice: 230_000 }; // $200,000 owed: 87% of the price
    const projection = projectionOf(profile, { amount: 300, type: 'monthly' }, today, []);
    const pmi = pmiFreeDate(profile, projection)!;
    expect(pmi.date).toBe(dateBalanceReachesLtv(projection.accelerated.rows, 230_000));
    expect(pmi.instead).toBe(dateBalanceReachesLtv(projection.original.rows, 230_000));
    expect(pmi.date < pmi.instead!).toBe(true);
    // Every balance before that date is above 80% (184,000), the one on it at or below.
    const row = projection.accelerated.rows.findIndex((r) => r.date === pmi.date);
    expect(projection.accelerated.rows[row].balance).toBeLessThanOrEqual(184_000);
    expect(projection.accelerated.rows[row - 1].balance).toBeGreaterThan(184_000);
  });

  it('no PMI-free line at 80% already, without a price or without extra payments', () => {
    expect(pmiFreeDate(PROFILE, projectionOf(PROFILE, { amount: 300, type: 'monthly' }, today, []))).toBeNull(); // 80% exactly
    const noPrice = { ...PROFILE, purchasePrice: 0 };
    expect(pmiFreeDate(noPrice, projectionOf(noPrice, { amount: 300, type: 'monthly' }, today, []))).toBeNull();
    const high = { ...PROFILE, purchasePrice: 230_000 };
    expect(pmiFreeDate(high, projectionOf(high, { amount: 0, type: 'monthly' }, today, []))).toBeNull();
  });
});
