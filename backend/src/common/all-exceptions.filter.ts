import { ArgumentsHost, Catch, ExceptionFilter, ForbiddenException, HttpException, Logger } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import type { ErrorResponse } from '@homewise/contracts';
import { QueryFailedError } from 'typeorm';
import { DomainError } from './errors/domain-error.js';

const STATUS_NAMES: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  409: 'Conflict',
  413: 'Payload Too Large',
  415: 'Unsupported Media Type',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  503: 'Service Unavailable',
};

export const FROM_ANOTHER_SITE = 'This request came from another site and was refused. Please use Homewise directly.';
export const JSON_ONLY = 'Please send the request body as JSON (Content-Type: application/json).';

/** Maps a thrown value to the failure body every frontend reads: `{ statusCode, message, error }`. */
export function toErrorResponse(exception: unknown): ErrorResponse {
  // A service's refusal: the catalogue gives its status and sentence (src/common/errors/).
  if (exception instanceof DomainError) {
    return { statusCode: exception.status, message: exception.message, error: STATUS_NAMES[exception.status] ?? 'Error', code: exception.code };
  }
  // Nest's CSRF protection (src/common/request-security.ts) words its refusal for developers.
  if (exception instanceof ForbiddenException && /^Cross-origin request detected/.test(exception.message)) {
    return { statusCode: 403, message: FROM_ANOTHER_SITE, error: 'Forbidden' };
  }
  // Any body that is not JSON, refused by the parser (src/create-app.ts).
  const status = exception instanceof HttpException ? exception.getStatus() : (exception as { statusCode?: unknown })?.statusCode;
  if (status === 415) return { statusCode: 415, message: JSON_ONLY, error: STATUS_NAMES[415] };
  if (exception instanceof HttpException) {
    const statusCode = exception.getStatus();
    const body = exception.getResponse();
    let message: unknown = typeof body === 'string' ? body : (body as { message?: unknown }).message;
    if (Array.isArray(message)) message = message.join(' ');
    if (typeof message !== 'string' || !message) message = exception.message;
    return { statusCode, message: message as string, error: STATUS_NAMES[statusCode] ?? 'Error' };
  }
  // Fastify's own errors (bad JSON, body too large, wrong content type) carry a statusCode.
  const fastifyStatus = (exception as { statusCode?: unknown })?.statusCode;
  if (typeof fastifyStatus === 'number' && fastifyStatus >= 400 && fastifyStatus < 500) {
    const message =
      (exception as { code?: string }).code === 'FST_ERR_CTP_INVALID_JSON_BODY' ||
      /JSON/i.test((exception as Error).message ?? '')
        ? 'The request body is not valid JSON.'
        : ((exception as Error).message ?? 'Bad request');
    return { statusCode: fastifyStatus, message, error: STATUS_NAMES[fastifyStatus] ?? 'Error' };
  }
  if (exception instanceof QueryFailedError) {
    const code = (exception.driverError as { code?: string } | undefined)?.code;
    // Unique violations that a service did not map itself (e.g. a lost race).
    if (code === '23505') return { statusCode: 409, message: 'That record already exists.', error: 'Conflict' };
    // Out-of-range numbers or malformed values that slipped past validation.
    // (22021: a NUL character in text, which Postgres cannot store.)
    if (['22003', '22P02', '22007', '22008', '22021', '23502', '23514'].includes(code ?? '')) {
      return { statusCode: 400, message: 'A value is out of range or malformed.', error: 'Bad Request' };
    }
    // statement_timeout (DB_STATEMENT_TIMEOUT_MS) cancelled it: the database is overloaded, not the request wrong.
    if (code === '57014') return { statusCode: 503, message: 'The database took too long to answer. Please try again in a moment.', error: STATUS_NAMES[503] };
  }
  if (isDatabaseUnreachable(exception)) return { statusCode: 503, message: DATABASE_UNREACHABLE, error: STATUS_NAMES[503] };
  return { statusCode: 500, message: 'Something went wrong on our side. Please try again.', error: 'Internal Server Error' };
}

export const DATABASE_UNREACHABLE = 'The database cannot be reached right now. Please try again in a moment.';

/**
 * The database is down or restarting (refused, cut off, shutting down, starting up): a 503 that
 * says to try again, not a 500 (the faults bench restarts Postgres under load). The pool
 * reconnects by itself once it is back.
 */
function isDatabaseUnreachable(exception: unknown): boolean {
  const error = exception as { code?: string; message?: string; driverError?: { code?: string; message?: string } } | undefined;
  const code = error?.driverError?.code ?? error?.code ?? '';
  const message = `${error?.message ?? ''} ${error?.driverError?.message ?? ''}`;
  // 57P01-57P03: admin shutdown, crash shutdown, cannot connect now; 08xxx: connection exceptions.
  if (/^(57P0[123]|08\d{3}|ECONNREFUSED|ECONNRESET|ETIMEDOUT|EPIPE)$/.test(code)) return true;
  return /Connection terminated|connect ECONNREFUSED|ECONNRESET|EPIPE|timeout exceeded when trying to connect|the database system is (shutting down|starting up|in recovery mode)|not queryable|server closed the connection unexpectedly|Query runner already released/i.test(
    message,
  );
}

const httpLogger = new Logger('HTTP');

/**
 * Answers a failure: the same shape for every one, no SQL or stack ever leaked (5xx are logged
 * with their stack). The global filter's answer, also given by the route Nest's router does not
 * wrap (mortgage-profiles/profile-read-route.ts).
 */
export function sendError(exception: unknown, reply: FastifyReply): void {
  const body = toErrorResponse(exception);
  if (body.statusCode >= 500) httpLogger.error(exception instanceof Error ? exception.stack : String(exception));
  const retryAfter = exception instanceof DomainError ? exception.retryAfterSeconds : undefined;
  if (retryAfter !== undefined) void reply.header('retry-after', String(retryAfter));
  // Serialised here with its own type: a route that answers a file (the CSV export sets
  // text/csv and an attachment name before it runs) must still refuse in JSON, not fail to send
  // an object as CSV (a 500 the fuzz test found).
  reply.removeHeader('content-disposition');
  void reply.status(body.statusCode).header('cache-control', 'no-store').header('content-type', 'application/json; charset=utf-8').send(JSON.stringify(body));
}

/** The one global filter: every failure gets the same shape and no SQL or stack ever leaks. */
@Catch()
export class AllExceptionsFilter implements ExceptionFilter {
  catch(exception: unknown, host: ArgumentsHost): void {
    sendError(exception, host.switchToHttp().getResponse<FastifyReply>());
  }
}
