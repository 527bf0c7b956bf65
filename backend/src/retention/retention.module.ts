import { Module } from '@nestjs/common';
import { AppConfig } from '../config/app-config.js';
import { AuthModule } from '../identity/auth/auth.module.js';
import { LoanOfficersModule } from '../loan-officers/loan-officers.module.js';
import { MetricsModule } from '../metrics/metrics.module.js';
import { DigestsController } from './digest/digests.controller.js';
import { DigestsService } from './digest/digests.service.js';
import { ClickController, MailPreferencesController, UnsubscribeController } from './unsubscribe/unsubscribe.controller.js';
import { InboundMailController } from './unsubscribe/inbound-mail.controller.js';
import { UnsubscribeMailbox } from './unsubscribe/unsubscribe-mailbox.js';
import { UnsubscribeService } from './unsubscribe/unsubscribe.service.js';
import { ClientMessagesController, OfficerMessagesController } from './messages/messages.controller.js';
import { MessagesService } from './messages/messages.service.js';
import { AlertsService } from './alerts/alerts.service.js';
import { ClientImportController } from './import/client-import.controller.js';
import { ClientImportService } from './import/client-import.service.js';
import { ClaimController } from './invitations/claim.controller.js';
import { InvitationsService } from './invitations/invitations.service.js';
import { LinkSigner } from './links/link-signer.service.js';
import { RETENTION_SETTINGS, retentionSettingsOf } from './retention.settings.js';
import { RetentionSender } from './sending/retention-sender.service.js';

/** The loan officers' retention engine (README.md beside this file). */
@Module({
  imports: [LoanOfficersModule, MetricsModule, AuthModule],
  controllers: [ClientImportController, ClaimController, DigestsController, UnsubscribeController, ClickController, MailPreferencesController, ClientMessagesController, OfficerMessagesController, InboundMailController],
  providers: [
    { provide: RETENTION_SETTINGS, inject: [AppConfig], useFactory: (config: AppConfig) => retentionSettingsOf(config) },
    LinkSigner,
    RetentionSender,
    InvitationsService,
    ClientImportService,
    AlertsService,
    DigestsService,
    UnsubscribeService,
    UnsubscribeMailbox,
    MessagesService,
  ],
})
export class RetentionModule {}
