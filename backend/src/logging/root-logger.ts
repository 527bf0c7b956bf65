import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { pino, type DestinationStream, type Logger } from 'pino';
import type { AppConfig } from '../config/app-config.js';
import { maskEmails, REDACTED_PATHS } from './redaction.js';

/** The edge's id (nginx `$request_id`, 32 hex) or a client's, when it is a sane token. */
const REQUEST_ID = /^[A-Za-z0-9._:-]{8,128}$/;

/**
 * The id of a request: the one the edge sent in X-Request-Id, or a new one. Fastify assigns it
 * (create-app.ts), answers it in X-Request-Id, and every log line of the request carries it.
 */
export function requestIdOf(request: IncomingMessage): string {
  const header = request.headers['x-request-id'];
  return typeof header === 'string' && REQUEST_ID.test(header) ? header : randomUUID();
}

/**
 * The id of the request being handled, for every line logged while it is (request-logging.ts
 * enters it). One string per request: no child logger is built per request (nestjs-pino's
 * `runInContext` and Fastify's `request.log` each built one, a cost the profile of
 * GET /api/mortgage-profile showed on every request); the root logger's `mixin` adds it.
 */
export const requestContext = new AsyncLocalStorage<string>();

/**
 * The line's `reqId`: the request being handled, unless the line names one itself (the access
 * line, written after the answer, carries its own).
 */
function requestIdMixin(line: object): { reqId?: string } {
  const reqId = requestContext.getStore();
  return reqId === undefined || 'reqId' in line ? {} : { reqId };
}

/**
 * stdout, batched: pino's asynchronous SonicBoom, fed Buffers. Under load lines are written 32 KB
 * at a time (one write on libuv's thread pool per ~130 lines), when quiet within 250 ms; pino
 * flushes what is left when the process exits. Issue 22's profile of the access log: with text
 * lines (SonicBoom's default) every line re-measured the UTF-8 length of the whole text waiting
 * to be written, and a write went out every 4 KB; the two took more than the rest of the line.
 */
function batchedStdout(): DestinationStream {
  const stdout = pino.destination({ dest: 1, sync: false, minLength: 32 * 1024, maxWrite: 64 * 1024, periodicFlush: 250, contentMode: 'buffer' });
  return { write: (line: string) => void stdout.write(Buffer.from(line) as unknown as string) };
}

/**
 * The one pino logger of an app: Fastify logs through it (create-app.ts) and so does Nest
 * (nestjs-pino, logging.module.ts). JSON lines go to stdout through an asynchronous, batched
 * destination (batchedStdout): a busy replica writes many lines per system call instead of one
 * write per line, and pino flushes what is left when the process exits. Every line logged while
 * a request is handled carries its `reqId` (`requestContext`). LOG_FORMAT=pretty prints for
 * people instead.
 */
export function createRootLogger(config: Pick<AppConfig, 'logLevel' | 'logFormat'>, destination?: DestinationStream): Logger {
  return pino(
    {
      level: config.logLevel,
      ...(config.logFormat === 'pretty'
        ? { transport: { target: 'pino-pretty', options: { singleLine: true, translateTime: 'SYS:HH:MM:ss.l', ignore: 'pid,hostname,service,method,url,statusCode,responseTime' } } }
        : {}),
      base: { service: 'homewise-api' },
      mixin: requestIdMixin,
      formatters: { level: (label: string) => ({ level: label }) },
      redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
      hooks: {
        // Addresses inside messages ("Mail to pat@example.com failed") are masked too.
        logMethod(args, method) {
          for (let i = 0; i < args.length; i++) if (typeof args[i] === 'string') args[i] = maskEmails(args[i] as string);
          method.apply(this, args);
        },
      },
    },
    // `destination`: where a test collects the lines.
    destination ?? (config.logFormat === 'pretty' ? undefined : batchedStdout()),
  );
}
