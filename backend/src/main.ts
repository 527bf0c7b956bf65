import 'reflect-metadata';
import { join } from 'node:path';
import { Logger } from '@nestjs/common';
import { ConfigError, loadConfig } from './config/app-config.js';
import { startEmbeddedPostgres, useEmbeddedDatabase, type EmbeddedPostgres } from './database/embedded-postgres.js';
import { createApp } from './create-app.js';

/** A stuck shutdown (e.g. Redis unreachable) must not keep the process alive forever. */
const SHUTDOWN_DEADLINE_MS = 10_000;

async function main(): Promise<void> {
  const logger = new Logger('Homewise');
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }

  let embedded: EmbeddedPostgres | undefined;
  if (!config.databaseUrl) {
    const dir = join(config.dataDir, 'pgdata');
    embedded = await startEmbeddedPostgres(dir, config.dbPoolSize * 2 + 5);
    useEmbeddedDatabase(config, embedded.url);
    logger.log(`Embedded Postgres (PGlite) at ${dir}`);
  }

  const app = await createApp(config);
  await app.listen(config.port, config.host);
  logger.log(`API listening on http://${config.host === '0.0.0.0' ? 'localhost' : config.host}:${config.port}/api`);

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.log(`${signal}: shutting down`);
    const deadline = setTimeout(() => {
      logger.error(`Shutdown took longer than ${SHUTDOWN_DEADLINE_MS} ms; exiting anyway`);
      process.exit(1);
    }, SHUTDOWN_DEADLINE_MS);
    deadline.unref();
    try {
      await app.close();
      await embedded?.stop();
      process.exit(0);
    } catch (error) {
      logger.error(`Shutdown failed: ${(error as Error).message}`);
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
