import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import { MailDelivery } from './mail-delivery.service.js';
import { MAIL_SETTINGS, type MailSettings } from './mail.settings.js';

const BATCH = 50;
/** The first sweep comes soon after boot: mail left over from before a restart goes out first. */
const FIRST_SWEEP_MS = 1_000;
const SHUTDOWN_WAIT_MS = 3_000;
/**
 * While nothing is due, the mail waiting out the longest backoff is tried this often anyway: after
 * an SMTP outage the backoff has grown to up to an hour, and the backlog must not wait that long
 * once the server is back (the faults bench: SMTP down for minutes).
 */
const PROBE_EVERY_MS = 30_000;
/** Delivered mail is deleted after a week: looking for it once in ten minutes is plenty (the DELETE scans the outbox). */
const PURGE_EVERY_MS = 10 * 60_000;

/**
 * The safety net under the mail queue: every MAIL_RELAY_INTERVAL_MS each replica delivers the
 * outbox rows that are due (never enqueued because Redis was down, or waiting for a retry after
 * an SMTP failure), straight through MailDelivery, so mail goes out without Redis too.
 */
@Injectable()
export class MailRelay implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger('MailRelay');
  private timer: NodeJS.Timeout | undefined;
  private sweeping: Promise<number> | undefined;
  private stopped = false;
  private lastProbe = 0;
  private lastPurge = 0;

  constructor(
    private readonly delivery: MailDelivery,
    @Inject(MAIL_SETTINGS) private readonly settings: MailSettings,
  ) {}

  onApplicationBootstrap(): void {
    this.next(Math.min(FIRST_SWEEP_MS, this.settings.relayIntervalMs));
  }

  async onModuleDestroy(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    // A sweep stuck on a silent SMTP server must not hold up shutdown; its row is taken over
    // by another sender once the lock expires.
    await Promise.race([this.sweeping, new Promise((resolve) => setTimeout(resolve, SHUTDOWN_WAIT_MS).unref())]);
  }

  /** Delivers what is due now; returns how many mails went out. One sweep at a time. */
  sweep(): Promise<number> {
    this.sweeping ??= this.deliverDue().finally(() => (this.sweeping = undefined));
    return this.sweeping;
  }

  private async deliverDue(): Promise<number> {
    let sent = 0;
    try {
      const due = await this.delivery.dueIds(BATCH);
      if (!due.length && Date.now() - this.lastProbe >= PROBE_EVERY_MS) {
        this.lastProbe = Date.now();
        const probe = await this.delivery.makeOneBackedOffDue();
        if (probe) due.push(probe);
      }
      for (const id of due) {
        if (this.stopped) break;
        const outcome = await this.delivery.deliver(id).catch(() => 'failed' as const);
        // The failure is recorded on its row; the transport is most likely down, so the rest
        // wait for the next sweep instead of each waiting for its own timeout now.
        if (outcome === 'failed') break;
        if (outcome === 'sent') sent += 1;
      }
      if (Date.now() - this.lastPurge >= PURGE_EVERY_MS) {
        this.lastPurge = Date.now();
        await this.delivery.purgeSent();
      }
    } catch (error) {
      this.logger.warn(`Outbox sweep failed: ${(error as Error).message}`);
    }
    return sent;
  }

  private next(ms: number): void {
    if (this.stopped) return;
    this.timer = setTimeout(() => void this.sweep().finally(() => this.next(this.settings.relayIntervalMs)), ms);
    this.timer.unref();
  }
}
