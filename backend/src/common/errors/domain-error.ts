import { ERROR_CATALOGUE, errorMessage, type ErrorCode, type ErrorParams } from './error-catalogue.js';

/**
 * A refusal in the product's terms ("that email is taken", "no such profile"), thrown by services
 * that know nothing of HTTP. Its `message` is the catalogue's sentence, so logs and the CLI read
 * it too; the exception filter answers `{ statusCode, message, error, code }` with the status the
 * catalogue gives the code.
 */
export class DomainError<C extends ErrorCode = ErrorCode> extends Error {
  readonly code: C;
  readonly params: ErrorParams<C>;

  constructor(code: C, ...params: ErrorParams<C> extends undefined ? [] : [ErrorParams<C>]) {
    super(errorMessage(code, ...params));
    this.name = 'DomainError';
    this.code = code;
    this.params = params[0] as ErrorParams<C>;
  }

  get status(): number {
    return ERROR_CATALOGUE[this.code].status;
  }

  /** Seconds until a refused attempt may be tried again (the 429s), for the Retry-After header. */
  get retryAfterSeconds(): number | undefined {
    const seconds = (this.params as { retryAfterSeconds?: unknown } | undefined)?.retryAfterSeconds;
    return typeof seconds === 'number' ? seconds : undefined;
  }
}

/** The 429s share one shape: a code whose sentence says how long to wait. */
export type TooManyCode = 'TOO_MANY_ATTEMPTS' | 'TOO_MANY_SIGNUPS' | 'ACCOUNT_PAUSED' | 'TOO_MANY_WRITES' | 'TOO_MANY_PASSWORD_CHANGES' | 'TOO_MANY_MESSAGES';

export const tooMany = (code: TooManyCode, retryAfterSeconds: number): DomainError<TooManyCode> =>
  new DomainError(code as 'TOO_MANY_ATTEMPTS', { retryAfterSeconds });
