import { hasSignedInHint } from '../src/auth.js';

describe('the signed-in note among cookies', () => {
  it('is found in a Cookie header or document.cookie, wherever it stands', () => {
    expect(hasSignedInHint('hw_signed_in=1')).toBe(true);
    expect(hasSignedInHint('theme=dark; hw_signed_in=1')).toBe(true);
    expect(hasSignedInHint('hw_signed_in=1;theme=dark')).toBe(true);
  });

  it('is not a cookie that only looks like it, another value, or no cookies', () => {
    for (const cookies of ['hw_signed_in=0', 'not_hw_signed_in=1', 'hw_signed_in=10', 'hw_signed_in=', '', undefined]) {
      expect(hasSignedInHint(cookies)).toBe(false);
    }
  });
});
