import { join } from 'node:path';
import type { AppConfig } from '../config/app-config.js';

export const MAIL_SETTINGS = Symbol('MAIL_SETTINGS');

export interface MailSettings {
  /** SMTP_URL; unset means .eml files under `outboxDir`. */
  smtpUrl: string | undefined;
  /** DATA_DIR/outbox */
  outboxDir: string;
  /** MAIL_FROM, e.g. `Homewise <no-reply@example.com>`. */
  from: string;
  /** MAIL_RELAY_INTERVAL_MS: how often each replica sweeps the outbox for mail still due. */
  relayIntervalMs: number;
  /** MAIL_MAX_ATTEMPTS: after this many failed deliveries a row is marked failed (and kept). */
  maxAttempts: number;
  /**
   * MAIL_SENDING_LEASE_MS (30 s): how long a sender owns a row it claimed; past it another sender
   * may take over (the first one died). Renewed every third of it while the transport works.
   */
  sendingLeaseMs: number;
}

/** Where mail goes as .eml files when SMTP_URL is unset (housekeeping prunes it too). */
export const outboxDirOf = (config: Pick<AppConfig, 'dataDir'>): string => join(config.dataDir, 'outbox');

/** Mail settings, validated at boot with the rest of the environment (AppConfig `mail`). */
export function mailSettingsOf(config: AppConfig): MailSettings {
  return { smtpUrl: config.smtpUrl, outboxDir: outboxDirOf(config), ...config.mail };
}
