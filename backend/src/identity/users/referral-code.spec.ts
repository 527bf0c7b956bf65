import { newReferralCode, normalizeReferralCode } from './referral-code.js';

describe('referral codes', () => {
  it('are 8 characters without look-alikes and match case-insensitively', () => {
    const codes = new Set(Array.from({ length: 200 }, newReferralCode));
    expect(codes.size).toBe(200);
    for (const code of codes) expect(code).toMatch(/^[A-HJKMNP-Z2-9]{8}$/);
    expect(normalizeReferralCode(' ab2cd3ef ')).toBe('AB2CD3EF');
  });
});
