import { referralCodeOf, startBrandLoad, takeEarlyBrand } from './early-brand';

describe('the early brand of a /lo/<code> page', () => {
  it('reads the referral code of a loan officer page only', () => {
    expect(referralCodeOf('/lo/ABC123')).toBe('ABC123');
    expect(referralCodeOf('/lo/ABC123/')).toBe('ABC123');
    expect(referralCodeOf('/lo/a%20b')).toBe('a b');
    expect(referralCodeOf('/lo/%E0%A4%A')).toBeNull();
    expect(referralCodeOf('/Dashboard')).toBeNull();
    expect(referralCodeOf('/lo/')).toBeNull();
  });

  it('asks for the brand at once and hands that answer to the page once, for its code only', async () => {
    const brand = { name: 'Acme Lending', primaryColor: '#0f766e' };
    const fetchMock = jest.fn(async () => ({ ok: true, status: 200, json: async () => brand, text: async () => JSON.stringify(brand) }));
    const realFetch = globalThis.fetch;
    globalThis.fetch = fetchMock as unknown as typeof fetch;
    try {
      startBrandLoad('ACME 1');
      expect(fetchMock).toHaveBeenCalledWith('/api/brands/ACME%201', expect.objectContaining({ credentials: 'include' }));
      expect(takeEarlyBrand('OTHER')).toBeNull();
      await expect(takeEarlyBrand('ACME 1')).resolves.toEqual(brand);
      // Once: a later load (another visit of the page) asks the server itself.
      expect(takeEarlyBrand('ACME 1')).toBeNull();
    } finally {
      globalThis.fetch = realFetch;
    }
  });

  it('passes a refusal on as a failure (the Landing then shows the Homewise brand)', async () => {
    const realFetch = globalThis.fetch;
    globalThis.fetch = jest.fn(async () => ({ ok: false, status: 404, json: async () => ({}), text: async () => 'Unknown referral code' })) as unknown as typeof fetch;
    try {
      startBrandLoad('NOPE');
      await expect(takeEarlyBrand('NOPE')).rejects.toThrow('404: Unknown referral code');
    } finally {
      globalThis.fetch = realFetch;
    }
  });
});
