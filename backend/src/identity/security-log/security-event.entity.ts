import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';
import type { SecurityEventType } from '@homewise/contracts';

/** One line of the security audit log: who, what, when, from where. Never a password or token. */
@Entity('security_events')
export class SecurityEventEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column('timestamptz', { name: 'occurred_at', default: () => 'now()' })
  occurredAt: Date;

  @Column('text')
  type: SecurityEventType;

  @Column('uuid', { name: 'user_id', nullable: true })
  userId: string | null;

  @Column('uuid', { name: 'actor_id', nullable: true })
  actorId: string | null;

  @Column('text', { nullable: true })
  ip: string | null;

  @Column('text', { name: 'user_agent', nullable: true })
  userAgent: string | null;

  @Column('jsonb', { default: () => `'{}'::jsonb` })
  details: Record<string, unknown>;
}
