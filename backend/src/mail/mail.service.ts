import { Injectable, Logger } from '@nestjs/common';
import { DataSource, type EntityManager, type QueryRunner } from 'typeorm';
import { QUEUES } from '../jobs/job-policies.js';
import { JobsService } from '../jobs/jobs.service.js';
import { MailOutbox } from './mail-outbox.entity.js';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  replyTo?: string;
  /** Extra headers (List-Unsubscribe, List-Unsubscribe-Post on marketing mail). */
  headers?: Record<string, string>;
}

const ADDRESS = /^[^\s@<>]+@[^\s@<>]+$/;

/**
 * Sends mail the outbox way: the mail is stored first (inside the caller's transaction when a
 * manager is given), then handed to the mail queue once committed. Redis or SMTP being down
 * never fails `send`: the row stays pending and the relay delivers it when they are back.
 */
@Injectable()
export class MailService {
  private readonly logger = new Logger('Mail');
  /** Outbox rows written inside a transaction that has not committed yet. */
  private readonly awaitingCommit = new WeakMap<QueryRunner, string[]>();

  constructor(
    private readonly dataSource: DataSource,
    private readonly jobs: JobsService,
  ) {
    // Told of every commit and rollback, to queue mail only once its row is visible.
    dataSource.subscribers.push({
      afterTransactionCommit: ({ queryRunner }) => this.settled(queryRunner, true),
      afterTransactionRollback: ({ queryRunner }) => this.settled(queryRunner, false),
    });
  }

  async send(mail: MailMessage, manager?: EntityManager): Promise<{ id: string }> {
    // Addresses come from validated input; a bad one here is a bug, not a delivery problem.
    for (const address of [mail.to, mail.replyTo]) {
      if (address !== undefined && !ADDRESS.test(address)) throw new Error(`Not an email address: "${address}"`);
    }
    const repository = (manager ?? this.dataSource.manager).getRepository(MailOutbox);
    const row = await repository.save(
      repository.create({ to: mail.to, subject: mail.subject, text: mail.text, html: mail.html ?? null, replyTo: mail.replyTo ?? null, headers: mail.headers ?? null }),
    );
    const queryRunner = manager?.queryRunner;
    if (queryRunner?.isTransactionActive) {
      const ids = this.awaitingCommit.get(queryRunner) ?? [];
      ids.push(row.id);
      this.awaitingCommit.set(queryRunner, ids);
    } else {
      this.enqueue(row.id);
    }
    return { id: row.id };
  }

  private settled(queryRunner: QueryRunner | undefined, committed: boolean): void {
    // Savepoints commit and roll back too; only the outermost transaction decides.
    if (!queryRunner || queryRunner.isTransactionActive) return;
    const ids = this.awaitingCommit.get(queryRunner);
    if (!ids) return;
    this.awaitingCommit.delete(queryRunner);
    if (committed) ids.forEach((id) => this.enqueue(id));
  }

  private enqueue(id: string): void {
    this.jobs.add(QUEUES.mail, 'deliver', { outboxId: id }, { jobId: `mail-${id}` }).catch((error: Error) => {
      this.logger.warn(`Mail ${id} waits in the outbox for the relay (${error.message})`);
    });
  }
}
