import type { AppConfig } from '../config/app-config.js';

export const RETENTION_SETTINGS = Symbol('RETENTION_SETTINGS');

/** The retention engine's settings, validated at boot with the rest of the environment (AppConfig `retention`). */
export interface RetentionSettings {
  /** MAIL_RATE_PER_MINUTE: marketing mails (digests, alerts, invitations) per minute, all replicas together. */
  mailRatePerMinute: number;
  /** LINK_SIGNING_SECRET; unset, a random key made once and kept in `link_signing_keys`, so replicas agree without setup. */
  linkSigningSecret: string | undefined;
  /** List-Unsubscribe's mailto address. */
  unsubscribeMailto: string;
  /** UNSUBSCRIBE_SMTP_PORT: where the mailbox of that address listens for SMTP (unsubscribe-mailbox.ts); unset, nowhere. */
  unsubscribeSmtpPort: number | undefined;
  /** INBOUND_MAIL_SECRET: the bearer secret of POST /api/mail/inbound; unset, that route answers 404. */
  inboundMailSecret: string | undefined;
  /** HOST: the interface the API and that listener bind to. */
  host: string;
  /** When the planner looks for due digests (cron, America/New_York). */
  digestPlanCron: string;
  /** Public URL of the app, without a trailing slash (links in mail). */
  appUrl: string;
  /** MAIL_FROM's domain: the mailto's default and the Message-IDs'. */
  mailDomain: string;
}

/** The domain of MAIL_FROM ("Homewise <no-reply@example.com>" → example.com). */
const domainOf = (from: string) => /@([^\s@>]+)>?\s*$/.exec(from)?.[1] ?? 'homewise.local';

export function retentionSettingsOf(config: AppConfig): RetentionSettings {
  const mailDomain = domainOf(config.mail.from);
  return {
    ...config.retention,
    unsubscribeMailto: config.retention.unsubscribeMailto ?? `unsubscribe@${mailDomain}`,
    appUrl: config.appUrl,
    host: config.host,
    mailDomain,
  };
}
