import { chmod, mkdir, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer, { type Transporter } from 'nodemailer';

/** A mail as the transports take it (an outbox row). */
export interface OutgoingMail {
  id: string;
  to: string;
  subject: string;
  text: string;
  html?: string | null;
  replyTo?: string | null;
  headers?: Record<string, string> | null;
  createdAt: Date;
}

export interface MailTransport {
  /** Human words for logs: "SMTP" or "the outbox folder". */
  readonly description: string;
  /** Delivers the mail; returns a reference (SMTP message id or file path). Throws on failure. */
  deliver(mail: OutgoingMail): Promise<string>;
  close(): void;
}

function messageOf(mail: OutgoingMail, from: string) {
  return {
    from,
    to: mail.to,
    subject: mail.subject,
    text: mail.text,
    html: mail.html ?? undefined,
    replyTo: mail.replyTo ?? undefined,
    headers: mail.headers ?? undefined,
    // Derived from the outbox id, so a mail delivered twice (crash after sending) is recognisable.
    messageId: `<${mail.id}@${from.replace(/^.*@/, '').replace(/>$/, '')}>`,
    date: mail.createdAt,
  };
}

/** SMTP_URL set: sent over SMTP (smtp:// with STARTTLS when offered, smtps:// for TLS). */
export class SmtpMailTransport implements MailTransport {
  readonly description = 'SMTP';
  private readonly transporter: Transporter;

  constructor(
    smtpUrl: string,
    private readonly from: string,
  ) {
    // Short timeouts: a dead server must fail the attempt (and be retried), not hang it. Pooled
    // connections (as many as the mail queue's concurrency): a digest run sends 100,000 mails,
    // and a new connection and greeting for each cost as much as the mail.
    this.transporter = nodemailer.createTransport(smtpUrl, {
      pool: true,
      maxConnections: 5,
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 30_000,
    } as object);
  }

  async deliver(mail: OutgoingMail): Promise<string> {
    const info = await this.transporter.sendMail(messageOf(mail, this.from));
    return String(info.messageId);
  }

  close(): void {
    this.transporter.close();
  }
}

/** SMTP_URL unset: each mail becomes an .eml file (open it in any mail client) under DATA_DIR/outbox. */
export class EmlFileMailTransport implements MailTransport {
  readonly description = 'the outbox folder';
  private readonly composer = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });

  constructor(
    private readonly dir: string,
    private readonly from: string,
  ) {}

  async deliver(mail: OutgoingMail): Promise<string> {
    const info = await this.composer.sendMail(messageOf(mail, this.from));
    // Owner only: a reset mail holds a live link (issue 23: the files were world-readable).
    await mkdir(this.dir, { recursive: true, mode: 0o700 });
    await chmod(this.dir, 0o700);
    const stamp = mail.createdAt.toISOString().replace(/[:.]/g, '-');
    const file = join(this.dir, `${stamp}-${mail.id}.eml`);
    // Write then rename: a reader never sees half a mail.
    await writeFile(`${file}.tmp`, info.message as Buffer, { mode: 0o600 });
    await rename(`${file}.tmp`, file);
    return file;
  }

  close(): void {
    this.composer.close();
  }
}
