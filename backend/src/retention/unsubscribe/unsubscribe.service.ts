import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import type { UnsubscribeStatus } from '@homewise/contracts';
import { DomainError } from '../../common/errors/domain-error.js';
import { isUuid } from '../../common/ids.js';
import { officerName } from '../../loan-officers/loan-officers.service.js';
import { LinkSigner } from '../links/link-signer.service.js';
import type { ClickPayload, UnsubscribePayload } from '../links/signed-links.js';

/** "j***@example.com": the page says whose mail stops without showing the address to whoever holds the link. */
export const hiddenEmail = (email: string): string => email.replace(/^(.)[^@]*(@.*)$/, '$1***$2');

/**
 * Unsubscribing and resubscribing by the signed token in every marketing mail, the Profile's
 * switch, and clicks. Unsubscribing sets `client_engagement.unsubscribed_at` and cancels the
 * client's marketing mail still waiting in the outbox in the same transaction; planning and
 * sending check it too, so no path mails an unsubscribed client again.
 */
@Injectable()
export class UnsubscribeService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly links: LinkSigner,
  ) {}

  private async clientOf(token: string): Promise<string> {
    const payload = await this.links.verify<UnsubscribePayload>('unsubscribe', token);
    if (!payload || !isUuid(payload.c)) throw new DomainError('UNSUBSCRIBE_LINK_INVALID');
    return payload.c;
  }

  async status(token: string): Promise<UnsubscribeStatus> {
    return this.statusOf(this.dataSource.manager, await this.clientOf(token));
  }

  private async statusOf(manager: EntityManager, clientId: string): Promise<UnsubscribeStatus> {
    const [row] = await manager.query(
      `SELECT u.email, ce.unsubscribed_at, o.email AS o_email, o.full_name AS o_full_name, o.first_name AS o_first_name, o.last_name AS o_last_name
         FROM users u LEFT JOIN client_engagement ce ON ce.client_id = u.id LEFT JOIN users o ON o.id = u.loan_officer_id
        WHERE u.id = $1`,
      [clientId],
    );
    // A deleted account's link: nothing is sent to it anyway.
    if (!row) throw new DomainError('UNSUBSCRIBE_LINK_INVALID');
    return {
      email: hiddenEmail(row.email),
      loanOfficerName: row.o_email ? officerName({ fullName: row.o_full_name, firstName: row.o_first_name, lastName: row.o_last_name, email: row.o_email }) : null,
      unsubscribed: row.unsubscribed_at !== null,
      unsubscribedAt: row.unsubscribed_at ? new Date(row.unsubscribed_at).toISOString() : null,
    };
  }

  async unsubscribeByToken(token: string): Promise<UnsubscribeStatus> {
    return this.setSubscribed(await this.clientOf(token), false);
  }

  async resubscribeByToken(token: string): Promise<UnsubscribeStatus> {
    return this.setSubscribed(await this.clientOf(token), true);
  }

  /** The Profile's switch (`digests: false` = unsubscribed). */
  async preferences(userId: string): Promise<{ digests: boolean }> {
    const [row] = await this.dataSource.query(`SELECT unsubscribed_at FROM client_engagement WHERE client_id = $1`, [userId]);
    return { digests: !row?.unsubscribed_at };
  }

  async setPreferences(userId: string, digests: boolean): Promise<{ digests: boolean }> {
    await this.setSubscribed(userId, digests);
    return { digests };
  }

  /** Idempotent both ways; the first unsubscribe time is kept. */
  async setSubscribed(clientId: string, subscribed: boolean): Promise<UnsubscribeStatus> {
    return this.dataSource.transaction(async (manager) => {
      if (subscribed) {
        await manager.query(`UPDATE client_engagement SET unsubscribed_at = NULL, unanswered_digests = 0 WHERE client_id = $1`, [clientId]);
      } else {
        await manager.query(
          `INSERT INTO client_engagement (client_id, next_digest_at, unsubscribed_at) VALUES ($1, now(), now())
           ON CONFLICT (client_id) DO UPDATE SET unsubscribed_at = coalesce(client_engagement.unsubscribed_at, now())`,
          [clientId],
        );
        // Marketing mail already written but not yet sent stops too (the outbox's claim skips cancelled rows).
        await manager.query(
          `UPDATE mail_outbox m SET status = 'cancelled' FROM retention_sends s
            WHERE s.outbox_id = m.id AND s.recipient_id = $1 AND m.status = 'pending'`,
          [clientId],
        );
        await manager.query(`UPDATE retention_sends SET status = 'skipped', skip_reason = 'unsubscribed' WHERE recipient_id = $1 AND status = 'planned'`, [
          clientId,
        ]);
      }
      return this.statusOf(manager, clientId);
    });
  }

  /**
   * A click in a digest or alert: recorded (the client acted, so the quiet schedule ends) and
   * sent on to the app page the link names. A bad signature, or a path outside the app, goes to
   * the Dashboard: the link can never send anyone elsewhere.
   */
  async click(token: string, appUrl: string): Promise<string> {
    const payload = await this.links.verify<ClickPayload>('click', token);
    const path = payload && typeof payload.p === 'string' && /^\/(?!\/)[\w\-/?=&.%]*$/.test(payload.p) ? payload.p : '/dashboard';
    if (payload && isUuid(payload.s)) {
      await this.dataSource.query(
        `WITH send AS (UPDATE retention_sends SET clicked_at = coalesce(clicked_at, now()) WHERE id = $1 RETURNING recipient_id)
         UPDATE client_engagement ce SET last_clicked_at = now(), unanswered_digests = 0 FROM send WHERE ce.client_id = send.recipient_id`,
        [payload.s],
      );
    }
    return `${appUrl}${path}`;
  }
}
