import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import { numericColumn } from '../common/columns.js';

/** The rate an admin publishes for one loan type (a fraction). */
@Entity('rate_entries')
export class RateEntryEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column('text', { name: 'loan_type' })
  loanType: string;

  @Column('numeric', { precision: 8, scale: 6, transformer: numericColumn })
  rate: number;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
