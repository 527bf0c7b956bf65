import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import { DocumentBuilder, SwaggerModule } from '@nestjs/swagger';
import fastifyCookie from '@fastify/cookie';
import type { LogLevel } from '@nestjs/common';
import { AppConfig } from './config/app-config.js';
import { AppModule } from './app.module.js';
import { AllExceptionsFilter } from './common/all-exceptions.filter.js';
import { createValidationPipe } from './common/validation.js';

export interface CreateAppOptions {
  logger?: LogLevel[] | false;
}

/**
 * Builds the Nest application on Fastify (not yet listening): global prefix /api, validation,
 * error mapping, cookies and the OpenAPI description at /api/docs. Used by main.ts, the test
 * harness and the benchmark. `config.databaseUrl` must be set (see startEmbeddedPostgres).
 */
export async function createApp(config: AppConfig, options: CreateAppOptions = {}): Promise<NestFastifyApplication> {
  // No per-request logging: it costs throughput and would log request bodies (passwords).
  const adapter = new FastifyAdapter({ trustProxy: config.trustProxy, logger: false, bodyLimit: 256 * 1024 });
  const app = await NestFactory.create<NestFastifyApplication>(AppModule.register(config), adapter, {
    logger: options.logger ?? ['error', 'warn', 'log'],
    bufferLogs: false,
    // Throw instead of process.exit on a wiring error, so tests and main.ts report it.
    abortOnError: false,
  });
  await app.register(fastifyCookie);
  app.setGlobalPrefix('api');
  app.useGlobalPipes(createValidationPipe());
  app.useGlobalFilters(new AllExceptionsFilter());

  const document = SwaggerModule.createDocument(
    app,
    new DocumentBuilder()
      .setTitle('Homewise API')
      .setDescription('The mortgage companion API. Sign in with POST /api/auth/login; the session rides in a cookie.')
      .setVersion('1.0')
      .addCookieAuth('hw_session')
      .build(),
  );
  SwaggerModule.setup('api/docs', app, document, { jsonDocumentUrl: 'api/docs/openapi.json' });
  return app;
}
