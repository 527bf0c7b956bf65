import { SMTPServer } from 'smtp-server';
import { freePort } from './redis.js';

export interface ReceivedMail {
  from: string;
  to: string[];
  /** The raw RFC 822 message as received. */
  raw: string;
  /** The raw message with quoted-printable decoded (long lines and '=' are encoded in the raw). */
  decoded: string;
  header(name: string): string | undefined;
}

/** Undoes quoted-printable: soft line breaks and =XX escapes (ASCII test texts only). */
export function decodeQuotedPrintable(raw: string): string {
  return raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/** Unfolds the header block and reads one header (case-insensitive). */
function headerOf(raw: string, name: string): string | undefined {
  const head = raw.split(/\r?\n\r?\n/)[0].replace(/\r?\n[ \t]+/g, ' ');
  const line = head.split(/\r?\n/).find((l) => l.toLowerCase().startsWith(`${name.toLowerCase()}:`));
  return line?.slice(name.length + 1).trim();
}

/**
 * A real SMTP server on loopback (smtp-server) that keeps what it receives. `stop()` and
 * `start()` again on the same port simulate an SMTP outage.
 */
export class SmtpSink {
  readonly received: ReceivedMail[] = [];
  /** How long the server keeps a sender waiting for its reply to a message (a slow server). */
  replyDelayMs = 0;
  private server: SMTPServer | undefined;

  private constructor(readonly port: number) {}

  static async start(): Promise<SmtpSink> {
    const sink = new SmtpSink(await freePort());
    await sink.start();
    return sink;
  }

  get url(): string {
    return `smtp://127.0.0.1:${this.port}`;
  }

  async start(): Promise<void> {
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      onData: (stream, session, callback) => {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          const raw = Buffer.concat(chunks).toString('utf8');
          this.received.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((r) => r.address),
            raw,
            decoded: decodeQuotedPrintable(raw),
            header: (name) => headerOf(raw, name),
          });
          if (this.replyDelayMs) setTimeout(callback, this.replyDelayMs);
          else callback();
        });
      },
    });
    this.server = server;
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(this.port, '127.0.0.1', () => resolve());
    });
    // A client that drops its connection (a replica killed, an app closed mid-send) comes back as
    // an 'error' on the server, which would throw with no listener; the mails received tell the test.
    server.on('error', () => undefined);
  }

  async stop(): Promise<void> {
    const server = this.server;
    this.server = undefined;
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  /** Waits until `count` mails arrived (or fails after `ms`). */
  async waitFor(count: number, ms = 10_000): Promise<ReceivedMail[]> {
    const deadline = Date.now() + ms;
    while (this.received.length < count) {
      if (Date.now() > deadline) throw new Error(`expected ${count} mails, got ${this.received.length} within ${ms} ms`);
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    return this.received;
  }
}
