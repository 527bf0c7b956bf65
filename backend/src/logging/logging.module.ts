import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { DynamicModule, Module, RequestMethod } from '@nestjs/common';
import { LoggerModule } from 'nestjs-pino';
import type { AppConfig } from '../config/app-config.js';
import { maskEmails, REDACTED_PATHS, redactUrl } from './redaction.js';

/** The edge's id (nginx `$request_id`, 32 hex) or a client's, when it is a sane token. */
const REQUEST_ID = /^[A-Za-z0-9._:-]{8,128}$/;
/** Probes and scrapes would drown the request log; failures of them are still logged. */
const QUIET_PATHS = new Set(['/api/health', '/api/ready', '/api/metrics']);

/**
 * The id of a request: the one the edge sent in X-Request-Id, or a new one. Fastify assigns it
 * (create-app.ts) and answers it in X-Request-Id; pino-http and every log line reuse it.
 */
export function requestIdOf(request: IncomingMessage): string {
  const header = request.headers['x-request-id'];
  return typeof header === 'string' && REQUEST_ID.test(header) ? header : randomUUID();
}

/** The URL as the client sent it (middleware mounting may have shortened `url`). */
function urlOf(request: IncomingMessage & { originalUrl?: string }): string {
  return request.originalUrl ?? request.url ?? '';
}

/**
 * Structured logs through pino (nestjs-pino): one JSON object per line, every line written while
 * a request is handled carries its `reqId` (the edge's X-Request-Id, so nginx's access log and the
 * API's lines of one request share it), one line per finished request, credentials and email
 * addresses redacted. LOG_FORMAT=pretty prints for people instead (`npm start`).
 */
@Module({})
export class LoggingModule {
  static register(config: AppConfig): DynamicModule {
    return {
      module: LoggingModule,
      imports: [
        LoggerModule.forRoot({
          forRoutes: [{ path: '*path', method: RequestMethod.ALL }],
          pinoHttp: {
            level: config.logLevel,
            ...(config.logFormat === 'pretty'
              ? { transport: { target: 'pino-pretty', options: { singleLine: true, translateTime: 'SYS:HH:MM:ss.l', ignore: 'pid,hostname,req,res,service' } } }
              : {}),
            base: { service: 'homewise-api' },
            formatters: { level: (label: string) => ({ level: label }) },
            genReqId: (request) => (request as { id?: string }).id ?? requestIdOf(request),
            // Only the id on lines logged inside a request; the finished-request line has the rest.
            quietReqLogger: true,
            customAttributeKeys: { reqId: 'reqId' },
            redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
            serializers: {
              req: (req: { id: string; method: string; url: string; remoteAddress?: string }) => ({ id: req.id, method: req.method, url: redactUrl(req.url) }),
              res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
            },
            // 4xx are the clients' business (a signed-out visitor's 401 is routine): info, like 2xx.
            customLogLevel: (_req, res, error) => (error || res.statusCode >= 500 ? 'error' : 'info'),
            customSuccessMessage: (req, res, ms) => `${req.method} ${redactUrl(urlOf(req))} ${res.statusCode} ${Math.round(ms)} ms`,
            customErrorMessage: (req, res) => `${req.method} ${redactUrl(urlOf(req))} ${res.statusCode}`,
            autoLogging: { ignore: (req) => QUIET_PATHS.has(urlOf(req).split('?')[0]) },
            hooks: {
              // Addresses inside messages ("Mail to pat@example.com failed") are masked too.
              logMethod(args, method) {
                method.apply(
                  this,
                  args.map((arg) => (typeof arg === 'string' ? maskEmails(arg) : arg)) as Parameters<typeof method>,
                );
              },
            },
          },
        }),
      ],
    };
  }
}
