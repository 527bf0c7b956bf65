import { hasSignedInHint } from '../src/auth.js';
import { notedRole } from '../src/user.js';

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

describe('the role note', () => {
  it('holds one of the roles, and nothing else counts', () => {
    expect(notedRole('loan_officer')).toBe('loan_officer');
    expect(notedRole('admin')).toBe('admin');
    expect(notedRole('customer')).toBe('customer');
    for (const note of ['Loan_Officer', 'loan_officer ', 'superuser', '', null, undefined]) expect(notedRole(note)).toBeNull();
  });
});
