import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import { numericColumn } from '../common/columns.js';

/** An extra principal payment recorded against a mortgage profile. */
@Entity('extra_payments')
export class ExtraPaymentEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column('uuid', { name: 'mortgage_profile_id' })
  mortgageProfileId: string;

  @Column('date', { name: 'payment_date' })
  paymentDate: string;

  @Column('numeric', { precision: 14, scale: 2, transformer: numericColumn })
  amount: number;

  /** What it took off the profile's current balance (given back on delete or change); null: nothing. */
  @Column('numeric', { name: 'balance_effect', precision: 14, scale: 2, nullable: true, transformer: numericColumn })
  balanceEffect: number | null;

  /** Dated after the day it was recorded, not taken off the balance yet (housekeeping does, on its date). */
  @Column('boolean', { default: false })
  scheduled: boolean;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
