import { Injectable } from '@nestjs/common';
import { affectedRows, HourlyCleanUp, PRIVACY_RETENTION } from '../common/hourly-clean-up.js';
import { DataSource } from 'typeorm';
import type { ContactResponse } from '@homewise/contracts';
import { AppConfig } from '../config/app-config.js';
import { MailService } from '../mail/mail.service.js';
import { RateLimitService } from '../rate-limit/rate-limit.service.js';
import type { ContactDto } from './contact.dto.js';
import { ContactMessageEntity } from './contact-message.entity.js';

export const CONTACT_SENT = 'Your message has been sent successfully. We will get back to you as soon as possible.';

@Injectable()
export class ContactService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly mail: MailService,
    private readonly rateLimits: RateLimitService,
    private readonly config: AppConfig,
  ) {}

  /**
   * Stores the message and its mail to the support inbox in one transaction: the outbox delivers
   * it later if Redis or SMTP is down, and nothing is lost. Reply-To is the sender.
   */
  /** Messages older than the Privacy Policy's retention (housekeeping, hourly). */
  @HourlyCleanUp('contactMessages')
  async deleteExpired(): Promise<number> {
    return affectedRows(await this.dataSource.query(`DELETE FROM contact_messages WHERE created_at < now() - interval '${PRIVACY_RETENTION}'`));
  }

  async submit(input: ContactDto, userId: string | null, ip: string): Promise<ContactResponse> {
    await this.rateLimits.hitPerClient('contact', ip, this.config.rateLimits.contactPerIp);
    const id = await this.dataSource.transaction(async (manager) => {
      const inserted = await manager.insert(ContactMessageEntity, {
        userId,
        name: input.name,
        email: input.email,
        message: input.message,
      });
      const messageId = inserted.identifiers[0].id as string;
      const mail = await this.mail.send(
        {
          to: this.config.supportEmail,
          replyTo: input.email,
          subject: `Contact form: ${input.name}`,
          text:
            `From: ${input.name} <${input.email}>${userId ? ` (user ${userId})` : ''}\n` +
            `Message ${messageId}\n\n${input.message}\n`,
        },
        manager,
      );
      await manager.update(ContactMessageEntity, { id: messageId }, { mailId: mail.id });
      return messageId;
    });
    return { id, message: CONTACT_SENT };
  }
}
