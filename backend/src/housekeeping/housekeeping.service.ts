import { Injectable, Logger, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import { DataSource } from 'typeorm';

const EVERY_MS = 60 * 60 * 1000;

/**
 * Hourly clean-up of rows that only pile up: expired sessions, reset links used or expired a day
 * ago, and rate-limit windows over a day old. Idempotent deletes, so every replica may run it.
 */
@Injectable()
export class HousekeepingService implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger('Housekeeping');
  private timer: NodeJS.Timeout | undefined;

  constructor(private readonly dataSource: DataSource) {}

  onApplicationBootstrap(): void {
    this.timer = setInterval(() => void this.run(), EVERY_MS);
    this.timer.unref();
  }

  onModuleDestroy(): void {
    clearInterval(this.timer);
  }

  /** Returns how many rows each table lost. */
  async run(): Promise<{ sessions: number; resetTokens: number; rateLimits: number }> {
    try {
      const sessions = await this.dataSource.query(`DELETE FROM sessions WHERE expires_at < now()`);
      const resetTokens = await this.dataSource.query(
        `DELETE FROM password_reset_tokens WHERE expires_at < now() - interval '1 day' OR used_at < now() - interval '1 day'`,
      );
      const rateLimits = await this.dataSource.query(`DELETE FROM rate_limit_hits WHERE window_start < now() - interval '1 day'`);
      // TypeORM answers [rows, affected] for DELETE on Postgres.
      const count = (result: unknown) => (Array.isArray(result) && typeof result[1] === 'number' ? result[1] : 0);
      return { sessions: count(sessions), resetTokens: count(resetTokens), rateLimits: count(rateLimits) };
    } catch (error) {
      this.logger.warn(`Clean-up failed: ${(error as Error).message}`);
      return { sessions: 0, resetTokens: 0, rateLimits: 0 };
    }
  }
}
