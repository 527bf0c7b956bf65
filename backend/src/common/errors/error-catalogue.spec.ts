import { DomainError, tooMany } from './domain-error.js';
import { ERROR_CATALOGUE, errorMessage, type ErrorCode } from './error-catalogue.js';

describe('the error catalogue', () => {
  it('gives every code a 4xx status and a sentence that ends like one', () => {
    for (const [code, entry] of Object.entries(ERROR_CATALOGUE)) {
      expect([code, entry.status >= 400 && entry.status < 500]).toEqual([code, true]);
      const sentence = typeof entry.message === 'function' ? (entry.message as (p: unknown) => string)({ retryAfterSeconds: 60, email: 'a@b.c', loanType: 'FHA', problem: 'A 5/1 ARM is a 30-year loan.', problems: 'Interest rate must be more than 0% and at most 25%.', limit: 600 }) : entry.message;
      // "Invalid email or password" is the spec's own wording (section 8), without a full stop.
      expect([code, /^[A-Z].*[.]$/.test(sentence) || code === 'INVALID_LOGIN']).toEqual([code, true]);
    }
  });

  it('words the wait in whole minutes, at least one', () => {
    expect(errorMessage('TOO_MANY_ATTEMPTS', { retryAfterSeconds: 1 })).toBe('Too many attempts. Please wait 1 minute and try again.');
    expect(errorMessage('TOO_MANY_ATTEMPTS', { retryAfterSeconds: 600 })).toBe('Too many attempts. Please wait 10 minutes and try again.');
    expect(errorMessage('TOO_MANY_ATTEMPTS', { retryAfterSeconds: 601 })).toBe('Too many attempts. Please wait 11 minutes and try again.');
  });

  it('a DomainError carries its code, status, sentence and, for a 429, when to retry', () => {
    const error = new DomainError('NO_USER_WITH_EMAIL', { email: 'x@y.z' });
    expect([error.code, error.status, error.message, error.retryAfterSeconds]).toEqual(['NO_USER_WITH_EMAIL', 404, 'No user with the email x@y.z.', undefined]);
    const paused = tooMany('ACCOUNT_PAUSED', 90);
    expect([paused.code, paused.status, paused.retryAfterSeconds]).toEqual(['ACCOUNT_PAUSED', 429, 90]);
    expect(new DomainError('NOT_SIGNED_IN' satisfies ErrorCode)).toBeInstanceOf(Error);
  });
});
