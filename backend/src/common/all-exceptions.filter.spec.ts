import { BadRequestException, NotFoundException } from '@nestjs/common';
import { QueryFailedError } from 'typeorm';
import { DomainError, tooMany } from './errors/domain-error.js';
import { DATABASE_UNREACHABLE, toErrorResponse } from './all-exceptions.filter.js';

const dbError = (code: string) =>
  new QueryFailedError('INSERT INTO users ...', [], Object.assign(new Error('duplicate key value violates "users_email_key"'), { code }));

describe('toErrorResponse', () => {
  it('answers 503 "try again" while the database is down or restarting, not 500', () => {
    const down = [
      Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }),
      new Error('Connection terminated unexpectedly'),
      new Error('Client has encountered a connection error and is not queryable'),
      new Error('read ECONNRESET'),
      new QueryFailedError('SELECT 1', [], Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' })),
      new QueryFailedError('SELECT 1', [], Object.assign(new Error('the database system is starting up'), { code: '57P03' })),
    ];
    for (const error of down) expect(toErrorResponse(error)).toEqual({ statusCode: 503, message: DATABASE_UNREACHABLE, error: 'Service Unavailable' });
    expect(toErrorResponse(new Error('something else')).statusCode).toBe(500);
  });

  it('keeps an HttpException’s status and message as one string', () => {
    expect(toErrorResponse(new NotFoundException('Mortgage profile not found.'))).toEqual({
      statusCode: 404,
      message: 'Mortgage profile not found.',
      error: 'Not Found',
    });
    expect(toErrorResponse(new BadRequestException(['a is bad', 'b is bad'])).message).toBe('a is bad b is bad');
  });

  it('answers a domain error with its catalogue status, sentence and code', () => {
    expect(toErrorResponse(new DomainError('EMAIL_TAKEN'))).toEqual({
      statusCode: 409,
      message: 'An account with this email already exists. Please log in instead.',
      error: 'Conflict',
      code: 'EMAIL_TAKEN',
    });
    expect(toErrorResponse(new DomainError('RATE_ENTRY_EXISTS', { loanType: '30-Year Fixed' }))).toMatchObject({
      statusCode: 409,
      message: 'There is already a rate for 30-Year Fixed. Edit that one instead.',
    });
    expect(toErrorResponse(tooMany('ACCOUNT_PAUSED', 61))).toEqual({
      statusCode: 429,
      message: 'Too many failed sign-ins for this account. Please wait 2 minutes and try again.',
      error: 'Too Many Requests',
      code: 'ACCOUNT_PAUSED',
    });
  });

  it('maps an unhandled unique violation to 409 and bad values to 400, without SQL', () => {
    const conflict = toErrorResponse(dbError('23505'));
    expect(conflict).toEqual({ statusCode: 409, message: 'That record already exists.', error: 'Conflict' });
    expect(toErrorResponse(dbError('22P02')).statusCode).toBe(400);
    expect(JSON.stringify(conflict)).not.toMatch(/INSERT|users_email_key/);
  });

  it('hides anything else behind a generic 500', () => {
    const body = toErrorResponse(new Error('connection to 10.0.0.5 refused; password=secret'));
    expect(body).toEqual({ statusCode: 500, message: 'Something went wrong on our side. Please try again.', error: 'Internal Server Error' });
  });
});
