import { Module } from '@nestjs/common';
import { AppConfig } from '../config/app-config.js';
import { LoanOfficersModule } from '../loan-officers/loan-officers.module.js';
import { ClientImportController } from './import/client-import.controller.js';
import { ClientImportService } from './import/client-import.service.js';
import { ClaimController } from './invitations/claim.controller.js';
import { InvitationsService } from './invitations/invitations.service.js';
import { LinkSigner } from './links/link-signer.service.js';
import { RETENTION_SETTINGS, retentionSettingsOf } from './retention.settings.js';
import { RetentionSender } from './sending/retention-sender.service.js';

/** The loan officers' retention engine (README.md beside this file). */
@Module({
  imports: [LoanOfficersModule],
  controllers: [ClientImportController, ClaimController],
  providers: [
    { provide: RETENTION_SETTINGS, inject: [AppConfig], useFactory: (config: AppConfig) => retentionSettingsOf(config) },
    LinkSigner,
    RetentionSender,
    InvitationsService,
    ClientImportService,
  ],
})
export class RetentionModule {}
