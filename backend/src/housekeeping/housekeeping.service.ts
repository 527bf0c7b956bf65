import { Injectable, Logger, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import { DiscoveryService, MetadataScanner, Reflector } from '@nestjs/core';
import { HOURLY_CLEAN_UP } from '../common/hourly-clean-up.js';

const EVERY_MS = 60 * 60 * 1000;

/** How many rows (or files) each clean-up removed, by its name. */
export type HousekeepingResult = Record<string, number>;

interface CleanUp {
  name: string;
  run: () => Promise<number>;
}

/**
 * The hourly clean-up. Each feature deletes its own rows: a method marked `@HourlyCleanUp(name)`
 * (common/hourly-clean-up.ts) — expired sessions and links, rate-limit windows, trials that
 * ended, and what the Privacy Policy's "Data retention" limits (contact messages, page views,
 * security events, undeliverable mail, sent .eml files). This service only finds those methods
 * and calls them; one that fails is logged and the others still run. Every replica may run it.
 */
@Injectable()
export class HousekeepingService implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger('Housekeeping');
  private timer: NodeJS.Timeout | undefined;
  private cleanUps: CleanUp[] | undefined;

  constructor(
    private readonly discovery: DiscoveryService,
    private readonly scanner: MetadataScanner,
    private readonly reflector: Reflector,
  ) {}

  onApplicationBootstrap(): void {
    this.timer = setInterval(() => void this.run(), EVERY_MS);
    this.timer.unref();
  }

  onModuleDestroy(): void {
    clearInterval(this.timer);
  }

  /** Runs every clean-up once; answers how many rows (or files) each removed. */
  async run(): Promise<HousekeepingResult> {
    const removed: HousekeepingResult = {};
    for (const { name, run } of this.found()) {
      removed[name] = await run().catch((error: Error) => {
        this.logger.warn(`Clean-up of ${name} failed: ${error.message}`);
        return 0;
      });
    }
    return removed;
  }

  private found(): CleanUp[] {
    this.cleanUps ??= this.discovery.getProviders().flatMap(({ instance }) => {
      if (!instance || typeof instance !== 'object') return [];
      const prototype = Object.getPrototypeOf(instance) as object;
      return this.scanner.getAllMethodNames(prototype).flatMap((method) => {
        const run = (instance as Record<string, () => Promise<number>>)[method];
        const name = this.reflector.get<string | undefined>(HOURLY_CLEAN_UP, run);
        return name ? [{ name, run: () => run.call(instance) }] : [];
      });
    });
    return this.cleanUps;
  }
}
