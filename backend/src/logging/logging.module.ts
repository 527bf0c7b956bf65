import { DynamicModule, Module } from '@nestjs/common';
import { LoggerModule, type Params } from 'nestjs-pino';
import type { Logger } from 'pino';

/**
 * Structured logs through pino (nestjs-pino): one JSON object per line, every line written while
 * a request is handled carries its `reqId` (the edge's X-Request-Id, so nginx's access log and the
 * API's lines of one request share it), one line per finished request, credentials and email
 * addresses redacted. The logger is the app's one (root-logger.ts), shared with Fastify
 * (`useExisting`); the request context is bound by a Fastify hook (request-logging.ts), so no
 * Nest middleware is mounted (`forRoutes: []`).
 */
/** nestjs-pino's settings: pino-http never builds a logger of its own, the app's is used. */
export function loggerParams(logger: Logger): Params {
  return { pinoHttp: { logger }, useExisting: true, forRoutes: [] };
}

@Module({})
export class LoggingModule {
  static register(logger: Logger): DynamicModule {
    return {
      module: LoggingModule,
      imports: [LoggerModule.forRoot(loggerParams(logger))],
    };
  }
}
