import { newReferralCode, normalizeReferralCode } from './referral-code.js';
import { toClient } from './loan-officers.service.js';

const row = {
  id: 'c1',
  full_name: null,
  first_name: 'Casey',
  last_name: 'Client',
  email: 'casey@example.com',
  phone: null,
  created_at: new Date('2025-01-02T03:04:05Z'),
  current_balance: '250000.55',
  original_interest_rate: '0.061500',
  monthly_payment: '1827.94',
  current_home_value: '400000.60',
  last_activity_at: null,
};

describe('toClient', () => {
  it('computes equity to the cent and the rounded equity percent', () => {
    expect(toClient(row)).toMatchObject({
      fullName: 'Casey Client',
      currentBalance: 250000.55,
      interestRate: 0.0615,
      equity: 150000.05,
      equityPercent: 37,
      lastActivityAt: null,
      joinedAt: '2025-01-02T03:04:05.000Z',
    });
  });

  it('answers nulls for a client without a profile, and no percent for a zero home value', () => {
    expect(toClient({ ...row, current_balance: null, current_home_value: null })).toMatchObject({ equity: null, equityPercent: null });
    expect(toClient({ ...row, current_home_value: '0.00', current_balance: '0.00' })).toMatchObject({ equity: 0, equityPercent: null });
  });
});

describe('referral codes', () => {
  it('are 8 characters without look-alikes and match case-insensitively', () => {
    const codes = new Set(Array.from({ length: 200 }, newReferralCode));
    expect(codes.size).toBe(200);
    for (const code of codes) expect(code).toMatch(/^[A-HJKMNP-Z2-9]{8}$/);
    expect(normalizeReferralCode(' ab2cd3ef ')).toBe('AB2CD3EF');
  });
});
