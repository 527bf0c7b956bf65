import type { ExtraPayment } from '@homewise/contracts';
import { newestFirst } from './mortgage-profile-api';

const payment = (id: string, paymentDate: string, createdAt: string): ExtraPayment => ({ id, mortgageProfileId: 'p1', paymentDate, amount: 1, createdAt });

describe('newestFirst', () => {
  it('orders extra payments by payment date, then by when they were recorded, without changing the list given', () => {
    const list = [payment('old', '2024-12-01', '2024-12-01T00:00:00Z'), payment('new', '2025-02-01', '2025-02-01T00:00:00Z'), payment('newer-same-day', '2025-02-01', '2025-02-02T00:00:00Z')];
    expect(newestFirst(list).map((p) => p.id)).toEqual(['newer-same-day', 'new', 'old']);
    expect(list.map((p) => p.id)).toEqual(['old', 'new', 'newer-same-day']);
  });
});
