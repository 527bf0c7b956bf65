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
 * The one pino logger of an app: Fastify logs through it (create-app.ts) and so does Nest
 * (nestjs-pino, logging.module.ts). JSON lines go to stdout through an asynchronous destination:
 * a busy replica writes many lines per system call instead of one blocking write per line, and
 * pino flushes what is left when the process exits. LOG_FORMAT=pretty prints for people instead.
 */
export function createRootLogger(config: Pick<AppConfig, 'logLevel' | 'logFormat'>, destination?: DestinationStream): Logger {
  return pino(
    {
      level: config.logLevel,
      ...(config.logFormat === 'pretty'
        ? { transport: { target: 'pino-pretty', options: { singleLine: true, translateTime: 'SYS:HH:MM:ss.l', ignore: 'pid,hostname,service,method,url,statusCode,responseTime' } } }
        : {}),
      base: { service: 'homewise-api' },
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
    destination ?? (config.logFormat === 'pretty' ? undefined : pino.destination({ dest: 1, sync: false })),
  );
}
