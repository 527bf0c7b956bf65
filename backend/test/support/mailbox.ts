import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { outboxDirOf } from '../../src/mail/mail.settings.js';
import type { TestApp } from '../harness.js';
import { decodeQuotedPrintable } from './smtp-sink.js';
import { until } from './wait.js';

/**
 * The mail delivered to `to` so far (decoded), oldest first, as the embedded transport wrote
 * it: one .eml file per mail under DATA_DIR/outbox. The outbox rows keep no body once delivered,
 * so tests read mail where a person would.
 */
export function deliveredMail(t: TestApp, to: string): string[] {
  const dir = outboxDirOf(t.config);
  let files: string[] = [];
  try {
    files = readdirSync(dir).filter((name) => name.endsWith('.eml')).sort();
  } catch {
    return [];
  }
  return files
    .map((name) => decodeQuotedPrintable(readFileSync(join(dir, name), 'utf8')))
    .filter((mail) => new RegExp(`^To: .*${to.replace(/[.+]/g, '\\$&')}`, 'mi').test(mail));
}

/** Waits for the `nth` mail to `to` whose text matches `pattern`, and answers the pattern's first group. */
export async function linkTokenIn(t: TestApp, to: string, pattern: RegExp, nth = 1): Promise<string> {
  if (t.config.smtpUrl) throw new Error('linkTokenIn reads the .eml outbox; this test app sends over SMTP');
  const mails = await until(() => {
    const matching = deliveredMail(t, to).filter((mail) => pattern.test(mail));
    return matching.length >= nth ? matching : undefined;
  }, `mail #${nth} to ${to} matching ${pattern}`);
  return decodeURIComponent(pattern.exec(mails[mails.length - 1])![1]);
}
