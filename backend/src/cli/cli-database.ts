import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { DataSource, type DataSourceOptions } from 'typeorm';
import type { AppConfig } from '../config/app-config.js';
import { runningEmbeddedPostgres, startEmbeddedPostgres, type EmbeddedPostgres } from '../database/embedded-postgres.js';
import { loadMigrations } from '../database/migrations.js';

export interface CliDatabase {
  dataSource: DataSource;
  /** True on the embedded PGlite (one owner process: no advisory lock needed). */
  embedded: boolean;
  /** Which database this is, in words for the operator (a password in DATABASE_URL is hidden). */
  description: string;
  close(): Promise<void>;
}

/** The database a command was pointed at does not exist: nothing was created. */
export class NoDatabaseError extends Error {}

/** DATABASE_URL as it may be printed: the password replaced by `***`. */
export function describeDatabaseUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return '(DATABASE_URL that is not a URL)';
  }
}

/**
 * The database a command-line tool works on: DATABASE_URL when set; otherwise the embedded one,
 * through the running backend when it holds the folder, or opened here when nothing runs.
 *
 * An embedded folder that does not exist yet is created only with `createIfMissing` (migration
 * run): a command meant for the platform's data, such as `user:role`, run with another
 * DATA_DIR or without the platform's DATABASE_URL, would otherwise make an empty database and
 * answer "No user with the email" as if the user were missing.
 */
export async function openCliDatabase(
  config: AppConfig,
  entities: DataSourceOptions['entities'] = [],
  { createIfMissing = true }: { createIfMissing?: boolean } = {},
): Promise<CliDatabase> {
  let embedded: EmbeddedPostgres | undefined;
  let url = config.databaseUrl;
  let description = url ? `DATABASE_URL ${describeDatabaseUrl(url)}` : '';
  if (!url) {
    const dir = join(config.dataDir, 'pgdata');
    url = runningEmbeddedPostgres(dir) ?? undefined;
    description = `the embedded database in ${dir}, served by the running backend`;
    if (!url) {
      if (!createIfMissing && !existsSync(join(dir, 'PG_VERSION'))) {
        throw new NoDatabaseError(
          `There is no database in ${dir}, and DATABASE_URL is not set. Run this command with the DATABASE_URL the platform ` +
            `runs with, or with its DATA_DIR (a relative DATA_DIR is taken from the repository root); with neither, start the ` +
            `platform once (npm start) so its embedded database exists.`,
        );
      }
      embedded = await startEmbeddedPostgres(dir, 3);
      url = embedded.url;
      description = `the embedded database in ${dir}, opened here (no backend is running on it)`;
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
    description,
    async close() {
      await dataSource.destroy();
      await embedded?.stop();
    },
  };
}
