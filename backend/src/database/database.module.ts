import { Module, type DynamicModule } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { DataSource, type DataSourceOptions } from 'typeorm';
import type { AppConfig } from '../config/app-config.js';
import { migrateAtBoot } from './migration-runner.js';
import { loadMigrations } from './migrations.js';

/**
 * The one TypeORM connection. Entities are registered by each feature module's
 * `TypeOrmModule.forFeature([...])` (autoLoadEntities) and migrations are every file of
 * ./migrations, run at boot under an advisory lock (replicas booting together migrate one after
 * the other) or only checked (MIGRATIONS_AT_BOOT=check, when a release Job migrates).
 * `config.databaseUrl` is always set here: main.ts and the test harness start embedded Postgres
 * first when DATABASE_URL is unset.
 */
@Module({})
export class DatabaseModule {
  static register(config: AppConfig): DynamicModule {
    return {
      module: DatabaseModule,
      imports: [
        TypeOrmModule.forRootAsync({
          useFactory: async () => {
            if (!config.databaseUrl) throw new Error('DatabaseModule needs config.databaseUrl (start embedded Postgres first)');
            return {
              type: 'postgres' as const,
              url: config.databaseUrl,
              autoLoadEntities: true,
              synchronize: false,
              migrations: await loadMigrations(),
              // Run by the factory below, under the lock, not by TypeORM on its own.
              migrationsRun: false,
              migrationsTransactionMode: 'each' as const,
              // Query errors surface as exceptions (and 23505 is routine on duplicate signups): log migrations only.
              logging: ['migration' as const],
              // preparedStatements is ours, read back by poolQuery (pg keeps a pool's options as given).
              extra: {
                max: config.dbPoolSize,
                connectionTimeoutMillis: 10000,
                preparedStatements: !config.embeddedDatabase,
                // Sent by pg when each connection starts: a runaway statement is cancelled, and a
                // transaction left open by a stuck request is ended, instead of holding locks and a
                // pooled connection until the process dies.
                statement_timeout: config.database.statementTimeoutMs,
                idle_in_transaction_session_timeout: config.database.idleInTransactionTimeoutMs,
              },
              // Fail fast at boot instead of retrying for half a minute.
              retryAttempts: 2,
              retryDelay: 1000,
            };
          },
          dataSourceFactory: async (options?: DataSourceOptions) => {
            const dataSource = await new DataSource(options!).initialize();
            try {
              await migrateAtBoot(dataSource, config.migrationsAtBoot, config.embeddedDatabase);
            } catch (error) {
              await dataSource.destroy();
              throw error;
            }
            return dataSource;
          },
        }),
      ],
    };
  }
}
