import { join } from 'node:path';
import type { AppConfig } from '../config/app-config.js';
import { readInteger, throwIfProblems, type Env } from '../jobs/env.js';

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
}

/** Where mail goes as .eml files when SMTP_URL is unset (housekeeping prunes it too). */
export const outboxDirOf = (config: Pick<AppConfig, 'dataDir'>): string => join(config.dataDir, 'outbox');

export function loadMailSettings(config: AppConfig, env: Env = process.env): MailSettings {
  const problems: string[] = [];
  const from = env.MAIL_FROM?.trim() || 'Homewise <no-reply@homewise.local>';
  if (!/@[^\s@>]+>?$/.test(from)) problems.push(`MAIL_FROM must be an address like "Homewise <no-reply@example.com>" (got "${from}")`);
  const settings: MailSettings = {
    smtpUrl: config.smtpUrl,
    outboxDir: outboxDirOf(config),
    from,
    relayIntervalMs: readInteger(env, 'MAIL_RELAY_INTERVAL_MS', 30_000, 50, 3_600_000, problems),
    maxAttempts: readInteger(env, 'MAIL_MAX_ATTEMPTS', 48, 1, 1_000, problems),
  };
  throwIfProblems(problems);
  return settings;
}
