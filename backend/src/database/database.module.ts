import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AppConfig } from '../config/app-config.js';
import { loadMigrations } from './migrations.js';

/**
 * The one TypeORM connection. Entities are registered by each feature module's
 * `TypeOrmModule.forFeature([...])` (autoLoadEntities) and migrations are every file of
 * ./migrations, run at boot. `config.databaseUrl` is always set here: main.ts and the test
 * harness start embedded Postgres first when DATABASE_URL is unset.
 */
@Module({
  imports: [
    TypeOrmModule.forRootAsync({
      inject: [AppConfig],
      useFactory: async (config: AppConfig) => {
        if (!config.databaseUrl) throw new Error('DatabaseModule needs config.databaseUrl (start embedded Postgres first)');
        return {
          type: 'postgres' as const,
          url: config.databaseUrl,
          autoLoadEntities: true,
          synchronize: false,
          migrations: await loadMigrations(),
          migrationsRun: true,
          migrationsTransactionMode: 'each' as const,
          // Query errors surface as exceptions (and 23505 is routine on duplicate signups): log migrations only.
          logging: ['migration' as const],
          // preparedStatements is ours, read back by poolQuery (pg keeps a pool's options as given).
          extra: { max: config.dbPoolSize, connectionTimeoutMillis: 10000, preparedStatements: !config.embeddedDatabase },
          // Fail fast at boot instead of retrying for half a minute.
          retryAttempts: 2,
          retryDelay: 1000,
        };
      },
    }),
  ],
})
export class DatabaseModule {}
