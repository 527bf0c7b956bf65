import { DynamicModule, Module } from '@nestjs/common';
import type { Logger } from 'pino';
import { AppConfig } from './config/app-config.js';
import { ConfigModule } from './config/config.module.js';
import { DatabaseModule } from './database/database.module.js';
import { HealthModule } from './health/health.module.js';
import { LoggingModule } from './logging/logging.module.js';
import { AuthModule } from './identity/auth/auth.module.js';
import { SessionsModule } from './identity/sessions/sessions.module.js';
import { RateLimitModule } from './rate-limit/rate-limit.module.js';
import { UsersModule } from './identity/users/users.module.js';
import { LoanOfficersModule } from './loan-officers/loan-officers.module.js';
import { MortgageProfilesModule } from './mortgage-profiles/mortgage-profiles.module.js';
import { ExtraPaymentsModule } from './extra-payments/extra-payments.module.js';
import { ReportModule } from './report/report.module.js';
import { ScenariosModule } from './scenarios/scenarios.module.js';
import { RatesModule } from './rates/rates.module.js';
import { ContactModule } from './contact/contact.module.js';
import { AnalyticsModule } from './analytics/analytics.module.js';
import { HousekeepingModule } from './housekeeping/housekeeping.module.js';
import { JobsModule } from './jobs/jobs.module.js';
import { MailModule } from './mail/mail.module.js';
import { MarketRatesModule } from './market-rates/market-rates.module.js';
import { MetricsModule } from './metrics/metrics.module.js';
import { SecurityLogModule } from './identity/security-log/security-log.module.js';
import { RetentionModule } from './retention/retention.module.js';

/**
 * The application. A feature module joins by one line in `imports` below; its entities register
 * themselves (TypeOrmModule.forFeature + autoLoadEntities) and its migrations are files in
 * src/database/migrations (see README "Adding a module / a migration").
 */
@Module({
  imports: [
    JobsModule,
    MailModule,
    MarketRatesModule,
    HealthModule,
    MetricsModule,
    SecurityLogModule,
    SessionsModule,
    RateLimitModule,
    AuthModule,
    UsersModule,
    LoanOfficersModule,
    MortgageProfilesModule,
    ExtraPaymentsModule,
    ScenariosModule,
    ReportModule,
    RatesModule,
    ContactModule,
    AnalyticsModule,
    HousekeepingModule,
    RetentionModule,
  ],
})
export class AppModule {
  /**
   * Config, logging and database come first; tests pass their own config (fresh database,
   * limits). `logger` is the app's one pino logger, which Fastify shares (create-app.ts).
   */
  static register(config: AppConfig, logger: Logger): DynamicModule {
    return { module: AppModule, imports: [ConfigModule.register(config), LoggingModule.register(logger), DatabaseModule.register(config)] };
  }
}
