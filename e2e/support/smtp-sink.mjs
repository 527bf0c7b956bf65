// A real SMTP server on loopback (smtp-server) for the browser tests: the platform sends every
// mail over SMTP to it (SMTP_URL), as it would to a mail provider, and each message it receives is
// written as an .eml file — the raw message, as received — so the tests (in other processes)
// read the mail a person would get. Files are named by arrival, so they sort oldest first, and
// appear whole (written aside, then renamed).
import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { SMTPServer } from 'smtp-server';
import { freePort } from './test-platform.mjs';

/** Starts the sink writing into `dir`; `url` is the SMTP_URL to hand the platform. */
export async function startSmtpSink(dir) {
  mkdirSync(dir, { recursive: true });
  let received = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    // Digests and invitations of a 5,000-client import: many connections, none refused.
    maxClients: 1000,
    onData(stream, _session, callback) {
      const chunks = [];
      stream.on('data', (chunk) => chunks.push(chunk));
      stream.on('error', callback);
      stream.on('end', () => {
        received += 1;
        const name = `${Date.now()}-${String(received).padStart(6, '0')}.eml`;
        writeFileSync(join(dir, `${name}.part`), Buffer.concat(chunks));
        renameSync(join(dir, `${name}.part`), join(dir, name));
        callback();
      });
    },
  });
  const port = await freePort();
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve(undefined));
  });
  return {
    url: `smtp://127.0.0.1:${port}`,
    dir,
    stop: () => new Promise((resolve) => server.close(() => resolve(undefined))),
  };
}
