import { cpSync, existsSync, mkdtempSync, renameSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { DataSource } from 'typeorm';
import { AppConfig, loadConfig } from '../src/config/app-config.js';
import { startEmbeddedPostgres, useEmbeddedDatabase } from '../src/database/embedded-postgres.js';
import { createApp } from '../src/create-app.js';
import { deleteKeys, uniqueJobsPrefix } from './support/redis.js';
import { createThrowawayDatabase } from '../../scripts/lib/throwaway-database.mjs';

/** Apps of this test file still open: the file's BullMQ keys go when the last one closes. */
let openApps = 0;

export interface TestApp {
  app: NestFastifyApplication;
  /** Base URL of the listening server, e.g. http://127.0.0.1:43121 (use with supertest). */
  url: string;
  config: AppConfig;
  dataSource: DataSource;
  /** Stops the app and drops its database (or deletes the embedded one). */
  close(): Promise<void>;
}

export interface TestAppOptions {
  /** Changes to the config loaded from the environment (e.g. lower rate limits). */
  config?: (config: AppConfig) => void;
}

/**
 * An initialized, empty PGlite data folder shared by every test run on this machine: a fresh
 * initdb costs 3–8 s, copying this folder well under one. Built once, published by an atomic
 * rename so parallel jest workers never see half a folder.
 */
async function pgliteTemplate(): Promise<string> {
  const template = join(tmpdir(), 'hw-test-pglite-template-0.5.14');
  if (existsSync(template)) return template;
  const building = mkdtempSync(`${template}.building-`);
  const db = await PGlite.create(building);
  await db.close();
  try {
    renameSync(building, template);
  } catch {
    rmSync(building, { recursive: true, force: true }); // another worker published it first
  }
  return template;
}

/** A throwaway database for one test file: on DATABASE_URL's server, or embedded PGlite. */
export async function createTestDatabase(): Promise<{ url: string; embedded: boolean; drop(): Promise<void> }> {
  const serverUrl = process.env.DATABASE_URL;
  if (serverUrl) {
    const { url, drop } = await createThrowawayDatabase(serverUrl, { prefix: 'hw_test' });
    return { url, embedded: false, drop };
  }
  const dir = mkdtempSync(join(tmpdir(), 'hw-test-pglite-'));
  cpSync(await pgliteTemplate(), dir, { recursive: true });
  const embedded = await startEmbeddedPostgres(dir, 40);
  return {
    url: embedded.url,
    embedded: true,
    async drop() {
      await embedded.stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/**
 * Boots the whole app for one test file on a fresh database (migrations run at boot) with its
 * own temporary DATA_DIR, listening on a free loopback port. REDIS_URL / SMTP_URL come from the
 * environment as in production; override anything else through `options.config`.
 */
export async function startTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const database = await createTestDatabase();
  const dataDir = mkdtempSync(join(tmpdir(), 'hw-test-data-'));
  // One BullMQ key prefix per test file on the shared Redis, so parallel files never take each
  // other's jobs (JOBS_PREFIX, read with the rest of the environment below).
  process.env.JOBS_PREFIX ??= uniqueJobsPrefix();
  const config = loadConfig({ ...process.env, DATA_DIR: dataDir });
  if (database.embedded) useEmbeddedDatabase(config, database.url); // as main.ts does
  else config.databaseUrl = database.url;
  // Tests never reach the real rate sources, even if the weekly scrape fires during a run.
  config.ratesSourceUrl ??= 'http://127.0.0.1:9/not-a-rates-source';
  // Tests scrape market rates only when they mean to (the catch-up at boot would otherwise run).
  config.ratesCatchUp = false;
  options.config?.(config);
  let app: NestFastifyApplication | undefined;
  try {
    app = await createApp(config, { logger: ['error', 'warn'] });
    await app.listen(0, '127.0.0.1');
  } catch (error) {
    await app?.close().catch(() => undefined);
    await database.drop();
    throw error;
  }
  const address = app.getHttpServer().address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const started = app;
  openApps += 1;
  return {
    app: started,
    url: `http://127.0.0.1:${port}`,
    config,
    dataSource: started.get(DataSource),
    async close() {
      await started.close();
      await database.drop();
      openApps -= 1;
      if (openApps === 0 && config.redisUrl) await deleteKeys(config.redisUrl, process.env.JOBS_PREFIX!).catch(() => 0);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
