import { DynamicModule, Module } from '@nestjs/common';
import { AppConfig } from './config/app-config.js';
import { ConfigModule } from './config/config.module.js';
import { DatabaseModule } from './database/database.module.js';
import { HealthModule } from './health/health.module.js';

/**
 * The application. A feature module joins by one line in `imports` below; its entities register
 * themselves (TypeOrmModule.forFeature + autoLoadEntities) and its migrations are files in
 * src/database/migrations (see README "Adding a module / a migration").
 */
@Module({
  imports: [
    HealthModule,
  ],
})
export class AppModule {
  /** Config and database come first; tests pass their own config (fresh database, limits). */
  static register(config: AppConfig): DynamicModule {
    return { module: AppModule, imports: [ConfigModule.register(config), DatabaseModule] };
  }
}
