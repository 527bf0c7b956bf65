import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { INVITATION_LINK_DAYS, type ClaimInvitation } from '@homewise/contracts';
import { DomainError } from '../../common/errors/domain-error.js';
import { PasswordResetService } from '../../identity/auth/password-reset.service.js';
import { hashPassword } from '../../identity/auth/passwords.js';
import { MailService } from '../../mail/mail.service.js';
import { mailBrandOf } from '../brand.js';
import { SecurityLogService } from '../../identity/security-log/security-log.service.js';
import { SessionsService, type SessionMeta } from '../../identity/sessions/sessions.service.js';
import { hashToken, newToken } from '../../identity/sessions/tokens.js';
import { UserEntity } from '../../identity/users/user.entity.js';
import { LoanOfficersService } from '../../loan-officers/loan-officers.service.js';
import { LinkSigner } from '../links/link-signer.service.js';
import { RETENTION_SETTINGS, type RetentionSettings } from '../retention.settings.js';
import { planSends } from '../sending/retention-sends.js';
import { RetentionSender, type SendContext } from '../sending/retention-sender.service.js';
import { invitationMail } from './invitation-mail.js';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Invitations of imported clients: the mail (its claim link made when the mail is written, so
 * only the newest link works), sending it again, and claiming the account through the link.
 */
@Injectable()
export class InvitationsService implements OnModuleInit {
  constructor(
    private readonly dataSource: DataSource,
    private readonly sender: RetentionSender,
    private readonly links: LinkSigner,
    private readonly sessions: SessionsService,
    private readonly officers: LoanOfficersService,
    private readonly securityLog: SecurityLogService,
    private readonly mail: MailService,
    private readonly resets: PasswordResetService,
    @Inject(RETENTION_SETTINGS) private readonly settings: RetentionSettings,
  ) {}

  onModuleInit(): void {
    this.sender.register('invitation', (context) => this.render(context));
    this.resets.sendUnclaimedAccountsTo((userId) => this.mailClaimLinkForReset(userId));
  }

  /**
   * A password reset asked for an imported client's account that nobody claimed: the claim link
   * instead, with a new token (only the newest link works). The claim page names the officer and
   * asks whether to share; a reset would have opened the account with the officer seeing it and
   * no consent given. A mail the homeowner asked for, not marketing: it goes even to a client
   * who unsubscribed from the officer's mail. False when the account is no unclaimed invitation.
   */
  async mailClaimLinkForReset(userId: string): Promise<boolean> {
    await this.links.ready();
    return this.dataSource.transaction(async (manager) => {
      const [client] = await manager.query(
        `SELECT u.id, u.email, u.first_name, i.officer_id FROM users u JOIN client_invitations i ON i.client_id = u.id
          WHERE u.id = $1 AND u.password_hash IS NULL AND u.loan_officer_id = i.officer_id
          FOR UPDATE OF i`,
        [userId],
      );
      if (!client) return false;
      const token = newToken();
      const mail = await invitationMail({
        brand: await mailBrandOf(manager, client.officer_id),
        firstName: client.first_name,
        claimUrl: `${this.settings.appUrl}/claim?token=${token}`,
        unsubscribeUrl: (await this.links.unsubscribe(client.id)).pageUrl,
        askedForReset: true,
      });
      await manager.query(`UPDATE client_invitations SET token_hash = $2, token_expires_at = now() + $3::int * interval '1 day' WHERE client_id = $1`, [
        client.id,
        hashToken(token),
        INVITATION_LINK_DAYS,
      ]);
      await this.mail.send({ to: client.email, ...mail }, manager);
      return true;
    });
  }

  private async render({ send, recipient, brand }: SendContext) {
    const token = newToken();
    const unsubscribe = await this.links.unsubscribe(recipient.id);
    const mail = await invitationMail({
      brand,
      firstName: recipient.first_name,
      claimUrl: `${this.settings.appUrl}/claim?token=${token}`,
      unsubscribeUrl: unsubscribe.pageUrl,
    });
    return {
      ...mail,
      headers: unsubscribe.headers,
      after: async (manager: SendContext['manager']) => {
        // The new link replaces the previous one (only the newest mail's link works).
        await manager.query(
          `UPDATE client_invitations SET token_hash = $2, token_expires_at = now() + $3::int * interval '1 day', sent_count = sent_count + 1 WHERE client_id = $1`,
          [send.recipient_id, hashToken(token), INVITATION_LINK_DAYS],
        );
        await manager.query(`UPDATE client_engagement SET invited_at = now() WHERE client_id = $1`, [send.recipient_id]);
      },
    };
  }

  /** "Resend": a new invitation mail with a new claim link (the old one stops working once it is written). */
  async resend(officer: UserEntity, clientId: string): Promise<void> {
    if (!officer.emailVerifiedAt) throw new DomainError('EMAIL_NOT_CONFIRMED');
    const ids = await this.dataSource.transaction(async (manager) => {
      const [client] = await manager.query(
        `SELECT u.id, u.password_hash IS NOT NULL AS claimed, ce.unsubscribed_at
           FROM users u JOIN client_invitations i ON i.client_id = u.id LEFT JOIN client_engagement ce ON ce.client_id = u.id
          WHERE u.id = $1 AND u.loan_officer_id = $2 AND i.officer_id = $2
          FOR UPDATE OF i`,
        [clientId, officer.id],
      );
      if (!client) throw new DomainError('CLIENT_NOT_FOUND');
      if (client.claimed) throw new DomainError('ALREADY_CLAIMED');
      if (client.unsubscribed_at) throw new DomainError('CLIENT_UNSUBSCRIBED');
      return planSends(manager, [{ kind: 'invitation', recipientId: clientId, officerId: officer.id, periodKey: `resend-${new Date().toISOString()}` }]);
    });
    await this.sender.queue(ids);
  }

  /** What the claim page shows; 400 CLAIM_LINK_INVALID for an unknown, used or expired link. */
  async lookup(token: string): Promise<ClaimInvitation> {
    const [row] = await this.dataSource.query(
      `SELECT u.id, u.email, u.first_name, u.full_name, u.loan_officer_id,
              EXISTS (SELECT 1 FROM mortgage_profiles p WHERE p.user_id = u.id) AS has_profile
         FROM client_invitations i JOIN users u ON u.id = i.client_id
        WHERE i.token_hash = $1 AND i.token_expires_at > now() AND u.password_hash IS NULL AND u.loan_officer_id = i.officer_id`,
      [hashToken(String(token))],
    );
    if (!row) throw new DomainError('CLAIM_LINK_INVALID');
    const loanOfficer = await this.officers.sharedWith({ loanOfficerId: row.loan_officer_id } as UserEntity);
    if (!loanOfficer) throw new DomainError('CLAIM_LINK_INVALID');
    return { email: row.email, firstName: row.first_name, fullName: row.full_name, loanOfficer, hasMortgageProfile: row.has_profile };
  }

  /**
   * Sets the password and signs in. The link proves the mailbox, so the address counts as
   * confirmed. With consent the time is stored (Profile shows it); without, the account is
   * claimed and unlinked from the officer at once.
   */
  async claim(input: { token: string; password: string; shareConsent: boolean }, meta: SessionMeta): Promise<{ user: UserEntity; token: string }> {
    const passwordHash = await hashPassword(input.password);
    return this.dataSource.transaction(async (manager) => {
      const [invitation] = await manager.query(
        `SELECT i.client_id, i.officer_id FROM client_invitations i JOIN users u ON u.id = i.client_id
          WHERE i.token_hash = $1 AND i.token_expires_at > now() AND u.password_hash IS NULL AND u.loan_officer_id = i.officer_id
          FOR UPDATE OF i, u`,
        [hashToken(String(input.token))],
      );
      if (!invitation) throw new DomainError('CLAIM_LINK_INVALID');
      const userId: string = invitation.client_id;
      await manager.query(
        `UPDATE users SET password_hash = $2, email_verified_at = coalesce(email_verified_at, now()), last_sign_in_at = now(), updated_at = now(),
                sharing_consent_at = CASE WHEN $3 THEN now() ELSE NULL END,
                loan_officer_id = CASE WHEN $3 THEN loan_officer_id ELSE NULL END
          WHERE id = $1`,
        [userId, passwordHash, input.shareConsent],
      );
      await manager.query(`UPDATE client_invitations SET token_hash = NULL, token_expires_at = NULL WHERE client_id = $1`, [userId]);
      await manager.query(`UPDATE client_engagement SET claimed_at = now() WHERE client_id = $1`, [userId]);
      // The audit trail notes the start of sharing, as a signup through the officer's link does.
      const source = { userId, ip: meta.ip, userAgent: meta.userAgent, details: { loanOfficerId: invitation.officer_id } };
      if (input.shareConsent) await this.securityLog.record('sharing_started', source, manager);
      const token = await this.sessions.create(userId, meta, manager);
      const user = await manager.findOneByOrFail(UserEntity, { id: userId });
      return { user, token };
    });
  }

  /** When a new client's first digest is due: an import's are spread evenly over the next 7 days. */
  static firstDigestAt(now: number, index: number, count: number, spreadDays: number): Date {
    return new Date(now + ((index + 1) * spreadDays * DAY_MS) / count);
  }
}
