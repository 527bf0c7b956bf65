// The mail the platform sent, as the people it went to would read it: every message the SMTP
// sink received (global-setup.ts: one .eml file per message, named by arrival), parsed with
// postal-mime (MIME parts, quoted-printable or base64, UTF-8 and encoded headers).
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import PostalMime from 'postal-mime';

export interface Mail {
  subject: string;
  /** The envelope's To addresses, lower-cased. */
  to: string[];
  /** The plain-text part ('' when there is none). */
  text: string;
  /** The HTML part ('' when there is none). */
  html: string;
  /** A header's value (first of that name), case-insensitive. */
  header(name: string): string | undefined;
}

const parsed = new Map<string, Mail>();

async function parse(path: string): Promise<Mail> {
  const email = await PostalMime.parse(readFileSync(path));
  return {
    subject: email.subject ?? '',
    to: (email.to ?? []).map((to) => (to.address ?? '').toLowerCase()),
    text: email.text ?? '',
    html: email.html ?? '',
    header: (name) => email.headers.find((header) => header.key === name.toLowerCase())?.value,
  };
}

/** Every mail to `email` so far, oldest first. */
export async function mailsTo(email: string): Promise<Mail[]> {
  const dir = process.env.HOMEWISE_E2E_MAIL_DIR ?? '';
  let files: string[] = [];
  try {
    files = readdirSync(dir).filter((file) => file.endsWith('.eml')).sort();
  } catch {
    // no mail yet
  }
  const mails: Mail[] = [];
  for (const file of files) {
    let mail = parsed.get(file);
    if (!mail) {
      mail = await parse(join(dir, file));
      parsed.set(file, mail);
    }
    if (mail.to.includes(email.toLowerCase())) mails.push(mail);
  }
  return mails;
}

/** Waits (up to 20 s) until `find` picks something out of the mail to `email`. */
export async function waitForMailTo<T>(email: string, find: (mails: Mail[]) => T | undefined, what: string): Promise<T> {
  const until = Date.now() + 20_000;
  while (Date.now() < until) {
    const found = find(await mailsTo(email));
    if (found !== undefined) return found;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`no mail to ${email} with ${what} arrived`);
}

/** The newest link matching `pattern` in mail to `email` (text or HTML), past the `after` first ones. */
export function linkInMailTo(email: string, pattern: RegExp, { after = 0 } = {}): Promise<string> {
  return waitForMailTo(
    email,
    (mails) => {
      const links = mails.map((mail) => pattern.exec(`${mail.text}\n${mail.html}`)?.[0]).filter((link): link is string => Boolean(link));
      return links.length > after ? links[links.length - 1] : undefined;
    },
    `a link like ${pattern}`,
  );
}

/** The password-reset link of the newest mail to `email` (waits for it). */
export function resetLinkFor(email: string, { after = 0 } = {}): Promise<string> {
  return linkInMailTo(email, /https?:\/\/[^\s"'<>]+reset-password\?token=[^\s"'<>]+/, { after });
}

/** The email-confirmation link of the newest mail to `email` (waits for it). */
export function verificationLinkFor(email: string, { after = 0 } = {}): Promise<string> {
  return linkInMailTo(email, /https?:\/\/[^\s"'<>]+verify-email\?token=[^\s"'<>]+/, { after });
}

/** The first mail to `email` whose subject is `subject` (waits for it). */
export function mailWithSubject(email: string, subject: string): Promise<Mail> {
  return waitForMailTo(email, (mails) => mails.find((mail) => mail.subject === subject), `the subject "${subject}"`);
}

/** The first mail to anyone whose text contains `needle` (waits for it). */
export async function mailContaining(needle: string): Promise<Mail> {
  const until = Date.now() + 20_000;
  const dir = process.env.HOMEWISE_E2E_MAIL_DIR ?? '';
  while (Date.now() < until) {
    let files: string[] = [];
    try {
      files = readdirSync(dir).filter((file) => file.endsWith('.eml')).sort();
    } catch {
      // no mail yet
    }
    for (const file of files) {
      let mail = parsed.get(file);
      if (!mail) {
        mail = await parse(join(dir, file));
        parsed.set(file, mail);
      }
      if (mail.text.includes(needle)) return mail;
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`no mail containing "${needle}" arrived`);
}
