import { Inject, Injectable } from '@nestjs/common';
import { randomBytes } from 'node:crypto';
import { DataSource } from 'typeorm';
import { RETENTION_SETTINGS, type RetentionSettings } from '../retention.settings.js';
import { signLink, verifyLink, type ClickPayload, type LinkPurpose, type UnsubscribePayload } from './signed-links.js';

/**
 * Signs and checks the links in marketing mail with one key for every replica: LINK_SIGNING_SECRET,
 * or else a random key the first replica stores in `link_signing_keys` (INSERT … ON CONFLICT DO
 * NOTHING, then read back, so two replicas starting together still agree).
 */
@Injectable()
export class LinkSigner {
  private secret: Promise<string> | undefined;

  constructor(
    private readonly dataSource: DataSource,
    @Inject(RETENTION_SETTINGS) private readonly settings: RetentionSettings,
  ) {}

  private key(): Promise<string> {
    this.secret ??= this.settings.linkSigningSecret
      ? Promise.resolve(this.settings.linkSigningSecret)
      : this.storedKey().catch((error: Error) => {
          this.secret = undefined; // try again next time
          throw error;
        });
    return this.secret;
  }

  private async storedKey(): Promise<string> {
    await this.dataSource.query(`INSERT INTO link_signing_keys (name, secret) VALUES ('links', $1) ON CONFLICT (name) DO NOTHING`, [
      randomBytes(32).toString('base64url'),
    ]);
    const [{ secret }] = await this.dataSource.query(`SELECT secret FROM link_signing_keys WHERE name = 'links'`);
    return secret as string;
  }

  /**
   * Reads the key now (once per process). The sender calls it before a send's transaction: the
   * renderers sign links inside that transaction, and reading the key there would need a second
   * pooled connection while the transaction holds one. On embedded Postgres (one connection) that
   * waited for the pool's 10 s connect timeout, held every request of every user meanwhile, then
   * failed the send (issue 20: the Clients list stalled after an import).
   */
  async ready(): Promise<void> {
    await this.key();
  }

  async sign(purpose: LinkPurpose, payload: ClickPayload | UnsubscribePayload): Promise<string> {
    return signLink(await this.key(), purpose, payload);
  }

  async verify<T>(purpose: LinkPurpose, token: string): Promise<T | null> {
    return verifyLink<T>(await this.key(), purpose, token);
  }

  /** A link into the app through the click counter (`/api/r/<token>`); `path` is a path of the app. */
  async clickUrl(sendId: string, path: string): Promise<string> {
    return `${this.settings.appUrl}/api/r/${await this.sign('click', { s: sendId, p: path })}`;
  }

  /** The unsubscribe page's link, and the headers of RFC 2369 / RFC 8058 one-click unsubscribing. */
  async unsubscribe(clientId: string): Promise<{ pageUrl: string; headers: Record<string, string> }> {
    const token = await this.sign('unsubscribe', { c: clientId });
    return {
      pageUrl: `${this.settings.appUrl}/unsubscribe?token=${token}`,
      headers: {
        'List-Unsubscribe': `<${this.settings.appUrl}/api/unsubscribe/one-click/${token}>, <mailto:${this.settings.unsubscribeMailto}?subject=unsubscribe%20${token}>`,
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      },
    };
  }
}
