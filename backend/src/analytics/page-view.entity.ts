import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** One page view reported by the shell on a path change. */
@Entity('page_views')
export class PageViewEntity {
  @PrimaryGeneratedColumn({ type: 'bigint' })
  id: string;

  @Column('text')
  path: string;

  @Column('text', { nullable: true })
  referrer: string | null;

  @Column('uuid', { name: 'user_id', nullable: true })
  userId: string | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
