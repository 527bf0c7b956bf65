import { Body, Controller, Headers, HttpCode, Inject, Post } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiProperty, ApiTags } from '@nestjs/swagger';
import { IsString, MaxLength } from 'class-validator';
import { createHash, timingSafeEqual } from 'node:crypto';
import type { UnsubscribeStatus } from '@homewise/contracts';
import { Public } from '../../common/access.decorators.js';
import { DomainError } from '../../common/errors/domain-error.js';
import { RETENTION_SETTINGS, type RetentionSettings } from '../retention.settings.js';
import { unsubscribeTokenOfSubject } from './unsubscribe-mailbox.js';
import { UnsubscribeService } from './unsubscribe.service.js';

class InboundMailDto {
  @ApiProperty({ description: 'The envelope recipient: the List-Unsubscribe mailto address (UNSUBSCRIBE_MAILTO).' })
  @IsString({ message: 'to must be the address the mail was sent to.' })
  @MaxLength(320, { message: 'to is not an email address.' })
  to: string;

  @ApiProperty({ description: 'The mail\'s subject, decoded or RFC 2047-encoded: "unsubscribe <token>", as the mailto sets it.' })
  @IsString({ message: 'subject must be the subject line of the mail.' })
  @MaxLength(998, { message: 'subject is longer than a mail header line may be.' })
  subject: string;
}

/** Equal secrets, compared in constant time (hashes first, so the lengths give nothing away). */
const sameSecret = (given: string, expected: string) =>
  timingSafeEqual(createHash('sha256').update(given).digest(), createHash('sha256').update(expected).digest());

/**
 * The inbound-mail webhook (as mail providers' inbound routes call one): mail sent to
 * List-Unsubscribe's mailto, forwarded as `{to, subject}` with `Authorization: Bearer
 * <INBOUND_MAIL_SECRET>`, unsubscribes the client its signed token names, as the SMTP mailbox
 * (unsubscribe-mailbox.ts) and one click do. Off (404) unless the secret is set.
 */
@ApiTags('unsubscribe')
@Controller('mail/inbound')
export class InboundMailController {
  constructor(
    private readonly unsubscribes: UnsubscribeService,
    @Inject(RETENTION_SETTINGS) private readonly settings: RetentionSettings,
  ) {}

  @Public()
  @Post()
  @HttpCode(200)
  @ApiBearerAuth()
  @ApiOperation({ summary: 'A mail to the List-Unsubscribe mailto, forwarded by the mail provider: unsubscribes the client of its token.' })
  async receive(@Headers('authorization') authorization: string | undefined, @Body() mail: InboundMailDto): Promise<UnsubscribeStatus> {
    const secret = this.settings.inboundMailSecret;
    if (!secret) throw new DomainError('INBOUND_MAIL_OFF');
    const given = /^Bearer (.+)$/.exec(authorization ?? '')?.[1] ?? '';
    if (!sameSecret(given, secret)) throw new DomainError('INBOUND_MAIL_UNAUTHORIZED');
    const token = unsubscribeTokenOfSubject(mail.subject);
    const address = /<([^>]+)>/.exec(mail.to)?.[1] ?? mail.to.trim();
    if (!token || address.toLowerCase() !== this.settings.unsubscribeMailto.toLowerCase()) throw new DomainError('NOT_AN_UNSUBSCRIBE_MAIL');
    return this.unsubscribes.unsubscribeByToken(token);
  }
}
