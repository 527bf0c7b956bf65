import 'reflect-metadata';
import { join } from 'node:path';
import { Logger } from '@nestjs/common';
import { ConfigError, loadConfig } from './config/app-config.js';
import { startEmbeddedPostgres, useEmbeddedDatabase, type EmbeddedPostgres } from './database/embedded-postgres.js';
import { createApp } from './create-app.js';
import { Lifecycle } from './health/lifecycle.js';

/**
 * How long closing may take once draining is over (queues, workers, mail relay, database): a
 * stuck shutdown (e.g. Redis unreachable) must not keep the process alive forever. With the drain
 * it stays within Kubernetes' default 30 s grace period (infra/k8s sets it explicitly).
 */
const CLOSE_DEADLINE_MS = 10_000;

async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      // One line per problem, before any logger exists: what to set, and why.
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const logger = new Logger('Homewise');

  let embedded: EmbeddedPostgres | undefined;
  if (!config.databaseUrl) {
    const dir = join(config.dataDir, 'pgdata');
    embedded = await startEmbeddedPostgres(dir, config.dbPoolSize * 2 + 5);
    useEmbeddedDatabase(config, embedded.url);
  }

  const app = await createApp(config);
  if (embedded) logger.log(`Embedded Postgres (PGlite) at ${join(config.dataDir, 'pgdata')}`);
  await app.listen(config.port, config.host);
  logger.log(`API listening on http://${config.host === '0.0.0.0' ? 'localhost' : config.host}:${config.port}/api`);

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    const drainMs = signal === 'SIGTERM' ? config.shutdownDrainMs : 0;
    const deadline = setTimeout(() => {
      logger.error(`Shutdown took longer than ${drainMs + CLOSE_DEADLINE_MS} ms; exiting anyway`);
      process.exit(1);
    }, drainMs + CLOSE_DEADLINE_MS);
    deadline.unref();
    try {
      // Readiness turns false first and requests are still served while the edge and Kubernetes
      // notice (their probes run every few seconds); only then does the server close.
      app.get(Lifecycle).startDraining();
      logger.log(`${signal}: shutting down${drainMs ? ` (readiness off, draining for ${drainMs} ms)` : ''}`);
      if (drainMs) await new Promise((resolve) => setTimeout(resolve, drainMs));
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
