import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import { SMTPServer, type SMTPServerDataStream } from 'smtp-server';
import { DomainError } from '../../common/errors/domain-error.js';
import { RETENTION_SETTINGS, type RetentionSettings } from '../retention.settings.js';
import { UnsubscribeService } from './unsubscribe.service.js';

/** An unsubscribe mail is a subject line; anything bigger is not one. */
const MAX_MESSAGE_BYTES = 64 * 1024;

/** Undoes RFC 2047 encoded words (`=?utf-8?B?…?=`, `=?utf-8?Q?…?=`): a mail client may encode any subject. */
export function decodeEncodedWords(value: string): string {
  return value.replace(/=\?([^?]+)\?([BbQq])\?([^?]*)\?=\s*/g, (_, _charset: string, encoding: string, text: string) =>
    encoding.toUpperCase() === 'B'
      ? Buffer.from(text, 'base64').toString('utf8')
      : Buffer.from(text.replace(/_/g, ' ').replace(/=([0-9A-Fa-f]{2})/g, (__, hex: string) => String.fromCharCode(parseInt(hex, 16))), 'latin1').toString('utf8'),
  );
}

/**
 * The signed token of an unsubscribe mail: List-Unsubscribe's mailto sets the subject to
 * `unsubscribe <token>` (mail clients may prefix "Re:" or encode it). Null when there is none.
 */
export function unsubscribeTokenOf(rawMessage: string): string | null {
  const head = rawMessage.split(/\r?\n\r?\n/)[0].replace(/\r?\n[ \t]+/g, ' ');
  const subject = head.split(/\r?\n/).find((line) => /^subject:/i.test(line));
  return subject ? unsubscribeTokenOfSubject(subject.slice('subject:'.length)) : null;
}

/** The token in a subject line (as a mail provider's inbound webhook passes it), or null. */
export function unsubscribeTokenOfSubject(subject: string): string | null {
  return /\bunsubscribe\s+([A-Za-z0-9_-]+\.[A-Za-z0-9_-]+)/i.exec(decodeEncodedWords(subject))?.[1] ?? null;
}

const smtpError = (message: string, responseCode: number) => Object.assign(new Error(message), { responseCode });

/**
 * The mailbox behind List-Unsubscribe's mailto (RFC 2369; RFC 8058 one-click is the https
 * half): with UNSUBSCRIBE_SMTP_PORT set, an SMTP listener on HOST that takes mail for
 * UNSUBSCRIBE_MAILTO only, reads the signed token from the subject and unsubscribes that client
 * (as the one-click link does: digests and alerts stop, mail waiting in the outbox is cancelled).
 * The token is the proof, as in the link: an HMAC only this deployment can make, so nobody can
 * unsubscribe someone else. A mail without a valid token is refused (550), so its sender learns
 * at once. Point the domain's MX (or a forwarding rule of the mail provider) at this port.
 */
@Injectable()
export class UnsubscribeMailbox implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger('UnsubscribeMailbox');
  private server: SMTPServer | undefined;

  constructor(
    private readonly unsubscribes: UnsubscribeService,
    @Inject(RETENTION_SETTINGS) private readonly settings: RetentionSettings,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    const port = this.settings.unsubscribeSmtpPort;
    if (port === undefined) return;
    const mailbox = this.settings.unsubscribeMailto.toLowerCase();
    const server = new SMTPServer({
      name: this.settings.mailDomain,
      banner: 'Homewise unsubscribe mailbox',
      // Plain SMTP, no accounts: the mail carries its own proof (the signed token).
      authOptional: true,
      disabledCommands: ['AUTH', 'STARTTLS'],
      size: MAX_MESSAGE_BYTES,
      maxClients: 50,
      socketTimeout: 30_000,
      logger: false,
      onRcptTo: (address, _session, callback) =>
        address.address.toLowerCase() === mailbox ? callback() : callback(smtpError(`No mailbox here for <${address.address}>`, 550)),
      onData: (stream, _session, callback) => this.receive(stream, callback),
    });
    server.on('error', (error) => this.logger.warn(`Unsubscribe mailbox: ${error.message}`));
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, this.settings.host, () => {
        server.off('error', reject);
        resolve();
      });
    });
    this.server = server;
    this.logger.log(`Unsubscribe mailbox <${mailbox}> listening for SMTP on ${this.settings.host}:${port}`);
  }

  private receive(stream: SMTPServerDataStream, callback: (error?: Error | null) => void): void {
    const chunks: Buffer[] = [];
    let bytes = 0;
    stream.on('data', (chunk: Buffer) => {
      bytes += chunk.length;
      if (bytes <= MAX_MESSAGE_BYTES) chunks.push(chunk);
    });
    stream.on('error', (error: Error) => callback(error));
    stream.on('end', () => {
      if (stream.sizeExceeded) return callback(smtpError('An unsubscribe mail is only its subject line', 552));
      const token = unsubscribeTokenOf(Buffer.concat(chunks).toString('utf8'));
      if (!token) return callback(smtpError('No unsubscribe token in the subject: use the link in the mail, or reply to it as it is', 550));
      this.unsubscribes.unsubscribeByToken(token).then(
        () => callback(),
        (error: Error) => {
          // A token this deployment did not sign (or of a deleted account): refused in words.
          if (error instanceof DomainError && error.code === 'UNSUBSCRIBE_LINK_INVALID') return callback(smtpError('This unsubscribe token is not valid', 550));
          this.logger.error(`Unsubscribe by mail failed: ${error.message}`);
          callback(smtpError('Could not unsubscribe now; try again later', 451));
        },
      );
    });
  }

  async onModuleDestroy(): Promise<void> {
    const server = this.server;
    this.server = undefined;
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}
