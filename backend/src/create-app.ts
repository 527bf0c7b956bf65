import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import { refuseDeepJson } from './common/json-depth.js';
import { DocumentBuilder, SwaggerModule, type OpenAPIObject } from '@nestjs/swagger';
import fastifyCookie from '@fastify/cookie';
import { LogController } from 'fastify';
import type { LogLevel } from '@nestjs/common';
import { Logger } from 'nestjs-pino';
import { createRootLogger, requestIdOf } from './logging/root-logger.js';
import { logRequests, requestLogger } from './logging/request-logging.js';
import { MetricsService } from './metrics/metrics.service.js';
import { mountQueueBoard } from './jobs/queue-board.js';
import { SessionGuard } from './identity/sessions/session.guard.js';
import { AppConfig } from './config/app-config.js';
import { AppModule } from './app.module.js';
import { AllExceptionsFilter } from './common/all-exceptions.filter.js';
import { createValidationPipe } from './common/validation.js';
import { applyRequestSecurity } from './common/request-security.js';
import { allowRetentionBodies } from './retention/retention-bodies.js';
import { MortgageProfilesController } from './mortgage-profiles/mortgage-profiles.controller.js';
import { answerProfileReadDirectly } from './mortgage-profiles/profile-read-route.js';

export interface CreateAppOptions {
  /** Overrides LOG_LEVEL: the Nest levels to keep (`['error', 'warn']` in tests), or false for none. */
  logger?: LogLevel[] | false;
}

function logLevelOf(levels: LogLevel[] | false): AppConfig['logLevel'] {
  if (levels === false) return 'silent';
  if (levels.includes('debug') || levels.includes('verbose')) return 'debug';
  if (levels.includes('log')) return 'info';
  return levels.includes('warn') ? 'warn' : 'error';
}

/**
 * Builds the Nest application on Fastify (not yet listening): global prefix /api, validation,
 * error mapping, cookies and the OpenAPI description at /api/docs. Used by main.ts, the test
 * harness and the benchmark. `config.databaseUrl` must be set (see startEmbeddedPostgres).
 */
export async function createApp(config: AppConfig, options: CreateAppOptions = {}): Promise<NestFastifyApplication> {
  if (options.logger !== undefined) config.logLevel = logLevelOf(options.logger);
  // One pino logger for Fastify and Nest. Fastify's own request lines stay off: src/logging
  // writes one per answer, never bodies.
  const logger = createRootLogger(config);
  const adapter = new FastifyAdapter({
    trustProxy: config.trustProxy,
    loggerInstance: logger,
    logController: new LogController({ disableRequestLogging: true }),
    bodyLimit: 256 * 1024,
    // Signed links in mail carry their payload in one path segment (src/retention/links): longer
    // than Fastify's default of 100 characters.
    routerOptions: { maxParamLength: 512 },
    genReqId: requestIdOf,
    childLoggerFactory: requestLogger,
  });
  logRequests(adapter.getInstance(), logger);
  // JSON bodies only: no form-encoded or text/plain parser, so a form on another site cannot
  // post to the API at all (415), and a cross-site fetch with a JSON body needs a CORS preflight
  // that no route answers. Fastify's own JSON parser stays (prototype poisoning refused).
  adapter.getInstance().removeContentTypeParser('text/plain');
  allowRetentionBodies(adapter.getInstance());
  refuseDeepJson(adapter.getInstance());
  const app = await NestFactory.create<NestFastifyApplication>(AppModule.register(config, logger), adapter, {
    // Boot lines wait for the JSON logger below instead of printing in Nest's own format.
    bufferLogs: true,
    // Throw instead of process.exit on a wiring error, so tests and main.ts report it.
    abortOnError: false,
    bodyParser: false,
  });
  answerProfileReadDirectly(adapter.getInstance(), app.get(MortgageProfilesController));
  applyRequestSecurity(app, config);
  app.useLogger(app.get(Logger));
  app.get(MetricsService).instrument(adapter.getInstance());
  await app.register(fastifyCookie);
  // Admins only, by the same check as @Roles('admin') routes.
  const guard = app.get(SessionGuard);
  await mountQueueBoard(app, (request) => guard.admit(request, ['admin']));
  app.setGlobalPrefix('api');
  app.useGlobalPipes(createValidationPipe());
  app.useGlobalFilters(new AllExceptionsFilter());

  // The API's description is for its developers: in production it is not served at all (issue 23:
  // /api/docs listed every route to anyone). Tests and tools build the document with apiDocument().
  if (!config.production) SwaggerModule.setup('api/docs', app, apiDocument(app), { jsonDocumentUrl: 'api/docs/openapi.json' });
  return app;
}

/** The OpenAPI description of every route (served at /api/docs outside production; the fuzz test walks it). */
export function apiDocument(app: NestFastifyApplication): OpenAPIObject {
  return SwaggerModule.createDocument(
    app,
    new DocumentBuilder()
      .setTitle('Homewise API')
      .setDescription('The mortgage companion API. Sign in with POST /api/auth/login; the session rides in a cookie.')
      .setVersion('1.0')
      .addCookieAuth('hw_session')
      .build(),
  );
}
