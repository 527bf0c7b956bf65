import { join } from 'node:path';
import { DataSource, type DataSourceOptions } from 'typeorm';
import type { AppConfig } from '../config/app-config.js';
import { runningEmbeddedPostgres, startEmbeddedPostgres, type EmbeddedPostgres } from '../database/embedded-postgres.js';
import { loadMigrations } from '../database/migrations.js';

export interface CliDatabase {
  dataSource: DataSource;
  /** True on the embedded PGlite (one owner process: no advisory lock needed). */
  embedded: boolean;
  close(): Promise<void>;
}

/**
 * The database a command-line tool works on: DATABASE_URL when set; otherwise the embedded one,
 * through the running backend when it holds the folder, or opened here when nothing runs.
 */
export async function openCliDatabase(config: AppConfig, entities: DataSourceOptions['entities'] = []): Promise<CliDatabase> {
  let embedded: EmbeddedPostgres | undefined;
  let url = config.databaseUrl;
  if (!url) {
    const dir = join(config.dataDir, 'pgdata');
    url = runningEmbeddedPostgres(dir) ?? undefined;
    if (!url) {
      embedded = await startEmbeddedPostgres(dir, 3);
      url = embedded.url;
    }
  }
  const dataSource = new DataSource({ type: 'postgres', url, entities, migrations: await loadMigrations(), logging: ['migration'] });
  try {
    await dataSource.initialize();
  } catch (error) {
    await embedded?.stop();
    throw error;
  }
  return {
    dataSource,
    embedded: !config.databaseUrl,
    async close() {
      await dataSource.destroy();
      await embedded?.stop();
    },
  };
}
