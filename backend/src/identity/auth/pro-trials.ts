import { createHash } from 'node:crypto';
import type { EntityManager } from 'typeorm';
import { DomainError } from '../../common/errors/domain-error.js';

/**
 * The key of an email's one Pro trial: lower-cased and without a "+tag" (jane+2@x.com is
 * jane@x.com's mailbox), hashed so the table of used trials names nobody. The migration
 * (1763700002720-ProTrialsOnce) computes the same key in SQL for the trials it writes in.
 */
export function proTrialKey(email: string): string {
  const mailbox = email.toLowerCase().replace(/\+[^@]*@/, '@');
  return createHash('sha256').update(mailbox, 'utf8').digest('hex');
}

/**
 * Starts the email's Pro trial, once ever (issue 23: closing the account and signing up again
 * restarted it without limit). Inside the signup's transaction: a refused second trial creates
 * no account, and two signups at once get one trial.
 */
export async function startProTrialOnce(manager: EntityManager, email: string): Promise<void> {
  const started: unknown = await manager.query(
    `INSERT INTO pro_trials_started (email_hash) VALUES ($1) ON CONFLICT DO NOTHING RETURNING email_hash`,
    [proTrialKey(email)],
  );
  if (!Array.isArray(started) || started.length === 0) throw new DomainError('PRO_TRIAL_USED');
}
