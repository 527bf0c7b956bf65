import { Global, Module, type OnModuleInit } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AppConfig } from '../config/app-config.js';
import { QUEUES } from '../jobs/job-policies.js';
import { JobsService } from '../jobs/jobs.service.js';
import { MailDelivery } from './mail-delivery.service.js';
import { MailOutbox } from './mail-outbox.entity.js';
import { MailRelay } from './mail-relay.service.js';
import { MailRetention } from './mail-retention.service.js';
import { MailService } from './mail.service.js';
import { mailSettingsOf, MAIL_SETTINGS } from './mail.settings.js';

/** Outbox mail for every module: inject MailService and call `send`. */
@Global()
@Module({
  imports: [TypeOrmModule.forFeature([MailOutbox])],
  providers: [
    { provide: MAIL_SETTINGS, inject: [AppConfig], useFactory: (config: AppConfig) => mailSettingsOf(config) },
    MailDelivery,
    MailRelay,
    MailRetention,
    MailService,
  ],
  exports: [MailService, MailRetention],
})
export class MailModule implements OnModuleInit {
  constructor(
    private readonly jobs: JobsService,
    private readonly delivery: MailDelivery,
  ) {}

  onModuleInit(): void {
    // A job only names its outbox row; the row holds the mail and its delivery state.
    this.jobs.process(QUEUES.mail, async (job) => this.delivery.deliver((job.data as { outboxId: string }).outboxId));
  }
}
