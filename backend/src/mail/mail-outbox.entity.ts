import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

/**
 * pending → sending → sent, or back to pending with a later `nextAttemptAt` when delivery failed;
 * `cancelled` for marketing mail whose client unsubscribed before it went out;
 * `failed` once MAIL_MAX_ATTEMPTS are used up (kept 24 months for a look, then deleted by housekeeping).
 */
export type MailStatus = 'pending' | 'sending' | 'sent' | 'failed' | 'cancelled';

/** One mail, stored before anything tries to send it, so no outage can lose it. */
@Entity({ name: 'mail_outbox' })
export class MailOutbox {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'to_address', type: 'text' })
  to: string;

  @Column({ type: 'text' })
  subject: string;

  @Column({ name: 'text_body', type: 'text' })
  text: string;

  @Column({ name: 'html_body', type: 'text', nullable: true })
  html: string | null;

  @Column({ name: 'reply_to', type: 'text', nullable: true })
  replyTo: string | null;

  /** Extra headers: List-Unsubscribe on marketing mail (src/retention). */
  @Column({ type: 'jsonb', nullable: true })
  headers: Record<string, string> | null;

  @Column({ type: 'text', default: 'pending' })
  status: MailStatus;

  /** Delivery attempts started so far. */
  @Column({ type: 'integer', default: 0 })
  attempts: number;

  @Column({ name: 'next_attempt_at', type: 'timestamptz', default: () => 'now()' })
  nextAttemptAt: Date;

  /** While `sending`: when another sender may take the row over (the first one died). */
  @Column({ name: 'locked_until', type: 'timestamptz', nullable: true })
  lockedUntil: Date | null;

  @Column({ name: 'last_error', type: 'text', nullable: true })
  lastError: string | null;

  /** The SMTP message id, or the .eml file written. */
  @Column({ name: 'delivery_ref', type: 'text', nullable: true })
  deliveryRef: string | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @Column({ name: 'sent_at', type: 'timestamptz', nullable: true })
  sentAt: Date | null;
}
